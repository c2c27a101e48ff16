/**
 * A reservation's emails (docs/product/lead-capture.md § Emails): the agency's notification (Reply-To the
 * visitor, a link to the reservation in the console), the visitor's link to confirm their email — withheld when
 * the reservation looks automated (server/features/spam/automated-submission.ts) — then their receipt of the
 * place, or word that the slot filled first, and, when the agency
 * confirms or cancels it in the console, the visitor's notice of that. HTML and plain text from the same
 * content (server/mail/render-email.ts).
 */

import { leadConsolePath } from "#common/admin/lead-links.ts";
import { brand } from "#common/brand";
import { readPriceList } from "#common/catalog/price-lists";
import { budgetOnScale } from "#common/forms/budget-scale";
import type { ReserveSlotPayload } from "#common/forms/reserve-slot";
import type { Slot } from "#common/slots/calendar";
import { LAUNCH_URGENCIES, RESERVATION_PACKAGES } from "#common/slots/options";
import type { Config } from "#server/config.ts";
import type { slotReservations } from "#server/db/schema.ts";
import { withheldNotice } from "#server/features/spam/automated-submission.ts";
import { CONFIRM_WITHIN_HOURS } from "#server/features/spam/confirmed-by-email.ts";
import type { OutgoingEmail } from "#server/mail/outbox.ts";
import { type EmailBlock, renderEmail } from "#server/mail/render-email.ts";
import { agencyInbox, visitorReplyTo } from "#server/mail/reply-to.ts";
import { visitorGreeting } from "#server/mail/visitor-greeting.ts";

const labelOf = (list: ReadonlyArray<{ value: string; label: string }>, value?: string) =>
  value ? (list.find((item) => item.value === value)?.label ?? value) : "Not given";

/** What was chosen, in our own words only: the slot, the package and the options' labels, nothing typed. */
function choices(reservation: ReserveSlotPayload, slot: Slot): Array<[string, string]> {
  const pkg = RESERVATION_PACKAGES[readPriceList(reservation.priceList)].find(
    (item) => item.id === reservation.package,
  );
  return [
    ["Slot", slot.label],
    ["Package", pkg ? `${pkg.name} (${pkg.priceText}, ${pkg.timeline})` : reservation.package],
    ["Budget", budgetOnScale(reservation.budget) ?? "-"],
    ["Launch urgency", labelOf(LAUNCH_URGENCIES, reservation.timeline)],
  ];
}

/** The agency's copy: everything the visitor sent. */
function summary(reservation: ReserveSlotPayload, slot: Slot): EmailBlock[] {
  const [slotFact, packageFact, ...options] = choices(reservation, slot);
  return [
    {
      facts: [
        ...[slotFact, packageFact].filter((fact) => fact !== undefined),
        ["Name", reservation.name],
        ["Email", reservation.email],
        ["Business", reservation.business ?? "Not given"],
        ["Phone", reservation.phone ?? "Not given"],
        ...options,
      ],
    },
    { title: "Project details:", text: reservation.projectDetails },
  ];
}

/**
 * The agency's notification (Reply-To the visitor) and the visitor's link to confirm their email, which holds
 * their place (docs/product/lead-capture.md § Confirmed by email); no link for a booking that looks automated.
 */
export function reservationEmails(
  reservation: ReserveSlotPayload,
  slot: Slot,
  config: Config,
  stored: { id: number; automatedReason: string | null; confirmUrl: string },
): OutgoingEmail[] {
  const lead = { kind: "reservation" as const, id: stored.id };
  const notification: OutgoingEmail = {
    kind: "reservation.notify",
    to: agencyInbox(config),
    replyTo: reservation.email,
    subject: `New slot reservation: ${slot.label} — ${reservation.name}`,
    lead,
    ...renderEmail({
      heading: `New slot reservation: ${slot.label}`,
      blocks: [
        {
          paragraph: [
            "A development slot was reserved on the website.",
            stored.automatedReason
              ? withheldNotice(stored.automatedReason)
              : `It holds a place once the visitor opens the link we emailed them (within ${CONFIRM_WITHIN_HOURS} hours); the console shows when they do.`,
          ].join("\n"),
        },
        ...summary(reservation, slot),
      ],
      action: {
        label: "Review it in the admin console",
        url: `${config.siteUrl}${leadConsolePath("reservation", stored.id)}`,
      },
    }),
  };
  if (stored.automatedReason) return [notification];
  const confirmLink: OutgoingEmail = {
    kind: "reservation.verify",
    to: reservation.email,
    replyTo: visitorReplyTo(config),
    subject: `Confirm your ${brand.name} development slot: ${slot.label}`,
    lead,
    ...renderEmail({
      heading: `Confirm your development slot: ${slot.label}`,
      blocks: [
        // Nothing the visitor typed but a name that reads as one (server/mail/visitor-greeting.ts).
        { paragraph: visitorGreeting(reservation.name) },
        {
          paragraph: `Thank you for reserving a development slot with ${brand.name}. Please confirm your email address: your place in the slot is held once you open the link below, within ${CONFIRM_WITHIN_HOURS} hours. Places go to the first who confirm.`,
        },
        { facts: choices(reservation, slot) },
        { paragraph: "If you did not ask for this, ignore this email: nothing is booked without the link." },
      ],
      action: { label: "Confirm my place", url: stored.confirmUrl },
      footer: [`— The ${brand.name} team`],
    }),
  };
  return [notification, confirmLink];
}

