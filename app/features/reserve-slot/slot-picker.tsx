import { FieldError, labelClass, Required } from "#app/components/form/labelled-fields";
import { RadioMark } from "#app/components/form/radio-cards";
import { SLOT_CAPACITY, type SlotOption } from "#common/slots/calendar";

/**
 * The half-month slots as radio cards (docs/product/lead-capture.md § Slots): a full slot reads
 * RESERVED and cannot be chosen.
 */
export function SlotPicker({
  options,
  failed,
  onRetry,
  value,
  error,
  onSelect,
}: {
  options: SlotOption[] | undefined;
  failed: boolean;
  onRetry: () => void;
  value: string;
  error?: string;
  onSelect: (option: SlotOption) => void;
}) {
  return (
    <fieldset aria-describedby={`slot-capacity-note${error ? " preferredSlot-error" : ""}`}>
      <legend className={labelClass}>
        Development slot
        <Required />
      </legend>
      <p id="slot-capacity-note" className="mt-2 text-sm text-ink-300">
        Each half-month slot holds 1-2 concurrent projects, so every client gets our full attention.
      </p>
      {failed ? (
        <div role="alert" className="mt-4 rounded-2xl border border-red-400/50 bg-red-950/30 p-5 text-sm text-red-100">
          We couldn't load the slot calendar.{" "}
          <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-4">
            Try again
          </button>
        </div>
      ) : !options ? (
        <div className="mt-4 grid gap-3 sm:grid-cols-2" aria-busy="true">
          <span className="sr-only">Loading available slots…</span>
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="h-[5.5rem] animate-pulse rounded-2xl border border-ink-700 bg-ink-900/60" />
          ))}
        </div>
      ) : (
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {options.map((option, index) => {
            const checked = value === option.id;
            const open = SLOT_CAPACITY - option.reservationCount;
            return (
              <label
                key={option.id}
                className={`relative flex items-center justify-between gap-4 rounded-2xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-neon-cyan ${
                  !option.available
                    ? "cursor-not-allowed border-ink-700 bg-ink-900/30"
                    : checked
                      ? "cursor-pointer border-neon-cyan bg-neon-cyan/[0.07] shadow-[0_0_40px_-18px] shadow-neon-cyan"
                      : `cursor-pointer bg-ink-900/60 hover:border-ink-400 border-ink-600`
                }`}
              >
                <input
                  type="radio"
                  name="preferredSlot"
                  value={option.id}
                  checked={checked}
                  disabled={!option.available}
                  onChange={() => onSelect(option)}
                  data-field={index === options.findIndex((item) => item.available) ? "preferredSlot" : undefined}
                  aria-invalid={error ? true : undefined}
                  className="sr-only"
                />
                <span className="min-w-0">
                  <span className={`block font-display font-bold ${option.available ? "text-white" : "text-ink-400"}`}>
                    {option.label}
                  </span>
                  <span className={`mt-1 block text-sm ${option.available ? "text-ink-300" : "text-ink-400"}`}>
                    {option.half === "early" ? "Early half" : "Late half"} ·{" "}
                    {option.available ? `${open} of ${SLOT_CAPACITY} places open` : "Fully booked"}
                  </span>
                </span>
                {option.available ? (
                  <RadioMark checked={checked} />
                ) : (
                  <span className="shrink-0 rounded-full border border-neon-magenta/50 px-2.5 py-1 font-display text-[0.7rem] font-bold tracking-[0.2em] text-neon-magenta">
                    RESERVED
                  </span>
                )}
              </label>
            );
          })}
        </div>
      )}
      <FieldError id="preferredSlot-error" message={error} />
    </fieldset>
  );
}
