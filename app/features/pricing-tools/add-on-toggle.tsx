import { Check, CircleCheck } from "lucide-react";
import { formatDollars } from "#common/catalog/money";

export interface AddOnToggleProps {
  /** The add-on's catalog id: its description's and badge's ids are built from it, the same in every render. */
  id: string;
  name: string;
  price: number;
  description: string;
  badge?: string;
  pressed: boolean;
  onToggle: () => void;
  /** What the package adds beyond a feature it has, when this add-on goes further than that feature. */
  adds?: string;
}

/**
 * An add-on with no price on the chosen package, and nothing to press: one the package already includes
 * ("Included in Growth Engine", docs/product/pricing.md § What an offer includes), or one it does not offer
 * ("Not available with the Landing Page Package", docs/product/pricing.md § Quote packages).
 */
export function UnpricedAddOn({
  name,
  description,
  offerName,
  included,
}: {
  name: string;
  description: string;
  offerName: string;
  included: boolean;
}) {
  return (
    <div
      className={`flex h-full w-full flex-col rounded-2xl border p-5 ${included ? "border-neon-lime/30 bg-neon-lime/[0.04]" : "border-dashed border-ink-700"}`}
    >
      <div className="flex items-start justify-between gap-4">
        <p className="flex flex-col gap-1">
          <span
            className={`font-display text-lg leading-tight font-semibold ${included ? "text-ink-100" : "text-ink-300"}`}
          >
            {name}
          </span>
          {included ? (
            <span className="font-display text-base font-semibold text-neon-lime">Included in {offerName}</span>
          ) : (
            <span className="text-sm font-semibold text-ink-300">Not available with the {offerName}</span>
          )}
        </p>
        {included ? <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-neon-lime" /> : null}
      </div>
      <p className="mt-3 text-sm leading-relaxed text-ink-300">{description}</p>
    </div>
  );
}

/**
 * One add-on as a real toggle button (docs/product/pricing.md § Shareable configurations):
 * `aria-pressed` carries the state. The button holds exactly what names it,
 * the add-on and its price, so the visible label is the accessible name
 * (WCAG 2.5.3); the badge and the description sit under it in the card and
 * describe it. The button's ::after covers the card, so the whole card is
 * the click target and shows the focus ring.
 */
export function AddOnToggle({
  id: addOnId,
  name,
  price,
  description,
  badge,
  pressed,
  onToggle,
  adds,
}: AddOnToggleProps) {
  const id = `add-on-${addOnId}`;
  return (
    <div
      className={`group relative flex h-full w-full flex-col rounded-2xl border p-5 transition-colors duration-200 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-neon-cyan ${
        pressed
          ? "border-neon-cyan/80 bg-neon-cyan/[0.07] shadow-[0_0_32px_-12px] shadow-neon-cyan/60"
          : "border-ink-700 bg-ink-900/70 hover:border-ink-600 hover:bg-ink-850"
      }`}
    >
      <button
        type="button"
        aria-pressed={pressed}
        aria-describedby={badge ? `${id}-badge ${id}-description` : `${id}-description`}
        onClick={onToggle}
        className="flex w-full cursor-pointer items-start justify-between gap-4 text-left outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
      >
        <span className="flex flex-col gap-1">
          <span className="font-display text-lg leading-tight font-semibold text-ink-100">{name}</span>
          <span
            className={`font-display text-xl font-bold tabular-nums ${pressed ? "text-neon-cyan" : "text-ink-100"}`}
          >
            +{formatDollars(price)}
          </span>
        </span>
        <span
          aria-hidden="true"
          className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-md border transition-colors ${
            pressed ? "border-neon-cyan bg-neon-cyan text-ink-950" : "border-ink-600 text-transparent"
          }`}
        >
          <Check className="size-4" strokeWidth={3} />
        </span>
      </button>
      {/* Under the name and price, so names and prices line up across a row whether or not a card has a badge. */}
      {badge ? (
        <span
          id={`${id}-badge`}
          className={`mt-3 w-fit rounded-full px-2.5 py-0.5 font-display text-[0.7rem] font-semibold tracking-[0.14em] uppercase ${badgeClass(badge)}`}
        >
          {badge}
        </span>
      ) : null}
      <p id={`${id}-description`} className={`${badge ? "mt-2" : "mt-3"} text-sm leading-relaxed text-ink-300`}>
        {description}
        {adds ? <span className="mt-2 block font-medium text-ink-200">Adds {adds}.</span> : null}
      </p>
    </div>
  );
}

function badgeClass(badge: string): string {
  switch (badge) {
    case "Hot":
      return "bg-neon-magenta/15 text-neon-magenta";
    case "Recommended":
      return "bg-neon-lime/15 text-neon-lime";
    default:
      return "bg-neon-cyan/15 text-neon-cyan";
  }
}
