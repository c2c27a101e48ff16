import { absoluteUrl, SOCIAL_IMAGE, siteOrigin } from "#app/lib/site-url";
import { brand } from "#common/brand";
import { SERVICE_TIERS } from "#common/catalog/tiers";

/**
 * schema.org description of the agency (docs/product/public-site.md § Structured data): a ProfessionalService
 * (an Organization) whose offer catalog is the four service tiers, with their
 * starting prices read from the one catalog (docs/decisions/003-one-catalog.md).
 */
export function agencyStructuredData() {
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
      itemListElement: SERVICE_TIERS.map((tier) => ({
        "@type": "Offer",
        name: tier.name,
        description: tier.description,
        url: absoluteUrl("/services"),
        price: tier.startingPrice,
        priceCurrency: "USD",
        priceSpecification: {
          "@type": "PriceSpecification",
          minPrice: tier.startingPrice,
          priceCurrency: "USD",
        },
        itemOffered: { "@type": "Service", name: tier.name, description: tier.value },
      })),
    },
  };
}
