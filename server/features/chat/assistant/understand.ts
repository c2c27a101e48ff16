/**
 * Reads a visitor message into asks: the message is normalised, split into
 * clauses ("?", ";", ". ", "and how…", "also…"), each clause's words are
 * spelling-corrected, and the offers, add-ons, amounts, counts, topic and
 * cues of each clause are collected. Deciding what to answer is left to
 * assistant.ts, which also resolves what a clause leaves out from the thread.
 */

import { PACKAGE_ID_ALIASES } from "#common/catalog/index.ts";
import type { OfferId } from "./catalog-offers.ts";
import { CUES, NOT_OFFERED_NAMES } from "./cues.ts";
import { createLexicon, type Lexicon } from "./lexicon.ts";
import type { Superlative } from "./offer-answers.ts";
import { type Count, countsIn, deadlineWeeksIn, type Money, moneyIn } from "./quantities.ts";
import { createSpelling } from "./spelling.ts";
import { normalise, tokenise } from "./text.ts";
import { type Topic, topicIn } from "./topics.ts";

export type CueName =
  | "price"
  | "timeline"
  | "includes"
  | "compare"
  | "total"
  | "withAddOn"
  | "budget"
  | "need"
  | "check"
  | "confirm"
  | "free"
  | "discount"
  | "pronoun"
  | "offTopic";

export interface Ask {
  /** The clause, normalised and spelling-corrected. */
  text: string;
  /** The clause, normalised only: symbols such as "%" kept. */
  raw: string;
  /** Offers in the order named; several ids where the words fit several offers. */
  offers: OfferId[][];
  addOns: string[];
  /** How many of an add-on were asked for, where more than one ("2 logo designs"). */
  addOnCounts: Record<string, number>;
  maintenance: boolean;
  money: Money[];
  counts: Count[];
  cues: Set<CueName>;
  superlative?: Superlative;
  /** A launch deadline the visitor set, in weeks ("live in three weeks"). */
  deadlineWeeks?: number;
  step?: 1 | -1;
  /** Add-ons named only to be left out: "but no logo", "not the chatbot", "without copywriting". */
  without: string[];
  notOffered: boolean;
  /** What the visitor asked for that we do not offer, as the reply names it. */
  notOfferedName?: string;
  topic?: Topic;
  /** Words beyond the cue words: a clause like "and Market Leader?" has none. */
  wordCount: number;
}

/** Words the cues and topics are written with: spelling correction aims at them too. */
const CUE_VOCABULARY = `price prices pricing cost costs how much charge fees expensive afford timeline
timelines long weeks deliver delivery turnaround include included includes features compare comparison
difference versus total altogether together combined budget spend recommend suggest cheapest fastest
quickest popular expensive biggest largest smallest cheaper bigger smaller upgrade maintenance warranty
guarantee payment payments terms deposit installments upfront consultation proposal satisfaction
experience projects completed delivered discount coupon voucher process portfolio testimonials reviews
technology website websites launch support audit reserve booking contact quote customize package packages
option options tier tiers plan plans enterprise premium professional business essential basic
foundation growth engine market leader landing presence custom available availability capacity
confirm correct reply respond hours kickoff intake change fixed hidden slot slots schedule
online store products pages languages multilingual ecommerce e commerce marketplace subscription
appointments membership chatbot analytics dashboard newsletter integration salesforce hubspot`;

/** Add-on needs said as a sentence rather than a name ("sell cakes online"). */
const NEED_SENTENCES: Array<[RegExp, string]> = [
  [
    /\bsell\w*\b.{0,30}\bonline\b|\bsell\w* (products|things|stuff|goods|items|clothes|merch\w*)\b|\btake (online )?orders\b|\baccept payments\b/,
    "ecommerce",
  ],
  [/\border\w*\b.{0,30}\bonline\b|\bonline (orders?|ordering)\b/, "ecommerce"],
  [
    /\b(book|booking|schedule)\w* (an? |their |my |our )?(appointments?|sessions?|classes|tables?|lessons?|treatments?)\b|\bbook online\b/,
    "booking",
  ],
  [/\b(members|customers|users|clients) (can |could |to )?(log ?in|sign ?in|have accounts)\b/, "membership"],
  [
    /\b(pay|paying|billed|bill them|charge them|charged) (monthly|every month|per month|yearly|every year|a subscription)\b|\brecurring (payments?|billing)\b/,
    "subscription",
  ],
];

/** Two to twelve in words: "two logos". */
const SMALL_NUMBERS = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** The visitor paying the agency, not their customers paying them. */
const PAYING_US =
  /\b(can|could|may|do|would|should) (i|we) pay\b|\b(i|we) (would like to |want to |prefer to |need to )?pay (you|monthly|per month|every month|in)\b|\bpay (you|for (the|my|our) (site|website|project|build))\b|\b(payment plan|spread (the )?(cost|payments?))\b/;

