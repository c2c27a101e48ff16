import { brand } from "../../../common/brand";
import { consultationType } from "../../../common/consultation/schedule";
import type { ConsultationPayload } from "../../../common/forms/consultation";
import type { Config } from "../../config.ts";
import type { OutgoingEmail } from "../../mail/outbox.ts";
import { buildIcs } from "./ics.ts";

export interface BookedConsultation {
  id: number;
  input: ConsultationPayload;
  start: Date;
  end: Date;
  bookedAt: Date;
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

function summary({ input, start }: BookedConsultation): string {
  const type = consultationType(input.consultationType);
  return [
    `Consultation: ${type ? `${type.label} (${type.minutes} minutes)` : input.consultationType}`,
    `When: ${eastern(start)}`,
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    `Phone: ${input.phone ?? "Not given"}`,
    `Company: ${input.company ?? "Not given"}`,
    `Current website: ${input.currentWebsite ?? "Not given"}`,
    `Budget: ${input.budget ?? "Not given"}`,
    `Timeline: ${input.timeline ?? "Not given"}`,
    "",
    "Project details:",
    input.projectDetails ?? "Not given",
    "",
    "Goals:",
    input.goals ?? "Not given",
  ].join("\n");
}

export function consultationEmails(booking: BookedConsultation, config: Config): OutgoingEmail[] {
  const { input } = booking;
  const type = consultationType(input.consultationType);
  const title = `${type?.label ?? "Consultation"} with ${brand.name}`;
  const details = summary(booking);
  const domain = new URL(config.siteUrl).hostname || "localhost";
  const ics = buildIcs(
    {
      uid: `consultation-${booking.id}@${domain}`,
      start: booking.start,
      end: booking.end,
      stamp: booking.bookedAt,
      summary: title,
      description: `${title}. We'll email you the video call link before the call. To reschedule, reply to our confirmation email or write to ${brand.email}.`,
      location: "Video call (link sent by email)",
      organizer: { name: brand.name, email: brand.email },
      attendee: { name: input.name, email: input.email },
    },
    brand.name,
  );
  return [
    {
      kind: "consultation.notify",
      to: config.NOTIFY_EMAIL ?? brand.email,
      replyTo: input.email,
      subject: `New consultation: ${type?.label ?? input.consultationType}, ${eastern(booking.start)} — ${input.name}`,
      text: `A consultation was booked on the website.\n\n${details}\n\nReview it in the admin console: ${config.siteUrl}/admin\n`,
    },
    {
      kind: "consultation.confirm",
      to: input.email,
      subject: `Your ${title}: ${eastern(booking.start)}`,
      text: [
        `Hello ${input.name},`,
        "",
        `Your consultation with ${brand.name} is booked for ${eastern(booking.start)}.`,
        "The calendar invitation is attached; we'll email you the video call link before the call.",
        "",
        "Here is what you sent us:",
        "",
        details,
        "",
        "What happens next:",
        "- We prepare for the call by reviewing your details and your current website.",
        "- On the call we talk through your goals, options and a realistic plan. There is no obligation.",
        "- Within 24 hours after the call you receive a tailored proposal.",
        "",
        `Need to reschedule? Reply to this email or write to ${brand.email}.`,
        "",
        `— The ${brand.name} team`,
      ].join("\n"),
      attachments: [
        { filename: "consultation.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ics },
      ],
    },
  ];
}
