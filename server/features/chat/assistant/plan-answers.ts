/**
 * Plans computed from the catalog: totals (base + add-ons, monthly items kept
 * apart), and what to choose for a budget or a need (store size, pages,
 * booking, memberships, languages…). Totals come from common/catalog's
 * pricing functions.
 */

import { configurationQuery } from "#common/catalog/hand-off.ts";
import { type AddOnInOffer, addOnInOffer } from "#common/catalog/included.ts";
import {
  customizerTotal,
  formatDollars,
  LANDING_QUOTE_BASE,
  MAINTENANCE_MONTHLY_PRICE,
  priceListOf,
  QUOTE_ADD_ONS,
  QUOTE_PACKAGES,
  quoteAddOnIn,
  quoteAddOnOffered,
  quoteTotal,
  tierTotal,
} from "#common/catalog/index.ts";
import { addOnLine, itemsInFace, mainItem, storeAdvice } from "./add-on-answers.ts";
import { type AddOnConcept, BASIC_STORE_PRODUCTS, conceptByKey } from "./catalog-add-ons.ts";
import { currentFace, faceOffers, type OfferId, type OfferView, offerHeadline } from "./catalog-offers.ts";
import { paragraphs } from "./offer-answers.ts";
import type { Money } from "./quantities.ts";

export interface Needs {
  addOns: string[];
  products?: number;
  pages?: number;
  languages?: number;
}

export interface Plan {
  offer: OfferView;
  /** Add-ons priced on top, with the price the offer's tool gives them. */
  parts: Array<{ name: string; price: number }>;
  /** The offer's feature lines that already include a need: named, not priced. */
  covered: string[];
  /** What an add-on priced on top adds to a feature the offer has. */
  adds: string[];
  /** Needs the offer's tool cannot add. */
  missing: AddOnConcept[];
  total: number;
  monthly: number;
  /** The tool that prices it exactly: the one its total was worked out in. */
  link: string;
}

/**
 * How an offer stands to an add-on need, from the catalog's one table of what each offer includes
 * (common/catalog/included.ts): included in it, sold with what it adds, or neither (undefined).
 */
function needInOffer(offer: OfferView, concept: AddOnConcept): AddOnInOffer | undefined {
  const list = offer.kind === "tier" ? "tiers" : "packages";
  return (
    (concept.quote && addOnInOffer(list, offer.key, "quote", concept.quote.id)) ||
    (concept.customizer && addOnInOffer(list, offer.key, "customizer", concept.customizer.id)) ||
    undefined
  );
}

/**
 * Maintenance is a quote-builder option: the offers the quote builder prices take it, except one with
 * monthly care of its own (Custom Enterprise), which includes it.
 */
export function takesMaintenance(offer: OfferView): boolean {
  return QUOTE_PACKAGES.some((pack) => pack.id === offer.key) && !offer.monthly;
}

/** "Maintenance isn't an option of the Landing Page Package": where it applies instead. */
export function maintenanceNotOffered(offer: OfferView): string {
  const names = faceOffers()
    .filter(takesMaintenance)
    .map((tier) => tier.name);
  const tiers = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : names.join("");
  const own = offer.monthly
    ? ` ${offer.name}'s own ${formatDollars(offer.monthly)} per month already covers ongoing updates and monitoring.`
    : "";
  return `Maintenance (${formatDollars(MAINTENANCE_MONTHLY_PRICE)}/month) is an option of the quote builder, with ${tiers} — it isn't offered with ${offer.name}.${own} For ongoing care of ${offer.name}, ask the team at /contact.`;
}

/** The add-on keys a need list comes to, store size settled (more than the basic store takes → advanced). */
export function neededAddOns(needs: Needs): string[] {
  const keys = new Set(needs.addOns);
  if (needs.products !== undefined) keys.add("ecommerce");
  if (needs.languages !== undefined && needs.languages > 1) keys.add("languages");
  if (keys.has("ecommerce") && needs.products !== undefined && needs.products > BASIC_STORE_PRODUCTS) {
    keys.delete("ecommerce");
    keys.add("advanced-ecommerce");
  }
  if (keys.has("advanced-ecommerce")) keys.delete("ecommerce");
  return [...keys];
}

/**
 * An offer with add-ons. A need the offer already includes is named, never priced again; one an add-on goes
 * further than a feature on is priced, with what it adds (docs/product/pricing.md § What an offer includes).
 */
