/** Answers about add-ons and maintenance, from the catalog's quote-builder and customizer prices. */
import { formatDollars, MAINTENANCE_MONTHLY_PRICE } from "#common/catalog/index.ts";
import { type AddOnConcept, BASIC_STORE_PRODUCTS, conceptByKey } from "./catalog-add-ons.ts";
import { PACKAGE_OFFERS, TIER_OFFERS } from "./catalog-offers.ts";
import { paragraphs } from "./offer-answers.ts";

/** One add-on's prices: in the quote builder (with the tiers) and in the package customizer (with the packages). */
export function addOnLine(concept: AddOnConcept): string {
  const { quote, customizer } = concept;
  if (quote && customizer) {
    const same = quote.name === customizer.name ? "" : ` (${customizer.name})`;
    return `• ${quote.name}: ${formatDollars(quote.price)} in the quote builder — ${quote.description} With a ready-made package it is ${formatDollars(customizer.price)}${same} in the package customizer.`;
  }
  if (quote) return `• ${quote.name}: ${formatDollars(quote.price)} — ${quote.description}`;
  if (customizer) {
    const packs = PACKAGE_OFFERS.filter((offer) => offer.pack?.availableAddOns.includes(customizer.id)).map(
      (offer) => offer.name,
    );
    return `• ${customizer.name}: ${formatDollars(customizer.price)} — ${customizer.description} It's an add-on of our ready-made packages (${packs.join(", ")}) in the package customizer.`;
  }
  return "";
}

export function addOnPrices(keys: string[], confirmOffered: boolean, productCount?: number): string {
  const concepts = keys.map(conceptByKey);
  const lines = concepts.map(addOnLine);
  const store = concepts.some((concept) => concept.key === "ecommerce" || concept.key === "advanced-ecommerce");
  if (store && !keys.includes("advanced-ecommerce")) lines.push(addOnLine(conceptByKey("advanced-ecommerce")));
  const links = [
    concepts.some((concept) => concept.quote) ? "/custom-quote" : undefined,
    concepts.some((concept) => concept.customizer) ? "/customize-package" : undefined,
  ].filter(Boolean);
  const growth = TIER_OFFERS.find((offer) => offer.key === "business");
  return paragraphs(
    `${confirmOffered ? "Yes, we do. " : ""}${lines.length === 1 ? "That's an add-on" : "Those are add-ons"}:\n${lines.join("\n")}`,
    store
      ? productCount !== undefined
        ? storeAdvice(productCount)
        : `Basic E-commerce takes up to ${BASIC_STORE_PRODUCTS} products; for more, choose Advanced E-commerce.`
      : undefined,
    keys.includes("booking") && growth
      ? `${growth.name} (${growth.priceText}) already includes booking or quote request flows.`
      : undefined,
    `Add ${concepts.length === 1 ? "it" : "them"} at ${links.join(" or ")}.`,
  );
}

export function storeAdvice(products: number): string {
  const basic = conceptByKey("ecommerce").quote;
  const advanced = conceptByKey("advanced-ecommerce").quote;
  if (!basic || !advanced) return "";
  return products <= BASIC_STORE_PRODUCTS
    ? `For ${products} products, Basic E-commerce (${formatDollars(basic.price)}, up to ${BASIC_STORE_PRODUCTS} products) is enough.`
    : `For ${products} products you need Advanced E-commerce (${formatDollars(advanced.price)}, unlimited products) — Basic E-commerce takes up to ${BASIC_STORE_PRODUCTS}.`;
}

export function maintenanceAnswer(): string {
  const enterprise = PACKAGE_OFFERS.find((offer) => offer.monthly);
  return paragraphs(
    `Optional maintenance is ${formatDollars(MAINTENANCE_MONTHLY_PRICE)}/month: updates, security patches, backups and small content changes. It's billed monthly, apart from the one-off project price.`,
    enterprise?.monthly
      ? `${enterprise.name} includes ongoing care at ${formatDollars(enterprise.monthly)} per month. Add maintenance to a quote at /custom-quote.`
      : "Add maintenance to a quote at /custom-quote.",
  );
}

/** "2 logo designs": the add-on's price as many times as asked, each mention stated, and how the tools count it. */
export function addOnCountAnswer(key: string, count: number): string {
  const { quote, customizer } = conceptByKey(key);
  const times = (price: number) =>
    count <= 6
      ? `${Array.from({ length: count }, () => formatDollars(price)).join(" + ")} = ${formatDollars(price * count)}`
      : `${formatDollars(price)} each`;
  const name = quote?.name ?? customizer?.name ?? key;
  return paragraphs(
    [
      quote ? `${count} × ${quote.name} in the quote builder: ${times(quote.price)}.` : undefined,
      customizer
        ? `${quote ? "With a ready-made package" : `${count} × ${customizer.name}`}, in the package customizer: ${times(customizer.price)}.`
        : undefined,
    ]
      .filter(Boolean)
      .join("\n"),
    `The tools add ${name} once per project, so more than one is priced in your written proposal — tell us what you need at /contact.`,
  );
}