/** The keys each tool knows its offers by: the quote builder's tier keys, the customizer's ids and aliases. */
const QUOTE_KEYS: Record<string, OfferId> = {
  essential: "tier:essential",
  business: "tier:business",
  enterprise: "tier:enterprise",
};
const CUSTOMIZER_KEYS: Record<string, OfferId> = Object.fromEntries(
  Object.entries(PACKAGE_ID_ALIASES).map(([alias, id]) => [alias, `package:${id}` as OfferId]),
);

const CLAUSE_BREAK = /[?!;\n]+|\.(?=\s|$)/;
const JOINED_ASK =
  /,?\s(?:and|also|plus)\s(?=(?:also\s)?(?:how|what|when|where|which|who|why|do|does|did|can|could|is|are|will|would|should|tell|any|(?:the |your )?(?:price|prices|pricing|cost|costs|timeline|timelines|warranty|payment terms) (?:of|for)\b)\b)|,\s(?=also\b)/;

function clausesOf(normalised: string): string[] {
  return normalised
    .split(CLAUSE_BREAK)
    .flatMap((part) => part.split(JOINED_ASK))
    .map((part) => part.trim().replace(/^(and|also|plus|so|ok|okay|oh|hmm|well|but)\s+/, ""))
    .filter((part) => /[a-z0-9$]/.test(part));
}

/** Words that leave out what follows them: "no logo", "not the chatbot", "without copywriting", "don't need SEO". */
const NEGATIONS = new Set(["no", "not", "without", "except", "minus", "skip", "nor", "dont", "exclude", "excluding"]);
/** Add-on words that are also verbs: "do you store my data?", "can we book a call?". */
const VERBS = new Set(["store", "shop", "book", "sell", "ship", "order", "post"]);
/** Words before a verb: "you store", "we ship". */
const SUBJECTS = new Set(["i", "you", "we", "they", "it", "he", "she", "to", "will", "can", "would", "do"]);

/** Small words that may stand between a negation and the add-on it leaves out. */
const BETWEEN = new Set(["a", "an", "the", "any", "need", "want", "for", "include", "including"]);
/** "don't", "doesn't", "won't": tokenised as the word and a "t". */
const CONTRACTED = new Set(["don", "doesn", "didn", "won"]);

/** Whether the add-on named at `at` is left out: a negation just before it, with at most a few small words between. */
function negatedAt(tokens: readonly string[], at: number): boolean {
  for (let index = at - 1; index >= Math.max(0, at - 4); index--) {
    const token = tokens[index] ?? "";
    if (NEGATIONS.has(token)) return true;
    if (token === "t" && CONTRACTED.has(tokens[index - 1] ?? "")) return true;
    if (!BETWEEN.has(token)) return false;
  }
  return false;
}

function superlativeOf(text: string): Superlative | undefined {
  // Both ends at once ("the gap between your cheapest and your most expensive", "price range"): the range.
  if ((CUES.superCheapest.test(text) && CUES.superBiggest.test(text)) || CUES.priceRange.test(text)) return "range";
  if (CUES.superCheapest.test(text)) return CUES.superWebsite.test(text) ? "cheapest-website" : "cheapest";
  if (CUES.superFastest.test(text)) return "fastest";
  if (CUES.superBiggest.test(text)) return "biggest";
  if (CUES.superPopular.test(text)) return "popular";
  return undefined;
}

const CUE_NAMES: CueName[] = [
  "price",
  "timeline",
  "includes",
  "compare",
  "total",
  "withAddOn",
  "budget",
  "need",
  "check",
  "confirm",
  "free",
  "discount",
  "pronoun",
  "offTopic",
];

export interface Understanding {
  asks: Ask[];
  /** The whole message, normalised and corrected. */
  text: string;
  /** The quote builder or the customizer was named: the tool's own ids apply. */
  tool?: "quote" | "customizer";
}

