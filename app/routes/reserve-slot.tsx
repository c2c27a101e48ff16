import { Island } from "#app/islands/island";
import { STATIC_PAGE } from "#app/lib/static-page";
import { reserveSlotAction, reserveSlotLoader } from "../features/reserve-slot/reserve-slot-action.server";
import { ReserveSlotPage } from "../features/reserve-slot/reserve-slot-page";
import { apiFetchFrom } from "../lib/in-process-api";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/reserve-slot";

/**
 * /reserve-slot. Server-rendered, not prerendered: the form shown without the page's script carries a fresh
 * form token and the calendar as it is now (docs/product/lead-capture.md § Booking without JavaScript).
 */
export const meta = () =>
  pageMeta({
    title: "Reserve a Development Slot",
    description:
      "Reserve a half-month development slot for your website in three steps. Each slot holds 1-2 concurrent projects; we reply within 24 hours and kick off within 48 hours of confirmation.",
  });

export const loader = ({ request, context }: Route.LoaderArgs) => reserveSlotLoader(request, apiFetchFrom(context));

/** A page opened from another page has its script: the wizard asks for its own token and calendar. */
export const clientLoader = () => ({});

/** Served without the framework: the page's tool is an island (docs/decisions/044-tool-pages-as-islands.md). */
export const handle = STATIC_PAGE;

export const action = ({ request, context }: Route.ActionArgs) => reserveSlotAction(request, apiFetchFrom(context));

export default function ReserveSlotRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <Island name="reserve-slot" component={ReserveSlotPage} props={{}} data={{ loaderData, actionData }} />;
}
