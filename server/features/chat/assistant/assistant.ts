/**
 * Melie's built-in assistant. A message is read into asks (understand.ts);
 * each ask is answered from the catalog and the company facts, with what it
 * leaves out ("it", "the bigger one", "with maintenance") taken from the
 * thread, which is re-read message by message; the answers make one reply.
 * No network, no configuration.
 */

import { z } from "zod";
import { formatDollars } from "#common/catalog/index.ts";
import type { Face } from "#common/face.ts";
import { addOnCountAnswer, addOnPrices, mainItem, maintenanceAnswer } from "./add-on-answers.ts";
import { conceptByKey } from "./catalog-add-ons.ts";
import {
  ALL_OFFERS,
  answerInFace,
  faceOffers,
  inThisFace,
  neighbour,
  type OfferId,
  type OfferView,
  offerById,
} from "./catalog-offers.ts";
import { CUES } from "./cues.ts";
import { whichOfferHasAnswer } from "./feature-answers.ts";
import { englishAskOf } from "./foreign-asks.ts";
import { createTopicIndex } from "./knowledge.ts";
import {
  allPrices,
  allTimelines,
  comparison,
  deadlineAnswer,
  deadlineFit,
  neighbourAnswer,
  offerFeatures,
  offerIncludes,
  offerPrice,
  offerSummary,
  offersWithin,
  offerTimeline,
  paragraphs,
  priceGapLine,
  priceList,
  superlativeAnswer,
  superlativeOffers,
  verdictIn,
  websites,
} from "./offer-answers.ts";
import {
  DEPOSIT_ASK,
  depositAnswer,
  MONTHLY_ASK,
  monthlyAnswer,
  YEAR_ASK,
  yearOfMonthlyAnswer,
} from "./payment-answers.ts";
import {
  bestWayTo,
  type Needs,
  neededAddOns,
  planFor,
  planLine,
  recommend,
  takesMaintenance,
  totalAnswer,
} from "./plan-answers.ts";
import { createPublishedWords } from "./published-words.ts";
import type { Money } from "./quantities.ts";
import * as replies from "./replies.ts";
import { removalsAndAdditions, selectionChangeOf } from "./selection.ts";
import { slotOfDateAnswer } from "./slot-answers.ts";
import { processStepAnswer } from "./topics.ts";
import { type Ask, createUnderstanding } from "./understand.ts";

export interface ChatMessage {
  role: "user" | "assistant";
  content: string;
}

export type AssistantAction = { kind: "capture-lead"; email: string } | { kind: "none" };

export interface AssistantReply {
  text: string;
  intent: string;
  action: AssistantAction;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const LEAD_OFFER_MARK = "Would you like me to pass your details";

type AnswerKind = "price" | "timeline" | "includes" | "summary" | "total" | "compare" | "recommend";

/** What the thread is about: what "it", "the bigger one" or "with maintenance" refer to. */
interface Focus {
  offers: OfferId[];
  addOns: string[];
  kind?: AnswerKind;
  budget?: Money;
  needs?: Needs;
  maintenance?: boolean;
}

interface Answer {
  text: string;
  intent: string;
}

const EMPTY_FOCUS: Focus = { offers: [], addOns: [] };

/** The visitor's selected add-ons: those of the plan a total or a recommendation priced last (selection.ts). */
const selectedAddOns = (focus: Focus): string[] =>
  focus.kind === "total" || focus.kind === "recommend" ? focus.addOns : [];

/** Topics that state a promise with its own delay (the proposal within 24 hours, the kickoff…). */
const PROMISE_TOPICS = new Set(["proposal", "after-slot", "kickoff", "intake", "reply-time", "warranty"]);

/** Topics about the agency itself that words naming an add-on must not turn into an add-on price. */
const TERMS_TOPICS = new Set(["identity", "hosting", "refund", "payment-plan"]);

/** Tools and services we do offer: "do you do website audits?" gets a plain yes first. */
const OFFERED_TOPICS = new Set([
  "audit",
  "mood-board",
  "consultation",
  "maintenance",
  "quote-tool",
  "customizer",
  "reserve",
]);

/** The visitor's latest address that the forms would take too (the same check as their email field). */
function emailInThread(messages: ChatMessage[]): string | undefined {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index];
    if (message?.role !== "user") continue;
    const match = EMAIL.exec(message.content);
    if (match && match[0].length <= 254 && FORM_EMAIL.safeParse(match[0]).success) return match[0];
  }
  return undefined;
}

const FORM_EMAIL = z.email();

const unique = <T>(items: T[]) => [...new Set(items)];
const has = (ask: Ask, ...cues: Parameters<Ask["cues"]["has"]>[0][]) => cues.some((cue) => ask.cues.has(cue));

/** The money in an ask that is a budget: written as money, or a bare figure where a budget is talked about. */
function budgetOf(ask: Ask): Money | undefined {
  return ask.money.find((money) => money.explicit || has(ask, "budget")) ?? undefined;
}

