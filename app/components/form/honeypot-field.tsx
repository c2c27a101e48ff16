import { HONEYPOT_FIELD } from "#common/forms/honeypot-field";

/**
 * The spam trap (docs/product/lead-capture.md § Honeypot): people never see or reach it (visually hidden,
 * out of the tab order, hidden from assistive technology, no autofill);
 * bots that fill every field get a 400.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden opacity-0">
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>Company fax (leave empty)</label>
      <input
        id={`hp-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
