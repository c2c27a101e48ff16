/**
 * Reply texts of the built-in assistant. Every figure is read from the
 * catalog or the company facts at call time, so a changed price changes the
 * answer, and no price, date or promise exists here that the site does not state.
 */
import { brand } from "#common/brand.ts";
import { formatDollars, MAINTENANCE_MONTHLY_PRICE, QUOTE_ADD_ONS, QUOTE_CATEGORIES } from "#common/catalog/index.ts";
import { QUESTIONNAIRE_DOMAIN, QUESTIONNAIRE_HOSTING } from "#common/client-area/questionnaire.ts";
import {
  AUDIT_DURATION,
  PAYMENT_TERMS,
  PROMISES,
  RATING_WITH_COUNT,
  TRACK_RECORD,
  WARRANTY_DAYS,
  YEARS_OF_EXPERIENCE,
} from "#common/company/facts.ts";
import { CONSULTATION_TIMES, CONSULTATION_TYPES } from "#common/consultation/schedule.ts";
import { termsOfService } from "#common/content/legal.ts";
import { PROCESS_STEPS } from "#common/content/process.ts";
import { SLOT_CAPACITY } from "#common/slots/calendar.ts";
import { currentFace, faceOffers } from "./catalog-offers.ts";

const lines = (...parts: Array<string | false | undefined>) => parts.filter(Boolean).join("\n\n");

export const TOPICS =
  "I can help with website design and development, our service packages and pricing, getting started, and technical questions.";

export function greeting(): string {
  return lines(`Hi, I'm ${brand.assistantName}, the ${brand.name} assistant.`, TOPICS, "What are you working on?");
}

/** A visitor who writes, or asks to be answered, in another language. */
export function englishOnly(): string {
  return lines(
    `Hi, I'm ${brand.assistantName}, the ${brand.name} assistant. I can only answer in English for now.`,
    `Ask me in English and I'll help with prices, timelines and getting started — or write to the team at /contact; we reply within ${PROMISES.responseHours} hours.`,
  );
}

/** Before an answer to a question asked in another language. */
export function inEnglish(): string {
  return "I can only answer in English, so here it is in English (anything else, write to the team at /contact):";
}

/** A greeting in another language, alone: greeted back, in English. */
export function foreignGreeting(): string {
  return lines(greeting(), "(I answer in English.)");
}

export function thanks(): string {
  return "You're welcome! If anything else comes up — prices, timelines or how to get started — just ask.";
}

export function goodbye(): string {
  return `Thanks for stopping by. When you're ready, you can start a project at /client-intake or write to us at /contact — we reply within ${PROMISES.responseHours} hours.`;
}

export function processSteps(): string {
  const steps = PROCESS_STEPS.map((step, index) => `${index + 1}. ${step.title} (${step.duration})`).join("\n");
  return lines(`We work in ${PROCESS_STEPS.length} steps:\n${steps}`, "Each step's deliverables are at /process.");
}

export function paymentTerms(): string {
  const terms = PAYMENT_TERMS.map((term) => `${term.share}% ${term.milestone}`).join(", ");
  return lines(
    `Payments are split into three: ${terms}.`,
    "No surprises: the price is fixed in your written proposal.",
  );
}

/** "30-day post-launch support with Landing Page Package and Foundation; 90-day … with Growth Engine" */
function supportLines(): string {
  const offersBySupport = new Map<string, string[]>();
  for (const offer of faceOffers()) {
    const support = offer.features.find((feature) => /support/i.test(feature))?.toLowerCase();
    if (support) offersBySupport.set(support, [...(offersBySupport.get(support) ?? []), offer.name]);
  }
  return [...offersBySupport].map(([support, names]) => `${support} with ${names.join(" and ")}`).join("; ");
}

export function warrantyAndSupport(): string {
  return lines(
    `Every launch comes with a ${WARRANTY_DAYS}-day warranty: anything that doesn't work as agreed, we fix at no cost.`,
    // Each support line of the visitor's face once, with the offers that include it.
    `After launch: ${supportLines()}.`,
    `Ongoing maintenance is available for ${formatDollars(MAINTENANCE_MONTHLY_PRICE)}/month (add it at /custom-quote).`,
  );
}

/** "Custom Enterprise includes ongoing care at $1,500 per month." where the visitor's face has such an offer. */
function monthlyCare(): string | undefined {
  const caring = faceOffers().find((offer) => offer.monthly);
  return caring?.monthly
    ? `${caring.name} includes ongoing care at ${formatDollars(caring.monthly)} per month.`
    : undefined;
}

