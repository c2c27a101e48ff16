/**
 * A consultation's emails (docs/product/lead-capture.md § Emails): the agency's notification (Reply-To the
 * visitor, a link to the consultation in the console), the visitor's link to confirm their email — withheld
 * when the booking looks automated (server/features/spam/automated-submission.ts) — then, once they confirm,
 * their confirmation with the calendar invitation (or word that the time was taken first), and, when the agency cancels it in the console, the visitor's cancellation with an .ics that removes the
 * event (same UID, higher SEQUENCE). HTML and plain text from the same content (server/mail/render-email.ts).
 */

import { leadConsolePath } from "#common/admin/lead-links.ts";
import { brand } from "#common/brand";
import { consultationType } from "#common/consultation/schedule";
import type { ConsultationPayload } from "#common/forms/consultation";
import type { Config } from "#server/config.ts";
import { withheldNotice } from "#server/features/spam/automated-submission.ts";
import { CONFIRM_WITHIN_HOURS } from "#server/features/spam/confirmed-by-email.ts";
import type { OutgoingEmail } from "#server/mail/outbox.ts";
import { type EmailBlock, renderEmail } from "#server/mail/render-email.ts";
import { agencyInbox, visitorReplyTo } from "#server/mail/reply-to.ts";
import { visitorGreeting } from "#server/mail/visitor-greeting.ts";
import { buildIcs, type CalendarEvent } from "./ics.ts";

export interface BookedConsultation {
  id: number;
  input: ConsultationPayload;
  start: Date;
  end: Date;
  bookedAt: Date;
  /** Why the booking looks automated: the confirmation is then not sent. */
  automatedReason?: string | null;
  /** The link that confirms the visitor's email and books the time (docs/product/lead-capture.md § Confirmed by email). */
  confirmUrl?: string;
}

/** "Wednesday, July 1, 2026 at 9:00 AM Eastern Time (EDT)". */
function eastern(instant: Date): string {
  const date = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(instant);
  const time = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(instant);
  return `${date} at ${time.replace(/ (E[SD]T)$/, " Eastern Time ($1)")}`;
}

/** "Strategy Session (60 minutes)": the type as our list names it. */
function consultationLabel(id: string): string {
  const type = consultationType(id);
  return type ? `${type.label} (${type.minutes} minutes)` : id;
}

/** "Strategy Session with Meridian Studio": the call as its mails and calendar event name it. */
const callTitle = (id: string) => `${consultationType(id)?.label ?? "Consultation"} with ${brand.name}`;

/** The agency's copy: everything the visitor sent. */
function summary({ input, start }: BookedConsultation): EmailBlock[] {
  return [
    {
      facts: [
        ["Consultation", consultationLabel(input.consultationType)],
        ["When", eastern(start)],
        ["Name", input.name],
        ["Email", input.email],
        ["Phone", input.phone ?? "Not given"],
        ["Company", input.company ?? "Not given"],
        ["Current website", input.currentWebsite ?? "Not given"],
        ["Budget", input.budget ?? "Not given"],
        ["Timeline", input.timeline ?? "Not given"],
      ],
    },
    { title: "Project details:", text: input.projectDetails ?? "Not given" },
    { title: "Goals:", text: input.goals ?? "Not given" },
  ];
}

/** The calendar event of a consultation: one UID for its whole life, so a later CANCEL finds the invitation. */
export function consultationEvent(
  consultation: { id: number; consultationType: string; name: string; email: string; start: Date; end: Date },
  config: Config,
  stamp: Date,
): CalendarEvent {
  const title = callTitle(consultation.consultationType);
  const domain = new URL(config.siteUrl).hostname || "localhost";
  return {
    uid: `consultation-${consultation.id}@${domain}`,
    start: consultation.start,
    end: consultation.end,
    stamp,
    summary: title,
    description: `${title}. We'll email you the video call link before the call. To reschedule, reply to our confirmation email or write to ${brand.email}.`,
    location: "Video call (link sent by email)",
    organizer: { name: brand.name, email: brand.email },
    attendee: { name: consultation.name, email: consultation.email },
  };
}

