import type { RefObject } from "react";
import { CtaLink } from "../marketing-ui/cta-link";
import { StepIndicator } from "./step-indicator";

/**
 * Step 4: the reservation is in and a link is on its way; the place is held once the visitor opens it
 * (docs/product/lead-capture.md § Wizard steps, § Confirmed by email).
 */
export function SuccessScreen({
  message,
  headingRef,
}: {
  message: string;
  /** Focused when the screen replaces the wizard's last step; none for the page sent without the script. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <div>
      <StepIndicator step={4} />
      <div className="relative mt-8 overflow-hidden rounded-[1.75rem] border border-neon-lime/40 bg-ink-900/70 p-6 text-center shadow-2xl shadow-black/30 sm:p-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(30rem_16rem_at_50%_0%,rgb(182_255_59/0.14),transparent_70%)]"
        />
        <div className="relative">
          <span
            aria-hidden="true"
            className="mx-auto grid size-16 place-content-center rounded-full border border-neon-lime/60 bg-neon-lime/10 text-neon-lime"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8" fill="none">
              <rect x="3" y="5.5" width="18" height="13" rx="2.5" stroke="currentColor" strokeWidth="2" />
              <path d="m4 7.5 8 6 8-6" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            </svg>
          </span>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="mt-6 font-display text-3xl font-bold text-white outline-none sm:text-4xl"
          >
            Check your email
          </h2>
          {message && <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-ink-200">{message}</p>}
          <ul className="mx-auto mt-8 grid max-w-2xl gap-3 text-left sm:grid-cols-2">
            <li className="rounded-2xl border border-ink-700 bg-ink-950/60 p-5">
              <p className="font-display text-2xl font-bold text-neon-cyan">24 hours</p>
              <p className="mt-1 text-sm text-ink-300">We contact you within 24 hours to confirm your slot.</p>
            </li>
            <li className="rounded-2xl border border-ink-700 bg-ink-950/60 p-5">
              <p className="font-display text-2xl font-bold text-neon-lime">48 hours</p>
              <p className="mt-1 text-sm text-ink-300">Your project kicks off within 48 hours of slot confirmation.</p>
            </li>
          </ul>
          <p className="mt-6 text-sm text-ink-300">
            Open the link in that email to hold your place: places go to the first who confirm.
          </p>
          <div className="mt-10 flex justify-center">
            <CtaLink to="/home">RETURN TO HOME</CtaLink>
          </div>
        </div>
      </div>
    </div>
  );
}