function needsOf(asks: Ask[], previous?: Needs): Needs {
  const needs: Needs = { addOns: [...(previous?.addOns ?? [])], ...previous };
  needs.addOns = unique([...needs.addOns, ...asks.flatMap((ask) => ask.addOns)]);
  for (const ask of asks) {
    for (const count of ask.counts) {
      if (count.unit === "products") needs.products = count.value;
      if (count.unit === "pages") needs.pages = count.value;
      if (count.unit === "languages") needs.languages = count.value;
    }
  }
  return needs;
}

function showFor(kind: AnswerKind | undefined): (offer: OfferView) => string {
  if (kind === "price" || kind === "total") return offerPrice;
  if (kind === "timeline") return offerTimeline;
  if (kind === "includes") return offerFeatures;
  return offerSummary;
}

/**
 * "Business Engine is another name for our mid-size website: on these pages it's Growth Engine." said before an
 * answer about an offer the visitor named from the other price list: what it is, and this face's
 * equivalent, never its price in the other list.
 */
const SIZES: Record<string, string> = { essential: "smallest", business: "mid-size", enterprise: "largest" };

function withNames(answer: Answer, renamed: ReadonlyArray<[OfferView, OfferView]>): Answer {
  const notes = renamed.map(([named, shown]) =>
    named.key === "landing"
      ? `A single landing page isn't sold on its own here: our smallest website is ${shown.name}.`
      : `${named.name} is another name for our ${SIZES[named.key] ?? ""} website: on these pages it's ${shown.name}.`,
  );
  return { ...answer, text: paragraphs(notes.join(" "), answer.text) };
}

/** A text names no offer of the other face's price list (docs/product/chat-assistant.md § One price list per face). */
function speaksToFace(text: string): boolean {
  const shown = new Set(faceOffers().map((offer) => offer.name));
  return ALL_OFFERS.every((offer) => shown.has(offer.name) || !text.includes(offer.name));
}

