/** Layout styles both pricing pages share (the customizer and the quote builder). */

/**
 * The page's <main>: its own stacking context (isolate) for the glow behind the header, and z-[1] so the
 * footer, which comes later, does not paint over the fixed mobile total bar inside it.
 */
export const pricingPageMain = "relative isolate z-[1] pb-32 lg:pb-24";

/**
 * The column that holds the price summary on desktop: sticky, and never taller than the screen — with many
 * add-ons the card scrolls on its own, and its total and buttons stay pinned (price-summary.tsx).
 */
export const summaryColumn =
  "lg:sticky lg:top-6 lg:max-h-[calc(100dvh-3rem)] lg:overflow-y-auto lg:overscroll-contain lg:rounded-[var(--radius-card)] print:max-h-none print:overflow-visible";