export function planFor(offer: OfferView, addOnKeys: readonly string[], maintenance = false): Plan {
  const coveredBy: string[] = [];
  const adds: string[] = [];
  const missing: AddOnConcept[] = [];
  const wanted: AddOnConcept[] = [];
  const ids: string[] = [];
  for (const key of addOnKeys) {
    const concept = conceptByKey(key);
    const inOffer = needInOffer(offer, concept);
    if (inOffer?.included) {
      if (!coveredBy.includes(inOffer.covers)) coveredBy.push(inOffer.covers);
      continue;
    }
    if (inOffer) adds.push(inOffer.adds);
    wanted.push(concept);
  }
  // A package is priced in the customizer when it can add everything (or maintenance is not asked for and
  // the quote builder cannot either), else in the quote builder, which sells the packages too on the light
  // pages (docs/product/pricing.md § Price lists). A tier is priced in the quote builder.
  const inCustomizer = (concept: AddOnConcept) =>
    concept.customizer !== undefined && offer.pack?.availableAddOns.includes(concept.customizer.id) === true;
  const byQuote =
    offer.kind === "tier" || (wanted.every((concept) => concept.quote) && (maintenance || !wanted.every(inCustomizer)));
  for (const concept of wanted) {
    // The Landing Page takes only what fits one page (docs/product/pricing.md § Quote packages).
    if (byQuote && concept.quote && quoteAddOnOffered(offer.key, concept.quote.id)) ids.push(concept.quote.id);
    else if (!byQuote && inCustomizer(concept) && concept.customizer) ids.push(concept.customizer.id);
    else missing.push(concept);
  }
  const monthlyWanted = maintenance && takesMaintenance(offer);
  const breakdown =
    offer.kind === "tier"
      ? tierTotal(offer.key, ids, monthlyWanted)
      : byQuote
        ? quoteTotal(offer.key, ids, monthlyWanted, "packages")
        : customizerTotal(offer.key, ids, "packages");
  return {
    offer,
    parts: breakdown.addOns.map(({ name, price }) => ({ name, price })),
    covered: coveredBy,
    adds,
    missing,
    total: breakdown.total,
    monthly: breakdown.monthly,
    link: planLink(offer, byQuote, ids, monthlyWanted),
  };
}

const from = (offer: OfferView) => (offer.kind === "tier" ? "from " : "");

/**
 * Where a plan is priced exactly: its tool with the offer and the add-ons already chosen
 * (`/custom-quote?package=essential&addons=booking-system`), so the visitor lands on the total the reply gave,
 * never on a tool that lacks an add-on of it. The Landing Page alone keeps its own link (its contact form).
 */
function planLink(offer: OfferView, byQuote: boolean, addOnIds: readonly string[], maintenance: boolean): string {
  const tool = offer.kind === "tier" || byQuote ? "/custom-quote" : "/customize-package";
  if (addOnIds.length === 0 && !maintenance)
    return offer.kind === "package" && byQuote ? `${tool}?package=${offer.key}` : offer.link;
  return `${tool}?${configurationQuery({ packageId: offer.key, addOnIds, maintenance })}`;
}

/** "for small businesses and professionals", or what the offer is: to follow a dash. */
function whoItSuits(offer: Plan["offer"]): string {
  const text = (offer.tier?.bestFor ?? offer.description).replace(/\.$/, "");
  const lower = text.charAt(0).toLowerCase() + text.slice(1);
  return offer.tier ? `for ${lower}` : lower;
}

/** ", 2-3 weeks" after a plan's sum; the offer's own timeline when add-ons join it (they may add to it). */
function planTime(plan: Plan): string {
  return plan.parts.length === 0 ? `, ${plan.offer.timeline}` : ` (${plan.offer.name} alone: ${plan.offer.timeline})`;
}

/**
 * What the add-on of a plan does, its price left to the plan's line above (one price for each thing). With
 * several, their names in that line say enough: a list of what each does would make a wall on a phone.
 */
function whatItAdds(plan: Plan, keys: readonly string[]): string | undefined {
  if (plan.parts.length !== 1) return undefined;
  const items = keys.flatMap((key) => itemsInFace(conceptByKey(key)));
  const lines = plan.parts.map((part) => {
    const item = items.find((candidate) => candidate.name === part.name);
    return `• ${part.name}${item ? ` — ${item.description}` : ""}`;
  });
  return `What it adds:\n${lines.join("\n")}`;
}

