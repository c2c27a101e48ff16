/**
 * Inspiration notes written from the brief's own words: who it is for, what
 * it must achieve, and what the client described, tied to the palette and
 * type the generator chose.
 */
import type { ColorPalette, FontChoice } from "#common/mood-board/board.ts";
import { midSentence } from "#common/mood-board/text.ts";
import { joinWords } from "./typography.ts";

interface InspirationInput {
  projectName: string;
  projectType: string;
  targetAudience: string;
  businessGoals: string;
  inspirationDescription?: string;
  brandPersonality: readonly string[];
  stylePreferences: readonly string[];
  palette: ColorPalette;
  headline: FontChoice;
}

const withoutFinalStop = (text: string) => text.trim().replace(/[.!?]+$/, "");

export function inspirationNotes(input: InspirationInput): string[] {
  const personality = joinWords(input.brandPersonality).toLowerCase();
  const notes = [
    `Design ${input.projectName} for ${midSentence(input.targetAudience)}: every section should feel ${personality} to them at first glance.`,
    `Keep the goal in view: "${withoutFinalStop(input.businessGoals)}". Give each page one primary action in ${input.palette.name}'s primary colour so it is never missed.`,
    `Set headlines in ${input.headline.family} to carry the ${personality} voice, and keep body text calm so the ${input.projectType.toLowerCase()} content stays easy to read.`,
  ];
  if (input.inspirationDescription) {
    notes.push(
      `From your description — "${withoutFinalStop(input.inspirationDescription)}" — we take the mood into imagery, spacing and motion, not only colour.`,
    );
  }
  const styles = input.stylePreferences.filter((style) => style !== "Dark Theme" && style !== "Light Theme");
  if (styles.length > 0) {
    notes.push(
      `Let the ${joinWords(styles).toLowerCase()} direction show in the details: borders, corner radii, icon weight and photography style.`,
    );
  }
  return notes;
}
