import { type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { Island } from "#app/islands/island";
import { STATIC_PAGE } from "#app/lib/static-page";
import { priceListOf } from "#common/catalog/price-lists";
import { QuoteBuilderPage } from "../features/quote-builder/quote-builder-page";
import { readQuoteSearch } from "../features/quote-builder/quote-search";
import { pageMeta } from "../lib/page-meta";
import { variantOf } from "../lib/variant-path";
import type { Route } from "./+types/custom-quote";

/**
 * /custom-quote (docs/product/pricing.md § Quote builder screen): server-rendered from the query so a shared
 * configuration shows at once; unknown values fall back with a notice.
 */
export function loader({ request }: Route.LoaderArgs) {
  const address = new URL(request.url);
  // The face's list decides whether the Landing Page is a base (the default face's only).
  return readQuoteSearch(address.searchParams, priceListOf(variantOf(address.pathname, address.searchParams)));
}

/** Served without the framework: the quote builder is an island (docs/decisions/044-tool-pages-as-islands.md). */
export const handle = STATIC_PAGE;

/** Choices rewrite the address without navigating; only a real navigation reloads. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate;
}

export const meta = () =>
  pageMeta({
    title: "Custom Quote Builder",
    description:
      "Build a custom quote for your website: choose a base package, add features and see your price update live.",
  });

export default function CustomQuote({ loaderData }: Route.ComponentProps) {
  // A new visit (another package or a shared link) starts afresh.
  const { key } = useLocation();
  return <Island key={key} name="custom-quote" component={QuoteBuilderPage} props={{ search: loaderData }} />;
}
