import { data } from "react-router";
import { NotFound } from "../components/layout/not-found";
import { pageMeta } from "../lib/page-meta";

/** Answers every unknown path with HTTP 404 and the 404 page (docs/product/public-site.md § Unknown paths). */
export function loader() {
  return data(null, { status: 404 });
}

export const meta = () =>
  pageMeta({
    title: "Page Not Found",
    description: "The page you're looking for doesn't exist or has been moved.",
    noindex: true,
  });

export default function NotFoundRoute() {
  return <NotFound />;
}
