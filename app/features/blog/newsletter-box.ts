/**
 * The newsletter box with a script (docs/product/public-site.md § Newsletter), for the static blog page's
 * script and the React page alike, framework-free: the first focus in the box asks for a form token, held by the
 * form kit's rules (the send waits out its two seconds); the send posts the address to the API and shows the
 * outcome's notice through the address's fragment, as the page without a script does.
 */
import { formTokenHolder } from "#app/components/form/form-token-holder";
import { ApiError, apiRequest, isNetworkError, NETWORK_ERROR_MESSAGE } from "#app/lib/api-request";
import { HONEYPOT_FIELD } from "#common/forms/honeypot-field";
import { type NewsletterState, newsletterStateId } from "#common/newsletter/newsletter-options";

const holders = new WeakMap<HTMLFormElement, ReturnType<typeof formTokenHolder>>();

/** The box's form token, held as every form's is (app/components/form/form-token-holder.ts). */
function tokenFor(form: HTMLFormElement) {
  let holder = holders.get(form);
  if (!holder) {
    holder = formTokenHolder("newsletter");
    holders.set(form, holder);
  }
  return holder;
}

function show(form: HTMLFormElement, state: NewsletterState, message?: string) {
  const notice = document.getElementById(newsletterStateId(state));
  if (notice && message) notice.textContent = message;
  window.location.hash = newsletterStateId(state);
  if (state === "sent") form.reset();
}

/** Sends the box; resolves once its notice shows. */
export async function sendNewsletterBox(form: HTMLFormElement): Promise<void> {
  const data = new FormData(form);
  const token = await tokenFor(form).next();
  try {
    const answer = await apiRequest<{ message: string }>("/api/newsletter", "POST", {
      email: String(data.get("email") ?? ""),
      sourcePath: String(data.get("sourcePath") ?? "") || undefined,
      [HONEYPOT_FIELD]: String(data.get(HONEYPOT_FIELD) ?? ""),
      ...token,
    });
    show(form, "sent", answer.message);
  } catch (error) {
    const said = isNetworkError(error)
      ? NETWORK_ERROR_MESSAGE
      : error instanceof ApiError
        ? error.serverMessage
        : undefined;
    show(form, "invalid", said);
  }
}

/** Wires every newsletter box of a static page: a token on first focus, the send on submit. */
export function startNewsletterBoxes() {
  document.addEventListener("focusin", (event) => {
    const form = (event.target as Element).closest?.("form[data-newsletter]");
    if (form instanceof HTMLFormElement) tokenFor(form).warm();
  });
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches("form[data-newsletter]")) return;
    event.preventDefault();
    void sendNewsletterBox(form);
  });
}
