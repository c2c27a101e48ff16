/**
 * The mood-board generator: pure and deterministic. The same brief and seed
 * always give the same board; seed 0 is the canonical board, and any other
 * seed a variation of it (docs/product/mood-board.md § Actions: Create New Board with an unchanged brief).
 * No I/O and no clock, so it is cheap (a few milliseconds) and testable.
 */
import type { GeneratedBoard } from "#common/mood-board/board.ts";
import { inspirationNotes } from "./inspiration.ts";
import { chooseLayouts } from "./layouts.ts";
import { buildPalettes } from "./palettes.ts";
import { hashString, seededRandom } from "./random.ts";
import { chooseTypography } from "./typography.ts";

/** What the generator reads from a validated brief (MoodBoardBrief fits it). */
export interface GeneratorBrief {
  projectName: string;
  projectType: string;
  targetAudience: string;
  businessGoals: string;
  brandPersonality: readonly string[];
  colorPreferences: readonly string[];
  stylePreferences: readonly string[];
  inspirationDescription?: string;
  seed?: number;
}

export function generateMoodBoard(brief: GeneratorBrief): GeneratedBoard {
  const seed = brief.seed ?? 0;
  // Separate streams per concern, so a change in one never reshuffles another.
  const stream = (name: string) =>
    seed === 0
      ? undefined
      : seededRandom(hashString(`${name}:${seed}:${brief.projectType}:${brief.brandPersonality.join(",")}`));
  const colorPalettes = buildPalettes(brief, stream("colour"));
  const typography = chooseTypography(
    { personalities: brief.brandPersonality, styles: brief.stylePreferences },
    stream("type"),
  );
  const layoutConcepts = chooseLayouts(brief.projectType, brief.stylePreferences, stream("layout"));
  const leading = colorPalettes[0];
  if (!leading) throw new Error("The generator made no palette");
  return {
    colorPalettes,
    typography,
    layoutConcepts,
    inspiration: inspirationNotes({ ...brief, palette: leading, headline: typography.primary }),
    seed,
  };
}
