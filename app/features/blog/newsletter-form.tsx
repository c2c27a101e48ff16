import { type FormEvent, useId } from "react";
import { HoneypotField } from "#app/components/form/honeypot-field";
import { newsletter } from "#app/content/blog";
import { useStyleVariant, withVariant } from "#app/lib/style-variant";
import { FORM_TOKEN_FIELD } from "#common/forms/form-token-field";
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_STATES,
  type NewsletterState,
  newsletterStateId,
} from "#common/newsletter/newsletter-options";
import { sendNewsletterBox } from "./newsletter-box";

const NOTICE_TEXT: Record<NewsletterState, string> = {
  sent: NEWSLETTER_MESSAGES.sent,
  invalid: NEWSLETTER_MESSAGES.email,
  confirmed: NEWSLETTER_MESSAGES.confirmed,
  expired: NEWSLETTER_MESSAGES.expired,
  unsubscribed: NEWSLETTER_MESSAGES.unsubscribed,
};

/**
 * The newsletter box (docs/product/public-site.md § Newsletter): double opt-in. Without a script the browser
 * posts it to /newsletter and comes back to the notice of its outcome, which the address's fragment shows
 * (`:target`); with one, the static page's script (or this component on a hydrated page) sends it to the API
 * and shows the same notice. `sourcePath` is the page it is on (the blog or a post), stored with the subscriber
 * and returned to without a script.
 */
export function NewsletterForm({ sourcePath = "/blog" }: { sourcePath?: string }) {
  const emailId = useId();
  const variant = useStyleVariant();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void sendNewsletterBox(event.currentTarget);
  };
  return (
    <section
      aria-labelledby="newsletter-title"
      className="rounded-[2rem] border border-neon-cyan/30 bg-[radial-gradient(30rem_16rem_at_100%_0%,rgb(34_228_255/0.14),transparent_70%)] bg-ink-900 p-8 sm:p-12"
    >
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          <h2 id="newsletter-title" className="font-display text-3xl font-bold text-white">
            {newsletter.title}
          </h2>
          <p className="mt-3 text-ink-300">{newsletter.text}</p>
        </div>
        <div>
          <form
            method="post"
            action={withVariant("/newsletter", variant)}
            data-newsletter=""
            onSubmit={onSubmit}
            className="relative flex flex-col gap-3 sm:flex-row sm:items-end"
          >
            <div className="flex-1">
              <label htmlFor={emailId} className="block text-sm font-medium text-ink-200">
                Email address
              </label>
              <input
                id={emailId}
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="email"
                placeholder="you@company.com"
                className="mt-2 min-h-12 w-full rounded-full border border-ink-600 bg-ink-950 px-5 text-white placeholder:text-ink-400 focus:border-neon-cyan focus:outline-none focus-visible:outline-2 focus-visible:outline-neon-cyan"
              />
            </div>
            <input type="hidden" name="sourcePath" value={sourcePath} />
            <input type="hidden" name={FORM_TOKEN_FIELD} value="" />
            <HoneypotField idPrefix="newsletter-hp" />
            <button
              type="submit"
              className="min-h-12 rounded-full bg-neon-cyan px-7 font-display font-semibold tracking-widest text-ink-950 transition-colors hover:bg-neon-lime"
            >
              SUBSCRIBE
            </button>
          </form>
          {/* Each outcome's notice, shown when the address names it (#newsletter-sent…), with or without a script. */}
          {NEWSLETTER_STATES.map((state) => (
            <p
              key={state}
              id={newsletterStateId(state)}
              role={state === "invalid" || state === "expired" ? "alert" : "status"}
              className={`mt-4 hidden scroll-mt-56 rounded-2xl border px-4 py-3 text-sm font-medium target:block ${
                state === "invalid" || state === "expired"
                  ? "border-red-400/60 bg-red-500/10 text-red-200"
                  : "border-neon-lime/50 bg-neon-lime/10 text-ink-100"
              }`}
            >
              {NOTICE_TEXT[state]}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
