/**
 * Answers about the offers, computed from the catalog: price, timeline,
 * contents, comparisons, the cheapest/fastest/most popular/largest, and the
 * next one up or down.
 */
import { PACKAGE_COMPARISON } from "#common/catalog/index.ts";
import { formatDollars } from "#common/catalog/money.ts";
import { faceOffers, neighbour, type OfferView, offerHeadline } from "./catalog-offers.ts";

export const paragraphs = (...parts: Array<string | false | undefined>) => parts.filter(Boolean).join("\n\n");

const where = (offer: OfferView) =>
  offer.kind === "tier" ? "a tier on our Services page" : "a ready-made package on our Packages page";

export function offerSummary(offer: OfferView): string {
  const label = offer.label ? ` (${offer.label})` : "";
  const features = offer.features.slice(0, offer.kind === "tier" ? 4 : 6).join("; ");
  return paragraphs(
    `${offer.name}${label}: ${offer.priceText}, delivered in ${offer.timeline}.`,
    `${offer.description} It includes: ${features}.`,
    offer.kind === "tier"
      ? `Best for: ${offer.tier?.bestFor.toLowerCase()}. Build a detailed quote at ${offer.link}.`
      : `Configure it with add-ons at ${offer.link}.`,
  );
}

export function offerPrice(offer: OfferView): string {
  const monthly = offer.monthly ? " The monthly fee covers ongoing updates, monitoring and priority support." : "";
  return offer.kind === "tier"
    ? `${offer.name} is ${offer.priceText} and takes ${offer.timeline}. The final price depends on the add-ons you choose — price it exactly at ${offer.link}.`
    : `${offer.name} is ${offer.priceText} and takes ${offer.timeline}.${monthly} Add-ons are priced separately — see the live total at ${offer.link}.`;
}

export function offerTimeline(offer: OfferView): string {
  const ongoing = offer.monthly ? ", then ongoing monthly care" : "";
  return `${offer.name} takes ${offer.timeline} from kickoff to launch${ongoing}.`;
}

export function offerFeatures(offer: OfferView): string {
  return paragraphs(
    `${offer.name} (${offer.priceText}, ${offer.timeline}) includes:\n${offer.features.map((feature) => `• ${feature}`).join("\n")}`,
    offer.kind === "tier" ? `Add what you need at ${offer.link}.` : `Add what you need at ${offer.link}.`,
  );
}

/** Words a visitor may ask about, and the words of a feature line that answer them. */
const FEATURE_TOPICS: Array<{ asked: RegExp; feature: RegExp; comparison?: string; name: string }> = [
  {
    asked: /\b(cms|content management|edit (the )?(content|site|pages) myself|update (it|the site) myself)\b/,
    feature: /content management/i,
    comparison: "Content management system",
    name: "a content management system",
  },
  {
    asked: /\b(e ?commerce|shop|store|sell)\b/,
    feature: /e-commerce/i,
    comparison: "E-commerce ready",
    name: "e-commerce",
  },
  { asked: /\b(seo|search engine|google)\b/, feature: /seo/i, comparison: "SEO", name: "SEO" },
  { asked: /\b(support|help after|aftercare)\b/, feature: /support/i, comparison: "Priority support", name: "support" },
  { asked: /\b(hosting|host)\b/, feature: /hosting/i, name: "hosting" },
  { asked: /\b(pages?)\b/, feature: /pages?\b/i, name: "pages" },
  { asked: /\b(analytics|tracking|dashboard|reports?)\b/, feature: /analytics/i, name: "analytics" },
  { asked: /\b(crm|email marketing|newsletter)\b/, feature: /crm|email/i, name: "CRM and email marketing" },
  { asked: /\b(booking|appointments?|reservations?)\b/, feature: /booking/i, name: "booking" },
  { asked: /\b(membership|members|accounts|login)\b/, feature: /membership|accounts/i, name: "memberships" },
  { asked: /\b(mobile|responsive|phone)\b/, feature: /mobile|responsive/i, name: "a mobile-friendly design" },
  { asked: /\b(contact form|forms?|lead capture)\b/, feature: /form/i, name: "forms" },
  {
    asked: /\b(integrations?|api)\b/,
    feature: /integration/i,
    comparison: "Custom integrations",
    name: "integrations",
  },
  {
    asked: /\b(updates|monitoring)\b/,
    feature: /updates|monitoring/i,
    comparison: "Monthly updates",
    name: "updates and monitoring",
  },
];

