/**
 * A person's data on request (docs/product/admin-console.md § Personal data): the address an admin looks
 * up, the erase request, and the answers the console reads. The tables are named as in the database, so
 * the export, the counts and the log of privacy actions use one vocabulary.
 */
import { z } from "zod";
import { emailAddress } from "../forms/booking-fields";

export const PRIVACY_EMAIL_MESSAGE = "Please enter a valid email address";

/** GET /api/admin/privacy?email=… and /privacy/export?email=… */
export const privacyLookupSchema = z.object({ email: emailAddress(PRIVACY_EMAIL_MESSAGE) });

export const ERASE_CONFIRM_MESSAGE = "Confirm the erasure: send confirm: true";

/** POST /api/admin/privacy/erase: nothing goes without an explicit confirmation. */
export const privacyEraseSchema = z.object({
  email: emailAddress(PRIVACY_EMAIL_MESSAGE),
  confirm: z.literal(true, { error: ERASE_CONFIRM_MESSAGE }),
});
export type PrivacyEraseRequest = z.infer<typeof privacyEraseSchema>;

/**
 * Every table that can hold something about a person, in the order the console shows them: the leads
 * first, then the client account and what hangs from it, then the mail and the leads' history.
 */
export const PRIVACY_TABLES = [
  "contact_submissions",
  "slot_reservations",
  "consultations",
  "client_intakes",
  "mood_boards",
  "audit_results",
  "chat_conversations",
  "newsletter_subscribers",
  "clients",
  "projects",
  "project_milestones",
  "deliverables",
  "invoices",
  "project_notes",
  "project_updates",
  "project_status_history",
  "client_documents",
  "client_messages",
  "onboarding_steps",
  "onboarding_questionnaires",
  "client_invitations",
  "auth_sessions",
  "users",
  "email_outbox",
  "lead_events",
  "status_changes",
  "lead_attributions",
] as const;
export type PrivacyTable = (typeof PRIVACY_TABLES)[number];

/** What a table's rows are, for the console and the export's readers. */
export const PRIVACY_TABLE_LABELS: Record<PrivacyTable, string> = {
  contact_submissions: "Contact, chat and audit requests",
  slot_reservations: "Slot reservations",
  consultations: "Consultations",
  client_intakes: "Client intakes",
  mood_boards: "Mood boards",
  audit_results: "Website audit reports emailed to the address",
  chat_conversations: "Chat conversations mentioning the address",
  newsletter_subscribers: "Newsletter subscription",
  clients: "Client account",
  projects: "Projects",
  project_milestones: "Project milestones",
  deliverables: "Deliverables",
  invoices: "Invoices",
  project_notes: "Project notes",
  project_updates: "Project updates",
  project_status_history: "Project status history",
  client_documents: "Client documents",
  client_messages: "Client messages",
  onboarding_steps: "Onboarding steps",
  onboarding_questionnaires: "Onboarding questionnaire",
  client_invitations: "Portal invitations",
  auth_sessions: "Portal sessions",
  users: "User records",
  email_outbox: "Emails to, from or about the person",
  lead_events: "Lead notes and events",
  lead_attributions: "Where each lead came from (entry page, referring site, campaign)",
  status_changes: "Lead status changes",
};

export type PrivacyRow = Record<string, unknown>;

/** GET /api/admin/privacy: rows per table (an empty list where nothing is held) and their counts. */
export interface PersonData {
  counts: Record<PrivacyTable, number>;
  total: number;
  tables: Record<PrivacyTable, PrivacyRow[]>;
}

/** The downloaded file: a header saying what it is, then the same data. */
export interface PrivacyExport extends PersonData {
  about: string;
  email: string;
  generatedAt: string;
}

/** POST /api/admin/privacy/erase: rows deleted per table, and what was kept with the person removed. */
export interface ErasureResult {
  erased: Partial<Record<PrivacyTable, number>>;
  /** Client accounts kept for their invoices, with name, email, phone and company removed. */
  anonymisedClients: number;
  /** Rows kept under an anonymised client (invoices, projects, milestones): amounts and dates. */
  kept: Partial<Record<PrivacyTable, number>>;
}

export const PRIVACY_ACTIONS = ["export", "erase"] as const;
export type PrivacyActionKind = (typeof PRIVACY_ACTIONS)[number];

/** One line of the log of privacy actions: who, when, what, how many rows; never whose data. */
export interface PrivacyActionRecord {
  id: number;
  action: PrivacyActionKind;
  counts: Record<string, number>;
  actorName: string;
  createdAt: string;
}