export function createUnderstanding(lexicon: Lexicon = createLexicon()) {
  const spelling = createSpelling([...lexicon.words, ...CUE_VOCABULARY.split(/\s+/)]);

  function readClause(raw: string, tool: Understanding["tool"]): Ask {
    const tokens = spelling.correctAll(tokenise(raw));
    const corrected = tokens.join(" ");
    // Symbols the tokens drop, spelled out for the cues.
    const probe = `${corrected} | ${raw}${raw.includes("+") ? " plus total" : ""}${raw.includes("=") ? " total" : ""}${raw.includes("$") ? " dollars" : ""}`;
    const mentions = lexicon.find(tokens);
    const offers: OfferId[][] = [];
    const strong: string[] = [];
    const weak: string[] = [];
    let maintenance = false;
    const addOnCounts: Record<string, number> = {};
    const without: string[] = [];
    for (const { entity, at } of mentions) {
      // "Do you store what I write?": a weak word after a subject is a verb, not an add-on.
      if (
        entity.type === "add-on" &&
        entity.weak &&
        VERBS.has(tokens[at] ?? "") &&
        SUBJECTS.has(tokens[at - 1] ?? "")
      ) {
        continue;
      }
      if (entity.type === "add-on" && negatedAt(tokens, at)) {
        without.push(entity.key);
        continue;
      }
      if (entity.type === "add-on") {
        const before = tokens[at - 1] ?? "";
        const count = /^\d{1,2}$/.test(before) ? Number(before) : SMALL_NUMBERS.indexOf(before) + 2;
        if (count > 1) addOnCounts[entity.key] = count;
      }
      if (entity.type === "offer") {
        let ids = entity.ids;
        if (ids.length > 1 && tool) ids = ids.filter((id) => id.startsWith(tool === "quote" ? "tier:" : "package:"));
        if (!offers.some((known) => known.join() === ids.join())) offers.push(ids);
      } else if (entity.type === "add-on") {
        (entity.weak ? weak : strong).push(entity.key);
      } else {
        maintenance = true;
      }
    }
    // With a tool named, its bare keys name its offers: "in the quote builder, how much is business?".
    if (tool && offers.length === 0) {
      const keys = tool === "quote" ? QUOTE_KEYS : CUSTOMIZER_KEYS;
      const bare = new RegExp(
        String.raw`(?<!\b(my|our|your|a|small|own|the) )\b(${Object.keys(keys).join("|")})\b`,
      ).exec(corrected);
      const id = bare?.[2] ? keys[bare[2]] : undefined;
      if (id) offers.push([id]);
    }
    for (const [pattern, key] of NEED_SENTENCES) if (pattern.test(corrected)) strong.push(key);
    // "Can I pay monthly?" is about paying us, not a subscription shop.
    if (PAYING_US.test(corrected) && !/\bsubscription|recurring\b/.test(corrected)) {
      strong.splice(0, strong.length, ...strong.filter((key) => key !== "subscription"));
    }
    // "reserve a slot" and "book a call" are our own tools, not a booking system for the visitor's site.
    const ownTools = /\b(slots?|call|calls|consultation|meeting)\b/.test(corrected);
    const addOns = [...new Set(strong.length > 0 ? strong : weak)].filter(
      (key) =>
        !(key === "booking" && ownTools && !/\b(system|appointments?|customers|clients|patients)\b/.test(corrected)),
    );
    const cues = new Set<CueName>(CUE_NAMES.filter((name) => (CUES[name] as RegExp).test(probe)));
    const counted = countsIn(raw);
    const notOfferedAt = CUES.notOffered.findIndex((pattern) => pattern.test(corrected) || pattern.test(raw));
    const entityWords = mentions.reduce((sum, mention) => sum + mention.length, 0);
    return {
      text: corrected,
      raw,
      without: [...new Set(without)].filter((key) => !addOns.includes(key)),
      addOnCounts,
      offers,
      addOns,
      maintenance,
      money: moneyIn(raw),
      counts: counted,
      cues,
      superlative: superlativeOf(corrected),
      deadlineWeeks: deadlineWeeksIn(corrected),
      step: CUES.bigger.test(corrected)
        ? 1
        : CUES.smaller.test(corrected) && !CUES.superCheapest.test(corrected)
          ? -1
          : undefined,
      notOffered: notOfferedAt >= 0,
      notOfferedName: NOT_OFFERED_NAMES[notOfferedAt],
      topic: topicIn(corrected),
      wordCount: tokens.length - entityWords,
    };
  }

  // The thread is re-read at every message: its messages are read once and remembered.
  const remembered = new Map<string, Understanding>();

  return function understand(message: string): Understanding {
    const known = remembered.get(message);
    if (known) return known;
    const normalised = normalise(message);
    const whole = spelling.correctAll(tokenise(normalised)).join(" ");
    const tool = CUES.quoteTool.test(whole) ? "quote" : CUES.customizerTool.test(whole) ? "customizer" : undefined;
    const understanding: Understanding = {
      asks: clausesOf(normalised).map((clause) => readClause(clause, tool)),
      text: whole,
      tool,
    };
    if (remembered.size >= 1000) remembered.delete(remembered.keys().next().value ?? "");
    remembered.set(message, understanding);
    return understanding;
  };
}
