import { Island } from "#app/islands/island";
import { STATIC_PAGE } from "#app/lib/static-page";
import { BookConsultationPage } from "../features/consultation/book-consultation-page";
import { consultationAction, consultationLoader } from "../features/consultation/consultation-action.server";
import { apiFetchFrom } from "../lib/in-process-api";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/book-consultation";

/**
 * /book-consultation. Server-rendered, not prerendered: the form shown without the page's script carries a
 * fresh form token and the times still free (docs/product/lead-capture.md § Booking without JavaScript).
 */
export const meta = () =>
  pageMeta({
    title: "Book a Free Consultation Call",
    description:
      "Book a free 30, 45 or 60-minute call with our team on any weekday. No obligation: you receive a tailored proposal within 24 hours after the call.",
  });

export const loader = ({ request, context }: Route.LoaderArgs) => consultationLoader(request, apiFetchFrom(context));

/** A page opened from another page has its script: the form asks for its own token and free times. */
export const clientLoader = () => ({});

/** Served without the framework: the page's tool is an island (docs/decisions/044-tool-pages-as-islands.md). */
export const handle = STATIC_PAGE;

export const action = ({ request, context }: Route.ActionArgs) => consultationAction(request, apiFetchFrom(context));

export default function BookConsultationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Island name="book-consultation" component={BookConsultationPage} props={{}} data={{ loaderData, actionData }} />
  );
}
