import { type FormEvent, startTransition, useEffect, useRef, useState } from "react";
import { HoneypotField } from "#app/components/form/honeypot-field";
import { primaryButtonClass, SelectField, TextAreaField, TextField } from "#app/components/form/labelled-fields";
import { fieldErrorsOf } from "#app/components/form/server-errors";
import { useFormToken } from "#app/components/form/use-form-token";
import { useFormValues } from "#app/components/form/use-form-values";
import { ApiError, apiRequest } from "#app/lib/api-request";
import { lazyModule, warmOnInteraction } from "#app/lib/lazy-module";
import { toast } from "#app/lib/toast/toast-store";
import { useChecks } from "#app/lib/use-checks";
import { CONSULTATION_BUDGETS, CONSULTATION_TIMELINES, offeredDates } from "#common/consultation/schedule";
import { HONEYPOT_FIELD } from "#common/forms/honeypot-field";
import { ConsultationTypePicker } from "./consultation-type-picker";
import { DateTimePicker } from "./date-time-picker";
import { useTakenSlots } from "./use-taken-slots";

const EMPTY = {
  name: "",
  email: "",
  phone: "",
  company: "",
  currentWebsite: "",
  consultationType: "",
  preferredDate: "",
  preferredTime: "",
  projectDetails: "",
  goals: "",
  budget: "",
  timeline: "",
  [HONEYPOT_FIELD]: "",
};
type Values = typeof EMPTY;

/** Fields in the order they appear, for focusing the first invalid one. */
const FIELD_ORDER = [
  "name",
  "email",
  "phone",
  "company",
  "currentWebsite",
  "consultationType",
  "preferredDate",
  "preferredTime",
  "projectDetails",
  "goals",
  "budget",
  "timeline",
];

const consultationValidation = lazyModule(() => import("./consultation-validation"));
/** Spread on the <form>: the first focus or press inside it fetches the checks. */
const warmUp = warmOnInteraction(consultationValidation);

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

interface BookingResponse {
  success?: boolean;
  message?: string;
  error?: string;
  fields?: Record<string, string>;
}

/** The booking's answer: refusals (400, 409, 429) carry `{ success: false, error, fields? }` too. */
async function postConsultation(payload: Values & { formToken?: string }): Promise<BookingResponse> {
  try {
    return await apiRequest<BookingResponse>("/api/consultations", "POST", payload);
  } catch (error) {
    if (error instanceof ApiError && error.body && typeof error.body === "object") return error.body as BookingResponse;
    throw error;
  }
}

function heading(id: string, number: string, title: string) {
  return (
    <h2 id={id} className="flex items-center gap-3 font-display text-xl font-bold text-white">
      <span aria-hidden="true" className="font-display text-sm font-semibold text-neon-cyan">
        {number}
      </span>
      {title}
    </h2>
  );
}

/** The consultation booking form (docs/product/lead-capture.md § Consultation booking). */
export function ConsultationForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, errors, setErrors, set, showErrors, bind, formProps } = useFormValues(
    EMPTY,
    FIELD_ORDER,
    formRef,
  );
  const [busy, setBusy] = useState(false);
  // Dates depend on today's date: computed in the browser, after hydration (the server's clock and the HTML may be older).
  const [dates, setDates] = useState<string[] | undefined>();
  // In a transition: a plain update from an effect re-renders the whole form in one long task.
  useEffect(() => startTransition(() => setDates(offeredDates(new Date()))), []);
  const { taken, refresh } = useTakenSlots(dates ?? []);

  // Fetched on first use: a second press while they are fetched is ignored, as one is while the booking is sent.
  const checks = useChecks(consultationValidation);
  const formToken = useFormToken("consultation");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || checks.fetching()) return;
    // If the checks cannot be fetched, the server checks the booking and its field messages are shown.
    const validation = await checks.get();
    const parsed = validation?.consultationSchema.safeParse(values);
    if (parsed && !parsed.success) return showErrors(fieldErrorsOf(parsed.error));
    setBusy(true);
    try {
      const result = await postConsultation({ ...values, ...(await formToken()) });
      if (result.success) {
        toast({ title: "Check Your Email", description: result.message, variant: "success" });
        setValues(EMPTY);
        setErrors({});
      } else {
        toast({
          title: "Booking Failed",
          description: result.error || "Failed to book consultation. Please try again.",
          variant: "destructive",
        });
        if (result.fields) showErrors(result.fields);
      }
      void refresh();
    } catch {
      toast({ title: "Error", description: "An unexpected error occurred. Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      {...formProps}
      onSubmit={submit}
      {...warmUp}
      aria-label="Book a consultation"
      className="relative grid gap-12 rounded-[1.75rem] border border-ink-700 bg-ink-900/70 p-5 shadow-2xl shadow-black/30 backdrop-blur sm:p-8"
    >
      <section aria-labelledby="you-title" className="grid gap-6">
        {heading("you-title", "01", "About you")}
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField label="Name" required autoComplete="name" {...bind("name")} />
          <TextField label="Email" type="email" required autoComplete="email" {...bind("email")} />
          <TextField label="Phone" type="tel" autoComplete="tel" {...bind("phone")} />
          <TextField label="Company" autoComplete="organization" {...bind("company")} />
          <div className="sm:col-span-2">
            <TextField
              label={
                <>
                  Current website <span className="text-ink-400 normal-case tracking-normal">(optional)</span>
                </>
              }
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="yourcompany.com"
              {...bind("currentWebsite")}
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="call-title" className="grid gap-6">
        {heading("call-title", "02", "Your call")}
        <ConsultationTypePicker
          value={values.consultationType}
          error={errors.consultationType}
          onChange={set("consultationType")}
        />
        <DateTimePicker
          dates={dates}
          date={values.preferredDate}
          time={values.preferredTime}
          taken={taken}
          dateError={errors.preferredDate}
          timeError={errors.preferredTime}
          onDate={set("preferredDate")}
          onTime={set("preferredTime")}
        />
      </section>

      <section aria-labelledby="project-title" className="grid gap-6">
        {heading("project-title", "03", "Your project")}
        <TextAreaField
          label="Project details"
          rows={4}
          maxLength={5000}
          hint="What are you building or improving?"
          {...bind("projectDetails")}
        />
        <TextAreaField
          label="Goals for the call"
          rows={3}
          maxLength={5000}
          hint="What would make this call worth your time?"
          {...bind("goals")}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            label="Budget"
            placeholder="Select a budget"
            options={toOptions(CONSULTATION_BUDGETS)}
            {...bind("budget")}
          />
          <SelectField
            label="Timeline"
            placeholder="Select a timeline"
            options={toOptions(CONSULTATION_TIMELINES)}
            {...bind("timeline")}
          />
        </div>
      </section>

      <HoneypotField value={values[HONEYPOT_FIELD]} onChange={set(HONEYPOT_FIELD)} />

      <div className="flex flex-col gap-4 border-t border-ink-700 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-300">Free, no obligation. A calendar invitation arrives by email.</p>
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {busy ? "Scheduling..." : "Book Consultation"}
        </button>
      </div>
    </form>
  );
}
