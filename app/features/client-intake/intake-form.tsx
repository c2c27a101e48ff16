import { AlertCircle, CalendarDays, CheckCircle2 } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { controlClass, describedBy, Field } from "#app/components/form/field";
import { HoneypotField } from "#app/components/form/honeypot-field";
import { LimitedTextarea } from "#app/components/form/limited-textarea";
import { ChoiceOptions, SelectControl } from "#app/components/form/select-control";
import { usePageData } from "#app/lib/page-address";
import { usePriceList } from "#app/lib/price-list";
import { SiteLink } from "#app/lib/style-variant";
import {
  INTAKE_BUDGETS,
  INTAKE_COMMUNICATION,
  INTAKE_INDUSTRIES,
  INTAKE_SERVICE_TYPES,
  INTAKE_TIMELINES,
  PROJECT_NEED_MAX,
} from "#common/forms/client-intake-options";
import { FORM_TOKEN_FIELD } from "#common/forms/form-token-field";
import { BRIEF_ID_FIELD, BRIEF_KEY_FIELD, INTENT_FIELD, type StartedProject } from "./intake-outcome";
import { fieldId, type IntakeField, type IntakeForm as IntakeFormState } from "./use-intake-form";

function FormSection({
  id,
  title,
  lead,
  highlight = false,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  highlight?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-3xl border bg-ink-900/80 p-6 sm:p-10 ${highlight ? "border-neon-cyan/50 shadow-[0_0_60px_-30px] shadow-neon-cyan" : "border-ink-700"}`}
    >
      <h2 id={id} className="font-display text-xl font-bold text-white sm:text-2xl">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-300">{lead}</p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">{children}</div>
    </section>
  );
}

const buttonClass =
  "inline-flex min-h-14 items-center justify-center gap-3 rounded-xl bg-neon-cyan px-10 font-display text-base font-bold text-ink-950 shadow-[0_0_40px_-12px] shadow-neon-cyan transition-colors hover:bg-neon-lime disabled:cursor-wait disabled:opacity-70";

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
    />
  );
}

/** The stored start, in place of its four fields: the promise, and a call to book meanwhile. */
function StartedPanel({ started, name }: { started: StartedProject; name: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The visitor pressed a button that is gone: the answer takes its place and the focus, so it is seen and read out.
  useEffect(() => {
    const element = heading.current;
    if (!element) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "center" });
    element.focus({ preventScroll: true });
  }, []);
  return (
    <section
      aria-labelledby="intake-started-title"
      className="rounded-3xl border border-neon-lime/50 bg-ink-900/80 p-6 sm:p-10"
    >
      <h2
        id="intake-started-title"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-3 font-display text-2xl font-bold text-white outline-none sm:text-3xl"
      >
        <CheckCircle2 aria-hidden="true" className="size-7 shrink-0 text-neon-lime" />
        Thank you{name ? `, ${name}` : ""}!
      </h2>
      <p role="status" className="mt-3 text-pretty text-ink-200 sm:text-lg">
        {started.message}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SiteLink
          to="/book-consultation"
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border border-neon-cyan px-6 font-display font-bold text-neon-cyan transition-colors hover:bg-neon-cyan hover:text-ink-950"
        >
          <CalendarDays aria-hidden="true" className="size-5" /> Book a free consultation
        </SiteLink>
        <a
          href="#company-title"
          className="inline-flex min-h-12 items-center justify-center rounded-xl px-4 font-semibold text-ink-200 underline-offset-4 hover:text-white hover:underline"
        >
          Add the detailed brief
        </a>
      </div>
    </section>
  );
}

/** A stored brief, for a browser that ran no script (one that did shows the toast and goes home). */
function SentPanel() {
  return (
    <section
      aria-labelledby="intake-sent-title"
      className="rounded-3xl border border-neon-lime/50 bg-ink-900/80 p-6 sm:p-10"
    >
      <h2 id="intake-sent-title" className="font-display text-2xl font-bold text-white sm:text-3xl">
        Intake Form Submitted Successfully!
      </h2>
      <p role="status" className="mt-2 text-pretty text-ink-200 sm:text-lg">
        Thank you! We'll review your information and get back to you within 24 hours.
      </p>
      <SiteLink
        to="/home"
        className="mt-6 inline-flex min-h-12 items-center rounded-xl border border-neon-cyan px-6 font-display font-bold text-neon-cyan transition-colors hover:bg-neon-cyan hover:text-ink-950"
      >
        Back to Home
      </SiteLink>
    </section>
  );
}

/**
 * The intake page's form (docs/product/lead-capture.md § Project start, § Intake fields): the project start's
 * four answers, then the brief, optional until sent. One form, two sends: without the page's script the
 * browser posts it with the pressed button's `intent`, and the page's action answers.
 */
export function IntakeForm({ form }: { form: IntakeFormState }) {
  const priceList = usePriceList();
  const { formToken } = (usePageData().loaderData ?? {}) as { formToken?: string };
  const { values, errors, setField, blur, choose, status, started } = form;
  const busy = status !== "idle";
  const services = INTAKE_SERVICE_TYPES[priceList];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void form.submit(submitter?.getAttribute("value") === "start" ? "start" : "brief");
  };

  if (status === "success") return <SentPanel />;

  const text = (
    field: IntakeField,
    label: string,
    options: {
      required?: boolean;
      type?: string;
      autoComplete?: string;
      hint?: string;
      max?: number;
      placeholder?: string;
      className?: string;
    } = {},
  ) => (
    <Field
      id={fieldId(field)}
      label={label}
      required={options.required}
      error={errors[field]}
      hint={options.hint}
      className={options.className}
    >
      <input
        id={fieldId(field)}
        name={field}
        type={options.type ?? "text"}
        autoComplete={options.autoComplete}
        required={options.required}
        maxLength={options.max ?? 200}
        placeholder={options.placeholder}
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

  /** The offer, named and priced as the face's Services page has it; "Not sure yet" is a choice at the start. */
  const serviceSelect = (required: boolean) => (
    <Field id={fieldId("serviceType")} label="Service" required={required} error={errors.serviceType}>
      <SelectControl
        id={fieldId("serviceType")}
        name="serviceType"
        value={values.serviceType}
        onChange={(event) => choose("serviceType", event.target.value)}
        onBlur={() => blur("serviceType")}
        className={controlClass("dark", errors.serviceType)}
        {...describedBy(fieldId("serviceType"), errors.serviceType)}
      >
        <option value="">{required ? "Select a service" : "Not sure yet"}</option>
        {services.map((service) => (
          <option key={service.id} value={service.id}>
            {/* "Landing Page · from $1,000": the whole line fits a phone's select. */}
            {service.name.replace(/ Package$/, "")} · {service.price}
          </option>
        ))}
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
      aria-busy={busy || undefined}
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

      {started ? (
        <>
          <StartedPanel started={started} name={values.contactName.trim().split(/\s+/)[0] ?? ""} />
          {/* Without the script the brief's send carries the start it joins. */}
          <input type="hidden" name={BRIEF_ID_FIELD} value={started.id} />
          <input type="hidden" name={BRIEF_KEY_FIELD} value={started.briefKey} />
          {(["contactName", "email", "need"] as const).map((field) => (
            <input key={field} type="hidden" name={field} value={values[field]} />
          ))}
          {started.serviceType && <input type="hidden" name="serviceType" value={values.serviceType} />}
        </>
      ) : (
        <FormSection
          id="start-title"
          title="Start your project"
          lead="Four quick answers and your project is with us. We reply within 24 hours."
          highlight
        >
          {text("contactName", "Your Name", { required: true, autoComplete: "name" })}
          {text("email", "Email Address", { required: true, type: "email", autoComplete: "email", max: 254 })}
          {serviceSelect(false)}
          {text("need", "What do you need?", {
            required: true,
            max: PROJECT_NEED_MAX,
            placeholder: "A new website that brings in bookings",
            hint: "One line is enough.",
          })}
          <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-ink-300">The detailed brief below is optional: send it now or later.</p>
            <button type="submit" name={INTENT_FIELD} value="start" disabled={busy} className={buttonClass}>
              {status === "starting" && <Spinner />}
              {status === "starting" ? "Starting..." : "Start My Project"}
            </button>
          </div>
        </FormSection>
      )}

      <div className="grid gap-2 px-1">
        <h2 className="font-display text-xs font-semibold tracking-[0.18em] text-neon-cyan uppercase">
          The detailed brief · optional
        </h2>
        <p className="text-pretty text-ink-300">
          {started
            ? "It helps us come back with questions and a first plan. Fields marked * are needed once you send it."
            : "Want to tell us everything at once? Fill in the brief and press Submit & Continue. Fields marked * are needed once you send it."}
        </p>
      </div>

      <FormSection id="company-title" title="Company Information" lead="Who you are and how we can reach you.">
        {text("companyName", "Company Name", { required: true, autoComplete: "organization" })}
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
        {/* A start sent as "Not sure yet" names its service with the brief. */}
        {started && !started.serviceType && <div className="sm:col-span-2">{serviceSelect(true)}</div>}
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
      <input type="hidden" name={FORM_TOKEN_FIELD} value={form.refusedFormToken ?? formToken ?? ""} />

      <div className="flex flex-col-reverse items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-300">We reply within 24 hours. Your details stay private.</p>
        <button type="submit" name={INTENT_FIELD} value="brief" disabled={busy} className={buttonClass}>
          {status === "submitting" && <Spinner />}
          {status === "submitting" ? "Submitting..." : "Submit & Continue"}
        </button>
      </div>
    </form>
  );
}
