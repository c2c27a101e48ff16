/**
 * Picks the primary (headings), secondary (body) and accent faces from the
 * curated table: each face scores 2 per matching brand personality and 1
 * per matching style; the body face earns a bonus for differing in category
 * from the headings (serif with sans reads as a deliberate pairing), the
 * accent for differing from both. A
 * variation (seed > 0) may take the runner-up of a close race.
 */
import type { FontChoice } from "#common/mood-board/board.ts";
import { FONTS, type FontEntry, type FontRole } from "./fonts.ts";
import type { Random } from "./random.ts";

interface Taste {
  personalities: readonly string[];
  styles: readonly string[];
}

function matches(font: FontEntry, taste: Taste): string[] {
  return [...new Set([...taste.personalities, ...taste.styles])].filter((tag) =>
    (font.tags as readonly string[]).includes(tag),
  );
}

function score(font: FontEntry, taste: Taste): number {
  let total = 0;
  for (const tag of font.tags) {
    if (taste.personalities.includes(tag)) total += 2;
    if (taste.styles.includes(tag)) total += 1;
  }
  return total;
}

function pick(
  role: FontRole,
  taste: Taste,
  exclude: FontEntry[],
  random: Random | undefined,
  bonus: (font: FontEntry) => number = () => 0,
): FontEntry {
  const ranked = FONTS.filter((font) => font.roles[role] !== undefined && !exclude.includes(font))
    .map((font, index) => ({ font, index, value: score(font, taste) + bonus(font) }))
    .sort((a, b) => b.value - a.value || a.index - b.index);
  const [best, runnerUp] = ranked;
  if (!best) throw new Error(`No font for the ${role} role`);
  // A variation may swap in a runner-up that scores within a point of the best.
  if (random && runnerUp && best.value - runnerUp.value <= 1 && random() < 0.5) return runnerUp.font;
  return best.font;
}

const ROLE_WORDS: Record<FontRole, string> = {
  primary: "For headlines",
  secondary: "For body text",
  accent: "For labels, numbers and small highlights",
};

function describeFont(role: FontRole, font: FontEntry, taste: Taste, partner?: FontEntry): FontChoice {
  const matched = matches(font, taste);
  const why =
    matched.length > 0
      ? `it echoes the brief's ${joinWords(matched)} direction`
      : partner
        ? `it gives ${partner.family} a calm counterpart`
        : "it stays versatile across the whole site";
  return {
    family: font.family,
    stack: font.stack,
    weight: font.roles[role] ?? 400,
    category: font.category,
    reason: `${ROLE_WORDS[role]}: ${font.family}, ${font.character}; ${why}.`,
  };
}

export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

export function chooseTypography(taste: Taste, random?: Random) {
  const primary = pick("primary", taste, [], random);
  const secondary = pick("secondary", taste, [primary], random, (font) =>
    font.category === primary.category ? 0 : 1.5,
  );
  // The accent should stand apart from both: a third category wins a close race.
  const accent = pick("accent", taste, [primary, secondary], random, (font) =>
    font.category !== primary.category && font.category !== secondary.category ? 0.5 : 0,
  );
  return {
    primary: describeFont("primary", primary, taste),
    secondary: describeFont("secondary", secondary, taste, primary),
    accent: describeFont("accent", accent, taste, primary),
  };
}