/** "Does X include Y?": the feature lines that answer it, or where Y can be had. Undefined when Y is no known feature. */
export function offerIncludes(offer: OfferView, asked: string, addOnAnswer?: string): string | undefined {
  // The offer's own name ("landing page package") is no feature asked about.
  const nameWords = new RegExp(`\\b(${offer.name.toLowerCase().split(/\s+/).join("|")})\\b`, "g");
  const question = asked.replace(nameWords, " ");
  const topic = FEATURE_TOPICS.find((item) => item.asked.test(question));
  if (!topic) return undefined;
  const lines = offer.features.filter((feature) => topic.feature.test(feature));
  if (lines.length > 0) {
    // "Yes" answers a yes/no question only: "how many pages…?" gets the line itself.
    const yes = /^(does|do|is|are|will|would|can|could|has|have)\b/.test(asked.trim()) ? "Yes — " : "";
    return `${yes}${offer.name} (${offer.priceText}) includes: ${lines.join("; ")}.`;
  }
  const row = topic.comparison ? PACKAGE_COMPARISON.find((item) => item.feature === topic.comparison) : undefined;
  // The visitor's face's other offers that include it: by the packages' comparison table, or a tier's features.
  const withIt = faceOffers()
    .filter((other) =>
      other.kind === "package"
        ? row?.values[other.key as keyof typeof row.values] === true
        : other.features.some((feature) => topic.feature.test(feature)),
    )
    .map((other) => other.name);
  return paragraphs(
    `${offer.name} doesn't include ${topic.name} as standard.`,
    withIt.length > 0 ? `${withIt.join(" and ")} ${withIt.length === 1 ? "includes" : "include"} it.` : undefined,
    addOnAnswer,
  );
}

/** What a comparison asks to settle: the cheaper, the faster, or which takes a page count. */
export interface Verdict {
  asks?: "cheaper" | "faster" | "bigger";
  pages?: number;
}

export function verdictIn(text: string, pages?: number): Verdict {
  const asks = /\b(cheaper|less expensive|more affordable|cheapest|lower price|costs? less)\b/.test(text)
    ? "cheaper"
    : /\b(faster|quicker|sooner|fastest|quickest|less time)\b/.test(text)
      ? "faster"
      : /\b(bigger|larger|more pages|more features|more expensive)\b/.test(text)
        ? "bigger"
        : undefined;
  return { asks, pages };
}

const names = (offers: readonly OfferView[]) =>
  offers.length <= 2
    ? offers.map((offer) => offer.name).join(" and ")
    : `${offers
        .slice(0, -1)
        .map((offer) => offer.name)
        .join(", ")} and ${offers[offers.length - 1]?.name}`;

function verdictLine(offers: readonly OfferView[], verdict: Verdict): string | undefined {
  if (verdict.pages !== undefined) {
    const fit = offers.filter((offer) => offer.maxPages >= (verdict.pages ?? 0));
    const short = offers.filter((offer) => !fit.includes(offer));
    const cheapest = [...fit].sort((a, b) => a.price - b.price)[0];
    const limits = short.map((offer) => `${offer.name} takes up to ${offer.maxPages} pages`).join("; ");
    if (!cheapest)
      return `For ${verdict.pages} pages, none of these is enough (${limits}) — ask for a custom quote at /custom-quote.`;
    return `For ${verdict.pages} pages, choose ${cheapest.name} (${cheapest.priceText})${short.length > 0 ? ` — ${limits}` : fit.length > 1 ? ": it is the most affordable of these that takes them" : ""}.`;
  }
  if (verdict.asks === "cheaper") {
    const low = Math.min(...offers.map((offer) => offer.price));
    const winners = offers.filter((offer) => offer.price === low);
    return winners.length === offers.length
      ? `They start at the same price: ${winners.map((offer) => `${offer.name} ${offer.priceText}`).join(", ")}.`
      : `${names(winners)} ${winners.length > 1 ? "are" : "is"} cheaper: ${winners[0]?.priceText}, against ${offers
          .filter((offer) => !winners.includes(offer))
          .map((offer) => `${offer.priceText} for ${offer.name}`)
          .join(" and ")}.`;
  }
  if (verdict.asks === "faster") {
    const quickest = Math.min(...offers.map((offer) => offer.slowestWeeks));
    const winners = offers.filter((offer) => offer.slowestWeeks === quickest);
    return winners.length === offers.length
      ? `They take about as long: ${offers.map((offer) => `${offer.name} ${offer.timeline}`).join(", ")}.`
      : `${names(winners)} ${winners.length > 1 ? "are" : "is"} faster: ${winners[0]?.timeline}, against ${offers
          .filter((offer) => !winners.includes(offer))
          .map((offer) => `${offer.timeline} for ${offer.name}`)
          .join(" and ")}.`;
  }
  if (verdict.asks === "bigger") {
    const top = [...offers].sort((a, b) => b.maxPages - a.maxPages || b.price - a.price)[0];
    return top ? `${top.name} is the larger option.` : undefined;
  }
  return undefined;
}

