/**
 * Colour palettes: the presets the client chose come first, as chosen; then
 * three palettes derived from the brief with harmony rules in OKLCH.
 *
 * What the brief decides (documented for the tests and the team):
 * - Base hue: each brand personality has a hue (PERSONALITY_HUES); the first
 *   derived palette uses their circular mean, the next ones each
 *   personality's own hue in turn.
 * - Chroma: the mean of the chosen styles' chroma (Bold, Playful and
 *   Futuristic vivid; Subtle, Industrial and Organic muted).
 * - Background: Dark Theme → every derived palette dark; Light Theme → every
 *   one light; both → dark and light in turn; neither → dark when
 *   Futuristic, Luxury or Industrial is chosen, light otherwise.
 * - Harmony order: energetic personalities (Bold, Playful, Creative,
 *   Innovative, Cutting-edge) lead with complementary and triadic; calm ones
 *   with analogous and split-complementary.
 * Every text role is pushed in lightness until it reaches WCAG AA 4.5:1 on
 * the backgrounds it sits on; the ratios are returned with the palette.
 */
import type { ColorPalette, ContrastCheck } from "#common/mood-board/board.ts";
import { COLOR_PRESETS } from "#common/mood-board/options.ts";
import {
  AA_NORMAL_TEXT,
  contrastRatio,
  ensureContrast,
  floorRatio,
  hueName,
  type Lch,
  normalizeHue,
  toHex,
  toLch,
} from "./color.ts";
import type { Random } from "./random.ts";
import { joinWords } from "./typography.ts";

export const PERSONALITY_HUES: Record<string, number> = {
  Bold: 27,
  Playful: 50,
  Friendly: 88,
  Innovative: 195,
  Trustworthy: 230,
  Professional: 255,
  Authoritative: 268,
  "Cutting-edge": 292,
  Creative: 322,
  Elegant: 352,
};

export const STYLE_CHROMA: Record<string, number> = {
  Bold: 0.21,
  Futuristic: 0.2,
  Playful: 0.19,
  Modern: 0.15,
  Luxury: 0.11,
  Classic: 0.1,
  Minimalist: 0.09,
  Organic: 0.08,
  Subtle: 0.06,
  Industrial: 0.05,
};

const DEFAULT_CHROMA = 0.13;
const DARK_LEANING_STYLES = ["Futuristic", "Luxury", "Industrial"];
const ENERGETIC = ["Bold", "Playful", "Creative", "Innovative", "Cutting-edge"];

export type Harmony = "analogous" | "complementary" | "triadic" | "split-complementary";
export type Theme = "dark" | "light";

/** Hue offsets of the accent and, where the rule has one, a third colour. */
const HARMONY_OFFSETS: Record<Harmony, [number, number | null]> = {
  analogous: [35, -35],
  complementary: [180, null],
  triadic: [120, 240],
  "split-complementary": [150, 210],
};

const HARMONY_TEXT: Record<Harmony, string> = {
  analogous: "Analogous harmony: neighbouring hues for a calm, cohesive feel.",
  complementary: "Complementary harmony: opposite hues for energy and calls to action that jump out.",
  triadic: "Triadic harmony: three evenly spaced hues, vivid yet balanced.",
  "split-complementary": "Split-complementary harmony: strong contrast with less tension than a direct complement.",
};

const HARMONY_NAMES: Record<Theme, Record<Harmony, string>> = {
  dark: { analogous: "Nocturne", complementary: "Voltage", triadic: "Prism", "split-complementary": "Eclipse" },
  light: { analogous: "Daylight", complementary: "Pop", triadic: "Carnival", "split-complementary": "Bloom" },
};

const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;

export function circularMeanHue(hues: number[]): number {
  let x = 0;
  let y = 0;
  for (const hue of hues) {
    x += Math.cos((hue * Math.PI) / 180);
    y += Math.sin((hue * Math.PI) / 180);
  }
  // Opposing hues cancel out: keep the first one's instead of an arbitrary angle.
  if (Math.hypot(x, y) < 0.3 * hues.length) return hues[0] ?? 255;
  return normalizeHue((Math.atan2(y, x) * 180) / Math.PI);
}

export function themesFor(styles: readonly string[]): Theme[] {
  const dark = styles.includes("Dark Theme");
  const light = styles.includes("Light Theme");
  if (dark && light) return ["dark", "light", "dark"];
  if (dark) return ["dark", "dark", "dark"];
  if (light) return ["light", "light", "light"];
  const lean: Theme = styles.some((style) => DARK_LEANING_STYLES.includes(style)) ? "dark" : "light";
  return [lean, lean, lean];
}

