import { usePageSearchParams } from "#app/lib/page-address";
import { CONSULTATION_TIMES } from "#common/consultation/schedule";
import { slotById } from "#common/slots/calendar";
import { formatWeekdayMonthDay } from "#common/time/calendar-text";

/**
 * What became of a booking whose visitor opened the link mailed to them (docs/product/lead-capture.md
 * § Confirmed by email): the link sends them back to the booking page with `?confirmation=`. Only our own
 * words are shown: a slot or time from the address is shown only when it names one of ours.
 */
export function ConfirmationNotice({ calendar }: { calendar: "reservation" | "consultation" }) {
  const params = usePageSearchParams();
  const notice = calendar === "reservation" ? reservationNotice(params) : consultationNotice(params);
  if (!notice) return null;
  return (
    <section
      id="confirmation"
      role="status"
      aria-labelledby="confirmation-title"
      className={`rounded-[1.75rem] border p-6 sm:p-8 lg:col-span-2 ${
        notice.good ? "border-neon-lime/50 bg-neon-lime/5" : "border-amber-300/50 bg-amber-300/5"
      }`}
    >
      <h2 id="confirmation-title" className="font-display text-2xl font-bold text-white sm:text-3xl">
        {notice.title}
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-pretty text-ink-200">{notice.text}</p>
    </section>
  );
}

type Notice = { title: string; text: string; good: boolean };

function reservationNotice(params: URLSearchParams): Notice | undefined {
  const slot = slotById(params.get("slot") ?? "");
  const which = slot ? `the ${slot.label} slot` : "your slot";
  switch (params.get("confirmation")) {
    case "held":
      return {
        good: true,
        title: "Your place is held",
        text: `Thank you for confirming your email: your place in ${which} is yours. We'll contact you within 24 hours to confirm it, and kick off within 48 hours of confirmation.`,
      };
    case "full":
      return {
        good: false,
        title: slot ? `The ${slot.label} slot filled first` : "That slot filled first",
        text: "Other clients confirmed their places before you did, so that slot is full. The slots below with room are open: choose one and we'll email you a new link.",
      };
    case "expired":
      return {
        good: false,
        title: "This link no longer works",
        text: "A link works for 24 hours after you reserve. Reserve again below; it takes a minute, and we'll email you a new link.",
      };
    default:
      return undefined;
  }
}

/** "Tuesday, June 23 at 2:00 PM" from a booked time's key ("2026-06-23 14:00"), when it is one of ours. */
function timeOfKey(key: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}):00$/.exec(key);
  const time = CONSULTATION_TIMES.find((candidate) => candidate.hour === Number(match?.[2]));
  if (!match?.[1] || !time) return undefined;
  try {
    return `${formatWeekdayMonthDay(match[1])} at ${time.value}`;
  } catch {
    return undefined;
  }
}

function consultationNotice(params: URLSearchParams): Notice | undefined {
  const when = timeOfKey(params.get("time") ?? "");
  switch (params.get("confirmation")) {
    case "booked":
      return {
        good: true,
        title: "Your consultation is booked",
        text: `Thank you for confirming your email: ${when ? `${when} Eastern Time` : "your time"} is yours. The calendar invitation is in your inbox, and you'll receive a tailored proposal within 24 hours after the call.`,
      };
    case "taken":
      return {
        good: false,
        title: "That time was just taken",
        text: `Another visitor confirmed ${when ? `${when} Eastern Time` : "that time"} before you did. Choose another time below and we'll email you a new link.`,
      };
    case "expired":
      return {
        good: false,
        title: "This link no longer works",
        text: "A link works for 24 hours after you book. Book again below; it takes a minute, and we'll email you a new link.",
      };
    default:
      return undefined;
  }
}
