import type { ServiceCard as ServiceCardData } from "#app/content/services";
import { ACCENT_BG, ACCENT_TEXT } from "./accent";
import { CheckIcon } from "./check-icon";

/** A service or e-commerce card, with its optional Popular / Trending badge. */
/**
 * `lastAlone`: the grid's last card, spanning the row it would otherwise sit
 * in alone (7 services: the seventh in 2 and in 3 columns); its features then
 * run across the card.
 */
export function ServiceCard({ card, lastAlone }: { card: ServiceCardData; lastAlone?: { sm: boolean; lg: boolean } }) {
  const span = lastAlone
    ? `${lastAlone.sm ? "sm:col-span-2" : ""} ${lastAlone.lg ? "lg:col-span-3" : "lg:col-span-1"}`
    : "";
  const wideFeatures = lastAlone?.lg
    ? "lg:grid lg:grid-cols-3 lg:gap-x-6 lg:space-y-0"
    : lastAlone?.sm
      ? "sm:grid sm:grid-cols-2 sm:gap-x-6 sm:gap-y-2 sm:space-y-0 lg:block lg:space-y-2"
      : "";
  return (
    <li
      className={`group relative flex flex-col rounded-card border border-ink-700 bg-ink-900/80 p-7 transition-colors hover:border-ink-600 ${span}`}
    >
      {/* The row keeps the badge's height (1.5rem + 2px border) with or without
          one, so titles line up across a row of cards. */}
      <div className="flex min-h-[1.625rem] items-start justify-between gap-4">
        <span aria-hidden="true" className={`mt-2 block h-1 w-10 rounded-full ${ACCENT_BG[card.color]}`} />
        {card.badge && (
          <span
            className={`rounded-full border px-3 py-1 text-xs font-semibold tracking-wide uppercase ${
              card.badge === "Popular"
                ? "border-neon-cyan/40 text-neon-cyan"
                : "border-neon-magenta/50 text-neon-magenta"
            }`}
          >
            {card.badge}
          </span>
        )}
      </div>
      <h3 className="mt-5 font-display text-xl font-semibold text-white">{card.title}</h3>
      <p className="mt-3 max-w-2xl text-ink-300">{card.description}</p>
      <ul className={`mt-5 space-y-2 text-sm text-ink-200 ${wideFeatures}`}>
        {card.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <CheckIcon className={ACCENT_TEXT[card.color]} />
            {feature}
          </li>
        ))}
      </ul>
    </li>
  );
}
