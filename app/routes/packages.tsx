import { redirect } from "react-router";
import type { Route } from "./+types/packages";

/**
 * /packages, the address people guess for the packages page: a permanent redirect to the Services page in
 * the light face, which is the Packages page (docs/product/public-site.md § Route table). Its other query
 * parameters (a campaign's utm_…) go along.
 */
export function loader({ request }: Route.LoaderArgs) {
  const target = new URL("/services", request.url);
  for (const [name, value] of new URL(request.url).searchParams) target.searchParams.append(name, value);
  target.searchParams.set("style", "conservative");
  return redirect(`${target.pathname}${target.search}`, 301);
}