export function maintenance(): string {
  return lines(
    `Optional maintenance is ${formatDollars(MAINTENANCE_MONTHLY_PRICE)}/month: updates, security patches, backups and small content changes.`,
    monthlyCare(),
    "Add maintenance to a quote at /custom-quote.",
  );
}

export function auditTool(): string {
  return lines(
    `Our free website audit checks speed, SEO, security, mobile and accessibility and gives you a report in about ${AUDIT_DURATION}.`,
    "Try it at /tools — no sign-up needed.",
  );
}

export function moodBoardTool(): string {
  return "Our mood board generator turns a short brief into colour palettes, font pairings and layout ideas in seconds. Try it at /mood-board.";
}

export function reserveSlot(): string {
  return lines(
    `We take on a limited number of projects: each half-month slot holds ${SLOT_CAPACITY} projects. Reserve one at /reserve-slot.`,
    `We contact you within ${PROMISES.slotContactHours} hours of a booking and kick off within ${PROMISES.kickoffHoursAfterSlotConfirmation} hours of slot confirmation.`,
  );
}

export function consultation(): string {
  const types = CONSULTATION_TYPES.map((type) => `${type.label} (${type.minutes} minutes)`).join(", ");
  const times = CONSULTATION_TIMES.map((time) => time.value).join(", ");
  return lines(
    `Book a free call at /book-consultation: ${types}.`,
    `Times (Eastern): ${times}. You'll have a proposal within ${PROMISES.proposalHoursAfterConsultation} hours of the call — no obligation.`,
  );
}

export function getStarted(): string {
  return lines(
    "Getting started is simple:",
    `1. Tell us about your project at /client-intake (we reply within ${PROMISES.intakeReplyHours} hours),\n2. or book a free call at /book-consultation,\n3. or reserve a development slot at /reserve-slot.`,
  );
}

export function contact(): string {
  return lines(
    `Write to us through /contact or at ${brand.email}. We reply within ${PROMISES.responseHours} hours.`,
    "Prefer to talk? Book a call at /book-consultation.",
  );
}

export function aboutUs(): string {
  return lines(
    `${brand.name} builds handcrafted websites — no templates, no gimmicks. ${YEARS_OF_EXPERIENCE[currentFace()]} years of experience, ${TRACK_RECORD.projects} projects delivered, ${TRACK_RECORD.satisfaction} client satisfaction.`,
    "Meet us at /about and see our work at /portfolio.",
  );
}

export function portfolio(): string {
  return "You'll find our recent work, with measured results, at /portfolio — and a client's words at /testimonials.";
}

export function technology(): string {
  return lines(
    "We hand-code with modern, proven technology: React and TypeScript on the front end, Node.js and PostgreSQL behind it, with performance, accessibility and SEO built in.",
    "Every site is mobile-first and tuned for fast loading. Have a specific technical question? Ask away, or book a Technical Review at /book-consultation.",
  );
}

export function discount(): string {
  // The visitor's face's smallest offers (the light pages sell no landing page).
  const landing = faceOffers().find((offer) => offer.key === "landing");
  const smallest = faceOffers().find((offer) => offer.key === "essential");
  return lines(
    "We don't offer discounts, discount codes or price matching — our prices are the ones on the site, and your written proposal fixes the price.",
    smallest
      ? `If budget is tight, ${landing ? `the ${landing.name} starts at ${formatDollars(landing.price)} and ` : ""}a full website starts with ${smallest.name} at ${smallest.priceText}; you can pick only the add-ons you need at /custom-quote.`
      : undefined,
  );
}

export function refuseInstructions(): string {
  return lines(
    `I'm ${brand.assistantName}, and I stick to facts about ${brand.name}'s services — I can't change my instructions or make up offers.`,
    TOPICS,
  );
}

export function offTopic(): string {
  return lines(
    `That's outside what I can help with — I'm ${brand.assistantName}, ${brand.name}'s website assistant.`,
    TOPICS,
  );
}

/** Ownership of the code, design and content: quoted from the terms of service, the one place it is stated. */
export function ownership(): string {
  const section = termsOfService.sections.find((candidate) => candidate.id === "ownership");
  return lines(
    ...(section?.paragraphs ?? []),
    `The full terms are at /terms-of-service; for your own case, ask the team at /contact — we reply within ${PROMISES.responseHours} hours.`,
  );
}

