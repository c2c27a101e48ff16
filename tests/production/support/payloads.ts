/** Valid request bodies for the process-level tests, each made unique by a marker. */
import { offeredDates } from "#common/consultation/schedule";
import { bookableSlots } from "#common/slots/calendar";
import { formToken } from "#tests/support/form-token";

export function contactBody(email: string) {
  return {
    name: "Ada Lovelace",
    email,
    business: "Analytical Engines Ltd",
    package: "business",
    details: `Marker ${email}: a new website for our engine business.`,
    ...formToken("contact"),
  };
}

export function reservationBody(email: string, slotId: string) {
  return {
    name: "Grace Hopper",
    email,
    package: "business",
    preferredSlot: slotId,
    projectDetails: `Marker ${email}: a booking flow for our workshop.`,
    ...formToken("reserve-slot"),
  };
}

export function consultationBody(email: string, preferredDate: string, preferredTime: string) {
  return {
    name: "Katherine Johnson",
    email,
    consultationType: "project-consultation",
    preferredDate,
    preferredTime,
    ...formToken("consultation"),
  };
}

/** Bookable half-month slot ids on the real clock, the furthest first (no date boundary nearby). */
export function slotIds(now = new Date()): string[] {
  return bookableSlots(now)
    .map((slot) => slot.id)
    .reverse();
}

/** A bookable consultation date on the real clock, well inside the horizon. */
export function consultationDate(now = new Date()): string {
  const dates = offeredDates(now);
  return dates[Math.min(5, dates.length - 1)] as string;
}
