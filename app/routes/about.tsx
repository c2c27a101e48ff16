import { CompanyAbout } from "../features/about/company-about";
import { FounderAbout } from "../features/about/founder-about";
import { pageMeta } from "../lib/page-meta";
import { STATIC_PAGE } from "../lib/static-page";
import { useStyleVariant } from "../lib/style-variant";
import type { Route } from "./+types/about";

export const meta = ({ location }: Route.MetaArgs) =>
  new URLSearchParams(location.search).get("style") === "conservative"
    ? pageMeta({
        title: "About Our Company — Mission, Values and Expertise",
        description:
          "Meridian Studio is a web design and development partner with 10+ years of experience, 150+ projects delivered, 98% client satisfaction and a 24h response time.",
      })
    : pageMeta({
        title: "About — Founder Story, Philosophy and Process",
        description:
          "Meet the engineer behind Meridian Studio: 7+ years building fast, handcrafted websites after 6 years at a large chip company. Our philosophy, toolkit and three-step process.",
      });

/** Served without the framework: prerendered HTML and the static pages' script. */
export const handle = STATIC_PAGE;

/** Founder about page by default; company about page with `?style=conservative`. */
export default function AboutRoute() {
  return useStyleVariant() === "conservative" ? <CompanyAbout /> : <FounderAbout />;
}