/** "Growth Engine costs $2,500 more than Foundation up front ($6,000+ against $3,500+).", or undefined for one price. */
export function priceGapLine(offers: readonly OfferView[]): string | undefined {
  const [low, high] = [...offers].sort((a, b) => a.price - b.price);
  return low && high && high.price > low.price
    ? `${high.name} costs ${formatDollars(high.price - low.price)} more than ${low.name} up front (${high.priceText} against ${low.priceText}).`
    : undefined;
}

export function comparison(
  offers: readonly OfferView[],
  verdict: Verdict = {},
  /** The visitor asked how much more one costs: say the gap first. */
  priceGap = false,
): string {
  const kinds = new Set(offers.map((offer) => offer.kind));
  const gap = priceGap ? priceGapLine(offers) : undefined;
  const different =
    kinds.size > 1
      ? `They're different offers: ${offers.map((offer) => `${offer.name} is ${where(offer)}`).join(", ")}.`
      : undefined;
  return paragraphs(
    gap,
    verdictLine(offers, verdict),
    "Here's how they compare:",
    offers.map((offer) => `• ${offerHeadline(offer)}: ${offer.features.slice(0, 3).join("; ")}.`).join("\n"),
    different,
    "Not sure which fits? Book a free call at /book-consultation.",
  );
}

/** Several offers' prices in one list: "How much are Foundation, Growth Engine and Market Leader?". */
export function priceList(offers: readonly OfferView[]): string {
  const tiers = offers.some((offer) => offer.kind === "tier");
  const packs = offers.some((offer) => offer.kind === "package");
  return paragraphs(
    `Here are the prices:\n${offers
      .map((offer) => `• ${offer.name}${offer.label ? ` (${offer.label})` : ""}: ${offer.priceText}, ${offer.timeline}`)
      .join("\n")}`,
    [
      tiers ? "Price a tier with its add-ons at /custom-quote" : undefined,
      packs ? `${tiers ? "a" : "A"} ready-made package at /customize-package` : undefined,
    ]
      .filter(Boolean)
      .join(", and ")
      .concat("."),
  );
}

/** The visitor's face's offers, one price list (docs/product/pricing.md § Price lists). */
export function allPrices(): string {
  const offers = faceOffers().map((offer) => `• ${offer.name}: ${offer.priceText} (${offer.timeline})`);
  const heading = faceOffers()[0]?.kind === "package" ? "Our packages, each customisable" : "Our service tiers";
  return paragraphs(
    `${heading}:\n${offers.join("\n")}`,
    "Compare them at /services, or price your exact project at /custom-quote.",
  );
}

export function allTimelines(): string {
  const offers = faceOffers().map((offer) => `• ${offer.name}: ${offer.timeline}`);
  return paragraphs(
    `Typical timelines from kickoff to launch:\n${offers.join("\n")}`,
    "Reserve a development slot at /reserve-slot.",
  );
}

export function websites(): string {
  return paragraphs("Yes — designing and building websites is what we do.", allPrices());
}

export type Superlative = "cheapest" | "cheapest-website" | "fastest" | "popular" | "biggest" | "range";

/** The offers a superlative names, among `within` (the visitor's face's offers by default). */
export function superlativeOffers(kind: Superlative, within: readonly OfferView[] = faceOffers()): OfferView[] {
  const pool = within.length > 0 ? within : faceOffers();
  const minimum = (values: number[]) => Math.min(...values);
  switch (kind) {
    case "cheapest": {
      const lowest = minimum(pool.map((offer) => offer.price));
      return pool.filter((offer) => offer.price === lowest);
    }
    case "cheapest-website": {
      const websites = pool.filter((offer) => offer.maxPages > 1);
      const lowest = minimum(websites.map((offer) => offer.price));
      return websites.filter((offer) => offer.price === lowest);
    }
    case "fastest": {
      const quickest = minimum(pool.map((offer) => offer.slowestWeeks));
      return pool.filter((offer) => offer.slowestWeeks === quickest);
    }
    case "popular":
      return pool.filter((offer) => offer.popular);
    case "biggest": {
      const highest = Math.max(...pool.map((offer) => offer.price));
      return pool.filter((offer) => offer.price === highest);
    }
    case "range": {
      const sorted = [...pool].sort((a, b) => a.price - b.price);
      const [first, last] = [sorted[0], sorted[sorted.length - 1]];
      return first && last && first !== last ? [first, last] : sorted;
    }
  }
}

