import { PackagesPage } from "../features/services/packages-page";
import { ServicesPage } from "../features/services/services-page";
import { pageMeta } from "../lib/page-meta";
import { STATIC_PAGE } from "../lib/static-page";
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

/** Served without the framework: prerendered HTML and the static pages' script. */
export const handle = STATIC_PAGE;

/** Four pricing tiers by default; the Packages page with `?style=conservative`. */
export default function ServicesRoute() {
  return useStyleVariant() === "conservative" ? <PackagesPage /> : <ServicesPage />;
}
