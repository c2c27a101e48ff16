import { brand } from "../../../common/brand";
import type { ReserveSlotPayload } from "../../../common/forms/reserve-slot";
import type { Slot } from "../../../common/slots/calendar";
import { LAUNCH_URGENCIES, RESERVATION_BUDGETS, RESERVATION_PACKAGES } from "../../../common/slots/options";
import type { Config } from "../../config.ts";
import type { OutgoingEmail } from "../../mail/outbox.ts";

const labelOf = (list: ReadonlyArray<{ value: string; label: string }>, value?: string) =>
  value ? (list.find((item) => item.value === value)?.label ?? value) : "Not given";

function summary(reservation: ReserveSlotPayload, slot: Slot): string {
  const pkg = RESERVATION_PACKAGES.find((item) => item.id === reservation.package);
  return [
    `Slot: ${slot.label}`,
    `Package: ${pkg ? `${pkg.name} (${pkg.priceText}, ${pkg.timeline})` : reservation.package}`,
    `Name: ${reservation.name}`,
    `Email: ${reservation.email}`,
    `Business: ${reservation.business ?? "Not given"}`,
    `Phone: ${reservation.phone ?? "Not given"}`,
    `Budget: ${labelOf(RESERVATION_BUDGETS, reservation.budget)}`,
    `Launch urgency: ${labelOf(LAUNCH_URGENCIES, reservation.timeline)}`,
    "",
    "Project details:",
    reservation.projectDetails,
  ].join("\n");
}

/** The agency's notification (Reply-To the visitor) and the visitor's confirmation. */
export function reservationEmails(reservation: ReserveSlotPayload, slot: Slot, config: Config): OutgoingEmail[] {
  const details = summary(reservation, slot);
  return [
    {
      kind: "reservation.notify",
      to: config.NOTIFY_EMAIL ?? brand.email,
      replyTo: reservation.email,
      subject: `New slot reservation: ${slot.label} — ${reservation.name}`,
      text: `A development slot was reserved on the website.\n\n${details}\n\nReview it in the admin console: ${config.siteUrl}/admin\n`,
    },
    {
      kind: "reservation.confirm",
      to: reservation.email,
      subject: `Your ${brand.name} development slot: ${slot.label}`,
      text: [
        `Hello ${reservation.name},`,
        "",
        `Thank you for reserving a development slot with ${brand.name}. Here is what you sent us:`,
        "",
        details,
        "",
        "What happens next:",
        "- We will contact you within 24 hours to confirm your slot and talk through your project.",
        "- Once your slot is confirmed, your project kicks off within 48 hours.",
        "",
        `Questions in the meantime? Just reply to this email or write to ${brand.email}.`,
        "",
        `— The ${brand.name} team`,
      ].join("\n"),
    },
  ];
}
