import type { ReactNode } from "react";
import { HoneypotField } from "#app/components/form/honeypot-field";
import { FieldError, primaryButtonClass } from "#app/components/form/labelled-fields";
import { usePageAddress } from "#app/lib/page-address";
import { FORM_TOKEN_FIELD } from "#common/forms/form-token-field";

/**
 * A booking page's form with and without the page's script.
 * Rules: docs/product/lead-capture.md § Booking without JavaScript. The scripted form is in the HTML for every browser; a browser that does not run scripts
 * renders <noscript>, which hides the scripted form and shows the plain one in its place. A browser that runs
 * scripts never parses <noscript>'s content, so the plain form costs it nothing but its bytes.
 */
export function ScriptedOrPlain({ children, plain }: { children: ReactNode; plain: ReactNode }) {
  return (
    <div className="min-w-0">
      <div data-needs-script="">{children}</div>
      <noscript>
        <style>{"[data-needs-script]{display:none}"}</style>
        {plain}
      </noscript>
    </div>
  );
}

/** A plain form control's id, apart from the scripted form's own (both are in the page's HTML). */
export const plainId = (name: string) => `plain-${name}`;

/**
 * The props that tie a plain form's control to its field: its own id, its name, the answer sent last time
 * (kept when the send was refused) and what was wrong with it.
 */
export function plainFieldsOf<Values extends object>(
  values: Partial<Values>,
  errors: Partial<Record<keyof Values & string, string>>,
) {
  return (name: keyof Values & string) => ({
    id: plainId(name),
    name,
    defaultValue: String(values[name] ?? ""),
    error: errors[name],
  });
}

/**
 * The plain form: posted to the page itself, which answers with the outcome (app/components/form/plain-form.server.ts),
 * with the honeypot, the form token the page was served with (or the unspent one of a refused send) and the
 * send button after the fields.
 */
export function ScriptlessFormFrame({
  id,
  title,
  intro,
  formToken,
  submitLabel,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  formToken: string | undefined;
  submitLabel: string;
  children: ReactNode;
}) {
  const { pathname, search } = usePageAddress();
  return (
    <form
      id={id}
      method="post"
      action={`${pathname}${search}#${id}`}
      aria-labelledby={`${id}-title`}
      className="relative grid gap-6 rounded-[1.75rem] border border-ink-700 bg-ink-900/60 p-6 shadow-2xl shadow-black/30 sm:p-10"
    >
      <div>
        <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-white">
          {title}
        </h2>
        <p className="mt-2 text-ink-300">{intro}</p>
      </div>
      {children}
      <HoneypotField idPrefix="plain-hp" />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken ?? ""} />
      <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`}>
        {submitLabel}
      </button>
    </form>
  );
}

/** Why the last send was refused, above the fields (each field also says what is wrong with it). */
export function ScriptlessAlert({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-xl border border-red-400/60 bg-red-500/10 px-4 py-3">
      <FieldError id="plain-form-error" message={message} />
    </div>
  );
}