export function consultationEmails(booking: BookedConsultation, config: Config): OutgoingEmail[] {
  const { input } = booking;
  const type = consultationType(input.consultationType);
  const title = callTitle(input.consultationType);
  const lead = { kind: "consultation" as const, id: booking.id };
  const notification: OutgoingEmail = {
    kind: "consultation.notify",
    to: agencyInbox(config),
    replyTo: input.email,
    subject: `New consultation: ${type?.label ?? input.consultationType}, ${eastern(booking.start)} — ${input.name}`,
    lead,
    ...renderEmail({
      heading: `New consultation: ${type?.label ?? input.consultationType}`,
      blocks: [
        {
          paragraph: [
            "A consultation was booked on the website.",
            booking.automatedReason
              ? withheldNotice(booking.automatedReason)
              : `It takes the time once the visitor opens the link we emailed them (within ${CONFIRM_WITHIN_HOURS} hours); the console shows when they do.`,
          ].join("\n"),
        },
        ...summary(booking),
      ],
      action: {
        label: "Review it in the admin console",
        url: `${config.siteUrl}${leadConsolePath("consultation", booking.id)}`,
      },
    }),
  };
  if (booking.automatedReason || !booking.confirmUrl) return [notification];
  const confirmLink: OutgoingEmail = {
    kind: "consultation.verify",
    to: input.email,
    replyTo: visitorReplyTo(config),
    subject: `Confirm your ${title}: ${eastern(booking.start)}`,
    lead,
    ...renderEmail({
      heading: "Confirm your consultation",
      blocks: [
        { paragraph: visitorGreeting(input.name) },
        {
          paragraph: `Thank you for booking a consultation with ${brand.name}. Please confirm your email address: the time is yours once you open the link below, within ${CONFIRM_WITHIN_HOURS} hours. Times go to the first who confirm.`,
        },
        {
          facts: [
            ["Consultation", consultationLabel(input.consultationType)],
            ["When", eastern(booking.start)],
          ],
        },
        { paragraph: "If you did not ask for this, ignore this email: nothing is booked without the link." },
      ],
      action: { label: "Confirm my consultation", url: booking.confirmUrl },
      footer: [`— The ${brand.name} team`],
    }),
  };
  return [notification, confirmLink];
}

