/**
 * One lead in the console (docs/product/admin-console.md § Lead page): its notes, its
 * timeline, and the spam mark. The server checks a note with this schema and the console's
 * notes box counts against the same limit.
 */
import { z } from "zod";
import type { LeadKind } from "./lead-links";
import type { AdminList } from "./statuses";

export const NOTE_MAX_CHARACTERS = 5_000;

export const leadNoteSchema = z.object({
  text: z
    .string({ message: "Write a note first" })
    .trim()
    .min(1, "Write a note first")
    .max(NOTE_MAX_CHARACTERS, `A note holds at most ${NOTE_MAX_CHARACTERS.toLocaleString("en-US")} characters`),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** The console list (and tab) each kind of lead is in. */
export const LEAD_LIST: Record<LeadKind, AdminList> = {
  submission: "submissions",
  reservation: "reservations",
  consultation: "consultations",
  intake: "intakes",
  "mood-board": "mood-boards",
};

/** What the lead page calls each kind. */
export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  submission: "Contact submission",
  reservation: "Slot reservation",
  consultation: "Consultation",
  intake: "Client intake",
  "mood-board": "Mood board",
};

/** The leads an admin can mark as spam: the ones a visitor sends through a public form. */
export const SPAM_KINDS = [
  "submission",
  "reservation",
  "consultation",
  "intake",
] as const satisfies readonly LeadKind[];
export type SpamKind = (typeof SPAM_KINDS)[number];

export function isSpamKind(kind: LeadKind): kind is SpamKind {
  return (SPAM_KINDS as readonly string[]).includes(kind);
}

/**
 * `?spam=` of a list and its export: absent leaves spam out, `only` shows just
 * spam, `include` shows everything.
 */
export const SPAM_FILTERS = ["only", "include"] as const;
export type SpamFilter = (typeof SPAM_FILTERS)[number];

/** lead_events.kind values the console names; any other kind is shown with its body as it is. */
export const LEAD_EVENT_LABELS: Record<string, string> = {
  note: "Note",
  priority: "Priority",
  spam: "Marked as spam",
  "not-spam": "Not spam",
  // Written by the conversion to a client (server/features/admin-clients/convert-lead.ts).
  converted: "Converted to a client",
  // Written when the console moves a consultation (server/features/admin/reschedule.ts).
  rescheduled: "Rescheduled",
  // Written by "Release this visitor's bookings" (server/features/admin/release-visitor.ts).
  released: "Released with the visitor's bookings",
};

const statusEntry = z.object({
  type: z.literal("status"),
  id: z.string(),
  at: z.string(),
  actor: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string(),
});

const eventEntry = z.object({
  type: z.literal("event"),
  id: z.string(),
  at: z.string(),
  actor: z.string().nullable(),
  kind: z.string(),
  body: z.string(),
});

/** An email about the lead: queued at `at`, sent at `sentAt` (pending and failed mail has none). */
const emailEntry = z.object({
  type: z.literal("email"),
  id: z.string(),
  at: z.string(),
  actor: z.null(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.string(),
  sentAt: z.string().nullable(),
});

export const timelineEntrySchema = z.discriminatedUnion("type", [statusEntry, eventEntry, emailEntry]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** GET /api/admin/leads/:kind/:id: the lead as its list shows it, its spam mark, and its timeline, newest first. */
export const leadDetailSchema = z.object({
  kind: z.string(),
  id: z.number(),
  spamAt: z.string().nullable(),
  lead: z.record(z.string(), z.unknown()),
  timeline: z.array(timelineEntrySchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** The leads that hold a place in a calendar: a visitor's bookings can be released from either. */
export const BOOKING_KINDS = ["reservation", "consultation"] as const satisfies readonly LeadKind[];
export type BookingKind = (typeof BOOKING_KINDS)[number];

export function isBookingKind(kind: LeadKind): kind is BookingKind {
  return (BOOKING_KINDS as readonly string[]).includes(kind);
}

/** POST /api/admin/leads/:kind/:id/release-visitor: every booking it cancelled, this one included. */
export interface ReleaseResult {
  released: Array<{ kind: BookingKind; id: number }>;
}

/** POST/DELETE /api/admin/leads/:kind/:id/spam. */
export interface SpamResult {
  kind: SpamKind;
  id: number;
  spamAt: string | null;
  status: string;
}
