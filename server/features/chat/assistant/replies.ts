/**
 * Reply texts of the built-in assistant. Every figure is read from the
 * catalog or the company facts at call time, so a changed price changes the
 * answer, and no price, date or promise exists here that the site does not state.
 */
import { brand } from "../../../../common/brand.ts";
import {
  formatDollars,
  MAINTENANCE_MONTHLY_PRICE,
  SERVICE_TIERS,
  WEBSITE_PACKAGES,
} from "../../../../common/catalog/index.ts";
import {
  PAYMENT_TERMS,
  PROMISES,
  SUPPORT_PERIODS,
  TRACK_RECORD,
  WARRANTY_DAYS,
} from "../../../../common/company/facts.ts";
import { CONSULTATION_TIMES, CONSULTATION_TYPES } from "../../../../common/consultation/schedule.ts";
import { PROCESS_STEPS } from "../../../../common/content/process.ts";
import { SLOT_CAPACITY } from "../../../../common/slots/calendar.ts";
import type { AddOnMention, Offer } from "./entities.ts";

const lines = (...parts: Array<string | false | undefined>) => parts.filter(Boolean).join("\n\n");

export const TOPICS =
  "I can help with website design and development, our service packages and pricing, getting started, and technical questions.";

export function greeting(): string {
  return lines(`Hi, I'm ${brand.assistantName}, the ${brand.name} assistant.`, TOPICS, "What are you working on?");
}

export function thanks(): string {
  return "You're welcome! If anything else comes up — prices, timelines or how to get started — just ask.";
}

export function goodbye(): string {
  return `Thanks for stopping by. When you're ready, you can start a project at /client-intake or write to us at /contact — we reply within ${PROMISES.responseHours} hours.`;
}

export function offerSummary(offer: Offer): string {
  if (offer.kind === "tier") {
    const { tier } = offer;
    const quoteLink = tier.key === "landing" ? "/contact?package=landing" : `/custom-quote?package=${tier.key}`;
    return lines(
      `${tier.name}${tier.label ? ` (${tier.label})` : ""}: ${tier.priceText}, delivered in ${tier.timeline}.`,
      `${tier.description} It includes: ${tier.features.slice(0, 4).join("; ")}.`,
      `Best for: ${tier.bestFor.toLowerCase()}. Build a detailed quote at ${quoteLink}.`,
    );
  }
  const { pack } = offer;
  const monthly = pack.monthlyPrice ? ` plus ${formatDollars(pack.monthlyPrice)} per month` : "";
  return lines(
    `${pack.name}: ${formatDollars(pack.basePrice)}${monthly}, delivered in ${pack.duration}.`,
    `${pack.description} It includes: ${pack.features.join("; ")}.`,
    `Configure it with add-ons at /customize-package?package=${pack.id}.`,
  );
}

export function offerPrice(offer: Offer): string {
  if (offer.kind === "tier") {
    const { tier } = offer;
    const quoteLink = tier.key === "landing" ? "/contact?package=landing" : `/custom-quote?package=${tier.key}`;
    return lines(
      `${tier.name} is ${tier.priceText} and takes ${tier.timeline}.`,
      `The final price depends on the add-ons you choose — you can price it exactly at ${quoteLink}.`,
    );
  }
  const { pack } = offer;
  const monthly = pack.monthlyPrice ? ` plus ${formatDollars(pack.monthlyPrice)} per month` : "";
  return lines(
    `${pack.name} is ${formatDollars(pack.basePrice)}${monthly} and takes ${pack.duration}.`,
    `Add-ons are priced separately — see the live total at /customize-package?package=${pack.id}.`,
  );
}

export function offerTimeline(offer: Offer): string {
  if (offer.kind === "tier") return `${offer.tier.name} takes ${offer.tier.timeline} from kickoff to launch.`;
  return `${offer.pack.name} takes ${offer.pack.customizerDuration}.`;
}

export function allPrices(): string {
  const tiers = SERVICE_TIERS.map((tier) => `• ${tier.name}: ${tier.priceText} (${tier.timeline})`).join("\n");
  const packs = WEBSITE_PACKAGES.map(
    (pack) =>
      `• ${pack.name}: ${formatDollars(pack.basePrice)}${pack.monthlyPrice ? ` + ${formatDollars(pack.monthlyPrice)}/month` : ""}`,
  ).join("\n");
  return lines(
    `Our service tiers:\n${tiers}`,
    `Or a ready-made package you can customise:\n${packs}`,
    "Compare them at /services, or price your exact project at /custom-quote.",
  );
}

export function allTimelines(): string {
  const tiers = SERVICE_TIERS.map((tier) => `• ${tier.name}: ${tier.timeline}`).join("\n");
  return lines(`Typical timelines from kickoff to launch:\n${tiers}`, "Reserve a development slot at /reserve-slot.");
}

export function comparison(first: Offer, second: Offer): string {
  return lines(
    `Here's how they compare:`,
    offerSummary(first),
    offerSummary(second),
    "Not sure which fits? Book a free call at /book-consultation.",
  );
}

export function addOnPrices(addOns: AddOnMention[]): string {
  const list = addOns
    .map((addOn) => `• ${addOn.name}: ${formatDollars(addOn.price)} — ${addOn.description}`)
    .join("\n");
  return lines(
    `${addOns.length === 1 ? "That's an add-on" : "Those are add-ons"} in our quote builder:\n${list}`,
    "Add them to any package at /custom-quote.",
  );
}

export function ecommerce(addOns: AddOnMention[]): string {
  const business = WEBSITE_PACKAGES.find((pack) => pack.id === "business");
  return lines(
    addOnPrices(addOns),
    business ? `${business.name} (${formatDollars(business.basePrice)}) is built e-commerce ready.` : undefined,
  );
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

export function warrantyAndSupport(): string {
  return lines(
    `Every launch comes with a ${WARRANTY_DAYS}-day warranty: anything that doesn't work as agreed, we fix at no cost.`,
    `Essential Presence includes ${SUPPORT_PERIODS.essential}, Business Engine ${SUPPORT_PERIODS.business}, and Custom Enterprise ongoing monthly updates, performance monitoring and priority support.`,
    `Ongoing maintenance is available for ${formatDollars(MAINTENANCE_MONTHLY_PRICE)}/month (add it at /custom-quote).`,
  );
}

export function maintenance(): string {
  return lines(
    `Optional maintenance is ${formatDollars(MAINTENANCE_MONTHLY_PRICE)}/month: updates, security patches, backups and small content changes.`,
    "Custom Enterprise includes ongoing care at $1,500 per month. Add maintenance to a quote at /custom-quote.".replace(
      "$1,500",
      formatDollars(WEBSITE_PACKAGES.find((pack) => pack.id === "enterprise")?.monthlyPrice ?? 0),
    ),
  );
}

export function auditTool(): string {
  return lines(
    "Our free website audit checks speed, SEO, security, mobile and accessibility and gives you a report in about 10-20 seconds.",
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
    `${brand.name} builds handcrafted websites — no templates, no gimmicks. ${TRACK_RECORD.yearsOfExperience} years of experience, ${TRACK_RECORD.projects} projects, ${TRACK_RECORD.satisfaction} client satisfaction.`,
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
  const landing = SERVICE_TIERS.find((tier) => tier.key === "landing");
  return lines(
    "We don't offer discount codes or special deals — our prices are the ones on the site, and your written proposal fixes the price.",
    landing
      ? `If budget is tight, the ${landing.name} starts at ${formatDollars(landing.startingPrice)}, and you can pick only the add-ons you need at /custom-quote.`
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
