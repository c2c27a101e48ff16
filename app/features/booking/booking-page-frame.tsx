import type { ReactNode } from "react";

/**
 * The frame the two booking pages share (/book-consultation and /reserve-slot):
 * the glow behind the top, the header, and the two columns that hold the form
 * and what the visitor weighs beside it.
 */
export function BookingPageFrame({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: ReactNode;
  intro: string;
  children: ReactNode;
}) {
  return (
    <main className="relative isolate -mt-20 overflow-hidden pt-20">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[40rem] bg-[radial-gradient(48rem_28rem_at_80%_0%,rgb(34_228_255/0.14),transparent_65%),radial-gradient(36rem_24rem_at_0%_60%,rgb(182_255_59/0.07),transparent_60%)]"
      />
      <div className="container-page pt-12 pb-20 sm:pt-20 sm:pb-28">
        <header className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-neon-cyan/30 bg-neon-cyan/5 px-4 py-1.5 font-display text-xs font-semibold tracking-[0.25em] text-neon-cyan uppercase">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-neon-lime" />
            {eyebrow}
          </p>
          <h1 className="mt-6 font-display text-[clamp(2.3rem,6vw,4.25rem)] leading-[1.04] font-bold tracking-tight text-balance text-white">
            {title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-ink-300 sm:text-xl">{intro}</p>
        </header>

        <div className="mt-12 grid gap-10 lg:mt-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_22rem]">
          {children}
        </div>
      </div>
    </main>
  );
}
