import { Island } from "#app/islands/island";
import { STATIC_PAGE } from "#app/lib/static-page";
import { ClientIntakePage } from "../features/client-intake/client-intake-page";
import { intakeAction, intakeFormToken } from "../features/client-intake/intake-action.server";
import { apiFetchFrom } from "../lib/in-process-api";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/client-intake";

/**
 * /client-intake, the project start (docs/product/lead-capture.md § Project start). Server-rendered, not
 * prerendered: the form sent without the page's script carries a fresh form token, and its action answers
 * with the stored start and the brief to add to it.
 */
export const meta = () =>
  pageMeta({
    title: "Start Your Project: Client Intake",
    description:
      "Start your project in four quick answers: name, email, the service and what you need. We reply within 24 hours; the detailed brief is optional.",
  });

export const loader = ({ request, context }: Route.LoaderArgs) => intakeFormToken(request, apiFetchFrom(context));

/** A page opened from another page has its script: the form asks for its own token. */
export const clientLoader = () => ({});

/** Served without the framework: the page's tool is an island (docs/decisions/044-tool-pages-as-islands.md). */
export const handle = STATIC_PAGE;

export const action = ({ request, context }: Route.ActionArgs) => intakeAction(request, apiFetchFrom(context));

export default function ClientIntakeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <Island name="client-intake" component={ClientIntakePage} props={{}} data={{ loaderData, actionData }} />;
}
