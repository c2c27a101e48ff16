import { SelectField, TextAreaField, TextField } from "#app/components/form/labelled-fields";
import { usePageData } from "#app/lib/page-address";
import {
  CONSULTATION_BUDGETS,
  CONSULTATION_TIME_VALUES,
  CONSULTATION_TIMELINES,
  CONSULTATION_TYPES,
  offeredDates,
} from "#common/consultation/schedule";
import { formatWeekdayMonthDay } from "#common/time/calendar-text";
import { plainFieldsOf, ScriptlessAlert, ScriptlessFormFrame } from "../booking/scriptless-booking";
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
  const pageData = usePageData();
  const { formToken, days } = (pageData.loaderData ?? {}) as ConsultationLoaderData;
  const result = pageData.actionData as ConsultationActionResult | undefined;
  if (result?.outcome === "sent") {
    return (
      <section
        aria-labelledby="plain-booked-title"
        className="rounded-[1.75rem] border border-neon-lime/40 bg-ink-900/70 p-6 sm:p-10"
      >
        <h2 id="plain-booked-title" className="font-display text-3xl font-bold text-white">
          Check your email
        </h2>
        <p className="mt-4 text-lg text-pretty text-ink-200">{result.message}</p>
      </section>
    );
  }
  const failed = result?.outcome === "failed" ? result : undefined;
  const values: Partial<PlainConsultationValues> = failed?.values ?? {};
  const field = plainFieldsOf(values, failed?.fields ?? {});
  return (
    <ScriptlessFormFrame
      id="plain-consultation"
      formToken={failed?.formToken ?? formToken}
      submitLabel="Book Consultation"
      title="Book a consultation"
      intro="Fill in the form and press Book Consultation. Fields marked * are required."
    >
      {failed && <ScriptlessAlert message={failed.message} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} label="Name" required autoComplete="name" />
        <TextField {...field("email")} type="email" label="Email" required autoComplete="email" />
        <TextField {...field("phone")} type="tel" label="Phone" autoComplete="tel" />
        <TextField {...field("company")} label="Company" autoComplete="organization" />
      </div>
      <TextField
        {...field("currentWebsite")}
        type="url"
        label="Current website (optional)"
        autoComplete="url"
        placeholder="yourcompany.com"
      />
      <SelectField
        {...field("consultationType")}
        label="Consultation type"
        required
        placeholder="Select a consultation type"
        options={CONSULTATION_TYPES.map((type) => ({
          value: type.value,
          label: `${type.label} (${type.minutes} minutes)`,
        }))}
      />
      <SelectField
        {...field("when")}
        label="Preferred date and time"
        required
        hint="Calls run Monday to Friday, at times on Eastern Time (EST/EDT). Only times still free are listed."
        placeholder="Select a date and time"
        options={[]}
        groups={dateGroups(days)}
      />
      <TextAreaField
        {...field("projectDetails")}
        label="Project details"
        rows={4}
        hint="What are you building or improving?"
      />
      <TextAreaField
        {...field("goals")}
        label="Goals for the call"
        rows={3}
        hint="What would make this call worth your time?"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field("budget")}
          label="Budget"
          placeholder="Select a budget"
          options={toOptions(CONSULTATION_BUDGETS)}
        />
        <SelectField
          {...field("timeline")}
          label="Timeline"
          placeholder="Select a timeline"
          options={toOptions(CONSULTATION_TIMELINES)}
        />
      </div>
    </ScriptlessFormFrame>
  );
}