/** "Growth Engine ($6,000) + AI Chatbot ($750) = from $6,750 one-off". */
export function planLine(plan: Plan): string {
  const { offer } = plan;
  const base = `${offer.name} (${formatDollars(offer.price)})`;
  const sum =
    plan.parts.length === 0
      ? `${base}: ${from(offer)}${formatDollars(plan.total)}`
      : `${[base, ...plan.parts.map((part) => `${part.name} (${formatDollars(part.price)})`)].join(" + ")} = ${from(offer)}${formatDollars(plan.total)}`;
  const monthly = plan.monthly > 0 ? `, plus ${formatDollars(plan.monthly)}/month` : "";
  return `${sum} one-off${monthly}`;
}

function planNotes(plan: Plan): string | undefined {
  const notes: string[] = [];
  if (plan.covered.length > 0)
    notes.push(
      `Included in ${plan.offer.name}, at no extra charge: ${plan.covered.map((line) => line.charAt(0).toLowerCase() + line.slice(1)).join("; ")}.`,
    );
  for (const added of plan.adds) notes.push(`The add-on brings ${added}.`);
  for (const concept of plan.missing) {
    const item = itemsInFace(concept).at(-1);
    if (!item) continue;
    const available =
      item.tool === "customizer"
        ? plan.offer.pack?.availableAddOns.includes(item.id as never)
        : quoteAddOnOffered(plan.offer.key, item.id);
    notes.push(
      (plan.offer.kind === "package" || plan.offer.key === LANDING_QUOTE_BASE) && !available
        ? `${item.name} isn't available with ${plan.offer.name}.`
        : `${item.name} (${formatDollars(item.price)}) is priced on its own in the ${item.tool === "customizer" ? "package customizer at /customize-package" : "quote builder at /custom-quote"}, not in this total.`,
    );
  }
  return notes.length > 0 ? notes.join(" ") : undefined;
}

export function totalAnswer(offers: OfferView[], addOnKeys: string[], maintenance: boolean, perYear = false): string {
  if (offers.length === 0) {
    const concepts = addOnKeys.map(conceptByKey).filter((concept) => concept.quote);
    const items = concepts.map(mainItem).filter((item) => item !== undefined);
    const sum = items.reduce((total, item) => total + item.price, 0);
    return paragraphs(
      items.length > 1
        ? `${items.map((item) => `${item.name} (${formatDollars(item.price)})`).join(" + ")} = ${formatDollars(sum)} in the quote builder, on top of the package you choose.`
        : concepts.map(addOnLine).join("\n"),
      maintenance
        ? `Maintenance is ${formatDollars(MAINTENANCE_MONTHLY_PRICE)}/month on top, billed monthly.`
        : undefined,
      "Pick a package and see the live total at /custom-quote.",
    );
  }
  const answers = offers.map((offer) => {
    const plan = planFor(offer, addOnKeys, maintenance);
    const maintenanceNote = maintenance && !takesMaintenance(offer) ? maintenanceNotOffered(offer) : undefined;
    const yearly =
      maintenance && perYear && takesMaintenance(offer)
        ? `Over a year, maintenance is twelve monthly payments of ${formatDollars(MAINTENANCE_MONTHLY_PRICE)} on top of the one-off ${formatDollars(plan.total)}.`
        : undefined;
    return paragraphs(`${planLine(plan)}.`, planNotes(plan), maintenanceNote, yearly);
  });
  const alternative =
    maintenance && offers.some((offer) => !takesMaintenance(offer) && !offer.monthly)
      ? faceOffers().find(takesMaintenance)
      : undefined;
  const monthlyNote =
    (maintenance && offers.some(takesMaintenance)) || offers.some((offer) => offer.monthly)
      ? "Monthly items are billed monthly and are never part of the one-off total."
      : undefined;
  const first = offers[0];
  const link = first ? planFor(first, addOnKeys, maintenance).link : "/custom-quote";
  return paragraphs(
    ...answers,
    alternative
      ? `With maintenance, the smallest option is ${planLine(planFor(alternative, addOnKeys, true))}, at ${alternative.link}.`
      : undefined,
    monthlyNote,
    offers[0]?.key === "landing" && offers[0].kind === "tier"
      ? `Ask for the Landing Page Package at ${link}.`
      : `See the live total at ${link}.`,
  );
}

const budgetText = (budget: Money) =>
  budget.low !== undefined
    ? `${formatDollars(budget.low)}-${formatDollars(budget.value)}`
    : `${budget.bound === "at-most" ? "up to " : budget.bound === "about" ? "about " : ""}${formatDollars(budget.value)}`;

