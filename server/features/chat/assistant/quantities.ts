/**
 * Money and counts in a visitor's words: "$5k", "5,000 dollars", "300
 * bucks", "under 3000", "between 4 and 6k", "200 products", "10 pages",
 * "3 languages". Read from normalised text (see text.ts).
 */
export interface Money {
  /** The amount, or the top of a range, in whole dollars. */
  value: number;
  /** The bottom of a range ("between 4 and 6k"). */
  low?: number;
  bound: "exact" | "about" | "at-most" | "at-least";
  /** Written with a currency word or sign (a bare "3000" is money only where a budget is talked about). */
  explicit: boolean;
}

export type CountUnit = "products" | "pages" | "languages";
export interface Count {
  value: number;
  unit: CountUnit;
}

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  hundred: 100,
  dozen: 12,
};

const UNITS: Array<[RegExp, CountUnit]> = [
  [/^(products?|items?|skus?|articles? for sale)$/, "products"],
  [/^(pages?|sections?)$/, "pages"],
  [/^languages?$/, "languages"],
];

const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const SCALE = String.raw`(?:\s?(k|grand|thousand))?`;
const CURRENCY_AFTER = String.raw`\s?(dollars?|usd|bucks|\$)`;

function amount(text: string, scale: string | undefined): number {
  const base = Number(text.replace(/,/g, ""));
  return Math.round(scale ? base * 1000 : base);
}

function boundBefore(text: string, index: number): Money["bound"] {
  const before = text.slice(Math.max(0, index - 24), index);
  if (/(under|below|less than|up to|max(imum)?|no more than|at most|not more than|within)\s*$/.test(before)) {
    return "at-most";
  }
  if (/(over|above|more than|at least|minimum)\s*$/.test(before)) return "at-least";
  if (/(about|around|roughly|approximately|approx|circa|near|like)\s*$/.test(before)) return "about";
  return "exact";
}

const YEAR_BEFORE =
  /\b(in|since|by|from|until|till|before|after|of|year|early|late|spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december)\s*$/;

/** Amounts of money, in the order written; ranges become one amount with a low end. */
export function moneyIn(text: string): Money[] {
  const found: Array<Money & { at: number }> = [];
  const taken: Array<[number, number]> = [];
  const free = (start: number, end: number) => taken.every(([from, to]) => end <= from || start >= to);
  const add = (money: Money, start: number, end: number) => {
    if (!free(start, end)) return;
    taken.push([start, end]);
    found.push({ ...money, at: start });
  };

  // Ranges: "between 4 and 6k", "$4,000-$6,000", "4 to 6 thousand".
  const range = new RegExp(
    String.raw`(?:between\s+)?\$?\s?(${NUMBER})${SCALE}\s?(?:-|to|and)\s?\$?\s?(${NUMBER})${SCALE}(?:${CURRENCY_AFTER})?`,
    "g",
  );
  for (const match of text.matchAll(range)) {
    const [whole, lowText = "", lowScale, highText = "", highScale, currency] = match;
    if (!/between|\$|k\b|grand|thousand|dollar|usd|bucks/.test(whole)) continue;
    const high = amount(highText, highScale);
    let low = amount(lowText, lowScale ?? (highScale && Number(lowText) < 1000 ? highScale : undefined));
    if (low > high) low = amount(lowText, undefined);
    if (high < 100) continue;
    add(
      { value: high, low, bound: "exact", explicit: Boolean(currency) || /\$|k\b|grand|thousand/.test(whole) },
      match.index,
      match.index + whole.length,
    );
  }
  const patterns: Array<[RegExp, boolean]> = [
    [new RegExp(String.raw`\$\s?(${NUMBER})${SCALE}`, "g"), true],
    [new RegExp(`(${NUMBER})${SCALE}${CURRENCY_AFTER}`, "g"), true],
    [new RegExp(String.raw`\b(${NUMBER})\s?(k|grand)\b`, "g"), true],
    [
      /\b(\d{3,}(?:,\d{3})*)\b(?!\s?(%|percent|products?|items?|pages?|languages?|sections?|skus?|years?|months?|weeks?|days?|hours?|minutes?|clients?|projects?|customers?|visitors?|users?|employees?|people|am|pm|:))/g,
      false,
    ],
  ];
  for (const [pattern, explicit] of patterns) {
    for (const match of text.matchAll(pattern)) {
      const [whole, number = "", scale] = match;
      const value = amount(number, scale === "k" || scale === "grand" || scale === "thousand" ? scale : undefined);
      // A bare "2000" after "in", "since" or "by" is a year; after "under" or "about" it is money.
      const year =
        /^(19|20)\d\d$/.test(number) && YEAR_BEFORE.test(text.slice(Math.max(0, match.index - 12), match.index));
      if (!explicit && (value < 100 || year)) continue;
      add({ value, bound: boundBefore(text, match.index), explicit }, match.index, match.index + whole.length);
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ at: _at, ...money }) => money);
}

