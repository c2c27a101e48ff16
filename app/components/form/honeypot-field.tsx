import { HONEYPOT_FIELD } from "#common/forms/honeypot-field";

/**
 * The spam trap (docs/product/lead-capture.md § Honeypot): people never see or reach it (visually hidden,
 * out of the tab order, hidden from assistive technology, no autofill);
 * bots that fill every field get a 400.
 */
/** Without `onChange` (a form sent without the page's script) the field is left to the browser, empty. */
export function HoneypotField({
  value,
  onChange,
  idPrefix = "hp",
}: {
  value?: string;
  onChange?: (value: string) => void;
  /** Another prefix when a second form on the page has its own trap. */
  idPrefix?: string;
}) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden opacity-0">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Company fax (leave empty)</label>
      <input
        id={`${idPrefix}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...(onChange ? { value: value ?? "", onChange: (event) => onChange(event.target.value) } : {})}
      />
    </div>
  );
}