export function superlativeAnswer(kind: Superlative, offers: OfferView[], scoped: boolean): string {
  const list = offers.map((offer) => offerHeadline(offer)).join(" and ");
  switch (kind) {
    case "cheapest": {
      const [first] = offers;
      const foundation = faceOffers().find((offer) => offer.key === "essential");
      return paragraphs(
        scoped ? `The cheaper of the two is ${list}.` : `Our most affordable option is the ${list}.`,
        !scoped && first?.maxPages === 1 && foundation
          ? `For a full multi-page website, the smallest option is ${offerHeadline(foundation)}. Price either at /custom-quote.`
          : first
            ? `Price it at ${first.link}.`
            : undefined,
      );
    }
    case "cheapest-website":
      return `The most affordable full website is ${list} — ${offers[0]?.features[0]?.toLowerCase() ?? ""}. Price it at ${offers[0]?.link ?? "/custom-quote"}.`;
    case "fastest":
      return scoped
        ? `The faster of the two is ${list}.`
        : `Our fastest delivery: ${list}. Larger sites take longer — every timeline is at /services.`;
    case "popular":
      return paragraphs(
        `The choices most clients make:\n${offers
          .map(
            (offer) =>
              `• ${offerHeadline(offer)} — ${offer.label ?? "popular"} on our ${offer.kind === "tier" ? "Services" : "Packages"} page`,
          )
          .join("\n")}`,
        "Compare them at /services.",
      );
    case "biggest":
      return `Our largest options are ${list}. For anything beyond them we scope a custom quote at /custom-quote.`;
    case "range": {
      const [low, high] = offers;
      if (!low || !high) return `Our prices: ${list}. Compare them at /services.`;
      return paragraphs(
        `Our websites run from ${offerHeadline(low)} to ${offerHeadline(high)} — ${formatDollars(high.price - low.price)} between the two.`,
        "Every option in between is compared at /services.",
      );
    }
  }
}

/** "And the bigger one?": the next offer on the same ladder, or where the ladder ends. */
export function neighbourAnswer(offer: OfferView, step: 1 | -1, show: (offer: OfferView) => string): string {
  const next = neighbour(offer, step);
  if (next) return show(next);
  return step === 1
    ? `${offer.name} (${offer.priceText}) is already our largest option — for anything bigger we'll scope a custom quote at /custom-quote.`
    : `${offer.name} (${offer.priceText}) is already our smallest option on that list.`;
}

/**
 * A launch deadline as a constraint: which offers fit in it, which fit only with a tight scope, which take
 * longer (docs/product/chat-assistant.md § Built-in assistant). The deadline itself is not repeated: the visitor
 * said it in their own words.
 */
/** The offers by how they meet a launch deadline of `weeks`: surely, with a tight scope, or not. */
export function offersWithin(weeks: number, offers: readonly OfferView[] = faceOffers()) {
  const fastestWeeks = (offer: OfferView) => Number(/\d+/.exec(offer.timeline)?.[0] ?? offer.slowestWeeks);
  return {
    fits: offers.filter((offer) => offer.slowestWeeks <= weeks),
    tight: offers.filter((offer) => offer.slowestWeeks > weeks && fastestWeeks(offer) <= weeks),
    longer: offers.filter((offer) => fastestWeeks(offer) > weeks),
  };
}

/** Whether one offer fits a deadline, said under a suggestion of it ("For your 4-week deadline: …"). */
export function deadlineFit(weeks: number, offer: OfferView): string {
  const { fits, tight } = offersWithin(weeks, [offer]);
  const lead = `For your ${weeks}-week deadline: ${offer.name} alone takes ${offer.timeline}`;
  if (fits.length > 0) return `${lead}, so it fits; tell us your date when you book, as add-ons can add time.`;
  if (tight.length > 0) return `${lead}, so it's possible only with a tight scope.`;
  const faster = offersWithin(weeks).fits.map((candidate) => candidate.name);
  return `${lead}, longer than that; ${faster.length > 0 ? `${faster.join(" and ")} ${faster.length === 1 ? "fits" : "fit"} it` : "none of our websites is sure to fit it"}.`;
}

export function deadlineAnswer(weeks: number, offers: readonly OfferView[] = faceOffers()): string {
  const line = (list: OfferView[]) => list.map((offer) => `${offer.name} (${offer.priceText}, ${offer.timeline})`);
  const { fits, tight, longer } = offersWithin(weeks, offers);
  return paragraphs(
    fits.length > 0
      ? `Fits your deadline: ${line(fits).join(", ")}.`
      : "None of our websites is sure to fit that deadline.",
    tight.length > 0 ? `Possible with a tight scope: ${line(tight).join(", ")}.` : undefined,
    longer.length > 0 ? `Takes longer than that: ${line(longer).join(", ")}.` : undefined,
    "We start within 48 hours of a confirmed slot: reserve one at /reserve-slot.",
  );
}
