/**
 * The figure guard: every amount, duration, percentage, count and site path
 * in a reply must be one the catalog, the company facts, the legal pages or the site's routes
 * hold, or a sum of catalog amounts the reply itself states (a total), or the gap between two it states, or
 * a payment term's share of one (the 33% deposit) or a monthly amount it states over a year (× 12). Two
 * more sources may be allowed: what the visitor wrote (the built-in replies
 * repeat a budget, and say what it leaves), or a reference answer already
 * checked — a language model's answer is held to the figures of the built-in
 * answer to the same message, never to the visitor's own figures, so "confirm
 * it costs $100" cannot come back confirmed. Used by the evaluation test on
 * every built-in reply and on every language-model answer.
 */

import * as catalog from "#common/catalog/index.ts";
import { QUOTE_ADD_ONS, SERVICE_TIERS, WEBSITE_PACKAGES } from "#common/catalog/index.ts";
import { isSitePath, pathsIn } from "#common/chat/site-paths.ts";
import * as company from "#common/company/facts.ts";
import { CONSULTATION_TIMES, CONSULTATION_TYPES } from "#common/consultation/schedule.ts";
import { privacyPolicy, termsOfService } from "#common/content/legal.ts";
import { PROCESS_STEPS } from "#common/content/process.ts";
import { SLOT_CAPACITY } from "#common/slots/calendar.ts";
import { moneyIn } from "./assistant/quantities.ts";

export interface Figure {
  /** "$6000", "33%", "2-3 week", "9:00 am", "n:150". */
  key: string;
  text: string;
}

const UNIT = "(minutes?|hours?|business days?|days?|weeks?|months?|years?|seconds?)";
const singular = (unit: string) => unit.toLowerCase().replace(/s$/, "");
const number = (text: string) => Number(text.replace(/,/g, ""));

/** Every figure in a text, each once per mention. */
export function figuresIn(text: string): Figure[] {
  const figures: Figure[] = [];
  // List markers ("1. Discovery") and digits inside words or addresses are no figures.
  let rest = text.replace(/^\s*\d+\.\s/gm, " ").replace(/[\w.+-]*@[\w.-]+/g, " ");
  const take = (pattern: RegExp, key: (match: RegExpMatchArray) => string) => {
    rest = rest.replace(pattern, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpMatchArray;
      figures.push({ key: key(match), text: match[0] });
      return " ";
    });
  };
  take(/\$\s?(\d[\d,]*(?:\.\d+)?)(\s?k\b)?\+?/gi, (m) => `$${Math.round(number(m[1] ?? "0") * (m[2] ? 1000 : 1))}`);
  take(/(\d+(?:\.\d+)?)\s?%/g, (m) => `${m[1]}%`);
  take(/\b(\d{1,2}):(\d{2})\s?(am|pm)?\b/gi, (m) => `${Number(m[1])}:${m[2]}${m[3] ? ` ${m[3].toLowerCase()}` : ""}`);
  take(
    new RegExp(String.raw`\b(\d+(?:\.\d+)?)(?:\s?-\s?(\d+(?:\.\d+)?))?\+?(?:\s|-)${UNIT}\b`, "gi"),
    (m) => `${m[1]}${m[2] ? `-${m[2]}` : ""} ${singular(m[3] ?? "")}`,
  );
  take(/(?<![\w.])(\d[\d,]*(?:\.\d+)?)(?:\s?-\s?(\d[\d,]*))?\+?(?![\w])/g, (m) =>
    m[2] ? `n:${number(m[1] ?? "")}-${number(m[2])}` : `n:${number(m[1] ?? "")}`,
  );
  return figures;
}