export function chromaFor(styles: readonly string[]): number {
  const values = styles.map((style) => STYLE_CHROMA[style]).filter((value): value is number => value !== undefined);
  if (values.length === 0) return DEFAULT_CHROMA;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

export function harmoniesFor(personalities: readonly string[]): Harmony[] {
  const energetic = personalities.filter((p) => ENERGETIC.includes(p)).length;
  return energetic * 2 >= personalities.length
    ? ["complementary", "triadic", "split-complementary", "analogous"]
    : ["analogous", "split-complementary", "complementary", "triadic"];
}

function check(label: string, foreground: string, background: string): ContrastCheck {
  const ratio = floorRatio(contrastRatio(foreground, background));
  return { label, foreground, background, ratio, passesAA: ratio >= AA_NORMAL_TEXT };
}

/** The roles every palette names, and the text pairs the preview really paints. */
function withRoles(
  base: Omit<ColorPalette, "roles" | "contrast" | "theme">,
  background: string,
  text: Lch,
  primary: string,
  accent: string,
  surfaceShift: number,
): ColorPalette {
  const bg = toLch(background);
  const theme: Theme = bg.l < 0.6 ? "dark" : "light";
  const surface = toHex({ l: bg.l + (theme === "dark" ? surfaceShift : -surfaceShift), c: bg.c, h: bg.h });
  const textHex = ensureContrast(text, [background, surface]);
  const muted = ensureContrast({ l: theme === "dark" ? 0.78 : 0.45, c: Math.min(0.04, text.c + 0.02), h: text.h }, [
    background,
    surface,
  ]);
  // Contrast is symmetric: the background colour labels a primary button as well as the primary reads on it.
  const onPrimary = contrastRatio(background, primary) >= contrastRatio(textHex, primary) ? background : textHex;
  const roles = { background, surface, text: textHex, mutedText: muted, primary, onPrimary, accent };
  return {
    ...base,
    theme,
    roles,
    contrast: [
      check("Text on background", textHex, background),
      check("Text on surface", textHex, surface),
      check("Muted text on background", muted, background),
      check("Primary on background", primary, background),
      check("Button label on primary", onPrimary, primary),
    ],
  };
}

export function presetPalette(name: string): ColorPalette {
  const preset = COLOR_PRESETS.find((candidate) => candidate.name === name);
  if (!preset) throw new Error(`Unknown preset ${name}`);
  const [background, text, primary, accent] = preset.colors;
  return withRoles(
    { name: preset.name, colors: [...preset.colors], description: preset.description, source: "preset" },
    background,
    toLch(text),
    primary,
    accent,
    0.05,
  );
}

interface DerivedInput {
  hue: number;
  harmony: Harmony;
  theme: Theme;
  chroma: number;
  personalities: readonly string[];
  styles: readonly string[];
}

export function derivedPalette({ hue, harmony, theme, chroma, personalities, styles }: DerivedInput): ColorPalette {
  const dark = theme === "dark";
  const [accentOffset, thirdOffset] = HARMONY_OFFSETS[harmony];
  const background = toHex({ l: dark ? 0.17 : 0.975, c: Math.min(dark ? 0.035 : 0.012, chroma * 0.25), h: hue });
  const text: Lch = { l: dark ? 0.95 : 0.23, c: Math.min(0.03, chroma * 0.2), h: hue };
  const primary = ensureContrast({ l: dark ? 0.74 : 0.52, c: chroma, h: hue }, [background]);
  const accentHue = normalizeHue(hue + accentOffset);
  const accent = toHex({ l: dark ? 0.78 : 0.7, c: chroma * 1.05, h: accentHue });
  const third = thirdOffset === null ? null : toHex({ l: dark ? 0.66 : 0.62, c: chroma * 0.9, h: hue + thirdOffset });
  const palette = withRoles(
    {
      name: `${hueName(hue)} ${HARMONY_NAMES[theme][harmony]}`,
      colors: [],
      description: "",
      source: harmony,
    },
    background,
    text,
    primary,
    accent,
    dark ? 0.06 : 0.035,
  );
  const feel = styles.filter((style) => style !== "Dark Theme" && style !== "Light Theme");
  palette.colors = [
    palette.roles.background,
    palette.roles.surface,
    primary,
    accent,
    ...(third ? [third] : []),
    palette.roles.text,
  ];
  palette.description =
    `${HARMONY_TEXT[harmony]} ${hueName(hue)} (${Math.round(hue)}°) leads with ${withArticle(hueName(accentHue).toLowerCase())} accent, ` +
    `on a ${dark ? "deep, low-glare" : "bright, airy"} background. Built for ${withArticle(joinWords(personalities).toLowerCase())} brand` +
    (feel.length > 0 ? ` with a ${joinWords(feel).toLowerCase()} feel.` : ".");
  return palette;
}

export function buildPalettes(
  brief: {
    brandPersonality: readonly string[];
    colorPreferences: readonly string[];
    stylePreferences: readonly string[];
  },
  random: Random | undefined,
): ColorPalette[] {
  const personalityHues = brief.brandPersonality.map((p) => PERSONALITY_HUES[p] ?? 255);
  const jitter = random ? (random() * 2 - 1) * 24 : 0;
  const blended = circularMeanHue(personalityHues);
  const hues = [blended, ...(personalityHues.length > 1 ? personalityHues : [])].map((h) => normalizeHue(h + jitter));
  const themes = themesFor(brief.stylePreferences);
  const chroma = chromaFor(brief.stylePreferences);
  const harmonies = harmoniesFor(brief.brandPersonality);
  const rotation = random ? Math.floor(random() * harmonies.length) : 0;
  const derived = [0, 1, 2].map((index) =>
    derivedPalette({
      hue: hues[index % hues.length] ?? blended,
      harmony: harmonies[(index + rotation) % harmonies.length] ?? "analogous",
      theme: themes[index] ?? "light",
      chroma,
      personalities: brief.brandPersonality,
      styles: brief.stylePreferences,
    }),
  );
  return [...brief.colorPreferences.map(presetPalette), ...derived];
}