/** Once the visitor confirmed: their confirmation with the calendar invitation, and the agency told. */
export function consultationConfirmedEmails(booking: BookedConsultation, config: Config): OutgoingEmail[] {
  const { input } = booking;
  const title = callTitle(input.consultationType);
  const lead = { kind: "consultation" as const, id: booking.id };
  const ics = buildIcs(
    consultationEvent(
      {
        id: booking.id,
        consultationType: input.consultationType,
        name: input.name,
        email: input.email,
        start: booking.start,
        end: booking.end,
      },
      config,
      booking.bookedAt,
    ),
    brand.name,
  );
  const confirmation: OutgoingEmail = {
    kind: "consultation.confirm",
    to: input.email,
    replyTo: visitorReplyTo(config),
    subject: `Your ${title}: ${eastern(booking.start)}`,
    lead,
    ...renderEmail({
      heading: `Your consultation is booked`,
      blocks: [
        { paragraph: visitorGreeting(input.name) },
        {
          paragraph: [
            `Your consultation with ${brand.name} is booked for ${eastern(booking.start)}.`,
            "The calendar invitation is attached; we'll email you the video call link before the call.",
          ].join("\n"),
        },
        {
          facts: [
            ["Consultation", consultationLabel(booking.input.consultationType)],
            ["When", eastern(booking.start)],
          ],
        },
        {
          title: "What happens next:",
          items: [
            "We prepare for the call by reviewing your details and your current website.",
            "On the call we talk through your goals, options and a realistic plan. There is no obligation.",
            "Within 24 hours after the call you receive a tailored proposal.",
          ],
        },
        { paragraph: `Need to reschedule? Reply to this email or write to ${brand.email}.` },
      ],
      footer: [`— The ${brand.name} team`],
    }),
    attachments: [
      { filename: "consultation.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ics },
    ],
  };
  const told: OutgoingEmail = {
    kind: "consultation.notify-confirmed",
    to: agencyInbox(config),
    replyTo: input.email,
    subject: `Consultation time taken: ${eastern(booking.start)} — ${input.name}`,
    lead,
    ...renderEmail({
      heading: "Consultation time taken",
      blocks: [{ paragraph: "The visitor confirmed their email: the consultation now holds its time." }],
      action: {
        label: "Review it in the admin console",
        url: `${config.siteUrl}${leadConsolePath("consultation", booking.id)}`,
      },
    }),
  };
  return [confirmation, told];
}

/** A visitor still waiting to confirm hears at once that another visitor took the time first. */
export function timeTakenEmail(
  waiting: { id: number; name: string; email: string; start: Date },
  config: Config,
): OutgoingEmail {
  return {
    kind: "consultation.time-taken",
    to: waiting.email,
    replyTo: visitorReplyTo(config),
    subject: `That consultation time was just taken: ${eastern(waiting.start)}`,
    lead: { kind: "consultation", id: waiting.id },
    ...renderEmail({
      heading: "That time was just taken",
      blocks: [
        { paragraph: visitorGreeting(waiting.name) },
        {
          paragraph: `Another visitor confirmed ${eastern(waiting.start)} before you did, so your request holds no time. Other times are free on our calendar.`,
        },
      ],
      action: { label: "Choose another time", url: `${config.siteUrl}/book-consultation` },
      footer: [`— The ${brand.name} team`],
    }),
  };
}

export interface CancelledConsultation {
  id: number;
  consultationType: string;
  name: string;
  email: string;
  start: Date;
  end: Date;
  /** Higher than every .ics sent before for this consultation (the invitation's is 0). */
  sequence: number;
}

/** The visitor's notice that the agency cancelled the consultation, with the .ics that removes it. */
export function consultationCancelledEmail(
  consultation: CancelledConsultation,
  config: Config,
  now: Date,
): OutgoingEmail {
  const title = callTitle(consultation.consultationType);
  const ics = buildIcs(
    { ...consultationEvent(consultation, config, now), method: "CANCEL", sequence: consultation.sequence },
    brand.name,
  );
  return {
    kind: "consultation.cancelled",
    to: consultation.email,
    replyTo: visitorReplyTo(config),
    subject: `Cancelled: your ${title}, ${eastern(consultation.start)}`,
    lead: { kind: "consultation", id: consultation.id },
    ...renderEmail({
      heading: "Your consultation is cancelled",
      blocks: [
        { paragraph: visitorGreeting(consultation.name) },
        {
          paragraph: `Your ${title} on ${eastern(consultation.start)} is cancelled. The attached calendar update removes it from your calendar.`,
        },
        {
          paragraph: `Would you like another time? Book one at ${config.siteUrl}/book-consultation, or just reply to this email or write to ${brand.email}.`,
        },
      ],
      footer: [`— The ${brand.name} team`],
    }),
    attachments: [
      { filename: "consultation.ics", contentType: "text/calendar; charset=utf-8; method=CANCEL", content: ics },
    ],
  };
}

/** The visitor's notice that the agency moved the consultation, with the .ics that moves it in their calendar. */
export function consultationRescheduledEmail(
  consultation: CancelledConsultation & { previousStart: Date },
  config: Config,
  now: Date,
): OutgoingEmail {
  const title = callTitle(consultation.consultationType);
  // The invitation's UID with a higher SEQUENCE: a calendar moves the event it already holds.
  const ics = buildIcs(
    { ...consultationEvent(consultation, config, now), sequence: consultation.sequence },
    brand.name,
  );
  return {
    kind: "consultation.rescheduled",
    to: consultation.email,
    replyTo: visitorReplyTo(config),
    subject: `Rescheduled: your ${title}, now ${eastern(consultation.start)}`,
    lead: { kind: "consultation", id: consultation.id },
    ...renderEmail({
      heading: "Your consultation has a new time",
      blocks: [
        { paragraph: visitorGreeting(consultation.name) },
        {
          paragraph: [
            `Your ${title} is moved from ${eastern(consultation.previousStart)} to ${eastern(consultation.start)}.`,
            "The attached calendar update moves it in your calendar; we'll email you the video call link before the call.",
          ].join("\n"),
        },
        { paragraph: `Does the new time not suit you? Reply to this email or write to ${brand.email}.` },
      ],
      footer: [`— The ${brand.name} team`],
    }),
    attachments: [
      { filename: "consultation.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ics },
    ],
  };
}
