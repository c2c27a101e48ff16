import type { ReactNode } from "react";
import type { Tone } from "./cta-link";

/** A closing call-to-action band with an h2, a sentence and its buttons. */
export function CallToAction({
  id,
  title,
  text,
  tone = "dark",
  children,
}: {
  id: string;
  title: string;
  text: string;
  tone?: Tone;
  children: ReactNode;
}) {
  const dark = tone === "dark";
  return (
    <section aria-labelledby={`${id}-title`} className="container-page py-16 sm:py-24">
      <div
        className={`relative isolate overflow-hidden rounded-[2rem] px-6 py-14 text-center sm:px-12 sm:py-20 ${
          dark
            ? "border border-ink-700 bg-ink-900 bg-[radial-gradient(40rem_20rem_at_50%_0%,rgb(34_228_255/0.16),transparent_70%)]"
            : "bg-slate-900 text-white"
        }`}
      >
        <h2
          id={`${id}-title`}
          className="mx-auto max-w-3xl font-display text-3xl font-bold tracking-tight text-balance text-white sm:text-5xl"
        >
          {title}
        </h2>
        <p className={`mx-auto mt-5 max-w-2xl text-lg text-pretty ${dark ? "text-ink-300" : "text-slate-300"}`}>
          {text}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">{children}</div>
      </div>
    </section>
  );
}
