import { type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { QuoteBuilderPage } from "../features/quote-builder/quote-builder-page";
import { readQuoteSearch } from "../features/quote-builder/quote-search";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/custom-quote";

/**
 * /custom-quote (docs/product/pricing.md § Quote builder screen): server-rendered from the query so a shared
 * configuration shows at once; unknown values fall back with a notice.
 */
export function loader({ request }: Route.LoaderArgs) {
  return readQuoteSearch(new URL(request.url).searchParams);
}

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
  return <QuoteBuilderPage key={key} search={loaderData} />;
}
