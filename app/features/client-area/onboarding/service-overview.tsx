import { BookOpen, CalendarClock, FileSignature, MessagesSquare, Wallet } from "lucide-react";
import { ArrowRight, CtaLink } from "#app/features/marketing-ui/cta-link";
import { usePriceList } from "#app/lib/price-list";
import { GROWTH_ENGINE_JOURNEY } from "#common/client-area/journey";
import { samplePackage } from "#common/client-area/sample-portal";
import { PAYMENT_TERMS, PROMISES } from "#common/company/facts";
import { formatMoney } from "../format";

/** The overview's cards, the investment priced in the visitor's face. */
const infoCards = (sample: ReturnType<typeof samplePackage>) => [
  {
    icon: Wallet,
    title: "Your investment",
    text: `${formatMoney(sample.total)} for the ${sample.name} package, built in ${sample.timeline}.`,
  },
  {
    icon: CalendarClock,
    title: "Payment schedule",
    text: `${PAYMENT_TERMS.map((term) => `${term.share}% ${term.milestone}`).join(", ")}.`,
  },
  {
    icon: MessagesSquare,
    title: "How we keep in touch",
    text: `A written project update every week, and replies to your messages within ${PROMISES.responseHours} hours.`,
  },
];

/** The Service Overview step: the only onboarding step with content (docs/product/client-area.md § Onboarding). */
export function ServiceOverview({ stepNumber, stepCount }: { stepNumber: number; stepCount: number }) {
  const sample = samplePackage(usePriceList());
  return (
    <section
      aria-labelledby="service-overview-title"
      className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/70 p-5 sm:p-8 lg:p-10"
    >
      <p className="font-display text-xs font-semibold tracking-[0.25em] text-neon-cyan uppercase">
        Step {stepNumber} of {stepCount} · Service Overview
      </p>
      <h2
        id="service-overview-title"
        className="mt-3 font-display text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
      >
        Your {sample.name} journey
      </h2>
      <p className="mt-4 max-w-2xl text-lg text-pretty text-ink-300">
        Six phases take your website from first conversation to a site that keeps improving. You will always know which
        one we are in.
      </p>

      <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {GROWTH_ENGINE_JOURNEY.map((phase, index) => (
          <li key={phase.title} className="relative rounded-2xl border border-ink-700 bg-ink-950/50 p-5">
            <span aria-hidden="true" className="font-display text-3xl font-bold text-gradient-neon sm:text-4xl">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-3 font-display text-lg font-bold text-white">{phase.title}</h3>
            <p className="mt-2 text-sm text-ink-300">{phase.description}</p>
          </li>
        ))}
      </ol>

      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        {infoCards(sample).map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-neon-cyan/20 bg-neon-cyan/[0.04] p-5">
            <Icon aria-hidden="true" className="size-6 text-neon-cyan" />
            <h3 className="mt-4 font-display text-base font-bold text-white">{title}</h3>
            <p className="mt-2 text-sm text-ink-200">{text}</p>
          </li>
        ))}
      </ul>

      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <CtaLink to="/client-portal?tab=documents">
          <FileSignature aria-hidden="true" className="size-5" />
          Continue to Contract
          <ArrowRight />
        </CtaLink>
        <CtaLink to="/resources" kind="secondary">
          <BookOpen aria-hidden="true" className="size-5" />
          View Resources
        </CtaLink>
      </div>
    </section>
  );
}
