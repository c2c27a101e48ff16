/**
 * What a page's text states about prices, timelines and years of experience, read as a visitor reads it:
 * a thing's name, then the first dollar figure or week range that follows it before another thing is
 * named. Used to check that a face states one price and one timeline for each thing, and one number of
 * years (docs/product/pricing.md § Price lists).
 */

/** Each thing a visitor compares, by every name either price list or either tool gives it. */
export const COMPARED_THINGS: Record<string, readonly string[]> = {
  "entry offer": ["Foundation", "Essential Presence"],
  "middle offer": ["Growth Engine", "Business Engine"],
  "top offer": ["Market Leader", "Custom Enterprise"],
  logo: ["Logo Design"],
  copywriting: ["Professional Copywriting"],
  analytics: ["Analytics Dashboard"],
  booking: ["Booking System"],
  "e-commerce": ["E-commerce Store", "Basic E-commerce"],
  SEO: ["Premium SEO Package", "Advanced SEO"],
  "API integration": ["API Integrations", "API Integration"],
};

const OFFERS = ["entry offer", "middle offer", "top offer"];

const ALL_NAMES = Object.values(COMPARED_THINGS).flat();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A thing named as such: "Logo Design", "GROWTH ENGINE base", "Growth Engine from $6,000", "Foundation 2-3
 * weeks", but not "Logo Design Pro" nor a feature line that starts with a name ("Advanced SEO optimization").
 */
const nameAt = (name: string) =>
  new RegExp(`(?<![A-Za-z-])${escapeRegExp(name)}(?=\\s*(?:$|base\\b|from\\b|starting\\b|is\\b|[$+(\\d:,.–—-]))`, "im");

/** Another thing named in a line, after `from` (its own name, or a longer name that contains it, is not another). */
function namesAnother(line: string, own: readonly string[]): boolean {
  return ALL_NAMES.some(
    (name) => !own.some((mine) => mine.toLowerCase().includes(name.toLowerCase())) && nameAt(name).test(line),
  );
}

/** The first match of `pattern` after the name, in its line and the next `lines` lines, before another thing. */
function firstAfter(text: string, names: readonly string[], pattern: RegExp, lines: number): string[] {
  const rows = text.split("\n");
  const found: string[] = [];
  rows.forEach((row, index) => {
    const name = names.find((candidate) => nameAt(candidate).test(row));
    if (!name) return;
    const rest = row.slice((row.match(nameAt(name))?.index ?? 0) + name.length);
    const window = [rest, ...rows.slice(index + 1, index + 1 + lines)];
    for (const [offset, line] of window.entries()) {
      if (offset > 0 && (namesAnother(line, names) || names.some((own) => nameAt(own).test(line)))) return;
      const match = line.match(pattern);
      if (match?.[1]) {
        found.push(match[1]);
        return;
      }
    }
  });
  return found;
}

/** One-off prices: "$3,500", "$3,500+", "from $3,500", "+$800"; never a monthly "$1,500/month". */
const ONE_OFF_PRICE = /\$(\d[\d,]*)(?!\d|,\d|\s*\/\s*month)/;

/** "2-3 weeks" (hyphen or en dash). */
const WEEK_RANGE = /(\d+\s*[-–]\s*\d+)\s*weeks/i;

export interface StatedFacts {
  /** Thing → the distinct one-off prices stated for it. */
  prices: Record<string, Set<string>>;
  /** Offer → the distinct timelines stated for it. */
  timelines: Record<string, Set<string>>;
  /** The distinct numbers of years of experience stated. */
  years: Set<string>;
}

export function emptyFacts(): StatedFacts {
  return { prices: {}, timelines: {}, years: new Set() };
}

/** Adds what one page's text states to `facts`, each figure tagged with the page it came from. */
export function readStatedFacts(text: string, page: string, facts: StatedFacts): void {
  const add = (into: Record<string, Set<string>>, thing: string, value: string) => {
    into[thing] ??= new Set();
    into[thing].add(`${value.replace(/\s/g, "")} (${page})`);
  };
  for (const [thing, names] of Object.entries(COMPARED_THINGS)) {
    for (const price of firstAfter(text, names, ONE_OFF_PRICE, 4)) add(facts.prices, thing, `$${price}`);
    if (OFFERS.includes(thing)) {
      for (const weeks of firstAfter(text, names, WEEK_RANGE, 4)) add(facts.timelines, thing, weeks);
    }
  }
  // "7+ years of experience", "7+\nYears of experience"; where a page puts the label first ("Years of
  // experience\n7+"), the figure after it — read only then, since after a figure-first label comes the next stat.
  const figureFirst = [...text.matchAll(/(\d+\+?)\s*(?:\n\s*)?years? of (?:experience|building)/gi)];
  const years = figureFirst.length > 0 ? figureFirst : [...text.matchAll(/years of experience\s*\n\s*(\d+\+?)/gi)];
  for (const match of years) if (match[1]) facts.years.add(`${match[1]} (${page})`);
}

/** The things stated with more than one value: "logo: $800 (/custom-quote), $350 (/customize-package)". */
export function conflicts(stated: Record<string, Set<string>>): string[] {
  return Object.entries(stated)
    .filter(([, entries]) => valuesOf(entries).length > 1)
    .map(([thing, entries]) => `${thing}: ${[...entries].join(", ")}`);
}

/** The distinct values, without the pages. */
export function valuesOf(entries: Set<string> | undefined): string[] {
  return [...new Set([...(entries ?? [])].map((entry) => entry.slice(0, entry.indexOf(" ("))))].sort();
}
