import { QueryProvider } from "#app/lib/query-provider";
import { SLOT_CAPACITY } from "#common/slots/calendar";
import { BookingPageFrame } from "../booking/booking-page-frame";
import { ConfirmationNotice } from "../booking/confirmation-notice";
import { ScriptedOrPlain } from "../booking/scriptless-booking";
import { PlainReservationForm } from "./plain-reservation-form";
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
    title: "Yours once you confirm",
    text: "We email you a link: your place is held once you open it, within 24 hours. Places go to the first who confirm.",
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
    <BookingPageFrame
      eyebrow="Limited availability"
      title={
        <>
          Reserve your <span className="text-gradient-neon">development slot</span>
        </>
      }
      intro="Pick your package and a half-month slot in three short steps. We keep the calendar small on purpose, so your build gets senior attention from the first day to launch."
    >
      <ConfirmationNotice calendar="reservation" />
      <ScriptedOrPlain plain={<PlainReservationForm />}>
        <ReserveSlotWizardWithData />
      </ScriptedOrPlain>
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
    </BookingPageFrame>
  );
}

function ReserveSlotWizardWithData() {
  return (
    <QueryProvider>
      <ReserveSlotWizard />
    </QueryProvider>
  );
}
