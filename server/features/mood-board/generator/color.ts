/**
 * Colour arithmetic in OKLCH (perceptually even lightness and hue, so a
 * harmony rule's hue steps look like equal steps) and WCAG 2 contrast, both
 * through culori. Every ratio is measured on the final hex, the value the
 * browser paints.
 */
import { clampChroma, formatHex, oklch, wcagContrast } from "culori";

export const AA_NORMAL_TEXT = 4.5;

export interface Lch {
  l: number;
  c: number;
  h: number;
}

export const normalizeHue = (hue: number) => ((hue % 360) + 360) % 360;

/** The sRGB hex nearest to an OKLCH colour (chroma reduced until it fits the gamut). */
export function toHex({ l, c, h }: Lch): string {
  const inGamut = clampChroma(
    { mode: "oklch", l: Math.min(1, Math.max(0, l)), c: Math.max(0, c), h: normalizeHue(h) },
    "oklch",
  );
  return formatHex(inGamut) ?? "#000000";
}

export function toLch(hex: string): Lch {
  const color = oklch(hex);
  if (!color) throw new Error(`Not a colour: ${hex}`);
  return { l: color.l, c: color.c ?? 0, h: color.h ?? 0 };
}

export function contrastRatio(foreground: string, background: string): number {
  return wcagContrast(foreground, background);
}

/** Rounded down, so a listed 4.50 is never really 4.499. */
export const floorRatio = (ratio: number) => Math.floor(ratio * 100) / 100;

/**
 * Moves the foreground's lightness away from the backgrounds (darker on
 * light ones, lighter on dark ones) until it reaches `min` against every
 * one of them. Hue and chroma stay, so the colour keeps its character.
 */
export function ensureContrast(foreground: Lch, backgrounds: string[], min = AA_NORMAL_TEXT): string {
  const passes = (hex: string) => backgrounds.every((bg) => contrastRatio(hex, bg) >= min);
  const first = toHex(foreground);
  if (passes(first)) return first;
  const darkBackground = backgrounds.every((bg) => toLch(bg).l < 0.6);
  // Contrast grows as lightness moves away from the backgrounds: bisect for the smallest move that passes.
  let failing = foreground.l;
  let passing = darkBackground ? 1 : 0;
  let best = darkBackground ? "#ffffff" : "#000000";
  for (let i = 0; i < 14; i += 1) {
    const middle = (failing + passing) / 2;
    const hex = toHex({ ...foreground, l: middle });
    if (passes(hex)) {
      passing = middle;
      best = hex;
    } else {
      failing = middle;
    }
  }
  return best;
}

/** A named hue range, for palette names a person can say out loud. */
const HUE_NAMES: Array<[number, string]> = [
  [18, "Crimson"],
  [45, "Ember"],
  [75, "Saffron"],
  [110, "Citron"],
  [150, "Fern"],
  [185, "Jade"],
  [215, "Lagoon"],
  [250, "Cobalt"],
  [280, "Indigo"],
  [310, "Violet"],
  [345, "Orchid"],
  [360, "Crimson"],
];

export function hueName(hue: number): string {
  const h = normalizeHue(hue);
  for (const [limit, name] of HUE_NAMES) if (h < limit) return name;
  return "Crimson";
}