/** Add-ons that make good use of what a budget leaves, from those the quote builder recommends. */
function whatTheRestBuys(rest: number, taken: readonly string[]): string | undefined {
  if (rest < 250) return undefined;
  const suggestions: string[] = [];
  let left = rest;
  // Named and priced as the visitor's face shows them.
  const list = priceListOf(currentFace());
  const recommended = QUOTE_ADD_ONS.map((addOn) => ({ ...addOn, ...quoteAddOnIn(list, addOn) })).sort(
    (a, b) => Number(b.badge === "Recommended") - Number(a.badge === "Recommended"),
  );
  for (const addOn of recommended) {
    if (addOn.badge !== "Recommended" && addOn.badge !== "Popular") continue;
    if (!["Design", "Content", "Marketing"].includes(addOn.category)) continue;
    if (taken.includes(addOn.name) || addOn.price > left) continue;
    suggestions.push(`${addOn.name} (${formatDollars(addOn.price)})`);
    left -= addOn.price;
    if (suggestions.length === 2) break;
  }
  return suggestions.length > 0
    ? `That leaves about ${formatDollars(rest)} — enough for add-ons such as ${suggestions.join(" or ")}.`
    : `That leaves about ${formatDollars(rest)} for add-ons.`;
}

/**
 * Tiers and packages that can meet the needs. A landing page only for a
 * one-page need, or (`landingIfFits`) where a budget does not reach further.
 */
function candidates(needs: Needs, keys: string[], landingIfFits: boolean): OfferView[] {
  const onePageOk =
    (needs.pages === 1 || (landingIfFits && needs.pages === undefined)) &&
    keys.every(
      (key) =>
        ![
          "ecommerce",
          "advanced-ecommerce",
          "marketplace",
          "dropshipping",
          "subscription",
          "membership",
          "booking",
          "inventory",
          "languages",
          "blog",
          "database",
        ].includes(key),
    );
  return faceOffers().filter(
    (offer) => (offer.maxPages > 1 || onePageOk) && (needs.pages === undefined || offer.maxPages >= needs.pages),
  );
}

export interface Recommendation {
  text: string;
  focus: OfferId[];
  addOns: string[];
}

export function recommend(budget: Money | undefined, needs: Needs): Recommendation {
  const keys = neededAddOns(needs);
  const plans = candidates(needs, keys, budget !== undefined)
    .map((offer) => planFor(offer, keys))
    .filter((plan) => plan.missing.length === 0);
  // One price list: the visitor's face's offers only (docs/product/pricing.md § Price lists).
  const tiers = plans;
  const packs: Plan[] = [];
  // The plan's line prices the store add-on: the advice says only why the larger one, when it takes it
  // (the smaller one's line says its limit).
  const advice =
    needs.products !== undefined && needs.products > BASIC_STORE_PRODUCTS
      ? storeAdvice(needs.products, false)
      : undefined;

  if (!budget) {
    const smallest = tiers.sort((a, b) => a.total - b.total)[0];
    const pack = packs.sort((a, b) => a.total - b.total)[0];
    const covering = tiers.find((plan) => plan.covered.length > 0 && plan !== smallest);
    if (!smallest) return { text: "", focus: [], addOns: keys };
    return {
      // The recommendation first, so a phone shows it before anything else; what it adds below.
      text: paragraphs(
        `My suggestion: ${planLine(smallest)}${planTime(smallest)} — ${whoItSuits(smallest.offer)}.`,
        whatItAdds(smallest, keys),
        advice,
        covering
          ? `${offerHeadline(covering.offer)} already includes ${covering.covered.join("; ").toLowerCase()}${covering.parts.length > 0 ? `; with ${covering.parts.map((part) => `${part.name} (${formatDollars(part.price)})`).join(" and ")}, ${from(covering.offer)}${formatDollars(covering.total)} one-off` : ""}.`
          : undefined,
        pack ? `As a ready-made package: ${planLine(pack)}.` : undefined,
        `Price it exactly at ${smallest.link}, or talk it through on a free call at /book-consultation.`,
      ),
      focus: [smallest.offer.id],
      addOns: keys,
    };
  }

  const ceiling = budget.value;
  const fitting = (list: Plan[]) => list.filter((plan) => plan.total <= ceiling).sort((a, b) => b.total - a.total);
  const tierFits = fitting(tiers);
  const packFits = fitting(packs);
  const cheapestOffer = [...faceOffers()].sort((a, b) => a.price - b.price)[0];
  const best = tierFits[0];
  if (!best || !cheapestOffer) {
    const needed = [...tiers, ...packs].sort((a, b) => a.total - b.total)[0];
    const landing = cheapestOffer;
    const below = landing && ceiling < landing.price;
    // A landing page is a first step only where it can meet the need (no shop, booking or blog on one page).
    const landingMeets = candidates({ ...needs, pages: needs.pages ?? 1 }, keys, true).some(
      (offer) => offer.id === landing?.id,
    );
    const withoutNeeds = faceOffers()
      .filter((offer) => offer.maxPages > 1 && offer.price <= ceiling)
      .sort((a, b) => b.price - a.price)[0];
    return {
      text: paragraphs(
        below
          ? `A budget of ${budgetText(budget)} is below our smallest project: the ${offerHeadline(landing)}.`
          : needed
            ? `What you describe needs more than ${budgetText(budget)}: ${planLine(needed)}.`
            : undefined,
        !below && landing && landingMeets
          ? `Within your budget, the ${offerHeadline(landing)} could be a first step.`
          : undefined,
        !below && !landingMeets && withoutNeeds
          ? `Within your budget, ${offerHeadline(withoutNeeds)} is a website without that.`
          : undefined,
        "Meanwhile, our free website audit at /tools shows what to fix on the site you have — no sign-up needed.",
        needed && below ? `When you're ready: ${planLine(needed)}.` : undefined,
      ),
      focus: landing ? [landing.id] : [],
      addOns: keys,
    };
  }
  const second = tierFits.find((plan) => plan.offer.key !== best.offer.key && plan.offer.maxPages > 1);
  const pack = packFits[0];
  const foundation = faceOffers().find((offer) => offer.key === "essential");
  return {
    text: paragraphs(
      `For a budget of ${budgetText(budget)}: ${planLine(best)}${planTime(best)} — ${whoItSuits(best.offer)}.${best.covered.length > 0 ? ` It already includes ${best.covered.join("; ").toLowerCase()}.` : ""}`,
      whatItAdds(best, keys),
      advice,
      whatTheRestBuys(
        ceiling - best.total,
        best.parts.map((part) => part.name),
      ),
      second && second !== best ? `• Or ${planLine(second)}, leaving more room for extras.` : undefined,
      pack ? `• As a ready-made package: ${planLine(pack)}.` : undefined,
      best.offer.maxPages === 1 && foundation
        ? `A full multi-page website starts with ${offerHeadline(foundation)}.`
        : undefined,
      `Price it exactly at ${best.link}.`,
    ),
    focus: [best.offer.id],
    addOns: keys,
  };
}

