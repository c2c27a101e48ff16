import { BookingQueryProvider } from "../booking-ui/query-provider";
import { ConsultationForm } from "./consultation-form";

const EXPECTATIONS = [
  {
    when: "Before the call",
    points: [
      "You receive a calendar invitation by email straight away.",
      "We review your details and your current website, so the call starts with substance.",
      "The video call link arrives before the call.",
    ],
  },
  {
    when: "During the call",
    points: [
      "We listen first: your business, your audience and what the website has to achieve.",
      "We talk through options, a realistic timeline and which package fits.",
      "Ask anything, from design and content to hosting and SEO.",
    ],
  },
  {
    when: "After the call",
    points: [
      "You receive a tailored proposal within 24 hours.",
      "It spells out scope, timeline and price, with no surprises.",
      "You decide in your own time.",
    ],
  },
];

/** /book-consultation: the booking form beside what to expect before, during and after the call. */
export function BookConsultationPage() {
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
            Free consultation
          </p>
          <h1 className="mt-6 font-display text-[clamp(2.3rem,6vw,4.25rem)] leading-[1.04] font-bold tracking-tight text-balance text-white">
            Book a call with <span className="text-gradient-neon">our team</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-ink-300 sm:text-xl">
            Thirty to sixty minutes, on a weekday that suits you. Bring your questions; leave with a clear plan and,
            within 24 hours, a tailored proposal.
          </p>
        </header>

        <div className="mt-12 grid gap-10 lg:mt-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <BookingQueryProvider>
            <ConsultationForm />
          </BookingQueryProvider>
          <aside aria-labelledby="expect-title" className="grid content-start gap-5">
            <h2 id="expect-title" className="font-display text-lg font-bold text-white">
              What to expect
            </h2>
            <ol className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
              {EXPECTATIONS.map((stage, index) => (
                <li key={stage.when} className="rounded-2xl border border-ink-700 bg-ink-900/50 p-5">
                  <h3 className="flex items-center gap-2 font-display font-semibold text-neon-cyan">
                    <span
                      aria-hidden="true"
                      className="grid size-6 place-content-center rounded-full border border-neon-cyan/50 text-xs"
                    >
                      {index + 1}
                    </span>
                    {stage.when}
                  </h3>
                  <ul className="mt-3 grid gap-2 text-sm text-ink-300">
                    {stage.points.map((point) => (
                      <li key={point} className="flex gap-2">
                        <span aria-hidden="true" className="mt-2 size-1 shrink-0 rounded-full bg-neon-lime" />
                        {point}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
            <section
              aria-labelledby="no-obligation-title"
              className="rounded-2xl border border-neon-lime/40 bg-neon-lime/[0.06] p-5"
            >
              <h3 id="no-obligation-title" className="font-display font-semibold text-neon-lime">
                No obligations
              </h3>
              <p className="mt-2 text-sm text-ink-200">
                The consultation is free. There is nothing to sign and nothing to pay: if we are not the right fit, we
                will say so and point you in a better direction.
              </p>
            </section>
          </aside>
        </div>
      </div>
    </main>
  );
}
