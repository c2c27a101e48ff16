import { Island } from "#app/islands/island";
import { STATIC_PAGE } from "#app/lib/static-page";
import { contactAction, contactFormToken } from "../features/contact/contact-action.server";
import { ContactTool } from "../features/contact/contact-tool";
import { apiFetchFrom } from "../lib/in-process-api";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/contact";

/**
 * /contact (docs/product/lead-capture.md § Contact form). Server-rendered, not prerendered: the face
 * (?style=conservative) and the pricing tools' configuration (?package,
 * ?addons, ?total) come from the address, so the first HTML already shows
 * them, with no layout shift after hydration. The action takes the form
 * when a browser sends it without the page's script, with the form token the
 * loader put in it.
 */
export const meta = () =>
  pageMeta({
    title: "Contact",
    description:
      "Tell us about your project and get a personal reply within 24 hours: new websites, redesigns and priority website audits.",
  });

/** Served without the framework: the page's tool is an island (docs/decisions/044-tool-pages-as-islands.md). */
export const handle = STATIC_PAGE;

export const action = ({ request, context }: Route.ActionArgs) => contactAction(request, apiFetchFrom(context));

/** The form token the form carries when it is sent without the page's script (the script asks for its own). */
export const loader = ({ request, context }: Route.LoaderArgs) => contactFormToken(request, apiFetchFrom(context));

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <Island name="contact" component={ContactTool} props={{}} data={{ loaderData, actionData }} />;
}
