import { RadioCardGroup, type RadioCardPickerProps, RadioCardTitle } from "#app/components/form/radio-cards";
import { usePriceList } from "#app/lib/price-list";
import { RESERVATION_PACKAGES } from "#common/slots/options";

/**
 * The face's packages as radio cards (four in the default face, three in the light), named and priced as the face's list has them
 * (docs/product/lead-capture.md § Reservation fields, docs/product/pricing.md § Price lists).
 */
export function PackagePicker({ value, error, onChange }: RadioCardPickerProps) {
  const packages = RESERVATION_PACKAGES[usePriceList()];
  // Four cards share the form's column two by two: four across leave each too narrow for its name and price.
  const columns = packages.length === 4 ? "sm:grid-cols-2" : "md:grid-cols-3";
  return (
    <RadioCardGroup name="package" legend="Package" error={error} gridClassName={`mt-3 grid gap-3 ${columns}`}>
      {packages.map((pkg, index) => {
        const checked = value === pkg.id;
        return (
          <label
            key={pkg.id}
            className={`group relative flex cursor-pointer flex-col rounded-2xl border p-5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-neon-cyan ${
              checked
                ? "border-neon-cyan bg-neon-cyan/[0.07] shadow-[0_0_40px_-18px] shadow-neon-cyan"
                : "border-ink-600 bg-ink-900/60 hover:border-ink-400"
            }`}
          >
            <input
              type="radio"
              name="package"
              value={pkg.id}
              checked={checked}
              onChange={() => onChange(pkg.id)}
              data-field={index === 0 ? "package" : undefined}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <RadioCardTitle title={pkg.name} checked={checked} />
            {pkg.subtitle && <span className="mt-1 text-sm text-ink-300">{pkg.subtitle}</span>}
            <span className="mt-4 font-display text-2xl font-bold text-neon-cyan">{pkg.priceText}</span>
            <span className="mt-1 text-sm text-ink-300">({pkg.timeline})</span>
            {pkg.highlight && (
              <span className="mt-3 inline-flex w-fit rounded-full bg-neon-lime/15 px-2.5 py-1 font-display text-[0.7rem] font-semibold tracking-[0.15em] text-neon-lime uppercase">
                {pkg.highlight}
              </span>
            )}
          </label>
        );
      })}
    </RadioCardGroup>
  );
}
