import { AlertCircle } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { controlClass, describedBy, Field } from "#app/components/form/field";
import { HoneypotField } from "#app/components/form/honeypot-field";
import { LimitedTextarea } from "#app/components/form/limited-textarea";
import { ChoiceOptions, SelectControl } from "#app/components/form/select-control";
import { usePriceList } from "#app/lib/price-list";
import {
  INTAKE_BUDGETS,
  INTAKE_COMMUNICATION,
  INTAKE_INDUSTRIES,
  INTAKE_SERVICE_TYPES,
  INTAKE_TIMELINES,
} from "#common/forms/client-intake-options";
import { fieldId, type IntakeField, type IntakeForm as IntakeFormState } from "./use-intake-form";

function FormSection({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-ink-700 bg-ink-900/80 p-6 sm:p-10">
      <h2 id={id} className="font-display text-xl font-bold text-white sm:text-2xl">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-300">{lead}</p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** The client intake form and its validation (docs/product/lead-capture.md § Intake fields). */
export function IntakeForm({ form }: { form: IntakeFormState }) {
  const priceList = usePriceList();
  const { values, errors, setField, blur, choose, status } = form;
  const submitting = status === "submitting";
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  const text = (
    field: IntakeField,
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string; hint?: string; max?: number } = {},
  ) => (
    <Field id={fieldId(field)} label={label} required={options.required} error={errors[field]} hint={options.hint}>
      <input
        id={fieldId(field)}
        name={field}
        type={options.type ?? "text"}
        autoComplete={options.autoComplete}
        required={options.required}
        maxLength={options.max ?? 200}
        value={values[field]}
        onChange={(event) => setField(field, event.target.value)}
        onBlur={() => blur(field)}
        className={controlClass("dark", errors[field])}
        {...describedBy(fieldId(field), errors[field], Boolean(options.hint))}
      />
    </Field>
  );

  const select = (field: IntakeField, label: string, placeholder: string, choices: readonly string[]) => (
    <Field id={fieldId(field)} label={label} required error={errors[field]}>
      <SelectControl
        id={fieldId(field)}
        name={field}
        required
        value={values[field]}
        onChange={(event) => choose(field, event.target.value)}
        onBlur={() => blur(field)}
        className={controlClass("dark", errors[field])}
        {...describedBy(fieldId(field), errors[field])}
      >
        <ChoiceOptions placeholder={placeholder} choices={choices} />
      </SelectControl>
    </Field>
  );

  const area = (field: IntakeField, label: string, min: number, hint: string, rows = 4) => (
    <Field
      id={fieldId(field)}
      label={label}
      required
      error={errors[field]}
      hint={`${hint} ${values[field].trim().length}/${min} characters minimum.`}
      className="sm:col-span-2"
    >
      <LimitedTextarea
        id={fieldId(field)}
        name={field}
        required
        rows={rows}
        minLength={min}
        maxLength={field === "projectDescription" ? 10000 : 5000}
        value={values[field]}
        onChange={(event) => setField(field, event.target.value)}
        onBlur={() => blur(field)}
        className={`${controlClass("dark", errors[field])} resize-y`}
        tone="dark"
        {...describedBy(fieldId(field), errors[field], true)}
      />
    </Field>
  );

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      {...form.warmUp}
      className="relative grid gap-8"
      aria-busy={submitting || undefined}
    >
      {form.hasErrors && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-2xl border border-red-400/50 bg-red-500/10 p-4 text-sm font-medium text-red-200"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-300" />
          Please complete all required fields to continue.
        </div>
      )}

      <FormSection id="company-title" title="Company Information" lead="Who you are and how we can reach you.">
        {text("contactName", "Your Name", { required: true, autoComplete: "name" })}
        {text("companyName", "Company Name", { required: true, autoComplete: "organization" })}
        {text("email", "Email Address", { required: true, type: "email", autoComplete: "email", max: 254 })}
        {text("phone", "Phone (optional)", { type: "tel", autoComplete: "tel", max: 50 })}
        {text("website", "Current Website (optional)", {
          type: "url",
          autoComplete: "url",
          hint: "For example yourcompany.com",
          max: 2048,
        })}
        {select("industry", "Industry", "Select your industry", INTAKE_INDUSTRIES)}
      </FormSection>

      <FormSection
        id="project-title"
        title="Project Details"
        lead="What you need, by when, and what success looks like."
      >
        <fieldset
          className="sm:col-span-2"
          aria-describedby={errors.serviceType ? `${fieldId("serviceType")}-error` : undefined}
        >
          <legend className="font-display text-xs font-semibold tracking-[0.18em] text-ink-200 uppercase">
            Service Type
            <span aria-hidden="true" className="text-neon-cyan">
              *
            </span>
          </legend>
          {/* Four services (the default face's) sit two by two; four across leave each too narrow. */}
          <div
            className={`mt-3 grid gap-3 ${INTAKE_SERVICE_TYPES[priceList].length === 4 ? "sm:grid-cols-2" : "md:grid-cols-3"}`}
          >
            {INTAKE_SERVICE_TYPES[priceList].map((service, index) => {
              const checked = values.serviceType === service.id;
              return (
                <label
                  key={service.id}
                  className={`relative grid cursor-pointer gap-1 rounded-2xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-neon-cyan ${
                    checked
                      ? "border-neon-cyan bg-neon-cyan/10"
                      : errors.serviceType
                        ? "border-red-400 hover:border-ink-400"
                        : "border-ink-600 hover:border-ink-400"
                  }`}
                >
                  <input
                    id={index === 0 ? fieldId("serviceType") : undefined}
                    type="radio"
                    name="serviceType"
                    value={service.id}
                    checked={checked}
                    onChange={() => choose("serviceType", service.id)}
                    onBlur={() => blur("serviceType")}
                    aria-invalid={errors.serviceType ? true : undefined}
                    className="sr-only"
                  />
                  <span className="font-display text-lg font-bold text-white">{service.name}</span>
                  <span className="font-display text-2xl font-bold text-neon-cyan">{service.price}</span>
                  <span className="text-sm text-ink-300">{service.description}</span>
                </label>
              );
            })}
          </div>
          {errors.serviceType && (
            <p id={`${fieldId("serviceType")}-error`} className="mt-2 text-sm font-medium text-red-300">
              {errors.serviceType}
            </p>
          )}
        </fieldset>
        {select("budget", "Budget Range", "Select a budget range", INTAKE_BUDGETS)}
        {select("timeline", "Timeline", "Select a timeline", INTAKE_TIMELINES)}
        {area("goals", "Project Goals", 20, "What should the new website achieve?", 3)}
        {area("currentChallenges", "Current Challenges", 20, "What is not working today?", 3)}
        {area("targetAudience", "Target Audience", 10, "Who are your ideal customers?", 2)}
        {select("communicationPreference", "Preferred Communication", "Select a channel", INTAKE_COMMUNICATION)}
        <div aria-hidden="true" className="hidden sm:block" />
        {area(
          "projectDescription",
          "Project Description",
          50,
          "Pages, features, content and anything else we should know.",
          5,
        )}
      </FormSection>

      <HoneypotField value={values.companyFax} onChange={(value) => setField("companyFax", value)} />

      <div className="flex flex-col-reverse items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-300">We reply within 24 hours. Your details stay private.</p>
        <button
          type="submit"
          disabled={status !== "idle"}
          className="inline-flex min-h-14 items-center justify-center gap-3 rounded-xl bg-neon-cyan px-10 font-display text-base font-bold text-ink-950 shadow-[0_0_40px_-12px] shadow-neon-cyan transition-colors hover:bg-neon-lime disabled:cursor-wait disabled:opacity-70"
        >
          {submitting && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
            />
          )}
          {submitting ? "Submitting..." : "Submit & Continue"}
        </button>
      </div>
    </form>
  );
}
