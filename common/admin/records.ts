/**
 * The rows the admin lists return (docs/product/admin-console.md § Lists), plus the status
 * history (docs/product/admin-console.md § Status history). The server builds them; the console reads them.
 */
import { z } from "zod";

export const statusChangeSchema = z.object({
  oldStatus: z.string().nullable(),
  newStatus: z.string(),
  changedAt: z.string(),
});

const historyField = z.array(statusChangeSchema);

/** When an admin marked the lead as spam, or null (docs/product/admin-console.md § Spam). */
const spamField = z.string().nullable();

/**
 * Why the lead looked automated, or null (docs/product/lead-capture.md § Automated submissions): its
 * confirmation was withheld and, for a booking, it holds no place or time until the agency gives it one.
 */
const automatedField = z.string().nullable();

/**
 * A booking's email confirmation (docs/product/lead-capture.md § Confirmed by email): until when its link works
 * (null once confirmed, for one that looked automated, and before the rule) and when the visitor opened it.
 */
const emailConfirmationFields = {
  confirmBy: z.string().nullable(),
  emailConfirmedAt: z.string().nullable(),
};

/**
 * Where the lead came from (docs/product/analytics.md § Attribution): the visit's entry page, the other site
 * and the campaign it began with, the page the lead was sent from. Null where the visit was not counted.
 */
const attributionFields = {
  entryPage: z.string().nullish(),
  referrerHost: z.string().nullish(),
  utmSource: z.string().nullish(),
  utmMedium: z.string().nullish(),
  utmCampaign: z.string().nullish(),
  sentFrom: z.string().nullish(),
};
export type LeadAttribution = { [K in keyof typeof attributionFields]?: string | null };

export const submissionRecordSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  business: z.string().nullable(),
  package: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  details: z.string().nullable(),
  priority: z.string(),
  status: z.string(),
  isAuditRequest: z.boolean(),
  source: z.string(),
  addOns: z.array(z.string()).nullable(),
  quotedTotal: z.number().nullable(),
  /** The price list the lead was sent in: `tiers` (default face) or `packages` (light face); null before lists were named. */
  priceList: z.string().nullable(),
  /** The pricing tool and package a handed-over configuration was priced on. */
  configuration: z.object({ source: z.string(), package: z.string(), maintenance: z.boolean() }).nullable(),
  createdAt: z.string(),
  history: historyField,
  automatedReason: automatedField,
  spamAt: spamField,
  ...attributionFields,
});

export const reservationRecordSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  business: z.string().nullable(),
  package: z.string().nullable(),
  /** The price list of the face the visitor booked from: `tiers` or `packages`; null before lists were stored. */
  priceList: z.string().nullable(),
  /**
   * False until the visitor opens the link mailed to them, and for a booking that looked automated, unless the
   * agency confirmed it: it takes no place.
   */
  holdsPlace: z.boolean(),
  ...emailConfirmationFields,
  budget: z.string().nullable(),
  timeline: z.string().nullable(),
  preferredSlot: z.string(),
  projectDetails: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  history: historyField,
  automatedReason: automatedField,
  spamAt: spamField,
  ...attributionFields,
});

export const auditRecordSchema = z.object({
  id: z.number(),
  websiteUrl: z.string(),
  performanceScore: z.number().nullable(),
  seoScore: z.number().nullable(),
  securityScore: z.number().nullable(),
  mobileScore: z.number().nullable(),
  accessibilityScore: z.number().nullable(),
  overallScore: z.number().nullable(),
  loadTime: z.number().nullable(),
  recommendations: z.unknown(),
  /** Where and when the console last emailed the report (docs/product/admin-console.md § Audit card). */
  reportSentTo: z.string().nullable(),
  reportSentAt: z.string().nullable(),
  createdAt: z.string(),
});

/** A conversation with Melie: the messages and a timestamp (docs/product/admin-console.md § Chat card). */
export const chatRecordSchema = z.object({
  id: z.number(),
  messages: z.array(z.object({ role: z.enum(["user", "assistant"]), content: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const moodBoardRecordSchema = z.object({
  id: z.number(),
  projectName: z.string(),
  status: z.string(),
  projectType: z.string(),
  targetAudience: z.string(),
  brandPersonality: z.array(z.string()),
  stylePreferences: z.array(z.string()),
  colorPreferences: z.array(z.string()),
  /** Colour palettes in the board: the board-count badge (docs/product/admin-console.md § Mood board card). */
  paletteCount: z.number(),
  businessGoals: z.string(),
  clientEmail: z.string().nullable(),
  createdAt: z.string(),
  ...attributionFields,
});

export const consultationRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  consultationType: z.string(),
  preferredDate: z.string().nullable(),
  /**
   * The time it holds ("YYYY-MM-DD HH:MM"); null until the visitor opens the link mailed to them, and for a
   * booking that looked automated, which holds none.
   */
  slotKey: z.string().nullable(),
  ...emailConfirmationFields,
  preferredTime: z.string().nullable(),
  projectDetails: z.string().nullable(),
  budget: z.string().nullable(),
  timeline: z.string().nullable(),
  currentWebsite: z.string().nullable(),
  goals: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  history: historyField,
  automatedReason: automatedField,
  spamAt: spamField,
  ...attributionFields,
});

/**
 * A client intake: a project start's name, email, offer and need, then the brief, whose fields are null until
 * it is sent (docs/product/lead-capture.md § Project start).
 */
export const intakeRecordSchema = z.object({
  id: z.number(),
  contactName: z.string(),
  email: z.string(),
  /** Null for "Not sure yet" until the brief names one. */
  serviceType: z.string().nullable(),
  need: z.string().nullable().default(null),
  /** The price list of the face the visitor wrote from: `tiers` or `packages`; null before lists were stored. */
  priceList: z.string().nullable(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  budget: z.string().nullable(),
  timeline: z.string().nullable(),
  goals: z.string().nullable(),
  currentChallenges: z.string().nullable(),
  targetAudience: z.string().nullable(),
  communicationPreference: z.string().nullable(),
  projectDescription: z.string().nullable(),
  /** When the brief came in; null while it is to come. */
  briefSentAt: z.string().nullable().default(null),
  status: z.string(),
  createdAt: z.string(),
  history: historyField,
  automatedReason: automatedField,
  spamAt: spamField,
  ...attributionFields,
});

export const adminStatsSchema = z.object({
  totalSubmissions: z.number(),
  slotReservations: z.number(),
  auditScans: z.number(),
  highPriority: z.number(),
  consultations: z.number(),
  intakes: z.number(),
  moodBoards: z.number(),
  /** Portal clients, and client messages the admin has not read yet (docs/product/admin-console.md § Stat cards). */
  clients: z.number(),
  unreadClientMessages: z.number(),
  /** Emails the outbox gave up on; the console warns and links to them (docs/product/admin-console.md § Emails). */
  failedEmails: z.number(),
});

export type StatusChange = z.infer<typeof statusChangeSchema>;
export type SubmissionRecord = z.infer<typeof submissionRecordSchema>;
export type ReservationRecord = z.infer<typeof reservationRecordSchema>;
export type AuditRecord = z.infer<typeof auditRecordSchema>;
export type MoodBoardRecord = z.infer<typeof moodBoardRecordSchema>;
export type ChatRecord = z.infer<typeof chatRecordSchema>;
export type ConsultationRecord = z.infer<typeof consultationRecordSchema>;
export type IntakeRecord = z.infer<typeof intakeRecordSchema>;
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminLoginSchema = z.object({
  username: z.string().trim().min(1, "Username is required").max(100),
  password: z.string().min(1, "Password is required").max(200),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;
