/**
 * The assistant's knowledge base: one document per topic, built from the
 * catalog and the company facts when the server starts (the replies read the
 * catalog, so a changed price changes the answer). MiniSearch retrieves the
 * topic for questions the intent rules do not recognise, and the same
 * documents ground a language model when one is configured.
 */
import MiniSearch from "minisearch";
import { allPrices, allTimelines } from "./offer-answers.ts";
import * as replies from "./replies.ts";

export interface KnowledgeTopic {
  id: string;
  keywords: string;
  reply: () => string;
}

export const TOPICS: readonly KnowledgeTopic[] = [
  {
    id: "prices",
    keywords:
      "price prices pricing cost costs budget how much quote rates fee fees package packages tier tiers plan plans",
    reply: allPrices,
  },
  {
    id: "timelines",
    keywords: "timeline timelines how long weeks duration time deliver delivery launch date fast quick turnaround",
    reply: allTimelines,
  },
  {
    id: "process",
    keywords:
      "process steps workflow how do you work approach stages phases method discovery design development testing launch",
    reply: replies.processSteps,
  },
  {
    id: "payment",
    keywords: "payment payments pay deposit installments invoice invoices upfront split milestones billing",
    reply: replies.paymentTerms,
  },
  {
    id: "warranty",
    keywords: "warranty guarantee support after launch bugs fixes aftercare",
    reply: replies.warrantyAndSupport,
  },
  {
    id: "maintenance",
    keywords: "maintenance monthly retainer updates hosting care plan ongoing",
    reply: replies.maintenance,
  },
  {
    id: "audit",
    keywords: "audit check my website speed test performance lighthouse analyse analyze score report seo check",
    reply: replies.auditTool,
  },
  {
    id: "mood-board",
    keywords: "mood board moodboard colours colors palette fonts typography inspiration design ideas style",
    reply: replies.moodBoardTool,
  },
  {
    id: "reserve",
    keywords: "reserve slot slots availability available capacity book a slot schedule start date calendar",
    reply: replies.reserveSlot,
  },
  {
    id: "consultation",
    keywords: "consultation call meeting talk speak phone call free call strategy session technical review",
    reply: replies.consultation,
  },
  {
    id: "start",
    keywords: "start get started begin hire onboarding intake next steps kick off kickoff sign up",
    reply: replies.getStarted,
  },
  { id: "contact", keywords: "contact email phone reach write message team human person", reply: replies.contact },
  {
    id: "about",
    keywords: "about who are you agency company experience years team founder clients satisfaction",
    reply: replies.aboutUs,
  },
  {
    id: "portfolio",
    keywords: "portfolio examples work projects case studies clients results testimonials reviews",
    reply: replies.portfolio,
  },
  {
    id: "technology",
    keywords:
      "technology tech stack react typescript node framework wordpress cms code hosting mobile responsive accessibility",
    reply: replies.technology,
  },
];

/**
 * Words too common to point at a topic: with prefix search, "a" or "my" would
 * otherwise match "available" or "check my website" in any sentence.
 */
export const STOP_WORDS = new Set(
  `a an and are as at be but by can could do does for from have how i if in is it its me my of on or our so
  that the their this to was we what when where which who why will with would you your just some about`.split(/\s+/),
);

export function createTopicIndex() {
  const index = new MiniSearch<KnowledgeTopic>({
    fields: ["keywords"],
    storeFields: ["id"],
    processTerm: (term) => {
      const word = term.toLowerCase();
      return STOP_WORDS.has(word) || word.length < 3 ? null : word;
    },
    searchOptions: { prefix: true, fuzzy: 0.15 },
  });
  index.addAll(TOPICS as KnowledgeTopic[]);
  return (text: string): KnowledgeTopic | undefined => {
    const [best] = index.search(text);
    if (!best || best.score < 2) return undefined;
    return TOPICS.find((topic) => topic.id === best.id);
  };
}

/** Facts for a language model: the price list plus the best-matching topics. */
export function groundingFacts(question: string, search = createTopicIndex()): string[] {
  const facts = [allPrices(), allTimelines(), replies.paymentTerms()];
  const topic = search(question);
  if (topic && !["prices", "timelines", "payment"].includes(topic.id)) facts.push(topic.reply());
  return facts;
}
