/**
 * The generated board and the API's `moodBoard` (docs/product/mood-board.md § API), as zod
 * schemas so the server, the page and the shared page agree on one shape.
 * The spec's fields come first; roles, contrast checks, reasons and the
 * share link are ours (docs/product/mood-board.md § Generation, § Shared boards).
 */
import { z } from "zod";

const hex = z.string().regex(/^#[0-9a-f]{6}$/);

export const contrastCheckSchema = z.object({
  /** e.g. "Text on background". */
  label: z.string(),
  foreground: hex,
  background: hex,
  /** WCAG 2 contrast ratio, rounded down to two decimals so it never overstates. */
  ratio: z.number(),
  passesAA: z.boolean(),
});

export const colorPaletteSchema = z.object({
  name: z.string(),
  colors: z.array(hex).min(4).max(6),
  description: z.string(),
  source: z.enum(["preset", "analogous", "complementary", "triadic", "split-complementary"]),
  theme: z.enum(["dark", "light"]),
  roles: z.object({
    background: hex,
    surface: hex,
    text: hex,
    mutedText: hex,
    primary: hex,
    /** Label colour on a primary button. */
    onPrimary: hex,
    accent: hex,
  }),
  contrast: z.array(contrastCheckSchema),
});

export const fontChoiceSchema = z.object({
  family: z.string(),
  /** CSS font-family with fallbacks, for previews. */
  stack: z.string(),
  weight: z.number(),
  category: z.enum(["serif", "sans-serif", "display", "monospace"]),
  reason: z.string(),
});

export const generatedBoardSchema = z.object({
  colorPalettes: z.array(colorPaletteSchema).min(3),
  typography: z.object({ primary: fontChoiceSchema, secondary: fontChoiceSchema, accent: fontChoiceSchema }),
  layoutConcepts: z
    .array(z.object({ name: z.string(), description: z.string(), features: z.array(z.string()) }))
    .min(3),
  /** Notes that use the brief's own words (audience, goals, description). */
  inspiration: z.array(z.string()),
  seed: z.number().int(),
});

export const moodBoardSchema = z.object({
  shareId: z.string(),
  /** Path of the read-only shared page. */
  shareUrl: z.string(),
  projectName: z.string(),
  projectType: z.string(),
  targetAudience: z.string(),
  businessGoals: z.string(),
  brandPersonality: z.array(z.string()),
  colorPreferences: z.array(z.string()),
  stylePreferences: z.array(z.string()),
  inspirationDescription: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  generatedBoard: generatedBoardSchema,
});

export type ContrastCheck = z.infer<typeof contrastCheckSchema>;
export type ColorPalette = z.infer<typeof colorPaletteSchema>;
export type FontChoice = z.infer<typeof fontChoiceSchema>;
export type GeneratedBoard = z.infer<typeof generatedBoardSchema>;
export type MoodBoard = z.infer<typeof moodBoardSchema>;

export const SHARE_PATH_PREFIX = "/mood-board/";
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;
