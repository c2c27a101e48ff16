import { FlagshipPortfolio } from "../features/portfolio/flagship-portfolio";
import { LightPortfolio } from "../features/portfolio/light-portfolio";
import { pageMeta } from "../lib/page-meta";
import { STATIC_PAGE } from "../lib/static-page";
import { useStyleVariant } from "../lib/style-variant";
import type { Route } from "./+types/portfolio";

export const meta = ({ location }: Route.MetaArgs) =>
  new URLSearchParams(location.search).get("style") === "conservative"
    ? pageMeta({
        title: "Client Projects and Case Studies",
        description:
          "Recent client websites across healthcare, e-commerce, education and more: results, technologies, timelines and what our clients say about working with us.",
      })
    : pageMeta({
        title: "Portfolio — Flagship Projects",
        description:
          "Flagship work by Meridian Studio: our own agency website and a construction project platform — 240% conversion boost, 98% performance score, 165% efficiency gain.",
      });

/** Served without the framework: prerendered HTML and the static pages' script. */
export const handle = STATIC_PAGE;

/** Flagship portfolio by default; the light sample-projects portfolio with `?style=conservative`. */
export default function PortfolioRoute() {
  return useStyleVariant() === "conservative" ? <LightPortfolio /> : <FlagshipPortfolio />;
}
