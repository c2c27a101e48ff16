/**
 * The newsletter box with a script (docs/product/public-site.md § Newsletter), for the static blog page's
 * script and the React page alike, framework-free: the first focus in the box asks for a form token; the send
 * waits until the box has been on screen for the form token's two seconds, posts the address to the API and
 * shows the outcome's notice through the address's fragment, as the page without a script does.
 */
import { FORM_TOKEN_FIELD } from "#common/forms/form-token-field";
import { HONEYPOT_FIELD } from "#common/forms/honeypot-field";
import { type NewsletterState, newsletterStateId } from "#common/newsletter/newsletter-options";

/** A person is slower than this; a token younger than it marks a script (docs/product/lead-capture.md). */
const MIN_TOKEN_AGE_MS = 2_000;

const tokens = new WeakMap<HTMLFormElement, Promise<{ token?: string; at: number }>>();

function tokenFor(form: HTMLFormElement) {
  let pending = tokens.get(form);
  if (!pending) {
    pending = fetch("/api/form-token?form=newsletter", { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ formToken?: string }>) : {}))
      .then((body: { formToken?: string }) => ({ token: body.formToken, at: Date.now() }))
      .catch(() => ({ token: undefined, at: Date.now() }));
    tokens.set(form, pending);
  }
  return pending;
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
  const { token, at } = await tokenFor(form);
  const wait = MIN_TOKEN_AGE_MS - (Date.now() - at);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  tokens.delete(form); // each send spends its token
  try {
    const response = await fetch("/api/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        email: String(data.get("email") ?? ""),
        sourcePath: String(data.get("sourcePath") ?? "") || undefined,
        [HONEYPOT_FIELD]: String(data.get(HONEYPOT_FIELD) ?? ""),
        [FORM_TOKEN_FIELD]: token,
      }),
    });
    const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
    if (response.ok) show(form, "sent", body.message);
    else show(form, "invalid", body.error);
  } catch {
    show(form, "invalid", "We couldn't reach our server. Check your connection and try again.");
  }
}

/** Wires every newsletter box of a static page: a token on first focus, the send on submit. */
export function startNewsletterBoxes() {
  document.addEventListener("focusin", (event) => {
    const form = (event.target as Element).closest?.("form[data-newsletter]");
    if (form instanceof HTMLFormElement) void tokenFor(form);
  });
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches("form[data-newsletter]")) return;
    event.preventDefault();
    void sendNewsletterBox(form);
  });
}
