import { AlertCircle, CheckCircle2 } from "lucide-react";
import type { FormEvent } from "react";
import { controlClass, describedBy, Field } from "#app/components/form/field";
import { HoneypotField } from "#app/components/form/honeypot-field";
import { LimitedTextarea } from "#app/components/form/limited-textarea";
import { SelectControl } from "#app/components/form/select-control";
import { usePageAddress, usePageData } from "#app/lib/page-address";
import type { Tone } from "#app/lib/style-variant";
import type { ContactPackageId } from "#common/forms/contact-options";
import { FORM_TOKEN_FIELD } from "#common/forms/form-token-field";
import type { ContactActionResult } from "./contact-payload";
import type { ContactForm as ContactFormState } from "./use-contact-form";

/**
 * The outcome of the form sent without its script, at the top of the form the
 * page scrolls to (with the script, the Transmission toasts report it).
 */
function OutcomeNotice({ result, tone }: { result: ContactActionResult; tone: Tone }) {
  const sent = result.outcome === "sent";
  const Icon = sent ? CheckCircle2 : AlertCircle;
  const look = sent
    ? tone === "dark"
      ? "border-neon-lime/40 bg-neon-lime/10 text-ink-100"
      : "border-emerald-200 bg-emerald-50 text-emerald-950"
    : tone === "dark"
      ? "border-red-400/50 bg-red-500/10 text-red-100"
      : "border-red-200 bg-red-50 text-red-950";
  return (
    <div role={sent ? "status" : "alert"} className={`flex items-start gap-3 rounded-2xl border p-4 text-sm ${look}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong className="block font-semibold">{sent ? "Transmission Successful!" : "Transmission Failed"}</strong>
        {result.message}
      </p>
    </div>
  );
}

export interface ContactFormCopy {
  labels: {
    name: string;
    email: string;
    business: string;
    phone: string;
    package: string;
    websiteUrl: string;
    details: string;
  };
  packagePlaceholder: string;
  packageOptions: ReadonlyArray<{ value: ContactPackageId; label: string }>;
  submit: string;
  submitAudit: string;
  busy: string;
  websiteHint: string;
  websiteHintAudit: string;
}

/** Both faces' contact form: copy and tone differ, behaviour does not (docs/product/lead-capture.md § Contact form). */
export function ContactForm({ form, copy, tone }: { form: ContactFormState; copy: ContactFormCopy; tone: Tone }) {
  const { values, setField, errors, pending, auditMode } = form;
  const dark = tone === "dark";
  // Without its script the browser posts the form to this very address (the
  // configuration handed over in it included) and comes back to the form.
  const { pathname, search } = usePageAddress();
  const { formToken } = (usePageData().loaderData ?? {}) as { formToken?: string };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form
      id="contact-form"
      method="post"
      action={`${pathname}${search}#contact-form`}
      noValidate
      onSubmit={onSubmit}
      {...form.warmUp}
      className="relative grid scroll-mt-24 gap-6"
      aria-busy={pending || undefined}
    >
      {form.outcomeNotice && <OutcomeNotice result={form.outcomeNotice} tone={tone} />}
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="contact-name" label={copy.labels.name} required error={errors.name} tone={tone}>
          <input
            id="contact-name"
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            value={values.name}
            onChange={(event) => setField("name", event.target.value)}
            className={controlClass(tone, errors.name)}
            {...describedBy("contact-name", errors.name)}
          />
        </Field>
        <Field id="contact-email" label={copy.labels.email} required error={errors.email} tone={tone}>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            value={values.email}
            onChange={(event) => setField("email", event.target.value)}
            className={controlClass(tone, errors.email)}
            {...describedBy("contact-email", errors.email)}
          />
        </Field>
        <Field id="contact-business" label={copy.labels.business} tone={tone}>
          <input
            id="contact-business"
            name="business"
            autoComplete="organization"
            maxLength={200}
            value={values.business}
            onChange={(event) => setField("business", event.target.value)}
            className={controlClass(tone)}
          />
        </Field>
        <Field id="contact-phone" label={copy.labels.phone} tone={tone}>
          <input
            id="contact-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={50}
            value={values.phone}
            onChange={(event) => setField("phone", event.target.value)}
            className={controlClass(tone)}
          />
        </Field>
        <Field id="contact-package" label={copy.labels.package} tone={tone}>
          <SelectControl
            id="contact-package"
            name="package"
            value={values.package}
            onChange={(event) => setField("package", event.target.value as ContactPackageId | "")}
            className={controlClass(tone)}
          >
            <option value="">{copy.packagePlaceholder}</option>
            {copy.packageOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectControl>
        </Field>
        <Field
          id="contact-websiteUrl"
          label={copy.labels.websiteUrl}
          required={auditMode}
          error={errors.websiteUrl}
          hint={auditMode ? copy.websiteHintAudit : copy.websiteHint}
          tone={tone}
        >
          <input
            id="contact-websiteUrl"
            name="websiteUrl"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="yourwebsite.com"
            required={auditMode}
            maxLength={2048}
            value={values.websiteUrl}
            onChange={(event) => setField("websiteUrl", event.target.value)}
            className={controlClass(tone, errors.websiteUrl)}
            {...describedBy("contact-websiteUrl", errors.websiteUrl, true)}
          />
        </Field>
      </div>
      <Field id="contact-details" label={copy.labels.details} tone={tone}>
        <LimitedTextarea
          id="contact-details"
          name="details"
          rows={4}
          maxLength={5000}
          value={values.details}
          onChange={(event) => setField("details", event.target.value)}
          className={`${controlClass(tone)} min-h-28 resize-y`}
          tone={tone}
        />
      </Field>
      <HoneypotField value={values.companyFax} onChange={(value) => setField("companyFax", value)} />
      {/* Read only by a send without the script; the script sends a token of its own (use-form-token.ts). */}
      <input type="hidden" name={FORM_TOKEN_FIELD} value={form.refusedFormToken ?? formToken ?? ""} />
      <button
        type="submit"
        // aria-disabled, not disabled: a disabled button drops keyboard focus to the page's start
        // while the inquiry is sent (a second press is ignored by the form).
        aria-disabled={pending || undefined}
        className={
          dark
            ? "inline-flex min-h-14 w-full items-center justify-center gap-3 rounded-xl bg-neon-cyan px-6 font-display text-base font-bold tracking-[0.16em] text-ink-950 uppercase shadow-[0_0_40px_-12px] shadow-neon-cyan transition-colors hover:bg-neon-lime aria-disabled:cursor-wait aria-disabled:opacity-70"
            : "inline-flex min-h-13 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-70 sm:w-auto sm:justify-self-start sm:px-10"
        }
      >
        {pending && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
          />
        )}
        {pending ? copy.busy : auditMode ? copy.submitAudit : copy.submit}
      </button>
    </form>
  );
}