/** The names of what a need list asks for: "Basic E-commerce", "Booking System". */
function needNames(keys: readonly string[]): string {
  return keys
    .map((key) => {
      return mainItem(conceptByKey(key))?.name ?? key;
    })
    .join(" and ");
}

/**
 * "Cheapest way to get an online shop", "fastest way online with booking":
 * among the offers that can meet the needs (a landing page has no shop),
 * the lowest total, or the shortest timeline (then the lowest total).
 */
export function bestWayTo(kind: "cheapest" | "fastest", needs: Needs): Recommendation {
  const keys = neededAddOns(needs);
  const plans = candidates(needs, keys, false)
    .map((offer) => planFor(offer, keys))
    .filter((plan) => plan.missing.length === 0)
    .sort((a, b) =>
      kind === "fastest" ? a.offer.slowestWeeks - b.offer.slowestWeeks || a.total - b.total : a.total - b.total,
    );
  const [best] = plans;
  if (!best) return { text: "", focus: [], addOns: keys };
  const other = plans.find((plan) => plan.offer.kind !== best.offer.kind);
  const landing = faceOffers().find((offer) => offer.maxPages === 1);
  const onePageOut = landing && !plans.some((plan) => plan.offer.id === landing.id) && needs.pages === undefined;
  const what =
    keys.length > 0
      ? `a site with ${needNames(keys)}`
      : needs.pages !== undefined
        ? `a site of ${needs.pages} pages`
        : "a website";
  const covered = best.covered.length > 0 ? ` It already includes ${best.covered.join("; ").toLowerCase()}.` : "";
  return {
    text: paragraphs(
      kind === "cheapest"
        ? `The most affordable way to get ${what}: ${planLine(best)}, in ${best.offer.timeline}.${covered}`
        : `The fastest way to get ${what}: ${planLine(best)}, in ${best.offer.timeline}.${covered}`,
      onePageOut ? `The ${landing.name} is a single page, so it can't take that.` : undefined,
      other
        ? `As a ${other.offer.kind === "package" ? "ready-made package" : "tier"}: ${planLine(other)}, in ${other.offer.timeline}.`
        : undefined,
      `Price it exactly at ${best.link}.`,
    ),
    focus: [best.offer.id],
    addOns: keys,
  };
}
