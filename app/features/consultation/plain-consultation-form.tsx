import { useActionData, useLoaderData, useLocation } from "react-router";
import { HoneypotField } from "#app/components/form/honeypot-field";
import { primaryButtonClass, SelectField, TextAreaField, TextField } from "#app/components/form/labelled-fields";
import {
  CONSULTATION_BUDGETS,
  CONSULTATION_TIME_VALUES,
  CONSULTATION_TIMELINES,
  CONSULTATION_TYPES,
  offeredDates,
} from "#common/consultation/schedule";
import { FORM_TOKEN_FIELD } from "#common/forms/form-token-field";
import { formatWeekdayMonthDay } from "#common/time/calendar-text";
import { plainId, ScriptlessAlert, ScriptlessFormFrame } from "../booking/scriptless-booking";
import {
  type ConsultationActionResult,
  type ConsultationLoaderData,
  type PlainConsultationValues,
  WHEN_SEPARATOR,
} from "./plain-consultation";

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Each offered date with its free times, or every time when the calendar could not be read (the server checks). */
export function dateGroups(days: ConsultationLoaderData["days"]) {
  const shown = days ?? offeredDates(new Date()).map((date) => ({ date, freeTimes: [...CONSULTATION_TIME_VALUES] }));
  return shown
    .filter((day) => day.freeTimes.length > 0)
    .map((day) => ({
      label: formatWeekdayMonthDay(day.date),
      options: day.freeTimes.map((time) => ({
        value: `${day.date}${WHEN_SEPARATOR}${time}`,
        label: `${formatWeekdayMonthDay(day.date)}, ${time} Eastern Time`,
      })),
    }));
}

/**
 * The consultation booking for a browser that does not run the page's script
 * (docs/product/lead-capture.md § Booking without JavaScript): the same fields, the date and time as one
 * choice listing only the times still free, one Book Consultation. Rendered inside <noscript>.
 */
export function PlainConsultationForm() {
  const { formToken, days } = (useLoaderData() ?? {}) as ConsultationLoaderData;
  const result = useActionData() as ConsultationActionResult | undefined;
  const { pathname, search } = useLocation();
  if (result?.outcome === "sent") {
    return (
      <section
        aria-labelledby="plain-booked-title"
        className="rounded-[1.75rem] border border-neon-lime/40 bg-ink-900/70 p-6 sm:p-10"
      >
        <h2 id="plain-booked-title" className="font-display text-3xl font-bold text-white">
          Consultation Booked!
        </h2>
        <p className="mt-4 text-lg text-pretty text-ink-200">{result.message}</p>
      </section>
    );
  }
  const failed = result?.outcome === "failed" ? result : undefined;
  const values: Partial<PlainConsultationValues> = failed?.values ?? {};
  const errors = failed?.fields ?? {};
  return (
    <ScriptlessFormFrame
      id="plain-consultation"
      action={`${pathname}${search}#plain-consultation`}
      title="Book a consultation"
      intro="Fill in the form and press Book Consultation. Fields marked * are required."
    >
      {failed && <ScriptlessAlert message={failed.message} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={plainId("name")}
          name="name"
          label="Name"
          required
          autoComplete="name"
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          id={plainId("email")}
          name="email"
          type="email"
          label="Email"
          required
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          id={plainId("phone")}
          name="phone"
          type="tel"
          label="Phone"
          autoComplete="tel"
          defaultValue={values.phone}
          error={errors.phone}
        />
        <TextField
          id={plainId("company")}
          name="company"
          label="Company"
          autoComplete="organization"
          defaultValue={values.company}
          error={errors.company}
        />
      </div>
      <TextField
        id={plainId("currentWebsite")}
        name="currentWebsite"
        type="url"
        label="Current website (optional)"
        autoComplete="url"
        placeholder="yourcompany.com"
        defaultValue={values.currentWebsite}
        error={errors.currentWebsite}
      />
      <SelectField
        id={plainId("consultationType")}
        name="consultationType"
        label="Consultation type"
        required
        placeholder="Select a consultation type"
        options={CONSULTATION_TYPES.map((type) => ({
          value: type.value,
          label: `${type.label} (${type.minutes} minutes)`,
        }))}
        defaultValue={values.consultationType ?? ""}
        error={errors.consultationType}
      />
      <SelectField
        id={plainId("when")}
        name="when"
        label="Preferred date and time"
        required
        hint="Calls run Monday to Friday, at times on Eastern Time (EST/EDT). Only times still free are listed."
        placeholder="Select a date and time"
        options={[]}
        groups={dateGroups(days)}
        defaultValue={values.when ?? ""}
        error={errors.when}
      />
      <TextAreaField
        id={plainId("projectDetails")}
        name="projectDetails"
        label="Project details"
        rows={4}
        hint="What are you building or improving?"
        defaultValue={values.projectDetails}
        error={errors.projectDetails}
      />
      <TextAreaField
        id={plainId("goals")}
        name="goals"
        label="Goals for the call"
        rows={3}
        hint="What would make this call worth your time?"
        defaultValue={values.goals}
        error={errors.goals}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id={plainId("budget")}
          name="budget"
          label="Budget"
          placeholder="Select a budget"
          options={toOptions(CONSULTATION_BUDGETS)}
          defaultValue={values.budget ?? ""}
          error={errors.budget}
        />
        <SelectField
          id={plainId("timeline")}
          name="timeline"
          label="Timeline"
          placeholder="Select a timeline"
          options={toOptions(CONSULTATION_TIMELINES)}
          defaultValue={values.timeline ?? ""}
          error={errors.timeline}
        />
      </div>
      <HoneypotField idPrefix="plain-hp" />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={failed?.formToken ?? formToken ?? ""} />
      <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`}>
        Book Consultation
      </button>
    </ScriptlessFormFrame>
  );
}
