import { type FormEvent, useId } from "react";
import { newsletter } from "#app/content/blog";

/**
 * The newsletter box has no validation and no action and makes no call
 * (docs/product/public-site.md § Insights). Submitting is prevented, so nothing is sent anywhere: here on a
 * hydrated render, by the static pages' script (`data-sends-nothing`) on the blog itself.
 */
export function NewsletterForm() {
  const emailId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
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
        <form
          method="post"
          noValidate
          data-sends-nothing=""
          onSubmit={onSubmit}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="flex-1">
            <label htmlFor={emailId} className="block text-sm font-medium text-ink-200">
              Email address
            </label>
            <input
              id={emailId}
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              className="mt-2 min-h-12 w-full rounded-full border border-ink-600 bg-ink-950 px-5 text-white placeholder:text-ink-400 focus:border-neon-cyan focus:outline-none focus-visible:outline-2 focus-visible:outline-neon-cyan"
            />
          </div>
          <button
            type="submit"
            className="min-h-12 rounded-full bg-neon-cyan px-7 font-display font-semibold tracking-widest text-ink-950 transition-colors hover:bg-neon-lime"
          >
            SUBSCRIBE
          </button>
        </form>
      </div>
    </section>
  );
}
