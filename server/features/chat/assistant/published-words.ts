/**
 * How we work, in the site's own published words (docs/product/chat-assistant.md § How we work): the client area's
 * FAQ, the onboarding steps and the portal's tabs, searched with MiniSearch. Only a confident match is quoted —
 * two of the question's words or more, scoring above the floor — so a question the texts do not answer falls
 * through to the other answers, or to the team.
 */
import MiniSearch from "minisearch";
import { FAQS } from "#common/client-area/faq.ts";
import { PORTAL_TABS } from "#common/client-area/portal-tabs.ts";
import { ONBOARDING_STEP_NAMES } from "#common/client-area/sample-portal.ts";

interface Passage {
  id: string;
  /** The question the passage answers, as the site asks it. */
  question: string;
  /** Words visitors use for it. */
  keywords: string;
  /** The published words quoted, and where they are published. */
  text: string;
  link: string;
}

/** A small count in words, as the pages say it ("six onboarding steps"). */
const COUNT_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const inWords = (count: number) => COUNT_WORDS[count] ?? String(count);

const listed = (items: readonly string[]) => `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

const PASSAGES: Passage[] = [
  ...FAQS.map((faq, index) => ({
    id: `faq-${index}`,
    question: faq.question,
    keywords: faq.keywords,
    text: faq.answer,
    link: "/resources",
  })),
  {
    id: "onboarding",
    question: "What are the onboarding steps once I sign up?",
    keywords:
      "onboarding steps sign signed signing start started welcome contract payment setup portal access after hire",
    text: `Onboarding takes ${inWords(ONBOARDING_STEP_NAMES.length)} steps: ${listed(ONBOARDING_STEP_NAMES)}. Your progress is shown step by step on the onboarding page.`,
    link: "/onboarding",
  },
  {
    id: "portal",
    question: "What can I see in the client portal?",
    keywords: "client portal dashboard login log account show tabs track progress",
    text: `The client portal has ${inWords(PORTAL_TABS.length)} tabs: ${PORTAL_TABS.map((tab) => `${tab.label} (${tab.shows})`).join("; ")}.`,
    link: "/client-portal",
  },
];

/**
 * Words too common to point at a passage: with prefix search they would match anywhere, and words every question
 * about a project has ("after", "start", "website", "cost") would pick a passage for a question it does not answer.
 */
const STOP_WORDS = new Set(
  `a an and are as at be but by can could do does for from have how i if in is it its me my of on or our so that the
  their this to was we what when where which who why will with would you your just some about us get ll re ve after
  happens happen start starting started long take takes website site web cost costs much once want need know
  tell time does done then there here any all one ones make made`.split(/\s+/),
);

/** The score a match needs, and the distinct words of the question it must share. */
const SCORE_FLOOR = 15;
const WORDS_FLOOR = 2;

export function createPublishedWords() {
  const index = new MiniSearch<Passage>({
    fields: ["question", "keywords"],
    storeFields: ["id"],
    processTerm: (term) => {
      const word = term.toLowerCase();
      return STOP_WORDS.has(word) || word.length < 3 ? null : word;
    },
    searchOptions: { prefix: true, fuzzy: 0.15, boost: { question: 2 } },
  });
  index.addAll(PASSAGES);
  /**
   * The published answer to a question, quoted with its page; undefined below the confidence floor. `speaks`
   * tells whether a text may be said to this visitor (it names no offer of the other face's price list).
   */
  return (question: string, speaks: (text: string) => boolean): { id: string; text: string } | undefined => {
    for (const found of index.search(question)) {
      if (found.score < SCORE_FLOOR || new Set(found.queryTerms).size < WORDS_FLOOR) return undefined;
      const passage = PASSAGES.find((item) => item.id === found.id);
      if (passage && speaks(passage.text))
        return { id: passage.id, text: `${passage.text}\n\nMore at ${passage.link}.` };
    }
    return undefined;
  };
}