/** "200 products", "10 pages", "three languages", "a page". */
export function countsIn(text: string): Count[] {
  const counts: Count[] = [];
  // The noun is looked ahead at, not consumed, so "need a page" still sees "a page".
  const pattern =
    /\b(\d[\d,]*|[a-z]+)(?=\s+(?:(?:custom|different|separate|web|landing|product|more|or so|odd|simple|basic|small|short|quick|nice|static|home|main|sales|launch)\s+)?([a-z]+(?: for sale)?)\b)/g;
  for (const match of text.matchAll(pattern)) {
    const [, quantity = "", noun = ""] = match;
    const unit = UNITS.find(([test]) => test.test(noun))?.[1];
    if (!unit) continue;
    const value = /^\d/.test(quantity) ? Number(quantity.replace(/,/g, "")) : WORD_NUMBERS[quantity];
    if (value === undefined || value <= 0) continue;
    // "a page" counts only for pages ("a product" is not a store size).
    if ((quantity === "a" || quantity === "an") && unit !== "pages") continue;
    counts.push({ value, unit });
  }
  // Where selling is talked about, "20 cakes" or "about 300 handmade candles" is a store size.
  if (!counts.some((count) => count.unit === "products") && SELLING.test(text)) {
    for (const match of text.matchAll(SOLD_THINGS)) {
      const [, quantity = "", noun = ""] = match;
      if (NOT_SOLD.test(noun)) continue;
      const value = Number(quantity.replace(/,/g, ""));
      if (value > 0) counts.push({ value, unit: "products" });
      break;
    }
  }
  return counts;
}

const SELLING = /\b(sell\w*|store|shop|stock|catalog(ue)?|inventory|e ?commerce|online orders?|order online)\b/;
/** A number, up to two describing words, then a plural noun: "30 handmade candles". */
const SOLD_THINGS = /\b(\d[\d,]*)\s+(?:[a-z]+\s+){0,2}?([a-z]+s)\b/g;
/** Plural nouns that are not what a store sells. */
const NOT_SOLD =
  /^(weeks|days|months|years|hours|minutes|pages|sections|languages|dollars|bucks|grands?|thousands|employees|staff|people|customers|clients|users|visitors|members|orders|projects|locations|shops|stores|branches|sales|times|percents?)$/;

const SPAN = String.raw`(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple of|couple of)\s+(days?|weeks?|months?)`;
/** Words that make a span of time a deadline for the launch, not a question about a duration. */
const DEADLINE = new RegExp(
  String.raw`\b(?:live|launch\w*|online|ready|done|finished|up and running|deadline|go live|open|opening)\b.{0,40}?\b(?:in|within|under|by|before|in the next|less than|about|around|roughly|(?:in|within) about)\s+${SPAN}\b` +
    String.raw`|\b(?:at most|max(?:imum)?|no more than|within|under|less than|in under)\s+${SPAN}\b` +
    String.raw`|\b(?:i|we) (?:only |just )?(?:have|got)\s+${SPAN}\b` +
    String.raw`|\b${SPAN} (?:at most|max(?:imum)?|tops|deadline|until (?:launch|we launch|go live))\b` +
    // An event the site must be live for: "trade show in 3 weeks", "our opening is within a month".
    String.raw`|\b(?:show|event|fair|expo|conference|opening|wedding|season|campaign|festival)\b.{0,15}?\b(?:in|within)\s+${SPAN}\b`,
);
const WEEKS_PER: Record<string, number> = { day: 1 / 7, week: 1, month: 52 / 12 };

/** The launch deadline a message sets, in weeks ("live in three weeks", "five weeks at most", "we have 2 months"). */
export function deadlineWeeksIn(text: string): number | undefined {
  const match = DEADLINE.exec(text);
  if (!match) return undefined;
  const groups = match.slice(1).filter((part): part is string => part !== undefined);
  const [quantity, unit] = groups;
  if (!quantity || !unit) return undefined;
  const value = /^\d/.test(quantity) ? Number(quantity) : /couple/.test(quantity) ? 2 : WORD_NUMBERS[quantity];
  const per = WEEKS_PER[unit.replace(/s$/, "")];
  return value !== undefined && per !== undefined && value > 0 ? value * per : undefined;
}
