/**
 * What a visitor will pay and when, for an offer or the selection (docs/product/chat-assistant.md § Payments):
 * the deposit in dollars (the first of the payment terms), whether an offer has a monthly fee, and what a monthly
 * fee comes to over a year. Every figure is the catalog's (the plan's total) or the company facts' (the terms).
 */
import { formatDollars } from "#common/catalog/index.ts";
import { MAINTENANCE_MONTHLY_PRICE } from "#common/catalog/quote.ts";
import { PAYMENT_TERMS } from "#common/company/facts.ts";
import type { OfferView } from "./catalog-offers.ts";
import { paragraphs } from "./offer-answers.ts";
import { type Plan, planLine } from "./plan-answers.ts";

/** "What's the deposit?", "how much do I pay to get started?", "what do I pay upfront?". */
export const DEPOSIT_ASK =
  /\b(deposit|down payment|upfront|up front|first payment|initial payment|first instal+ment|(pay|paying|payment) (first|to (get )?start\w*|at the start|before (you|we) start)|to get started)\b/;
/** "Does it come with a monthly cost?", "is there a monthly fee?". */
export const MONTHLY_ASK =
  /\b(monthly|per month|a month|each month|every month|recurring|subscription)\b.{0,20}\b(cost|costs|fee|fees|charge|charges|payment|payments|price)\b|\b(cost|costs|fee|fees|charge|charges|payment|payments|pay)\b.{0,20}\b(monthly|per month|a month|each month|every month)\b/;
/** "What does a year of it cost?", "over a full year", "annually". */
export const YEAR_ASK = /\b(a|per|one|each|every|full|whole|first) year\b|\byearly\b|\bannual\w*\b|\b12 months\b/;

const [deposit, ...rest] = PAYMENT_TERMS;

const restOfTerms = () => rest.map((term) => `${term.share}% ${term.milestone}`).join(" and ");

/** The deposit on each plan: its share of the plan's one-off total, in dollars; monthly items are never in it. */
export function depositAnswer(plans: readonly Plan[]): string {
  const share = deposit?.share ?? 0;
  const lines = plans.map((plan) => {
    const from = plan.offer.kind === "tier" ? "from " : "";
    return `${planLine(plan)}: the ${share}% deposit is ${from}${formatDollars(Math.round((plan.total * share) / 100))}.`;
  });
  return paragraphs(
    ...lines,
    `The deposit starts the project; then ${restOfTerms()}. Your written proposal fixes the final price.`,
  );
}

/** Whether an offer has a monthly fee; if not, the optional maintenance plan where it is sold with the offer. */
export function monthlyAnswer(offer: OfferView, maintenanceOffered: boolean): string {
  if (offer.monthly) {
    return `${offer.name} is ${offer.priceText}: the ${formatDollars(offer.monthly)} monthly fee covers ongoing updates, monitoring and priority support, billed apart from the one-off price.`;
  }
  return paragraphs(
    `${offer.name} has no monthly fee: ${offer.priceText} one-off.`,
    maintenanceOffered
      ? `Optional maintenance is ${formatDollars(MAINTENANCE_MONTHLY_PRICE)}/month (updates, security patches, backups), billed monthly and never part of the one-off total.`
      : undefined,
  );
}

/** A monthly fee over a year: the offer's own, or the maintenance plan's. */
export function yearOfMonthlyAnswer(offer: OfferView | undefined): string {
  const monthly = offer?.monthly ?? MAINTENANCE_MONTHLY_PRICE;
  const what = offer?.monthly ? `${offer.name}'s monthly fee` : "Maintenance";
  return `${what}: ${formatDollars(monthly)}/month × 12 = ${formatDollars(monthly * 12)} a year, billed monthly and apart from the one-off project price.`;
}