export function unclear(): string {
  return lines(
    "I'm not sure I understood. Are you asking about prices, timelines, our process, or how to get started?",
    "You can also send your question to the team at /contact — we reply within 24 hours.".replace(
      "24",
      String(PROMISES.responseHours),
    ),
  );
}

export function offerLeadCapture(email: string): string {
  return `Would you like me to pass your details (${email}) and your request to our team? Reply "yes" and they'll get back to you within ${PROMISES.responseHours} hours.`;
}

export function leadCaptured(email: string): string {
  return `Done — I've passed your request to the team. They'll reply to ${email} within ${PROMISES.responseHours} hours.`;
}

export function leadDeclined(): string {
  return "No problem — I won't pass anything on. What else can I help with?";
}

export function projectsDelivered(): string {
  return `We have delivered ${TRACK_RECORD.projects} projects. See a selection at /portfolio.`;
}

export function satisfaction(): string {
  return `${TRACK_RECORD.satisfaction} of our clients are satisfied with their project, across ${TRACK_RECORD.projects} projects delivered, with a rating of ${RATING_WITH_COUNT}. Read what they say at /testimonials.`;
}

export function experience(): string {
  return `We have ${YEARS_OF_EXPERIENCE[currentFace()]} years of experience building websites, and ${TRACK_RECORD.projects} projects delivered. More about us at /about.`;
}

export function trackRecord(): string {
  return `${YEARS_OF_EXPERIENCE[currentFace()]} years of experience, ${TRACK_RECORD.projects} projects delivered, ${TRACK_RECORD.satisfaction} client satisfaction and a rating of ${RATING_WITH_COUNT}. See the work at /portfolio.`;
}

export function replyTime(): string {
  return `We reply to every message within ${PROMISES.responseHours} hours. Write to us at /contact or ${brand.email}.`;
}

export function proposalTime(): string {
  return lines(
    `You get a written proposal — scope, timeline and a fixed price — within ${PROMISES.proposalHoursAfterConsultation} hours of your consultation, with no obligation.`,
    "Book the free call at /book-consultation.",
  );
}

export function afterSlotBooking(): string {
  return lines(
    `After you reserve a slot we contact you within ${PROMISES.slotContactHours} hours to confirm it and talk through your project, and your project kicks off within ${PROMISES.kickoffHoursAfterSlotConfirmation} hours of slot confirmation.`,
    "Reserve one at /reserve-slot.",
  );
}

export function kickoff(): string {
  return `Your project kicks off within ${PROMISES.kickoffHoursAfterSlotConfirmation} hours of slot confirmation (we contact you within ${PROMISES.slotContactHours} hours of a booking). Reserve a slot at /reserve-slot.`;
}

export function afterIntake(): string {
  return `We review every intake and reply within ${PROMISES.intakeReplyHours} hours. Start yours at /client-intake.`;
}

export function capacity(): string {
  return `We take on a limited number of projects: each half-month slot holds ${SLOT_CAPACITY} projects. See what's free at /reserve-slot.`;
}

export function fixedPrice(): string {
  return lines("The price is fixed in your written proposal — no surprises and no hidden costs.", paymentTerms());
}

export function addOnOverview(): string {
  return lines(
    `The quote builder offers ${QUOTE_ADD_ONS.length} add-ons in ${QUOTE_CATEGORIES.join(", ")} — from logo design to a multi-vendor marketplace, plus maintenance at ${formatDollars(MAINTENANCE_MONTHLY_PRICE)}/month.`,
    "See every price at /custom-quote; the ready-made packages have their own add-ons at /customize-package.",
  );
}

export function quoteTool(): string {
  return "Price your exact project, add-on by add-on, at /custom-quote — the total updates as you choose. For a ready-made package with add-ons, use /customize-package.";
}

export function customizerTool(): string {
  const names = faceOffers()
    .filter((offer) => offer.key !== "landing")
    .map((offer) => offer.name)
    .join(", ");
  return `Yes — pick one of our packages (${names}) and add what you need at /customize-package; the total updates as you go.`;
}

export function notOffered(what = "that"): string {
  return lines(
    `We don't offer ${what} — ${brand.name} designs and builds websites, with add-ons such as e-commerce, booking, SEO and an AI chatbot.`,
    "See everything we do at /services, or ask the team at /contact.",
  );
}

export function identity(): string {
  return lines(
    `I'm ${brand.assistantName}, ${brand.name}'s AI assistant — not a person, but I answer from the site's own facts.`,
    `To reach a person, write to the team through /contact or at ${brand.email} (we reply within ${PROMISES.responseHours} hours), or book a free call at /book-consultation.`,
  );
}