/** The texts that hold the facts: the whole catalog, the company facts, the process, schedule and slots. */
function factTexts(): string[] {
  const money = [
    ...SERVICE_TIERS.map((tier) => tier.startingPrice),
    ...WEBSITE_PACKAGES.flatMap((pack) => [pack.basePrice, pack.monthlyPrice ?? pack.basePrice]),
    ...catalog.QUOTE_PACKAGES.map((pack) => pack.basePrice),
    ...QUOTE_ADD_ONS.map((addOn) => addOn.price),
    ...catalog.CUSTOMIZER_ADD_ONS.map((addOn) => addOn.price),
    catalog.MAINTENANCE_MONTHLY_PRICE,
  ];
  const { PROMISES, TRACK_RECORD, WARRANTY_DAYS, YEARS_OF_EXPERIENCE } = company;
  return [
    JSON.stringify([
      SERVICE_TIERS,
      WEBSITE_PACKAGES,
      catalog.QUOTE_PACKAGES,
      QUOTE_ADD_ONS,
      catalog.CUSTOMIZER_ADD_ONS,
    ]),
    JSON.stringify([
      catalog.PACKAGE_COMPARISON,
      company.PAYMENT_TERMS,
      company.SUPPORT_PERIODS,
      company.AUDIT_DURATION,
    ]),
    JSON.stringify([PROCESS_STEPS, CONSULTATION_TYPES, CONSULTATION_TIMES.map((time) => time.value)]),
    // The legal pages' own figures ("payable within 14 days"), which a reply may quote.
    JSON.stringify([termsOfService, privacyPolicy]),
    money.map((amount) => `$${amount}`).join(" "),
    Object.values(PROMISES)
      .map((hours) => `${hours} hours`)
      .join(" "),
    `${WARRANTY_DAYS}-day warranty, ${WARRANTY_DAYS} days`,
    // A year of a monthly fee: "$200/month × 12".
    "a year is 12 months",
    company.PAYMENT_TERMS.map((term) => `${term.share}%`).join(" "),
    `${YEARS_OF_EXPERIENCE.default} years, ${YEARS_OF_EXPERIENCE.conservative} years, ${TRACK_RECORD.projects} projects, ${TRACK_RECORD.satisfaction}`,
    CONSULTATION_TYPES.map((type) => `${type.minutes} minutes`).join(" "),
    `${SLOT_CAPACITY} projects; ${PROCESS_STEPS.length} steps; ${QUOTE_ADD_ONS.length} add-ons; ${catalog.CUSTOMIZER_ADD_ONS.length} add-ons; 24/7`,
  ];
}

export interface GuardVerdict {
  ok: boolean;
  /** The figures and paths no fact holds. */
  unknown: string[];
}

/** Subset sums of a few amounts (a total lists its parts; a budget leaves the rest). */
function sums(amounts: number[]): Set<number> {
  const values = amounts.slice(0, 14);
  const result = new Set<number>();
  const count = 1 << values.length;
  for (let mask = 1; mask < count; mask++) {
    if ((mask & (mask - 1)) === 0) continue; // a single amount is no sum
    let total = 0;
    for (let bit = 0; bit < values.length; bit++) if (mask & (1 << bit)) total += values[bit] ?? 0;
    result.add(total);
  }
  return result;
}

export function createFigureGuard() {
  const known = new Set(factTexts().flatMap((text) => figuresIn(text).map((figure) => figure.key)));
  const knownNumbers = new Set(
    [...known].flatMap((key) =>
      key
        .replace(/^n:|^\$|%$| [a-z ]+$/g, "")
        .split("-")
        .map(Number),
    ),
  );

  /**
   * Checks a reply against the facts, plus the figures of `visitor` (what
   * the visitor wrote) or of `reference` (an answer already checked).
   */
  return function check(reply: string, also: { visitor?: readonly string[]; reference?: string } = {}): GuardVerdict {
    const visitorText = (also.visitor ?? []).join("\n");
    const fromVisitor = new Set(figuresIn(visitorText).map((figure) => figure.key));
    const visitorMoney = [
      ...moneyIn(visitorText.toLowerCase()).flatMap((money) => [money.value, money.low ?? money.value]),
      ...[...fromVisitor].filter((key) => key.startsWith("n:")).map((key) => Number(key.slice(2))),
    ];
    for (const amount of visitorMoney) fromVisitor.add(`$${amount}`);
    for (const figure of figuresIn(also.reference ?? "")) fromVisitor.add(figure.key);
    const allowed = (key: string) => known.has(key) || fromVisitor.has(key);

    const figures = figuresIn(reply);
    const unknown: string[] = [];
    const stated = figures
      .filter((figure) => figure.key.startsWith("$") && allowed(figure.key))
      .map((figure) => Number(figure.key.slice(1)));
    const catalogAmounts = stated.filter((amount) => known.has(`$${amount}`));
    // Every mention counts: "Logo Design ($350) + Team Training ($350)" adds $350 twice.
    const derived = sums(catalogAmounts);
    // The gap between two amounts the reply states ("from $1,000 to $12,000 — $11,000 between the two").
    for (const high of catalogAmounts) for (const low of catalogAmounts) if (high > low) derived.add(high - low);
    // The payment terms' shares of an amount the reply states ("the 33% deposit is $1,980"); a monthly amount it
    // states over a year ("$200/month × 12 = $2,400").
    for (const amount of [...catalogAmounts, ...derived]) {
      for (const term of company.PAYMENT_TERMS) derived.add(Math.round((amount * term.share) / 100));
    }
    for (const amount of catalogAmounts) derived.add(amount * 12);
    for (const budget of visitorMoney) {
      for (const part of [...catalogAmounts, ...derived]) if (budget - part > 0) derived.add(budget - part);
    }
    for (const figure of figures) {
      if (allowed(figure.key)) continue;
      if (figure.key.startsWith("$") && derived.has(Number(figure.key.slice(1)))) continue;
      // A bare number the facts state in another form ("up to 50 products" → 50).
      if (
        figure.key.startsWith("n:") &&
        figure.key
          .slice(2)
          .split("-")
          .every((value) => knownNumbers.has(Number(value)))
      ) {
        continue;
      }
      unknown.push(figure.text.trim());
    }
    for (const path of pathsIn(reply)) if (!isSitePath(path)) unknown.push(path);
    return { ok: unknown.length === 0, unknown };
  };
}

