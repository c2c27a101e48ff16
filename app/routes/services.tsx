import { PackagesPage } from "../features/services/packages-page";
import { ServicesPage } from "../features/services/services-page";
import { pageMeta } from "../lib/page-meta";
import { useStyleVariant } from "../lib/style-variant";
import type { Route } from "./+types/services";

export const meta = ({ location }: Route.MetaArgs) =>
  new URLSearchParams(location.search).get("style") === "conservative"
    ? pageMeta({
        title: "Website Packages and Pricing",
        description:
          "Compare Essential Presence, Business Engine and Custom Enterprise website packages: starting prices, timelines, features side by side, and a package you can customize.",
      })
    : pageMeta({
        title: "Services and Pricing — Websites, Platforms and E-commerce",
        description:
          "Four pricing tiers from landing pages to market-leading platforms, plus custom websites, web applications, e-commerce, AI assistants, SEO and ongoing support.",
      });

/** Four pricing tiers by default; the Packages page with `?style=conservative`. */
export default function ServicesRoute() {
  return useStyleVariant() === "conservative" ? <PackagesPage /> : <ServicesPage />;
}
