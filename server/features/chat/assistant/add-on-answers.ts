/**
 * Answers about add-ons and maintenance, from the catalog's quote-builder and customizer prices, as the
 * visitor's face names and prices them: one name and one price for a thing both tools sell
 * (docs/product/pricing.md § Price lists).
 */
import {
  customizerAddOnIn,
  formatDollars,
  type ListedAddOn,
  MAINTENANCE_MONTHLY_PRICE,
  offerOf,
  priceListOf,
  quoteAddOnIn,
  WEBSITE_PACKAGES,
} from "#common/catalog/index.ts";
import { type AddOnConcept, BASIC_STORE_PRODUCTS, conceptByKey } from "./catalog-add-ons.ts";
import { currentFace, faceOffers } from "./catalog-offers.ts";
import { paragraphs } from "./offer-answers.ts";

/** A concept's items in the face: the quote builder's, then the customizer's unless it is the same thing. */
export function itemsInFace(concept: AddOnConcept): Array<ListedAddOn & { tool: "quote" | "customizer" }> {
  const list = priceListOf(currentFace());
  const quote = concept.quote ? { ...quoteAddOnIn(list, concept.quote), tool: "quote" as const } : undefined;
  const customizer = concept.customizer
    ? { ...customizerAddOnIn(list, concept.customizer), tool: "customizer" as const }
    : undefined;
  if (quote && customizer && quote.name === customizer.name) return [quote];
  return [quote, customizer].filter((item) => item !== undefined);
}

/** The concept's first item in the face: its one name and price where both tools sell it. */
export function mainItem(concept: AddOnConcept): ListedAddOn | undefined {
  return itemsInFace(concept)[0];
}

/** The face's offers the customizer adds a customizer-only add-on to: "Foundation, Growth Engine". */
function customizerOffersOf(id: string): string[] {
  const list = priceListOf(currentFace());
  return WEBSITE_PACKAGES.filter((pack) => (pack.availableAddOns as readonly string[]).includes(id)).map(
    (pack) => offerOf(list, pack.id)?.name ?? pack.name,
  );
}

/** One add-on, in the face's names and prices. */
export function addOnLine(concept: AddOnConcept): string {
  const [first, second] = itemsInFace(concept);
  if (!first) return "";
  const line = (item: ListedAddOn & { tool: "quote" | "customizer" }) =>
    item.tool === "customizer" && !concept.quote
      ? `${item.name}: ${formatDollars(item.price)} — ${item.description} It's added in the package customizer, with ${customizerOffersOf(item.id).join(", ")}.`
      : `${item.name}: ${formatDollars(item.price)} — ${item.description}`;
  return second
    ? `• ${line(first)} Or, in the package customizer, ${second.name}: ${formatDollars(second.price)} — ${second.description}`
    : `• ${line(first)}`;
}

export function addOnPrices(
  keys: string[],
  confirmOffered: boolean,
  productCount?: number,
  /** The visitor asked for it on its own ("just a logo, no website"): say that it comes with a website. */
  onItsOwn = false,
  /** Asked for the visitor's own site: the audit is what we offer for it. */
  existingSite = false,
): string {
  const concepts = keys.map(conceptByKey);
  const lines = concepts.map(addOnLine);
  const store = concepts.some((concept) => concept.key === "ecommerce" || concept.key === "advanced-ecommerce");
  if (store && !keys.includes("advanced-ecommerce")) lines.push(addOnLine(conceptByKey("advanced-ecommerce")));
  const links = [
    concepts.some((concept) => concept.quote) ? "/custom-quote" : undefined,
    concepts.some((concept) => concept.customizer) ? "/customize-package" : undefined,
  ].filter(Boolean);
  const booking = faceOffers().find((offer) => offer.features.some((feature) => /booking/i.test(feature)));
  const basic = mainItem(conceptByKey("ecommerce"));
  const advanced = mainItem(conceptByKey("advanced-ecommerce"));
  return paragraphs(
    onItsOwn
      ? `We don't sell ${concepts.length === 1 ? "that" : "those"} on ${concepts.length === 1 ? "its" : "their"} own: ${lines.length === 1 ? "it's an add-on" : "they're add-ons"} to a website we build for you.\n${lines.join("\n")}`
      : `${confirmOffered ? "Yes, we do. " : ""}${lines.length === 1 ? "That's an add-on" : "Those are add-ons"}:\n${lines.join("\n")}`,
    store
      ? productCount !== undefined
        ? storeAdvice(productCount)
        : `${basic?.name} takes up to ${BASIC_STORE_PRODUCTS} products; for more, choose ${advanced?.name}.`
      : undefined,
    keys.includes("booking") && booking
      ? `${booking.name} (${booking.priceText}) already includes booking or quote request flows.`
      : undefined,
    existingSite ? "For the site you have, our free website audit at /tools shows what to fix first." : undefined,
    onItsOwn
      ? `Choose a website and add ${concepts.length === 1 ? "it" : "them"} at ${links.join(" or ")}.`
      : `Add ${concepts.length === 1 ? "it" : "them"} at ${links.join(" or ")}.`,
  );
}

/** Which e-commerce add-on a product count needs; `priced` false where the reply's plan already prices it. */
export function storeAdvice(products: number, priced = true): string {
  const basic = mainItem(conceptByKey("ecommerce"));
  const advanced = mainItem(conceptByKey("advanced-ecommerce"));
  if (!basic || !advanced) return "";
  return products <= BASIC_STORE_PRODUCTS
    ? `For ${products} products, ${basic.name} (${priced ? `${formatDollars(basic.price)}, ` : ""}up to ${BASIC_STORE_PRODUCTS} products) is enough.`
    : `For ${products} products you need ${advanced.name} (${priced ? `${formatDollars(advanced.price)}, ` : ""}unlimited products) — ${basic.name} takes up to ${BASIC_STORE_PRODUCTS}.`;
}

export function maintenanceAnswer(): string {
  const caring = faceOffers().find((offer) => offer.monthly);
  return paragraphs(
    `Optional maintenance is ${formatDollars(MAINTENANCE_MONTHLY_PRICE)}/month: updates, security patches, backups and small content changes. It's billed monthly, apart from the one-off project price.`,
    caring?.monthly
      ? `${caring.name} includes ongoing care at ${formatDollars(caring.monthly)} per month. Add maintenance to a quote at /custom-quote.`
      : "Add maintenance to a quote at /custom-quote.",
  );
}

/** "2 logo designs": the add-on's price as many times as asked, each mention stated, and how the tools count it. */
export function addOnCountAnswer(key: string, count: number): string {
  const item = mainItem(conceptByKey(key));
  const times = (price: number) =>
    count <= 6
      ? `${Array.from({ length: count }, () => formatDollars(price)).join(" + ")} = ${formatDollars(price * count)}`
      : `${formatDollars(price)} each`;
  const name = item?.name ?? key;
  return paragraphs(
    item ? `${count} × ${item.name}: ${times(item.price)}.` : undefined,
    `The tools add ${name} once per project, so more than one is priced in your written proposal — tell us what you need at /contact.`,
  );
}