/** A stored reservation as the mails after its confirmation read it. */
type StoredReservation = typeof slotReservations.$inferSelect;

/** Once the visitor confirmed: their receipt of the place, and the agency told. */
export function reservationConfirmedEmails(row: StoredReservation, slot: Slot, config: Config): OutgoingEmail[] {
  const reservation = {
    name: row.name ?? "",
    email: row.email ?? "",
    package: row.package ?? "",
    priceList: row.priceList ?? undefined,
    budget: row.budget ?? undefined,
    timeline: row.timeline ?? undefined,
  } as ReserveSlotPayload;
  const lead = { kind: "reservation" as const, id: row.id };
  return [
    {
      kind: "reservation.confirm",
      to: reservation.email,
      replyTo: visitorReplyTo(config),
      subject: `Your ${brand.name} development slot: ${slot.label}`,
      lead,
      ...renderEmail({
        heading: `Your development slot: ${slot.label}`,
        blocks: [
          { paragraph: visitorGreeting(reservation.name) },
          { paragraph: `Your email is confirmed and your place in the ${slot.label} slot is held. What you chose:` },
          { facts: choices(reservation, slot) },
          {
            title: "What happens next:",
            items: [
              "We will contact you within 24 hours to confirm your slot and talk through your project.",
              "Once your slot is confirmed, your project kicks off within 48 hours.",
            ],
          },
          { paragraph: `Questions in the meantime? Just reply to this email or write to ${brand.email}.` },
        ],
        footer: [`— The ${brand.name} team`],
      }),
    },
    {
      kind: "reservation.notify-confirmed",
      to: agencyInbox(config),
      replyTo: reservation.email,
      subject: `Slot place held: ${slot.label} — ${reservation.name}`,
      lead,
      ...renderEmail({
        heading: `Slot place held: ${slot.label}`,
        blocks: [{ paragraph: "The visitor confirmed their email: the reservation now holds its place." }],
        action: {
          label: "Review it in the admin console",
          url: `${config.siteUrl}${leadConsolePath("reservation", row.id)}`,
        },
      }),
    },
  ];
}

/** A visitor still waiting to confirm hears at once that the slot filled, and where to choose another. */
export function slotFilledEmail(
  waiting: { id: number; name: string | null; email: string | null },
  slot: Slot,
  config: Config,
): OutgoingEmail {
  return {
    kind: "reservation.slot-filled",
    to: waiting.email ?? "",
    replyTo: visitorReplyTo(config),
    subject: `The ${slot.label} slot is now full`,
    lead: { kind: "reservation", id: waiting.id },
    ...renderEmail({
      heading: `The ${slot.label} slot is now full`,
      blocks: [
        { paragraph: visitorGreeting(waiting.name) },
        {
          paragraph: `Other clients confirmed their places in the ${slot.label} development slot before you did, so it is now full and your request holds no place. The next slots with room are on our calendar.`,
        },
      ],
      action: { label: "Choose another slot", url: `${config.siteUrl}/reserve-slot` },
      footer: [`— The ${brand.name} team`],
    }),
  };
}

export interface ReservationStatusNotice {
  id: number;
  name: string;
  email: string;
  slotLabel: string;
  status: "confirmed" | "cancelled";
}

/** The visitor hears when the agency confirms or cancels their reservation (docs/product/lead-capture.md § Emails). */
export function reservationStatusEmail(notice: ReservationStatusNotice, config: Config): OutgoingEmail {
  const confirmed = notice.status === "confirmed";
  return {
    kind: confirmed ? "reservation.confirmed" : "reservation.cancelled",
    to: notice.email,
    replyTo: visitorReplyTo(config),
    subject: confirmed
      ? `Your ${brand.name} development slot is confirmed: ${notice.slotLabel}`
      : `Your ${brand.name} development slot reservation is cancelled: ${notice.slotLabel}`,
    lead: { kind: "reservation", id: notice.id },
    ...renderEmail({
      heading: confirmed ? "Your development slot is confirmed" : "Your slot reservation is cancelled",
      blocks: confirmed
        ? [
            { paragraph: visitorGreeting(notice.name) },
            { paragraph: `Good news: your ${notice.slotLabel} development slot with ${brand.name} is confirmed.` },
            { paragraph: "Your project kicks off within 48 hours. We will be in touch to plan the first steps." },
            { paragraph: `Questions? Just reply to this email or write to ${brand.email}.` },
          ]
        : [
            { paragraph: visitorGreeting(notice.name) },
            {
              paragraph: `Your reservation of the ${notice.slotLabel} development slot with ${brand.name} is cancelled.`,
            },
            {
              paragraph: `If this is unexpected, or you would like another slot, just reply to this email or write to ${brand.email}.`,
            },
          ],
      footer: [`— The ${brand.name} team`],
    }),
  };
}
