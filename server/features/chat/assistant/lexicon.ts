/**
 * The phrases that name an offer, an add-on or maintenance, generated once
 * from the catalog (names, ids, the customizer's and quote builder's keys)
 * plus the words visitors use. Matching is on corrected word tokens, longest
 * phrase first, so "business engine" is never read as the quote builder's
 * `business` and "premium seo" never as the premium package.
 */
import { ADD_ON_CONCEPTS } from "./catalog-add-ons.ts";
import { ALL_OFFERS, type OfferId } from "./catalog-offers.ts";
import { tokenise } from "./text.ts";

export type LexiconEntity =
  /** Several ids when the words name more than one offer ("the enterprise one"). */
  { type: "offer"; ids: OfferId[] } | { type: "add-on"; key: string; weak: boolean } | { type: "maintenance" };

export interface Mention {
  entity: LexiconEntity;
  /** Token index where the phrase starts, to keep mentions in the order written. */
  at: number;
  length: number;
}

const OFFER_NOUNS = ["package", "packages", "plan", "tier", "option", "one", "level"];

function offerPhrases(): Array<[string, LexiconEntity]> {
  const phrases: Array<[string, LexiconEntity]> = [];
  const offer = (...ids: OfferId[]): LexiconEntity => ({ type: "offer", ids });
  for (const item of ALL_OFFERS) {
    phrases.push([item.name, offer(item.id)]);
    if (item.pack) phrases.push([item.pack.customizerName, offer(item.id)]);
  }
  const withNouns = (word: string, entity: LexiconEntity) => {
    for (const noun of OFFER_NOUNS) phrases.push([`${word} ${noun}`, entity]);
  };
  // The tiers' own short names.
  phrases.push(["landing page", offer("tier:landing")], ["landing", offer("tier:landing")]);
  for (const words of [
    "one page",
    "one pager",
    "onepager",
    "single page",
    "1 page",
    "entry level",
    "landing page site",
  ]) {
    phrases.push([words, offer("tier:landing")]);
  }
  phrases.push(["foundation", offer("tier:essential")], ["growth engine", offer("tier:business")]);
  withNouns("growth", offer("tier:business"));
  phrases.push(["market leader", offer("tier:enterprise")], ["most chosen", offer("tier:business")]);
  // The Packages page and the customizer's ids.
  phrases.push(["essential presence", offer("package:essential")], ["business engine", offer("package:business")]);
  phrases.push(["custom enterprise", offer("package:enterprise")]);
  withNouns("basic", offer("package:essential"));
  withNouns("professional", offer("package:business"));
  withNouns("pro", offer("package:business"));
  withNouns("premium", offer("package:enterprise"));
  // Keys both tools use for different offers: both, until the thread or the tool named settles it.
  withNouns("essential", offer("package:essential", "tier:essential"));
  withNouns("business", offer("package:business", "tier:business"));
  withNouns("enterprise", offer("package:enterprise", "tier:enterprise"));
  phrases.push(["enterprise", offer("package:enterprise", "tier:enterprise")]);
  for (const key of ["landing", "essential", "business", "enterprise"] as const) {
    phrases.push([`${key} tier`, offer(`tier:${key}`)]);
  }
  return phrases;
}

function addOnPhrases(): Array<[string, LexiconEntity]> {
  const phrases: Array<[string, LexiconEntity]> = [];
  for (const concept of ADD_ON_CONCEPTS) {
    for (const word of concept.words) phrases.push([word, { type: "add-on", key: concept.key, weak: false }]);
    for (const word of concept.weakWords ?? []) phrases.push([word, { type: "add-on", key: concept.key, weak: true }]);
  }
  for (const word of [
    "maintenance",
    "maintain",
    "retainer",
    "care plan",
    "monthly care",
    "upkeep",
    "maintenance plan",
  ]) {
    phrases.push([word, { type: "maintenance" }]);
  }
  return phrases;
}

const COORDINATION = new Set(["and", "or", "vs", "versus"]);

/** A word and its plural match ("online stores" names "online store"). */
function sameWord(written: string | undefined, word: string): boolean {
  return written === word || written === `${word}s` || written === `${word}es`;
}

interface Phrase {
  tokens: string[];
  entity: LexiconEntity;
}

export interface Lexicon {
  /** Every word of every phrase: the vocabulary spelling correction aims at. */
  words: Set<string>;
  find(tokens: readonly string[]): Mention[];
}

export function createLexicon(): Lexicon {
  const byFirst = new Map<string, Phrase[]>();
  const words = new Set<string>();
  for (const [text, entity] of [...offerPhrases(), ...addOnPhrases()]) {
    const tokens = tokenise(text.toLowerCase());
    const first = tokens[0];
    if (!first) continue;
    for (const token of tokens) words.add(token);
    const list = byFirst.get(first) ?? [];
    list.push({ tokens, entity });
    byFirst.set(first, list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);

  return {
    words,
    find(tokens) {
      const mentions: Mention[] = [];
      for (let at = 0; at < tokens.length; ) {
        const candidates = byFirst.get(tokens[at] ?? "") ?? [];
        const match = candidates.find((phrase) =>
          phrase.tokens.every((token, offset) => sameWord(tokens[at + offset], token)),
        );
        if (match) {
          // "basic and advanced e-commerce": the first word shares the rest of the phrase.
          const before = tokens[at - 2];
          const last = mentions[mentions.length - 1];
          if (
            match.tokens.length > 1 &&
            before &&
            COORDINATION.has(tokens[at - 1] ?? "") &&
            (!last || last.at + last.length <= at - 2)
          ) {
            const shared = (byFirst.get(before) ?? []).find(
              (phrase) =>
                phrase.tokens.length === match.tokens.length &&
                phrase.tokens.slice(1).every((token, offset) => token === match.tokens[offset + 1]),
            );
            if (shared) mentions.push({ entity: shared.entity, at: at - 2, length: 1 });
          }
          mentions.push({ entity: match.entity, at, length: match.tokens.length });
          at += match.tokens.length;
        } else {
          at += 1;
        }
      }
      return mentions;
    },
  };
}