/** The deposit is the first payment of the schedule. */
const deposit = () => PAYMENT_TERMS[0];

export function refundPolicy(): string {
  const first = deposit();
  return lines(
    "We don't offer a money-back guarantee, and the site states no refund policy beyond what our terms say about cancelling:",
    `• Either side may end a project in writing; you pay for the work completed up to that date.\n• The deposit (the first ${first.share}% of the price) is non-refundable once work has begun.`,
    `What we do promise: every launch comes with a ${WARRANTY_DAYS}-day warranty — anything that doesn't work as agreed, we fix at no cost — and the price is fixed in your written proposal.`,
    `The full terms are at /terms-of-service. For your own case, ask the team at /contact — we reply within ${PROMISES.responseHours} hours.`,
  );
}

export function paymentPlan(): string {
  const caring = faceOffers().find((offer) => offer.monthly);
  const monthly = [
    `optional maintenance at ${formatDollars(MAINTENANCE_MONTHLY_PRICE)}/month`,
    caring?.monthly ? `${caring.name}'s ${formatDollars(caring.monthly)} per month` : undefined,
  ].filter(Boolean);
  return lines(
    paymentTerms(),
    `There's no monthly payment plan or financing for the build — the project price is paid in those three parts. The only monthly items are ${monthly.join(" and ")}, billed monthly apart from the project price.`,
  );
}

/** Hosting, domains and email: what the catalog and onboarding hold, and what we don't offer. */
export function hostingAndDomains(text = ""): string {
  const asksEmail = /\bemail|\bmailbox|\bworkspace\b|\boffice 365\b/.test(text);
  const asksDomain = /\bdomain/.test(text);
  // "Host our company email" asks about email, not about hosting the site.
  const asksHosting =
    /\bhost/.test(text) &&
    !/\bemail hosting\b|\bhost\w* (?:(?:our|my|the|a|company|business|work) )*e-?mails?\b/.test(text);
  const withHosting = faceOffers()
    .map((tier) => ({ tier, feature: tier.features.find((feature) => /hosting/i.test(feature)) }))
    .find((item) => item.feature);
  const emailMarketing = QUOTE_ADD_ONS.find((addOn) => addOn.id === "email-marketing");
  const parts: string[] = [];
  if (asksHosting || (!asksEmail && !asksDomain)) {
    parts.push(
      lines(
        `Hosting: we set it up, but we don't sell hosting as a plan of its own — there's no hosting price in our catalog.${withHosting?.feature ? ` ${withHosting.tier.name} includes a ${withHosting.feature.toLowerCase()}.` : ""}`,
        `When your project starts, the onboarding questionnaire asks which you prefer: ${QUESTIONNAIRE_HOSTING.join(" / ")}.`,
      ),
    );
  }
  if (asksDomain) {
    parts.push(
      `Domains: we don't offer domain registration — we don't register or sell domain names. The onboarding questionnaire asks where you stand (${QUESTIONNAIRE_DOMAIN.join(" / ")}) so your site goes live on your own domain.`,
    );
  }
  if (asksEmail) {
    parts.push(
      `Email: we don't offer email hosting or mailboxes.${emailMarketing ? ` On the website itself we can add ${emailMarketing.name} (${formatDollars(emailMarketing.price)}): ${emailMarketing.description.toLowerCase()}` : ""}`,
    );
  }
  return lines(
    ...parts,
    "Hosting, domain and email providers' own terms apply (/terms-of-service). Anything specific? Ask the team at /contact.",
  );
}

/** A website builder or shop platform: we build custom sites, not on those platforms. */
export function platform(name: string): string {
  const shop = QUOTE_ADD_ONS.filter((addOn) => addOn.id === "basic-ecommerce" || addOn.id === "advanced-ecommerce");
  return lines(
    `We don't build or fix sites on ${name} — ${brand.name} designs and builds custom, hand-coded websites, never a template or a site builder.`,
    shop.length > 0
      ? `A store is part of a site we build: ${shop.map((addOn) => `${addOn.name} (${formatDollars(addOn.price)}: ${addOn.description.toLowerCase().replace(/\.$/, "")})`).join(" or ")}, added to a tier at /custom-quote.`
      : undefined,
    `Outgrown your ${name} site? We can rebuild it as a custom site — see our services at /services, or ask the team at /contact.`,
  );
}
