import { data, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { Island } from "#app/islands/island";
import { STATIC_PAGE } from "#app/lib/static-page";
import { CONSERVATIVE_PARAM } from "#app/lib/style-variant";
import { offerOf, priceListOf } from "#common/catalog/price-lists";
import { readFace } from "#common/face";
import { CustomizePackageTool } from "../features/customizer/customize-package-tool";
import { readCustomizerSearch } from "../features/customizer/customizer-search";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/customize-package";

/**
 * /customize-package (docs/product/pricing.md § Customizer screen): server-rendered from the query, so the
 * first HTML already shows the package and the shared selection. Without a package it offers the face's
 * packages to choose from; an unknown package answers 404.
 */
export function loader({ request }: Route.LoaderArgs) {
  const search = readCustomizerSearch(new URL(request.url).searchParams);
  return search.found || search.missing ? search : data(search, { status: 404 });
}

/** Served without the framework: the customizer is an island (docs/decisions/044-tool-pages-as-islands.md). */
export const handle = STATIC_PAGE;

/** Toggling rewrites the address without navigating; only a real navigation reloads. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const face = readFace(new URLSearchParams(location.search).get(CONSERVATIVE_PARAM));
  const selectedPackage = loaderData?.found ? offerOf(priceListOf(face), loaderData.packageId) : undefined;
  if (!selectedPackage && loaderData?.found === false && loaderData.missing) {
    return pageMeta({
      title: "Customize a Package",
      description: "Choose a website package, then tailor it with add-ons and see your price update as you choose.",
    });
  }
  if (!selectedPackage) {
    return pageMeta({
      title: "Package Not Found",
      description: "The selected package could not be loaded",
      noindex: true,
    });
  }
  return pageMeta({
    title: `Customize ${selectedPackage.name}`,
    description: `Tailor the ${selectedPackage.name} package with add-ons and see your price update as you choose.`,
  });
}

export default function CustomizePackage({ loaderData }: Route.ComponentProps) {
  // A new visit (a link to another package or selection) starts afresh.
  const { key } = useLocation();
  return <Island key={key} name="customize-package" component={CustomizePackageTool} props={{ search: loaderData }} />;
}
