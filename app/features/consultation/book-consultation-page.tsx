import { QueryProvider } from "#app/lib/query-provider";
import { BookingPageFrame } from "../booking/booking-page-frame";
import { ConfirmationNotice } from "../booking/confirmation-notice";
import { ScriptedOrPlain } from "../booking/scriptless-booking";
import { ConsultationForm } from "./consultation-form";
import { PlainConsultationForm } from "./plain-consultation-form";

const EXPECTATIONS = [
  {
    when: "Before the call",
    points: [
      "You confirm your email with one click; the calendar invitation follows straight away.",
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
    <BookingPageFrame
      eyebrow="Free consultation"
      title={
        <>
          Book a call with <span className="text-gradient-neon">our team</span>
        </>
      }
      intro="Thirty to sixty minutes, on a weekday that suits you. Bring your questions; leave with a clear plan and, within 24 hours, a tailored proposal."
    >
      <ConfirmationNotice calendar="consultation" />
      <ScriptedOrPlain plain={<PlainConsultationForm />}>
        <QueryProvider>
          <ConsultationForm />
        </QueryProvider>
      </ScriptedOrPlain>
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
            The consultation is free. There is nothing to sign and nothing to pay: if we are not the right fit, we will
            say so and point you in a better direction.
          </p>
        </section>
      </aside>
    </BookingPageFrame>
  );
}
