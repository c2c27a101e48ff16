import { lazy, Suspense } from "react";
import { HomePage } from "../features/home/home-page";
import { pageMeta } from "../lib/page-meta";
import { STATIC_PAGE } from "../lib/static-page";
import { useStyleVariant } from "../lib/style-variant";
import type { Route } from "./+types/home";

// The agency variant is only for ?style=conservative: a first visit to /home does not download it.
const AgencyHome = lazy(() =>
  import("../features/home/agency-home").then((module) => ({ default: module.AgencyHome })),
);

export const meta = ({ location }: Route.MetaArgs) =>
  new URLSearchParams(location.search).get("style") === "conservative"
    ? pageMeta({
        title: "Custom Website Design for Growing Businesses",
        description:
          "150+ projects, 98% client satisfaction and a 24-hour response. Custom web design, development, SEO, e-commerce and ongoing support from Meridian Studio.",
      })
    : pageMeta({
        title: "Custom Websites, Digital Platforms and Ongoing Support",
        description:
          "A website that works. Fast, stunning, and built to convert. Handcrafted custom websites, digital platforms and ongoing support for businesses and entrepreneurs.",
      });

/** Served without the framework: prerendered HTML and the static pages' script. */
export const handle = STATIC_PAGE;

/** /home: the home page, or the agency home with ?style=conservative (docs/product/public-site.md § Style variants). */
export default function HomeRoute() {
  return useStyleVariant() === "conservative" ? (
    <Suspense fallback={<div className="min-h-dvh" />}>
      <AgencyHome />
    </Suspense>
  ) : (
    <HomePage />
  );
}
