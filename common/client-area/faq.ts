/**
 * The client area's frequently asked questions (docs/product/client-area.md § Resources): shown on /resources,
 * and one of the site's published texts Melie quotes when a visitor asks how we work
 * (docs/product/chat-assistant.md § How we work). Figures come from the catalog and the company facts.
 */
import { SERVICE_TIERS, tierByKey } from "../catalog";
import { PAYMENT_TERMS, PROMISES, WARRANTY_DAYS } from "../company/facts";

export const FAQ_FILTERS = [
  { value: "all", label: "All Questions" },
  { value: "communication", label: "Communication" },
  { value: "process", label: "Process" },
  { value: "billing", label: "Billing" },
  { value: "post-launch", label: "Post-Launch" },
  { value: "expansion", label: "Expansion" },
] as const;

export type FaqCategory = Exclude<(typeof FAQ_FILTERS)[number]["value"], "all">;

export interface Faq {
  category: FaqCategory;
  question: string;
  answer: string;
  /** Other words visitors ask it with, for the site's search (Melie quotes the answer). */
  keywords: string;
}

const timelines = SERVICE_TIERS.map((tier) => `${tier.name} ${tier.timeline}`).join(", ");
const paymentTerms = PAYMENT_TERMS.map((term) => `${term.share}% ${term.milestone}`).join(", ");
const supportPeriods = SERVICE_TIERS.flatMap((tier) => {
  const feature = tier.features.find((text) => /post-launch support/i.test(text));
  const days = feature ? /(\d+)-day/.exec(feature)?.[1] : undefined;
  return days ? [`${days} days with ${tier.name}`] : [];
}).join(", ");
const growthAddOns = tierByKey("business")?.addOns.join(", ").toLowerCase();

export const FAQS: readonly Faq[] = [
  {
    category: "communication",
    question: "How often will I hear from you?",
    keywords: "updates update progress report reports weekly every week communication contact hear often",
    answer: `Every week. You get a written project update each week until launch: what we finished, what comes next and anything we need from you. Messages get a reply within ${PROMISES.responseHours} hours.`,
  },
  {
    category: "communication",
    question: "Where do files, feedback and approvals live?",
    keywords: "files feedback approvals approve documents share upload where",
    answer:
      "In your client portal: milestones, documents, messages and invoices in one place. Email works too, and we file anything you send there.",
  },
  {
    category: "process",
    question: "How long will my website take?",
    keywords: "duration build weeks",
    answer: `It depends on the package: ${timelines}. The clock starts once we have your content and brand assets; add-ons can extend it, and we agree the date before we start.`,
  },
  {
    category: "process",
    question: "What do you need from me to get started?",
    keywords: "need from me provide prepare assets logo content brand materials",
    answer:
      "Your goals, your brand assets (logo, colors, fonts), your content or key messages, and access to your domain and any tools we connect. The intake form gathers it in a few minutes.",
  },
  {
    category: "process",
    question: "When will I see the design?",
    keywords: "design prototype mockup preview review approve",
    answer:
      "In the Design & Prototyping phase you review a clickable prototype of the key pages. Development starts only after you approve it.",
  },
  {
    category: "billing",
    question: "How does payment work?",
    keywords: "invoice invoices installments instalments payment schedule",
    answer: `In three parts: ${paymentTerms}. Each invoice appears in your portal with its due date.`,
  },
  {
    category: "billing",
    question: "How can I pay an invoice?",
    keywords: "pay invoice card bank transfer payment method",
    answer:
      "By bank transfer, or by a secure card payment link that we send with the invoice. You never enter card details on our site.",
  },
  {
    category: "post-launch",
    question: "What happens after launch?",
    keywords: "warranty breaks broken bug bugs fix fixes fixed defect defects support post launch",
    answer: `Every launch comes with a ${WARRANTY_DAYS}-day warranty: anything that does not work as agreed, we fix at no cost. Post-launch support is included too (${supportPeriods}); Market Leader adds performance monitoring and priority support.`,
  },
  {
    category: "post-launch",
    question: "Can I update the website myself?",
    keywords: "update edit change content myself ourselves cms",
    answer:
      "Yes. Growth Engine and Market Leader sites come with a content management system, and we walk you through it before launch so your team can edit pages with confidence.",
  },
  {
    category: "expansion",
    question: "Can we add features later?",
    keywords: "add features later expand extend grow",
    answer: `Yes. Sites are built to grow: popular additions such as ${growthAddOns} can be added after launch. The custom quote builder shows every add-on and its price.`,
  },
  {
    category: "expansion",
    question: "We have outgrown our package. Can we move up?",
    keywords: "outgrown upgrade move up bigger package",
    answer:
      "Yes. Tell us where you want to go and we scope the step up from what you already have, so nothing is thrown away.",
  },
];
