/**
 * "Which package includes performance monitoring?", "which one comes with a CMS?": the offers of the visitor's
 * face whose published features name it — the tiers' feature lines, the packages' features and the Packages
 * page's comparison table (docs/product/chat-assistant.md § Which offer has it).
 */
import { PACKAGE_COMPARISON } from "#common/catalog/packages.ts";
import { faceOffers, type OfferView } from "./catalog-offers.ts";

/** "Which package has…", "what plan comes with…", "do any of your packages include…". */
export const WHICH_OFFER_HAS =
  /\b(which|what|any|do (any|all))( of (your|the|them))?\s*(packages?|plans?|tiers?|ones?|options?|offers?)\b.{0,30}\b(includ\w*|ha[sv]e?|come with|comes with|offer\w*|give\w*|get)\b/;

/** Features visitors name in their own words, as the catalog writes them. */
const FEATURE_WORDS: ReadonlyArray<[RegExp, RegExp]> = [
  [
    /\b(cms|content management|edit (the |our |my )?(content|pages|site|website)|update (the |our |my )?(content|site|website|pages) (our|my)selves|manage (the |our )?content)\b/,
    /content management/i,
  ],
  [/\b(performance )?monitoring\b|\buptime\b/, /monitoring/i],
  [/\bpriority support\b/, /priority support/i],
  [/\bmonthly updates\b|\bongoing updates\b/, /(monthly|ongoing) updates/i],
  [/\b(crm|email marketing)\b/, /crm|email-marketing|email marketing/i],
  [/\b(integrations?|third party)\b/, /integration/i],
  [/\b(dedicated )?(project )?manager\b/, /project manager/i],
  [/\bsecurity\b/, /security/i],
  [/\banalytics\b/, /analytics/i],
];

/** Whether an offer's published features name the feature. */
function offerHas(offer: OfferView, feature: RegExp): boolean {
  if (offer.features.some((line) => feature.test(line))) return true;
  if (offer.kind !== "package") return false;
  const row = PACKAGE_COMPARISON.find((item) => feature.test(item.feature));
  const value = row?.values[offer.key as keyof (typeof PACKAGE_COMPARISON)[number]["values"]];
  return value === true;
}

/** The answer and the offers it names, or undefined when the question names no feature this reads. */
export function whichOfferHasAnswer(text: string): { text: string; offers: OfferView["id"][] } | undefined {
  if (!WHICH_OFFER_HAS.test(text)) return undefined;
  const found = FEATURE_WORDS.find(([words]) => words.test(text));
  if (!found) return undefined;
  const [, feature] = found;
  const offers = faceOffers().filter((offer) => offerHas(offer, feature));
  if (offers.length === 0) return undefined;
  const lines = offers.map((offer) => {
    const line = offer.features.find((item) => feature.test(item));
    return `${offer.name} (${offer.priceText})${line ? ` — “${line}”` : ""}`;
  });
  const names = offers.map((offer) => offer.name);
  const head =
    offers.length === 1
      ? `${names[0]} includes it:`
      : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]} include it:`;
  const link = offers[0]?.link;
  return {
    text: [head, ...lines.map((line) => `• ${line}`), link ? `Price it at ${link}.` : ""].filter(Boolean).join("\n"),
    offers: offers.map((offer) => offer.id),
  };
}