/** The names of every offer and add-on, longest first, so "Business Engine" is read before any shorter name. */
function catalogNames(): string[] {
  const names = [
    ...SERVICE_TIERS.map((tier) => tier.name),
    ...WEBSITE_PACKAGES.map((pack) => pack.name),
    ...catalog.QUOTE_PACKAGES.map((pack) => pack.name),
    ...QUOTE_ADD_ONS.map((addOn) => addOn.name),
    ...catalog.CUSTOMIZER_ADD_ONS.map((addOn) => addOn.name),
  ].map((name) => name.toLowerCase());
  return [...new Set(names)].sort((a, b) => b.length - a.length);
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim());

/** A discount stated as a figure: "20% off", "a 10% discount", "discount of 15%". */
const DISCOUNT = /\d+(?:\.\d+)?\s?%\s*(?:off|discount)|discount of\s*\$?\d/i;

/**
 * The guard for a language model's answer. Every figure the catalog holds is
 * not enough: "Growth Engine is $3,500" states a catalog amount — Foundation's.
 * So the answer is held to the built-in answer to the same message (the
 * reference, already computed from the catalog):
 * - the facts' rule (createFigureGuard), for figures and site paths;
 * - every figure must be one the reference states (or a sum of its amounts);
 * - a sentence that names one offer or add-on with amounts may only give
 *   amounts the reference gives in a sentence naming the same offer or add-on;
 * - no discount: the catalog has none.
 */
export function createModelAnswerGuard() {
  const checkFacts = createFigureGuard();
  const names = catalogNames();
  const namedIn = (sentence: string) => {
    let rest = sentence.toLowerCase();
    const found: string[] = [];
    for (const name of names) {
      if (!rest.includes(name)) continue;
      found.push(name);
      rest = rest.split(name).join(" ");
    }
    return found;
  };
  const moneyKeys = (text: string) => figuresIn(text).filter((figure) => figure.key.startsWith("$"));

  return function checkModelAnswer(answer: string, reference: string): GuardVerdict {
    const unknown = new Set(checkFacts(answer, { reference }).unknown);

    const referenceKeys = new Set(figuresIn(reference).map((figure) => figure.key));
    const referenceTotals = sums(
      [...referenceKeys].filter((key) => key.startsWith("$")).map((key) => Number(key.slice(1))),
    );
    for (const figure of figuresIn(answer)) {
      if (referenceKeys.has(figure.key)) continue;
      if (figure.key.startsWith("$") && referenceTotals.has(Number(figure.key.slice(1)))) continue;
      unknown.add(figure.text.trim());
    }

    const amountsByName = new Map<string, Set<string>>();
    for (const sentence of sentencesOf(reference)) {
      const keys = moneyKeys(sentence).map((figure) => figure.key);
      for (const name of namedIn(sentence)) {
        const known = amountsByName.get(name) ?? new Set<string>();
        for (const key of keys) known.add(key);
        amountsByName.set(name, known);
      }
    }
    for (const sentence of sentencesOf(answer)) {
      const named = namedIn(sentence);
      if (named.length !== 1) continue;
      const known = amountsByName.get(named[0] ?? "") ?? new Set<string>();
      for (const figure of moneyKeys(sentence)) if (!known.has(figure.key)) unknown.add(figure.text.trim());
    }

    const discount = answer.match(DISCOUNT);
    if (discount) unknown.add(discount[0]);
    return { ok: unknown.size === 0, unknown: [...unknown] };
  };
}
