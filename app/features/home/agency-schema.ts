import { absoluteUrl, SOCIAL_IMAGE, siteOrigin } from "#app/lib/site-url";
import { brand } from "#common/brand";
import { offersOf, priceListOf } from "#common/catalog/price-lists";
import { SERVICE_TIERS } from "#common/catalog/tiers";
import type { Face } from "#common/face";

interface CatalogEntry {
  name: string;
  description: string;
  summary: string;
  price: number;
}

/** The face's offers, as its Services page lists them (docs/product/pricing.md § Price lists). */
function catalogOf(face: Face): CatalogEntry[] {
  const list = priceListOf(face);
  if (list === "tiers") {
    return SERVICE_TIERS.map((tier) => ({
      name: tier.name,
      description: tier.description,
      summary: tier.value,
      price: tier.startingPrice,
    }));
  }
  return offersOf(list).map((offer) => ({
    name: offer.name,
    description: offer.description,
    summary: offer.description,
    price: offer.basePrice,
  }));
}

/**
 * schema.org description of the agency (docs/product/public-site.md § Structured data): a ProfessionalService
 * (an Organization) whose offer catalog is the face's price list — the four service tiers on the default
 * home, the three packages on the light one — with prices read from the one catalog
 * (docs/decisions/003-one-catalog.md), so a search result never shows the other face's prices.
 */
export function agencyStructuredData(face: Face) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${siteOrigin()}/#agency`,
    name: brand.name,
    url: absoluteUrl("/home"),
    email: brand.email,
    logo: absoluteUrl("/favicon.svg"),
    image: absoluteUrl(SOCIAL_IMAGE.path),
    slogan: brand.taglines.pitch,
    description: `${brand.taglines.category}. ${brand.taglines.craft} Custom websites, digital platforms and ongoing support for businesses and entrepreneurs.`,
    knowsAbout: ["Web design", "Web development", "E-commerce", "Search engine optimization", "Web performance"],
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Website packages",
      itemListElement: catalogOf(face).map((entry) => ({
        "@type": "Offer",
        name: entry.name,
        description: entry.description,
        url: absoluteUrl(face === "conservative" ? "/services?style=conservative" : "/services"),
        price: entry.price,
        priceCurrency: "USD",
        priceSpecification: {
          "@type": "PriceSpecification",
          minPrice: entry.price,
          priceCurrency: "USD",
        },
        itemOffered: { "@type": "Service", name: entry.name, description: entry.summary },
      })),
    },
  };
}
