/**
 * How we work, in the site's own published words (docs/product/chat-assistant.md § How we work): the client area's
 * FAQ, the onboarding steps, the portal's tabs and the sections of the terms and the privacy policy visitors ask
 * about, searched with MiniSearch. Only a confident match is quoted —
 * two of the question's words or more, scoring above the floor — so a question the texts do not answer falls
 * through to the other answers, or to the team.
 */
import MiniSearch from "minisearch";
import { FAQS } from "#common/client-area/faq.ts";
import { PORTAL_TABS } from "#common/client-area/portal-tabs.ts";
import { ONBOARDING_STEP_NAMES } from "#common/client-area/sample-portal.ts";
import { type LegalDocument, privacyPolicy, termsOfService } from "#common/content/legal.ts";
import { STOP_WORDS as TOPIC_STOP_WORDS } from "./knowledge.ts";

interface Passage {
  id: string;
  /** The client area's words, or a legal page's (quoted only where the assistant has no answer of its own). */
  source: "client-area" | "legal";
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
    source: "client-area" as const,
    question: faq.question,
    keywords: faq.keywords,
    text: faq.answer,
    link: "/resources",
  })),
  {
    id: "onboarding",
    source: "client-area",
    question: "What are the onboarding steps once I sign up?",
    keywords:
      "onboarding steps sign signed signing start started welcome contract payment setup portal access after hire",
    text: `Onboarding takes ${inWords(ONBOARDING_STEP_NAMES.length)} steps: ${listed(ONBOARDING_STEP_NAMES)}. Your progress is shown step by step on the onboarding page.`,
    link: "/onboarding",
  },
  {
    id: "portal",
    source: "client-area",
    question: "What can I see in the client portal?",
    keywords: "client portal dashboard login log account show tabs track progress",
    text: `The client portal has ${inWords(PORTAL_TABS.length)} tabs: ${PORTAL_TABS.map((tab) => `${tab.label} (${tab.shows})`).join("; ")}.`,
    link: "/client-portal",
  },
];

/** A legal page's sections that visitors ask about (those with keywords), each quoted whole with its page. */
function legalPassages(document: LegalDocument, link: string): Passage[] {
  return document.sections.flatMap((section) =>
    section.keywords
      ? [
          {
            id: `${link.slice(1)}-${section.id}`,
            source: "legal" as const,
            question: section.heading,
            keywords: section.keywords,
            text: [
              ...(section.paragraphs ?? []),
              ...(section.list ?? []).map((item) => `• ${item.term ? `${item.term}: ` : ""}${item.text}`),
            ].join("\n"),
            link,
          },
        ]
      : [],
  );
}

PASSAGES.push(
  ...legalPassages(termsOfService, "/terms-of-service"),
  ...legalPassages(privacyPolicy, "/privacy-policy"),
);

/**
 * Words too common to point at a passage: with prefix search they would match anywhere, and words every question
 * about a project has ("after", "start", "website", "cost") would pick a passage for a question it does not answer.
 */
const STOP_WORDS = new Set([
  ...TOPIC_STOP_WORDS,
  ...`us get ll re ve after happens happen start starting started long take takes website site web cost costs much
  once want need know tell time does done then there here any all one ones make made`.split(/\s+/),
]);

/** The score a match needs, and the distinct words of the question it must share. */
const SCORE_FLOOR = 15;
const WORDS_FLOOR = 2;
/** The score at which a legal page's words are quoted rather than the assistant's own answer on the topic. */
const LEGAL_OVER_TOPIC = 30;

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
  return (
    question: string,
    speaks: (text: string) => boolean,
    { legal = true } = {},
  ): { id: string; text: string } | undefined => {
    for (const found of index.search(question)) {
      if (found.score < SCORE_FLOOR || new Set(found.queryTerms).size < WORDS_FLOOR) return undefined;
      const passage = PASSAGES.find((item) => item.id === found.id);
      // A legal page's words where the assistant has its own answer only on a strong match ("when are invoices due?").
      if (
        !passage ||
        !speaks(passage.text) ||
        (passage.source === "legal" && !legal && found.score < LEGAL_OVER_TOPIC)
      ) {
        continue;
      }
      return { id: passage.id, text: `${passage.text}\n\nMore at ${passage.link}.` };
    }
    return undefined;
  };
}