export function createAssistant() {
  const understand = createUnderstanding();
  const searchTopic = createTopicIndex();
  const publishedWords = createPublishedWords();

  /**
   * The deposit on an offer or the selection, an offer's monthly fee, or a monthly fee over a year
   * (payment-answers.ts); undefined when the ask is about none of them.
   */
  function paymentAnswer(ask: Ask, offerIds: OfferId[], addOns: string[]): Answer | undefined {
    const offersAsked = offerIds.map((id) => inThisFace(offerById(id)));
    const text = `${ask.text} | ${ask.raw}`;
    if (DEPOSIT_ASK.test(text) && offersAsked.length > 0 && !/\bhow (do|does|can)\b/.test(ask.text)) {
      const keys = neededAddOns({ ...needsOf([ask]), addOns });
      return { text: depositAnswer(offersAsked.map((offer) => planFor(offer, keys))), intent: "deposit" };
    }
    // A year of a monthly fee: an offer's own, or maintenance on its own (with an offer, the total's answer).
    // "…and how much is that over a year?" after a monthly fee: the fee of the offer in question.
    const monthlyInQuestion = offersAsked.some((offer) => offer.monthly) && has(ask, "pronoun", "price");
    if (
      YEAR_ASK.test(text) &&
      (MONTHLY_ASK.test(text) || ask.maintenance || /\bmonthly\b/.test(text) || monthlyInQuestion)
    ) {
      const monthly = offersAsked.find((offer) => offer.monthly);
      if (monthly && !ask.maintenance) return { text: yearOfMonthlyAnswer(monthly), intent: "monthly-year" };
      if (ask.maintenance && ask.offers.length === 0)
        return { text: yearOfMonthlyAnswer(undefined), intent: "monthly-year" };
    }
    const [offer] = offersAsked;
    if (offer && offersAsked.length === 1 && MONTHLY_ASK.test(text) && !ask.maintenance && ask.addOns.length === 0) {
      return { text: monthlyAnswer(offer, takesMaintenance(offer)), intent: "monthly" };
    }
    return undefined;
  }

  /** One ask → an answer and the focus it leaves. */
  function answerAsk(
    ask: Ask,
    focus: Focus,
    previous: Ask | undefined,
    said: ReadonlySet<string> = new Set(),
  ): { answer?: Answer; focus: Focus } {
    let ids = unique(ask.offers.flat());
    const offers = () => ids.map(offerById);
    const keep = (text: string, intent: string, next: Partial<Focus> = {}) => ({
      answer: { text, intent },
      focus: { ...focus, ...next },
    });

    if (ask.notOffered) return keep(replies.notOffered(ask.notOfferedName), "not-offered");
    const platform = CUES.platform.exec(ask.raw)?.[0];
    if (platform) return keep(replies.platform(platform[0]?.toUpperCase() + platform.slice(1)), "platform");

    // "Which package comes with a CMS?": the offers whose published features name it.
    const which = ids.length === 0 ? whichOfferHasAnswer(ask.text) : undefined;
    if (which) return keep(which.text, "which-offer-has", { offers: which.offers, addOns: [], kind: "summary" });
    // "Which slot covers May 5th?": the half-month slot the date falls in.
    // The date may be in the clause before: "We'd like to start around March 20. Which slot is that?"
    const slot =
      slotOfDateAnswer(ask.text) ?? (previous ? slotOfDateAnswer(`${previous.text} ${ask.text}`) : undefined);
    if (slot) return keep(slot, "slot-of-date");

    // "Do you fix bugs for free?" asks about the warranty, not for a deal.
    const onlyForFree = !CUES.discount.test(`${ask.text} | ${ask.raw}`.replace(/\bfor free\b/g, ""));
    // "Other agencies are too expensive": a complaint, not a request for a deal, unless it is about one of ours.
    const TOO_EXPENSIVE = /\btoo (expensive|pricey|pricy|steep|costly)\b/g;
    const complaintOnly =
      ids.length === 0 &&
      focus.offers.length === 0 &&
      !CUES.discount.test(`${ask.text} | ${ask.raw}`.replace(TOO_EXPENSIVE, ""));
    if (has(ask, "discount") && !(onlyForFree && ask.topic) && !complaintOnly) {
      // "Can you lower it?": the thread's offer.
      const named = (ids.length > 0 ? offers() : focus.offers.slice(0, 2).map(offerById)).map(
        (offer) => `${offer.name} is ${offer.priceText} — the price on the site.`,
      );
      const paying = /\b(pay|paying|paid|upfront|up front|in advance|deposit|cash|payment)\b/.test(ask.text);
      return keep(
        paragraphs(
          said.has("discount") ? undefined : replies.discount(),
          ...named,
          paying ? replies.paymentTerms() : undefined,
        ),
        "discount",
        { offers: ids.length ? ids : focus.offers },
      );
    }

    // How we work, in the site's published words (published-words.ts), when the ask names nothing to price.
    if (ids.length === 0 && ask.addOns.length === 0 && ask.money.length === 0 && ask.counts.length === 0) {
      // A legal page's words only where the assistant has no topic of its own for the question.
      const published = publishedWords(ask.raw, speaksToFace, { legal: !ask.topic });
      if (published) return keep(published.text, `published-${published.id}`);
    }

    // What the visitor pays and when, on the offer named or the thread's selection (payment-answers.ts).
    const payment = paymentAnswer(
      ask,
      ids.length > 0 ? ids : focus.offers,
      ids.length > 0 ? ask.addOns : selectedAddOns(focus),
    );
    if (payment) return keep(payment.text, payment.intent, { offers: ids.length > 0 ? ids : focus.offers });

    // Who answers, hosting, refunds, paying monthly: about us, even where words name an add-on ("bot", "accounts").
    if (ask.topic && TERMS_TOPICS.has(ask.topic.id) && ids.length === 0 && !has(ask, "total")) {
      return keep(ask.topic.reply(ask.text), ask.topic.id);
    }

    // A figure to confirm: the true one, never the visitor's.
    // "Can I get it for 10k?", "would you do it for $7000?": the thread's offer, at a price the visitor names.
    const haggles =
      CUES.haggle.test(ask.text) && ask.money.length > 0 && !/\bwhat (can|could) (i|we) (get|have)\b/.test(ask.text);
    if (ids.length === 0 && ask.addOns.length === 0 && focus.offers.length > 0 && (haggles || has(ask, "pronoun"))) {
      if (ask.money.some((money) => money.explicit) || haggles) ids = focus.offers.slice(0, 1);
    }
    const named = ids.length > 0 || ask.addOns.length > 0;
    // A bare "6000" next to an offer is money: "confirm business engine is 6000".
    const stated = ask.money.find((money) => money.explicit) ?? (named ? ask.money[0] : undefined);
    const claimsFigure =
      stated && (has(ask, "confirm") || haggles || (!has(ask, "budget", "need") && ask.wordCount <= 8));
    const claimsFree = has(ask, "free") && (has(ask, "confirm") || /\b(is|are)\b/.test(ask.text));
    if ((claimsFigure || claimsFree) && named) {
      const keys = neededAddOns({ ...needsOf([ask]), addOns: ask.addOns });
      const plans = offers().map((offer) => planFor(offer, keys));
      const truths =
        plans.length > 0
          ? plans.map((plan) => plan.total)
          : [keys.reduce((sum, key) => sum + (mainItem(conceptByKey(key))?.price ?? 0), 0)];
      const facts =
        plans.length > 0 && keys.length > 0
          ? [...plans.map((plan) => `${planLine(plan)}.`)]
          : [
              ...offers().map((offer) => `${offer.name} is ${offer.priceText}, ${offer.timeline}.`),
              ...(ask.addOns.length > 0 ? [addOnPrices(ask.addOns, false)] : []),
            ];
      // "Growth Engine 6000 plus the chatbot 750?": parts stated one by one add up to the total.
      const statedSum = ask.money.length > 1 ? ask.money.reduce((sum, money) => sum + money.value, 0) : undefined;
      const matches = stated && !claimsFree && truths.every((truth) => truth === stated.value || truth === statedSum);
      const below = stated && offers().some((offer) => stated.value < offer.price);
      const head = matches
        ? "That matches our catalog:"
        : haggles && below
          ? `We don't lower our prices — ${offers()
              .map((offer) => offer.name)
              .join(" and ")} stays at the price on the site:`
          : "I can't confirm that — here is the price as our catalog states it:";
      // "$6,000" is Growth Engine's price, not Business Engine's: the offer the figure belongs to.
      const owner =
        stated && !matches && !claimsFree && keys.length === 0
          ? faceOffers().find((offer) => offer.price === stated.value && !ids.includes(offer.id))
          : undefined;
      const ownerNote = owner
        ? `${formatDollars(owner.price)} is the price of ${owner.name} — a different offer (${owner.kind === "tier" ? "a tier on our Services page" : "a package on our Packages page"}).`
        : undefined;
      // A wrong figure to confirm is refused and the true one given, nothing more. Only a visitor who offers a
      // sum ("can I get it for 10k?") is told what that sum buys: they asked.
      const cheaper =
        haggles &&
        stated &&
        !claimsFree &&
        !matches &&
        keys.length === 0 &&
        stated.value >= (faceOffers()[0]?.price ?? 0)
          ? recommend(stated, needsOf([ask]))
          : undefined;
      const alternative =
        cheaper && !cheaper.focus.some((id) => ids.includes(id)) && !cheaper.focus.includes(owner?.id as OfferId)
          ? `What ${formatDollars(stated?.value ?? 0)} buys, if it fits your needs: ${cheaper.focus.map((id) => planLine(planFor(offerById(id), cheaper.addOns))).join("; ")}.`
          : undefined;
      return keep(
        paragraphs(head, ...facts, ownerNote, alternative, "Your written proposal fixes the final price."),
        "correct-figure",
        {
          offers: ids.length ? ids : focus.offers,
          addOns: ask.addOns.length ? ask.addOns : focus.addOns,
        },
      );
    }

    // Totals: base + add-ons, monthly items apart.
    const continuesTotal = has(ask, "withAddOn", "total") && (focus.kind === "total" || focus.offers.length > 0);
    let addOns = ask.addOns;
    // "And with Foundation instead?" after a total: the same add-ons with another offer.
    const sameTotalOtherOffer = focus.kind === "total" && has(ask, "withAddOn");
    if (
      ask.addOns.length === 0 &&
      ids.length > 0 &&
      has(ask, "withAddOn", "total") &&
      (has(ask, "pronoun", "total", "price") || sameTotalOtherOffer)
    ) {
      addOns = focus.addOns;
    }
    // "Does Foundation include SEO?" asks about contents, not a total.
    const asksContents = has(ask, "includes") && (!has(ask, "withAddOn") || /\b(comes?|coming) with\b/.test(ask.text));
    const wantsTotal =
      has(ask, "total") ||
      (!asksContents &&
        (((addOns.length > 0 || ask.maintenance) && ids.length > 0) ||
          ((ask.addOns.length > 0 || ask.maintenance) && continuesTotal && !has(ask, "check"))));
    if (wantsTotal && (ids.length > 0 || addOns.length > 0 || focus.offers.length > 0) && !budgetOf(ask)) {
      if (ids.length === 0) ids = focus.offers;
      if (addOns.length === 0 && focus.kind === "total") addOns = focus.addOns;
      const maintenance = ask.maintenance || (focus.kind === "total" && Boolean(focus.maintenance));
      // "A store for 200 products": the e-commerce add-on its product limit calls for.
      addOns = neededAddOns({ ...needsOf([ask]), addOns });
      const perYear = /\b(per|a|each|every|first) year\b|\byearly\b|\bannual\w*\b|\b12 months\b/.test(ask.text);
      if (ids.length > 0 || addOns.length > 0) {
        return keep(totalAnswer(offers(), addOns, maintenance, perYear), "total", {
          offers: ids,
          addOns,
          kind: "total",
          maintenance,
        });
      }
    }

    // The cheapest or fastest way to a need: among the offers that can meet it.
    if (
      (ask.superlative === "cheapest" || ask.superlative === "fastest" || ask.superlative === "cheapest-website") &&
      ids.length === 0 &&
      !budgetOf(ask) &&
      (ask.addOns.length > 0 || ask.counts.length > 0)
    ) {
      const needs = needsOf([ask]);
      const way = bestWayTo(ask.superlative === "fastest" ? "fastest" : "cheapest", needs);
      if (way.text) {
        return keep(way.text, `superlative-${ask.superlative}-need`, {
          offers: way.focus,
          addOns: way.addOns,
          kind: "recommend",
          needs,
        });
      }
    }

    // A launch deadline with no offer named: what fits in it and what does not.
    if (ask.deadlineWeeks !== undefined && ids.length === 0 && ask.addOns.length === 0 && !budgetOf(ask)) {
      return keep(deadlineAnswer(ask.deadlineWeeks), "deadline", {
        offers: offersWithin(ask.deadlineWeeks).fits.map((offer) => offer.id),
        kind: "summary",
      });
    }

    // A budget, or needs, to recommend for.
    const budget = budgetOf(ask) ?? (has(ask, "need") || ask.counts.length > 0 ? focus.budget : undefined);
    const choosesPackage =
      !ask.superlative &&
      /\b(which (package|plan|tier|option)s?|what (package|plan|tier|option)s? (would|should|suits?|fits?|for|do you recommend))\b/.test(
        ask.text,
      );
    const describesNeed =
      ask.counts.length > 0 ||
      choosesPackage ||
      (has(ask, "need") && (ask.addOns.length > 0 || /\b(website|site|web site|shop|store|page)\b/.test(ask.text))) ||
      // "How much is a website with online booking?": a site that has it, so a total with a recommendation.
      (ask.addOns.length > 0 &&
        !has(ask, "check") &&
        /\b(web ?site|site|web site)s? (with|that has|that can|including|where)\b/.test(ask.text));
    if (
      // Money with no offer named is a budget ("money is tight, maybe 2.5k"); with an offer, only when said so.
      (budget && (has(ask, "budget", "need") || ids.length === 0 || describesNeed)) ||
      // A service for the site the visitor has is not a need for a new one.
      (describesNeed && ids.length === 0 && !CUES.onItsOwn.test(ask.text))
    ) {
      if (!(ask.topic && ask.addOns.length === 0 && ask.counts.length === 0 && !budget)) {
        const needs = needsOf([ask], budget === focus.budget ? focus.needs : undefined);
        const advice = recommend(budget, needs);
        if (advice.text) {
          // A deadline said with the needs: whether the suggestion fits it, right under the suggestion.
          const suggested = advice.focus[0] ? offerById(advice.focus[0]) : undefined;
          const [first, ...rest] = advice.text.split("\n\n");
          const text =
            ask.deadlineWeeks !== undefined && suggested
              ? paragraphs(first, deadlineFit(ask.deadlineWeeks, suggested), ...rest)
              : advice.text;
          return keep(text, budget ? "recommend-budget" : "recommend-needs", {
            offers: advice.focus,
            addOns: advice.addOns,
            kind: "recommend",
            budget,
            needs,
          });
        }
      }
    }

    // "The popular package and the enterprise one": the most popular offers, named by what they are.
    const popularNamed =
      ask.superlative === "popular" && ids.length > 0 && /\bpopular (one|package|plan|tier|option)s?\b/.test(ask.text);
    if (popularNamed) ids = unique([...superlativeOffers("popular").map((offer) => offer.id), ...ids]);

    // Comparisons and several offers at once: every offer named, none dropped.
    const pages = ask.counts.find((count) => count.unit === "pages")?.value;
    if (ids.length >= 2 && (!ask.superlative || popularNamed)) {
      const verdict = verdictIn(ask.text, pages);
      const several = ask.offers.length >= 2 || ids.length > 2;
      const gapAsked = ids.length === 2 && CUES.priceGap.test(ask.text);
      if (has(ask, "compare") || verdict.asks || pages !== undefined || gapAsked) {
        return keep(comparison(offers(), verdict, gapAsked), "compare", { offers: ids, kind: "compare" });
      }
      if (several && has(ask, "price") && !has(ask, "includes")) {
        return keep(priceList(offers()), "offer-price", { offers: ids, kind: "price" });
      }
      if (several && !has(ask, "price", "timeline", "includes")) {
        return keep(comparison(offers()), "compare", { offers: ids, kind: "compare" });
      }
    }
    // "…and how much more is Growth Engine?" after a comparison: the gap between the two compared.
    if (CUES.priceGap.test(ask.text) && !has(ask, "compare") && focus.kind === "compare" && focus.offers.length === 2) {
      const gap = priceGapLine(focus.offers.map(offerById));
      if (gap) return keep(gap, "price-gap");
    }
    if (has(ask, "compare") && !ask.superlative) {
      const base = ids[0] ? offerById(ids[0]) : focus.offers[0] ? offerById(focus.offers[0]) : undefined;
      const other =
        ids.length === 1 && focus.offers[0] && focus.offers[0] !== ids[0]
          ? offerById(focus.offers[0])
          : base && ask.step
            ? neighbour(base, ask.step)
            : focus.offers[1]
              ? offerById(focus.offers[1])
              : undefined;
      if (base && other)
        return keep(comparison([base, other], verdictIn(ask.text, pages), CUES.priceGap.test(ask.text)), "compare", {
          offers: [base.id, other.id],
          kind: "compare",
        });
    }

    // Cheapest, fastest, most popular, largest.
    if (ask.superlative && ids.length === 0) {
      const scoped =
        /\b(which|the two|of them|of those|between them|one of)\b/.test(ask.text) && focus.offers.length >= 2;
      const pool = scoped ? focus.offers.map(offerById) : faceOffers();
      const found = superlativeOffers(ask.superlative, pool);
      const timelineToo = ask.superlative !== "fastest" && has(ask, "timeline");
      return keep(
        paragraphs(
          superlativeAnswer(ask.superlative, found, scoped),
          timelineToo ? found.map(offerTimeline).join(" ") : undefined,
        ),
        `superlative-${ask.superlative}`,
        { offers: found.map((offer) => offer.id), kind: "summary" },
      );
    }

    // "And the bigger one?"
    if (ask.step && ids.length === 0 && focus.offers[0] && ask.addOns.length === 0) {
      const current = offerById(focus.offers[0]);
      const next = neighbour(current, ask.step);
      const kind = has(ask, "price")
        ? "price"
        : has(ask, "timeline")
          ? "timeline"
          : focus.kind === "price"
            ? "price"
            : "summary";
      return keep(neighbourAnswer(current, ask.step, showFor(kind)), "follow-up", {
        offers: next ? [next.id] : [current.id],
        kind,
      });
    }

    // "Which package and how much?": the recommendation just made states its price.
    if (
      previous &&
      focus.kind === "recommend" &&
      ids.length === 0 &&
      ask.addOns.length === 0 &&
      !ask.topic &&
      has(ask, "price") &&
      ask.wordCount <= 5
    ) {
      return { focus };
    }

    // "How much would that come to?" after a total or a recommendation: that plan, add-ons included, not the bare offer.
    const [suggested] = focus.offers;
    if (
      suggested &&
      (focus.kind === "recommend" || focus.kind === "total") &&
      (focus.addOns.length > 0 || focus.maintenance) &&
      ids.length === 0 &&
      ask.addOns.length === 0 &&
      !ask.topic &&
      has(ask, "price", "total") &&
      !has(ask, "timeline", "includes") &&
      (has(ask, "pronoun") || ask.wordCount <= 5)
    ) {
      if (focus.kind === "total") {
        return keep(totalAnswer(focus.offers.map(offerById), focus.addOns, Boolean(focus.maintenance)), "total");
      }
      const offer = offerById(suggested);
      return keep(
        paragraphs(
          `For what you described: ${planLine(planFor(offer, focus.addOns))}.`,
          `See the live total at ${offer.link}.`,
        ),
        "recommend-total",
      );
    }

    // The thread's offer, for "how long does it take?" or "does it include e-commerce?".
    const refersBack =
      ids.length === 0 &&
      focus.offers.length > 0 &&
      !ask.topic &&
      (has(ask, "pronoun") || ask.wordCount <= 5) &&
      (ask.addOns.length === 0 || has(ask, "includes")) &&
      has(ask, "price", "timeline", "includes");
    if (refersBack) ids = focus.offers.slice(0, 1);

    if (ids.length > 0) {
      const inherited = !has(ask, "price", "timeline", "includes") && ask.wordCount <= 4;
      const kind: AnswerKind = has(ask, "includes")
        ? "includes"
        : has(ask, "price") && has(ask, "timeline")
          ? "price"
          : has(ask, "timeline")
            ? "timeline"
            : has(ask, "price")
              ? "price"
              : inherited && previous
                ? previous.cues.has("includes")
                  ? "includes"
                  : previous.cues.has("timeline") && !previous.cues.has("price")
                    ? "timeline"
                    : previous.cues.has("price")
                      ? "price"
                      : "summary"
                : inherited && focus.kind && focus.kind !== "compare" && focus.kind !== "recommend"
                  ? focus.kind === "total"
                    ? "price"
                    : focus.kind
                  : "summary";
      const texts = offers().map((offer) => {
        if (kind === "includes") {
          const addOnAnswer = ask.addOns.length > 0 ? addOnPrices(ask.addOns, false) : undefined;
          const answered = offerIncludes(offer, ask.text, addOnAnswer);
          if (answered || !addOnAnswer) return answered ?? offerFeatures(offer);
          // "Does Foundation come with a logo?": a feature line that covers it, else the add-on and its price.
          const { covered } = planFor(offer, ask.addOns);
          return covered.length > 0
            ? `Yes — ${offer.name} (${offer.priceText}) includes: ${covered.join("; ")}.`
            : paragraphs(`${offer.name} (${offer.priceText}) doesn't include that as standard.`, addOnAnswer);
        }
        return showFor(kind)(offer);
      });
      const ambiguous = ask.offers.some((mention) => mention.length > 1)
        ? "Two of our offers answer to that name, so here are both:"
        : undefined;
      return keep(paragraphs(ambiguous, ...texts), `offer-${kind}`, { offers: ids, kind });
    }

    if (ask.addOns.length > 0) {
      const counted = Object.entries(ask.addOnCounts);
      if (counted.length > 0) {
        return keep(paragraphs(...counted.map(([key, count]) => addOnCountAnswer(key, count))), "add-on-count", {
          addOns: ask.addOns,
        });
      }
      const products = ask.counts.find((count) => count.unit === "products")?.value;
      const priced = ask.addOns
        .map((key) => conceptByKey(key))
        .map((concept) => ({ name: mainItem(concept)?.name, price: mainItem(concept)?.price ?? 0 }));
      const cheaper =
        ask.addOns.length >= 2 && verdictIn(ask.text).asks === "cheaper"
          ? [...priced].sort((a, b) => a.price - b.price)[0]
          : undefined;
      return keep(
        paragraphs(
          cheaper ? `${cheaper.name} is the cheaper one, at ${formatDollars(cheaper.price)}.` : undefined,
          has(ask, "compare") && ask.addOns.length >= 2 && !cheaper ? "Here's the difference:" : undefined,
          addOnPrices(
            ask.addOns,
            has(ask, "check"),
            products,
            CUES.onItsOwn.test(ask.text),
            CUES.existingSite.test(ask.text),
          ),
        ),
        "add-on",
        { addOns: ask.addOns },
      );
    }
    if (ask.maintenance) return keep(maintenanceAnswer(), "maintenance");

    // "How soon do I get a proposal after the call?" asks for a promise, not the length of a process step.
    const asksPromise = PROMISE_TOPICS.has(ask.topic?.id ?? "") && !/\b(phase|stage|step)\b/.test(ask.text);
    if (has(ask, "timeline") && !asksPromise) {
      const step = processStepAnswer(ask.text);
      if (step) return keep(step, "process-step");
    }
    if (ask.topic) {
      const yes = has(ask, "check") && OFFERED_TOPICS.has(ask.topic.id) ? "Yes. " : "";
      return keep(`${yes}${ask.topic.reply(ask.text)}`, ask.topic.id);
    }
    if (has(ask, "offTopic")) return keep(replies.offTopic(), "off-topic");
    if (has(ask, "price")) return keep(allPrices(), "prices", { kind: "price" });
    if (has(ask, "timeline")) return keep(allTimelines(), "timelines", { kind: "timeline" });
    if (has(ask, "check") && /\b(website|websites|site|sites|web design|landing pages?)\b/.test(ask.text)) {
      return keep(websites(), "websites");
    }
    return { focus };
  }

  /**
   * An ask about the visitor's face's offers: an offer named from the other price list is answered as this
   * face's offer of the same size, and `renamed` says which names were read that way.
   */
  function inVisitorsFace(ask: Ask): { ask: Ask; renamed: Array<[OfferView, OfferView]>; collapsed: boolean } {
    const renamed: Array<[OfferView, OfferView]> = [];
    const offers = ask.offers.map((group) => {
      for (const id of group) {
        const named = offerById(id);
        const shown = inThisFace(named);
        // Words that fit an offer of each list ("enterprise") meant this face's: only another name is renamed.
        if (shown !== named && !group.includes(shown.id) && !renamed.some(([from]) => from === named)) {
          renamed.push([named, shown]);
        }
      }
      return unique(group.map((id) => inThisFace(offerById(id)).id));
    });
    // "Foundation or Essential Presence?": two names of one offer here, nothing to compare.
    const collapsed = renamed.length > 0 && ask.offers.length > 1 && unique(offers.flat()).length === 1;
    return { ask: { ...ask, offers }, renamed, collapsed };
  }

  /** An offer at the end of the ladder `from` is on: the largest or the smallest of its list. */
  function endOfLadder(from: OfferView, step: 1 | -1): OfferView {
    let end = from;
    for (let next = neighbour(end, step); next; next = neighbour(end, step)) end = next;
    return end;
  }

  /**
   * A follow-up read against the visitor's selection (selection.ts): the ask it becomes (the whole selection with
   * the change, priced as a total) and the focus to answer it in; undefined when the message starts something new.
   */
  function followingSelection(ask: Ask, focus: Focus, message: string): { ask: Ask; focus: Focus } | undefined {
    const selected = selectedAddOns(focus);
    const change = selectionChangeOf(ask, message, focus.offers.length > 0 || selected.length > 0);
    if (!change) return undefined;
    const cues = new Set(ask.cues).add("total");
    // "Drop the video and add a logo": each add-on by its own verb.
    const both = change.kind === "remove" ? removalsAndAdditions(message) : undefined;
    if (both) {
      const named = (text: string) => understand(text).asks.flatMap((read) => read.addOns);
      const out = named(both.remove);
      const addOns = unique([...selected.filter((key) => !out.includes(key)), ...named(both.add)]);
      return { ask: { ...ask, addOns, cues }, focus: { ...focus, addOns, kind: "total" } };
    }
    if (change.kind === "add" || change.kind === "remove") {
      const addOns =
        change.kind === "add"
          ? unique([...selected, ...ask.addOns])
          : selected.filter((key) => !ask.addOns.includes(key) && !ask.without.includes(key));
      return { ask: { ...ask, addOns, cues }, focus: { ...focus, addOns, kind: "total" } };
    }
    // Only a priced selection moves to another offer; "and the bigger one?" alone is answered as before.
    const from = focus.offers[0] ? inThisFace(offerById(focus.offers[0])) : undefined;
    if (selected.length === 0 || !from) return undefined;
    const to =
      change.to === "bigger" || change.to === "smaller"
        ? neighbour(from, change.to === "bigger" ? 1 : -1)
        : change.to === "largest" || change.to === "smallest"
          ? endOfLadder(from, change.to === "largest" ? 1 : -1)
          : undefined;
    if (change.to !== "named" && !to) return undefined;
    return {
      ask: { ...ask, offers: to ? [[to.id]] : ask.offers, addOns: selected, cues, step: undefined },
      focus: { ...focus, addOns: selected, kind: "total" },
    };
  }

  /** Every ask of one message answered in order, and the focus the message leaves. */
  function answerMessage(content: string, focus: Focus): { answers: Answer[]; focus: Focus } {
    const asks = understand(content).asks.map(inVisitorsFace);
    const answers: Answer[] = [];
    let current = focus;
    asks.forEach(({ ask: read, renamed, collapsed }, index) => {
      const followed = followingSelection(read, current, content);
      const ask = followed?.ask ?? read;
      if (followed) current = followed.focus;
      const only = ask.offers.flat()[0];
      const result =
        collapsed && only
          ? { answer: { text: offerSummary(offerById(only)), intent: "offer" }, focus: { ...current, offers: [only] } }
          : answerAsk(
              ask,
              current,
              asks[index - 1]?.ask,
              new Set(answers.flatMap((answer) => answer.intent.split("+"))),
            );
      current = result.focus;
      // "Patients need to book online — is Foundation + booking or Growth Engine cheaper?": the need is the
      // context of the offers the message names, answered there; no recommendation of its own besides.
      const needOnlyContext =
        result.answer?.intent.startsWith("recommend-needs") &&
        asks.some((other, at) => at !== index && other.ask.offers.length > 0);
      const answer = needOnlyContext
        ? undefined
        : result.answer && renamed.length > 0
          ? withNames(result.answer, renamed)
          : result.answer;
      if (answer && !answers.some((given) => given.text === answer.text)) answers.push(answer);
    });
    return { answers, focus: current };
  }

  /** Answers in the visitor's face (docs/product/chat-assistant.md § One price list per face). */
  return function respondInFace(messages: ChatMessage[], face: Face = "default"): AssistantReply {
    return answerInFace(face, () => respond(messages));
  };

  function respond(messages: ChatMessage[]): AssistantReply {
    const current = messages[messages.length - 1];
    const history = messages.slice(0, -1);
    const raw = (current?.content ?? "").trim();
    const text = raw.toLowerCase();
    const previousAssistant = [...history].reverse().find((message) => message.role === "assistant");
    const reply = (intent: string, body: string, action: AssistantAction = { kind: "none" }): AssistantReply => ({
      text: body,
      intent,
      action,
    });

    // A pending offer to pass details to the team.
    if (previousAssistant?.content.includes(LEAD_OFFER_MARK)) {
      const email = emailInThread(messages);
      if (email && CUES.yes.test(text)) {
        return reply("lead-captured", replies.leadCaptured(email), { kind: "capture-lead", email });
      }
      if (CUES.no.test(text)) return reply("lead-declined", replies.leadDeclined());
    }

    if (CUES.injection.test(text)) {
      // The offers the message names, at their true price: nothing the visitor asked to "confirm".
      const named = unique(understand(raw).asks.flatMap((ask) => inVisitorsFace(ask).ask.offers.flat()));
      const truths = named.map((id) => {
        const offer = offerById(id);
        return `${offer.name} is ${offer.priceText} — the price on the site.`;
      });
      return reply("refuse", paragraphs(replies.refuseInstructions(), ...truths));
    }
    if (CUES.otherLanguage.test(text)) return reply("other-language", replies.englishOnly());
    if (CUES.greeting.test(text)) return reply("greeting", replies.greeting());
    const foreignGreeting = CUES.foreignGreeting.exec(text)?.[0];
    // "Hallo!", "Ciao Melie": nothing but the greeting.
    if (
      foreignGreeting &&
      /^[\s!.,¡]*(melie|a todos|tout le monde|zusammen|a tutti)?[\s!.,]*$/.test(text.slice(foreignGreeting.length))
    ) {
      return reply("greeting", replies.foreignGreeting());
    }
    if (CUES.thanks.test(text) && text.split(/\s+/).length <= 6) return reply("thanks", replies.thanks());
    if (CUES.bye.test(text)) return reply("bye", replies.goodbye());

    const email = EMAIL.exec(raw)?.[0];
    if (email) return reply("lead-offer", replies.offerLeadCapture(email));

    // The thread, re-read message by message, says what this message refers to.
    let focus = EMPTY_FOCUS;
    // A message in another language is re-read as it was answered: in its English words.
    for (const message of history) {
      if (message.role !== "user") continue;
      const content = message.content.trim();
      focus = answerMessage(englishAskOf(content.toLowerCase()) ?? content, focus).focus;
    }

    // "¿Cuánto cuesta una página web?": read in English, answered in English, saying so.
    const english = englishAskOf(text);
    if (english !== undefined) {
      const understood = answerMessage(english, focus).answers;
      if (understood.length === 0) return reply("other-language", replies.englishOnly());
      return reply(
        `other-language+${understood.map((answer) => answer.intent).join("+")}`,
        paragraphs(replies.inEnglish(), ...understood.map((answer) => answer.text)),
      );
    }

    const { answers } = answerMessage(raw, focus);
    if (answers.length > 0) {
      return reply(
        answers.map((answer) => answer.intent).join("+"),
        paragraphs(...answers.map((answer) => answer.text)),
      );
    }
    const topic = searchTopic(text);
    if (topic) return reply(topic.id, topic.reply());
    // "Do you offer podcast editing?": asked whether we do something no offer, add-on or topic names.
    // Building or designing something unnamed may still be a custom site: that stays unclear, never a "no".
    const asksService = understand(raw).asks.some(
      (ask) =>
        has(ask, "check") &&
        !has(ask, "pronoun") &&
        !/\b(build|create|design|develop|website|site|platform|page|pages|like)\b/.test(ask.text),
    );
    if (asksService) return reply("not-offered", replies.notOffered());
    // "Bonjour, combien coûte un site ?": a greeting in another language, then words we could not read.
    if (foreignGreeting) return reply("other-language", replies.englishOnly());
    return reply("unclear", replies.unclear());
  }
}
