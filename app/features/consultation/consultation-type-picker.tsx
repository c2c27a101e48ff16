import { RadioCardGroup, type RadioCardPickerProps, RadioCardTitle } from "#app/components/form/radio-cards";
import { CONSULTATION_TYPES } from "#common/consultation/schedule";

export function ConsultationTypePicker({ value, error, onChange }: RadioCardPickerProps) {
  return (
    <RadioCardGroup
      name="consultationType"
      legend="Consultation type"
      error={error}
      // Three rows shared by the cards (subgrid): the minutes and descriptions line up when a name wraps.
      gridClassName="mt-3 grid gap-3 md:grid-cols-3 md:grid-rows-[auto_auto_1fr]"
    >
      {CONSULTATION_TYPES.map((type, index) => {
        const checked = value === type.value;
        return (
          <label
            key={type.value}
            className={`relative flex cursor-pointer flex-col rounded-2xl border p-5 md:row-span-3 md:grid md:grid-rows-subgrid md:gap-y-2 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-neon-cyan ${
              checked
                ? "border-neon-cyan bg-neon-cyan/[0.07] shadow-[0_0_40px_-18px] shadow-neon-cyan"
                : `bg-ink-900/60 hover:border-ink-400 border-ink-600`
            }`}
          >
            <input
              type="radio"
              name="consultationType"
              value={type.value}
              checked={checked}
              onChange={() => onChange(type.value)}
              data-field={index === 0 ? "consultationType" : undefined}
              className="sr-only"
            />
            <RadioCardTitle title={type.label} checked={checked} />
            <span className="mt-2 font-display text-sm font-semibold text-neon-lime md:mt-0">
              {type.minutes} minutes
            </span>
            <span className="mt-2 text-sm text-ink-300 md:mt-0">{type.description}</span>
          </label>
        );
      })}
    </RadioCardGroup>
  );
}
