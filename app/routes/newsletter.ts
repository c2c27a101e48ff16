/**
 * /newsletter: where the blog's newsletter box posts without the page's script
 * (docs/product/public-site.md § Newsletter). The form goes in process to POST /api/newsletter, and the browser
 * returns to the page it came from (the blog or one of its posts) at the outcome's notice, which the address's
 * fragment shows without any script. A GET has nothing to show here and goes to the blog.
 */
import { redirect } from "react-router";
import { postedForm, sendToApi, textOf } from "#app/components/form/plain-form.server";
import { FORM_TOKEN_FIELD } from "#common/forms/form-token-field";
import { HONEYPOT_FIELD } from "#common/forms/honeypot-field";
import { newsletterStateId } from "#common/newsletter/subscribe";
import { apiFetchFrom } from "../lib/in-process-api";
import { variantOf, withVariant } from "../lib/variant-path";
import type { Route } from "./+types/newsletter";

/** The pages that carry the box; any other path sent with the form (or none) returns to the blog. */
const BOX_PAGE = /^\/blog(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

const blogOf = (request: Request, sourcePath = "/blog") => {
  const address = new URL(request.url);
  return withVariant(
    BOX_PAGE.test(sourcePath) ? sourcePath : "/blog",
    variantOf(address.pathname, address.searchParams),
  );
};

export function loader({ request }: Route.LoaderArgs) {
  return redirect(blogOf(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const outcome = await sendToApi(request, apiFetchFrom(context), "/api/newsletter", {
    email: textOf(form, "email"),
    sourcePath: textOf(form, "sourcePath") || undefined,
    [HONEYPOT_FIELD]: textOf(form, HONEYPOT_FIELD),
    [FORM_TOKEN_FIELD]: textOf(form, FORM_TOKEN_FIELD) || undefined,
  });
  return redirect(
    `${blogOf(request, textOf(form, "sourcePath"))}#${newsletterStateId(outcome.ok ? "sent" : "invalid")}`,
    303,
  );
}
