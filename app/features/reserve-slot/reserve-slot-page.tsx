import { SLOT_CAPACITY } from "../../../common/slots/calendar";
import { BookingQueryProvider } from "../booking-ui/query-provider";
import { ReserveSlotWizard } from "./reserve-slot-wizard";

const FACTS = [
  {
    title: "Half-month slots",
    text: "We build in focused half-month slots: the 1st–15th and the 16th to month end, three months ahead.",
  },
  {
    title: `${SLOT_CAPACITY} projects per slot, at most`,
    text: "Each slot holds 1-2 concurrent projects. When it is full it shows as reserved.",
  },
  {
    title: "A reply within 24 hours",
    text: "We contact you within 24 hours of your booking to confirm the slot and talk through your project.",
  },
  {
    title: "Kickoff within 48 hours",
    text: "Once your slot is confirmed, your project kicks off within 48 hours. No payment is taken today.",
  },
];

/** /reserve-slot: the reservation wizard with the facts a visitor weighs before booking. */
export function ReserveSlotPage() {
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
            Limited availability
          </p>
          <h1 className="mt-6 font-display text-[clamp(2.3rem,6vw,4.25rem)] leading-[1.04] font-bold tracking-tight text-balance text-white">
            Reserve your <span className="text-gradient-neon">development slot</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-ink-300 sm:text-xl">
            Pick your package and a half-month slot in three short steps. We keep the calendar small on purpose, so your
            build gets senior attention from the first day to launch.
          </p>
        </header>

        <div className="mt-12 grid gap-10 lg:mt-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <ReserveSlotWizardWithData />
          <aside aria-labelledby="slot-facts-title" className="lg:pt-14">
            <h2 id="slot-facts-title" className="font-display text-lg font-bold text-white">
              How slots work
            </h2>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              {FACTS.map((fact) => (
                <li key={fact.title} className="rounded-2xl border border-ink-700 bg-ink-900/50 p-5">
                  <p className="font-display font-semibold text-neon-cyan">{fact.title}</p>
                  <p className="mt-2 text-sm text-ink-300">{fact.text}</p>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </main>
  );
}

function ReserveSlotWizardWithData() {
  return (
    <BookingQueryProvider>
      <ReserveSlotWizard />
    </BookingQueryProvider>
  );
}
