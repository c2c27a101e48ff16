/** The dark checker's bands are 80/60, the light audit's 90/70 (docs/product/website-audit.md § Score bands). */
export type Band = "good" | "average" | "poor";

export function darkBand(score: number): Band {
  return score >= 80 ? "good" : score >= 60 ? "average" : "poor";
}

export function lightBand(score: number): Band {
  return score >= 90 ? "good" : score >= 70 ? "average" : "poor";
}

/** The dark checker's labels (docs/product/website-audit.md § Score bands). */
export const DARK_BAND_LABEL: Record<Band, string> = { good: "EXCELLENT", average: "GOOD", poor: "NEEDS WORK" };

/** Speed metrics of the report: times in ms shown in seconds; layout shift unitless; N/A when missing. */
export function formatMs(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return "N/A";
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

export function formatShift(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return "N/A";
  return value.toFixed(2);
}
