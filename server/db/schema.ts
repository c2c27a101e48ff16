/**
 * The one database schema (docs/product/operations.md § Tables), the original tables plus the
 * ones added since. drizzle-kit generates the SQL migrations in ./migrations from it.
 *
 * Conventions: every entity has an automatic identity id; timestamps are
 * `timestamptz`; money is numeric(10,2); status columns are varchar(50)
 * (docs/product/operations.md § Tables).
 */
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const status = (defaultValue: string) => varchar("status", { length: 50 }).notNull().default(defaultValue);
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "string" });
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
// The rows of a client or of a project go when it is deleted. The arrows inside are only called once every
// table below exists, so naming the tables before their declaration is safe.
const clientRef = () =>
  integer("client_id")
    .notNull()
    .references(() => clients.id, { onDelete: "cascade" });
const projectRef = () =>
  integer("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" });

/**
 * Spam on a lead: `spam_at` is set when an admin marks it as spam (the lead
 * leaves the counts and exports); `automated_reason` says why the visitor's
 * confirmation was not sent because the submission looked automated (filled in
 * too fast, no form timing, an address already marked as spam).
 */
const spamColumns = () => ({
  spamAt: timestamp("spam_at", { withTimezone: true }),
  automatedReason: varchar("automated_reason", { length: 50 }),
});
/**
 * A booking waiting for its visitor to open the link mailed to them
 * (docs/product/lead-capture.md § Confirmed by email): the link's key as a SHA-256 hex digest (never the key), until when it works, and when it was
 * opened. Null on bookings made before the rule and on those that look automated (they get no link).
 */
const emailConfirmationColumns = () => ({
  confirmKeyHash: varchar("confirm_key_hash", { length: 64 }),
  confirmBy: timestamp("confirm_by", { withTimezone: true }),
  emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
});
const lowerEmailIndex = (name: string, column: AnyPgColumn) => index(name).on(sql`lower(${column})`);

/**
 * A website address as a key: "HTTPS://WWW.Example.com/", "www.example.com" and "example.com" are one site
 * (no scheme, no "www.", no trailing slash, lower case). The console finds the lead an audit belongs to by it
 * (server/features/audit/report-recipient.ts); the query must write the same expression to use the index.
 */
export const siteKey = (column: AnyPgColumn | SQL) =>
  sql`lower(regexp_replace(regexp_replace(${column}, '^([a-z][a-z0-9+.-]*://)?(www\\.)?', '', 'i'), '/+$', ''))`;
const siteKeyIndex = (name: string, column: AnyPgColumn) => index(name).on(siteKey(column));

/** SHA-256 digests of secrets are stored as raw bytes. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

// ---------------------------------------------------------------- the original tables

export const users = pgTable("users", {
  id: id(),
  email: varchar("email", { length: 320 }).unique(),
  firstName: varchar("first_name", { length: 100 }),
  lastName: varchar("last_name", { length: 100 }),
  profileImageUrl: varchar("profile_image_url", { length: 2048 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid", { length: 255 }).primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_expire_idx").on(table.expire)],
);

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: id(),
    name: varchar("name", { length: 200 }),
    /** Every lead has one: a lead nobody can answer is no lead (the audit asks for it too). */
    email: varchar("email", { length: 320 }).notNull(),
    business: varchar("business", { length: 200 }),
    phone: varchar("phone", { length: 50 }),
    package: varchar("package", { length: 50 }),
    details: text("details"),
    isAuditRequest: boolean("is_audit_request").notNull().default(false),
    websiteUrl: varchar("website_url", { length: 2048 }),
    priority: varchar("priority", { length: 50 }).notNull().default("normal"),
    status: status("new"),
    /** Where the lead came from: contact form, audit, chat. */
    source: varchar("source", { length: 50 }).notNull().default("contact"),
    /** The add-on ids chosen in a pricing tool, and the total the server recomputed. */
    addOns: jsonb("add_ons").$type<string[]>(),
    quotedTotal: integer("quoted_total"),
    /** Extra context, e.g. the chat transcript of a lead captured by Melie. */
    context: jsonb("context"),
    ...spamColumns(),
    createdAt: createdAt(),
  },
  (table) => [
    index("contact_submissions_created_idx").on(table.createdAt.desc(), table.id.desc()),
    index("contact_submissions_status_created_idx").on(table.status, table.createdAt.desc(), table.id.desc()),
    index("contact_submissions_priority_idx").on(table.priority),
    // The console's stat counts leave spam out: this keeps them an index-only scan
    // (9.8 ms at 100,000 submissions; 21.6 ms as a table scan without it).
    index("contact_submissions_not_spam_priority_idx").on(table.priority).where(sql`${table.spamAt} is null`),
    // The console's list, newest first without spam, reads its page straight from this one. Without it the
    // planner could take the index above for its "spam_at is null" and sort every lead: with statistics that
    // lag a burst of new leads, 22 ms a page at 10,000 leads and growing (3 ms from this index).
    index("contact_submissions_not_spam_created_idx")
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.spamAt} is null`),
    lowerEmailIndex("contact_submissions_email_idx", table.email),
    siteKeyIndex("contact_submissions_site_idx", table.websiteUrl),
    // One manual-analysis request per website and email: a repeat (or two at
    // once) is merged into the first by INSERT … ON CONFLICT on this index.
    uniqueIndex("contact_submissions_audit_request_uq")
      .on(table.websiteUrl, table.email)
      .where(sql`${table.source} = 'audit'`),
    // Admin search (?q=, docs/product/admin-console.md § Tabs): a trigram index over the searched text, so a
    // "contains" search stays fast at 100,000 rows. The admin list query repeats
    // this exact expression (server/features/admin/lists.ts).
    index("contact_submissions_search_trgm_idx").using(
      "gin",
      sql`(coalesce(${table.name}, '') || ' ' || coalesce(${table.email}, '') || ' ' || coalesce(${table.business}, '') || ' ' || coalesce(${table.websiteUrl}, '')) gin_trgm_ops`,
    ),
  ],
);

export const slotReservations = pgTable(
  "slot_reservations",
  {
    id: id(),
    name: varchar("name", { length: 200 }),
    email: varchar("email", { length: 320 }),
    package: varchar("package", { length: 50 }),
    /** The price list of the face the visitor booked from (docs/product/pricing.md § Price lists); null before. */
    priceList: varchar("price_list", { length: 20 }),
    preferredSlot: varchar("preferred_slot", { length: 50 }).notNull(),
    /**
     * Whether the reservation takes one of its slot's places. A booking that looks automated is kept as a
     * lead but holds none until the agency confirms it (docs/product/lead-capture.md § Capacity).
     */
    holdsPlace: boolean("holds_place").notNull().default(true),
    business: varchar("business", { length: 200 }),
    phone: varchar("phone", { length: 50 }),
    projectDetails: text("project_details"),
    budget: varchar("budget", { length: 50 }),
    timeline: varchar("timeline", { length: 50 }),
    status: status("pending"),
    /** Who booked, as a keyed hash of their address (server/features/spam/one-hold-each.ts); never the address. */
    visitorKey: varchar("visitor_key", { length: 64 }),
    ...emailConfirmationColumns(),
    ...spamColumns(),
    createdAt: createdAt(),
  },
  (table) => [
    index("slot_reservations_slot_idx").on(table.preferredSlot),
    uniqueIndex("slot_reservations_confirm_key_uq").on(table.confirmKeyHash),
    index("slot_reservations_visitor_idx").on(table.visitorKey),
    index("slot_reservations_created_idx").on(table.createdAt.desc(), table.id.desc()),
    index("slot_reservations_status_created_idx").on(table.status, table.createdAt.desc(), table.id.desc()),
    lowerEmailIndex("slot_reservations_email_idx", table.email),
  ],
);

/**
 * One row per bookable half-month slot, created on first use. Reservations
 * lock this row (SELECT … FOR UPDATE) to enforce the capacity atomically
 * across server processes.
 */
export const slotCapacity = pgTable("slot_capacity", {
  slotId: varchar("slot_id", { length: 50 }).primaryKey(),
  reserved: integer("reserved").notNull().default(0),
});

export const auditResults = pgTable(
  "audit_results",
  {
    id: id(),
    websiteUrl: varchar("website_url", { length: 2048 }).notNull(),
    loadTime: integer("load_time"),
    overallScore: integer("overall_score"),
    performanceScore: integer("performance_score"),
    seoScore: integer("seo_score"),
    securityScore: integer("security_score"),
    mobileScore: integer("mobile_score"),
    accessibilityScore: integer("accessibility_score"),
    technicalScore: integer("technical_score"),
    contentScore: integer("content_score"),
    recommendations: json("recommendations"),
    lighthouseData: json("lighthouse_data"),
    metrics: json("metrics"),
    metadata: json("metadata"),
    /** Unguessable id of the read-only report page, made when the console first emails the report. */
    reportToken: varchar("report_token", { length: 64 }).unique(),
    /** Where and when the console last emailed the report. */
    reportSentTo: varchar("report_sent_to", { length: 320 }),
    reportSentAt: timestamp("report_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_results_created_idx").on(table.createdAt.desc(), table.id.desc()),
    // Personal data searches by the address a report went to (docs/product/admin-console.md § Personal data).
    lowerEmailIndex("audit_results_report_sent_to_idx", table.reportSentTo),
  ],
);

export const moodBoards = pgTable(
  "mood_boards",
  {
    id: id(),
    projectName: text("project_name").notNull(),
    projectType: text("project_type").notNull(),
    targetAudience: text("target_audience").notNull(),
    businessGoals: text("business_goals").notNull(),
    brandPersonality: text("brand_personality").array().notNull(),
    colorPreferences: text("color_preferences").array().notNull(),
    stylePreferences: text("style_preferences").array().notNull(),
    inspirationDescription: text("inspiration_description"),
    generatedBoard: json("generated_board"),
    clientEmail: varchar("client_email", { length: 320 }),
    status: status("draft"),
    /** Unguessable id of the read-only shared page. */
    shareId: varchar("share_id", { length: 64 }).unique(),
    createdAt: createdAt(),
  },
  (table) => [
    index("mood_boards_created_idx").on(table.createdAt.desc(), table.id.desc()),
    index("mood_boards_status_created_idx").on(table.status, table.createdAt.desc(), table.id.desc()),
    lowerEmailIndex("mood_boards_email_idx", table.clientEmail),
  ],
);

export const consultations = pgTable(
  "consultations",
  {
    id: id(),
    name: varchar("name", { length: 200 }).notNull(),
    email: varchar("email", { length: 320 }).notNull(),
    consultationType: varchar("consultation_type", { length: 50 }).notNull(),
    phone: varchar("phone", { length: 50 }),
    company: varchar("company", { length: 200 }),
    preferredDate: timestamp("preferred_date", { withTimezone: true }),
    preferredTime: varchar("preferred_time", { length: 20 }),
    projectDetails: text("project_details"),
    budget: varchar("budget", { length: 50 }),
    timeline: varchar("timeline", { length: 50 }),
    currentWebsite: varchar("current_website", { length: 2048 }),
    goals: text("goals"),
    status: status("scheduled"),
    meetingLink: varchar("meeting_link", { length: 2048 }),
    notes: text("notes"),
    calendarEventId: varchar("calendar_event_id", { length: 255 }),
    /** The booked start as an instant, "YYYY-MM-DD HH:MM" in America/New_York. */
    slotKey: varchar("slot_key", { length: 32 }),
    /** The time asked for, as slotKey writes it; the booking takes it (slotKey) once its email is confirmed. */
    requestedSlotKey: varchar("requested_slot_key", { length: 32 }),
    /** Who booked, as a keyed hash of their address (server/features/spam/one-hold-each.ts); never the address. */
    visitorKey: varchar("visitor_key", { length: 64 }),
    ...emailConfirmationColumns(),
    ...spamColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("consultations_created_idx").on(table.createdAt.desc(), table.id.desc()),
    index("consultations_status_created_idx").on(table.status, table.createdAt.desc(), table.id.desc()),
    lowerEmailIndex("consultations_email_idx", table.email),
    siteKeyIndex("consultations_site_idx", table.currentWebsite),
    index("consultations_visitor_idx").on(table.visitorKey),
    uniqueIndex("consultations_confirm_key_uq").on(table.confirmKeyHash),
    index("consultations_requested_slot_idx").on(table.requestedSlotKey),
    // One consultation per date and time slot, while it is not cancelled.
    uniqueIndex("consultations_slot_key_uq").on(table.slotKey).where(sql`${table.status} <> 'cancelled'`),
  ],
);

export const clients = pgTable("clients", {
  id: id(),
  email: varchar("email", { length: 320 }).notNull().unique(),
  /** scrypt hash; null until the invited client sets a password. */
  password: text("password"),
  firstName: varchar("first_name", { length: 100 }).notNull(),
  lastName: varchar("last_name", { length: 100 }).notNull(),
  company: varchar("company", { length: 200 }),
  phone: varchar("phone", { length: 50 }),
  createdAt: createdAt(),
  isActive: boolean("is_active").notNull().default(true),
});

export const projects = pgTable(
  "projects",
  {
    id: id(),
    clientId: clientRef(),
    name: varchar("name", { length: 200 }).notNull(),
    description: text("description"),
    status: status("planning"),
    packageType: varchar("package_type", { length: 50 }).notNull(),
    totalAmount: money("total_amount").notNull(),
    progress: integer("progress").notNull().default(0),
    startDate: timestamp("start_date", { withTimezone: true }).defaultNow(),
    expectedCompletion: timestamp("expected_completion", { withTimezone: true }),
    actualCompletion: timestamp("actual_completion", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("projects_client_idx").on(table.clientId),
    check("projects_progress_range", sql`${table.progress} between 0 and 100`),
  ],
);

export const projectMilestones = pgTable(
  "project_milestones",
  {
    id: id(),
    projectId: projectRef(),
    title: varchar("title", { length: 255 }).notNull(),
    description: text("description"),
    status: status("pending"),
    dueDate: timestamp("due_date", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    order: integer("order").notNull(),
  },
  (table) => [index("project_milestones_project_idx").on(table.projectId, table.order)],
);

export const deliverables = pgTable(
  "deliverables",
  {
    id: id(),
    projectId: projectRef(),
    title: varchar("title", { length: 255 }).notNull(),
    description: text("description"),
    fileUrl: varchar("file_url", { length: 2048 }),
    fileName: varchar("file_name", { length: 255 }),
    fileType: varchar("file_type", { length: 100 }),
    isPublic: boolean("is_public").notNull().default(false),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).defaultNow(),
  },
  (table) => [index("deliverables_project_idx").on(table.projectId)],
);

export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    projectId: projectRef(),
    invoiceNumber: varchar("invoice_number", { length: 50 }).notNull().unique(),
    amount: money("amount").notNull(),
    description: text("description").notNull(),
    status: status("pending"),
    dueDate: timestamp("due_date", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The payment provider's id of an online payment (a Stripe PaymentIntent), null for one the agency records. */
    paymentId: varchar("payment_id", { length: 255 }),
    /** The invoice's last Stripe Checkout Session: Pay Now reopens it while it is open, so one invoice has one payable page. */
    checkoutSessionId: varchar("checkout_session_id", { length: 255 }),
  },
  (table) => [index("invoices_project_idx").on(table.projectId)],
);

/**
 * Each payment-provider event handled, by its id (docs/product/client-area.md § Pay Now): a webhook the
 * provider delivers twice is handled once.
 */
export const paymentEvents = pgTable("payment_events", {
  eventId: varchar("event_id", { length: 255 }).primaryKey(),
  type: varchar("type", { length: 100 }).notNull(),
  invoiceId: integer("invoice_id"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export const projectNotes = pgTable(
  "project_notes",
  {
    id: id(),
    projectId: projectRef(),
    authorType: varchar("author_type", { length: 50 }).notNull(),
    authorId: integer("author_id"),
    content: text("content").notNull(),
    isInternal: boolean("is_internal").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index("project_notes_project_idx").on(table.projectId)],
);

export const projectUpdates = pgTable(
  "project_updates",
  {
    id: id(),
    projectId: projectRef(),
    title: varchar("title", { length: 255 }).notNull(),
    message: text("message").notNull(),
    updateType: varchar("update_type", { length: 50 }).notNull().default("general"),
    progressPercentage: integer("progress_percentage"),
    createdBy: varchar("created_by", { length: 100 }).notNull().default("admin"),
    createdAt: createdAt(),
  },
  (table) => [
    index("project_updates_project_idx").on(table.projectId),
    check(
      "project_updates_progress_range",
      sql`${table.progressPercentage} is null or ${table.progressPercentage} between 0 and 100`,
    ),
  ],
);

export const projectStatusHistory = pgTable(
  "project_status_history",
  {
    id: id(),
    projectId: projectRef(),
    oldStatus: varchar("old_status", { length: 50 }),
    newStatus: varchar("new_status", { length: 50 }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).defaultNow(),
    changedBy: varchar("changed_by", { length: 100 }).default("admin"),
    notes: text("notes"),
  },
  (table) => [index("project_status_history_project_idx").on(table.projectId)],
);

export const clientDocuments = pgTable(
  "client_documents",
  {
    id: id(),
    clientId: clientRef(),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 255 }).notNull(),
    type: varchar("type", { length: 50 }).notNull(),
    status: status("pending"),
    filePath: varchar("file_path", { length: 1024 }),
    fileUrl: varchar("file_url", { length: 2048 }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).defaultNow(),
  },
  (table) => [
    index("client_documents_client_idx").on(table.clientId),
    index("client_documents_project_idx").on(table.projectId),
  ],
);

export const clientMessages = pgTable(
  "client_messages",
  {
    id: id(),
    clientId: clientRef(),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    subject: varchar("subject", { length: 255 }),
    message: text("message").notNull(),
    fromClient: boolean("from_client").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("client_messages_client_idx").on(table.clientId, table.createdAt.desc()),
    index("client_messages_project_idx").on(table.projectId),
  ],
);

export const onboardingSteps = pgTable(
  "onboarding_steps",
  {
    id: id(),
    clientId: clientRef(),
    step: varchar("step", { length: 100 }).notNull(),
    status: status("pending"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("onboarding_steps_client_step_uq").on(table.clientId, table.step)],
);

// ------------------------------------------------------ added by decision records

/** Client intakes, stored in their own table (docs/decisions/010-client-intake-storage.md). */
export const clientIntakes = pgTable(
  "client_intakes",
  {
    id: id(),
    contactName: varchar("contact_name", { length: 200 }).notNull(),
    email: varchar("email", { length: 320 }).notNull(),
    /** The offer the start named; null for "Not sure yet" until the brief names one. */
    serviceType: varchar("service_type", { length: 50 }),
    /** The start's one line on the need (docs/product/lead-capture.md § Project start); null for a whole intake sent at once. */
    need: varchar("need", { length: 300 }),
    /** The price list of the face the visitor wrote from (docs/product/pricing.md § Price lists); null before. */
    priceList: varchar("price_list", { length: 20 }),
    // The brief: null until it is sent, all of it then (the intake's rules hold for it as one).
    companyName: varchar("company_name", { length: 200 }),
    phone: varchar("phone", { length: 50 }),
    website: varchar("website", { length: 2048 }),
    industry: varchar("industry", { length: 50 }),
    budget: varchar("budget", { length: 50 }),
    timeline: varchar("timeline", { length: 50 }),
    goals: text("goals"),
    currentChallenges: text("current_challenges"),
    targetAudience: text("target_audience"),
    communicationPreference: varchar("communication_preference", { length: 50 }),
    projectDescription: text("project_description"),
    /** When the brief came in: with the start for a whole intake, later for a project start; null while it is to come. */
    briefSentAt: timestamp("brief_sent_at", { withTimezone: true }),
    /** SHA-256 of the key that lets the visitor who started the project add its brief; null for a whole intake. */
    briefKeyHash: varchar("brief_key_hash", { length: 64 }),
    status: status("new"),
    ...spamColumns(),
    createdAt: createdAt(),
  },
  (table) => [
    index("client_intakes_created_idx").on(table.createdAt.desc(), table.id.desc()),
    index("client_intakes_status_created_idx").on(table.status, table.createdAt.desc(), table.id.desc()),
    lowerEmailIndex("client_intakes_email_idx", table.email),
    siteKeyIndex("client_intakes_site_idx", table.website),
  ],
);

/**
 * The admin users. The first comes from ADMIN_USERNAME/ADMIN_PASSWORD (or a
 * generated password) and is an owner; an owner invites others as owner or
 * staff (staff work leads but do not manage users). The password is an scrypt
 * hash, null until an invited admin sets one. A deactivated admin cannot sign
 * in; the row stays so that the history keeps naming who did what.
 */
export const adminAccounts = pgTable(
  "admin_accounts",
  {
    id: id(),
    username: varchar("username", { length: 100 }).notNull().unique(),
    passwordHash: text("password_hash"),
    role: varchar("role", { length: 20 }).notNull().default("owner"),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check("admin_accounts_role", sql`${table.role} in ('owner', 'staff')`),
    // "Bob" and "bob" are one name: two invitations at once cannot both take it.
    uniqueIndex("admin_accounts_username_lower_uq").on(sql`lower(${table.username})`),
  ],
);

/** One-time links an owner sends to a new admin to choose a password: only the token's SHA-256 is stored. */
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    id: id(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminAccounts.id, { onDelete: "cascade" }),
    tokenHash: bytea("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("admin_invitations_admin_idx").on(table.adminId)],
);

/**
 * Server-side sessions for the admin and for portal clients. Only the
 * SHA-256 of the random token is stored; logout sets `revokedAt`.
 */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: id(),
    kind: varchar("kind", { length: 20 }).notNull(),
    tokenHash: bytea("token_hash").notNull().unique(),
    adminId: integer("admin_id").references(() => adminAccounts.id, { onDelete: "cascade" }),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    index("auth_sessions_expires_idx").on(table.expiresAt),
    check("auth_sessions_kind", sql`${table.kind} in ('admin', 'client')`),
  ],
);

/** Mail waits here until the outbox worker has handed it to the SMTP server. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    kind: varchar("kind", { length: 50 }).notNull(),
    toAddress: varchar("to_address", { length: 320 }).notNull(),
    replyTo: varchar("reply_to", { length: 320 }),
    subject: varchar("subject", { length: 998 }).notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Attachments as {filename, contentType, content (utf-8 text)}. */
    attachments: jsonb("attachments").$type<Array<{ filename: string; contentType: string; content: string }>>(),
    /** Extra headers, e.g. a newsletter's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: status("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The lead the message is about (its kind, e.g. "submission", and id), for the lead's timeline. */
    leadKind: varchar("lead_kind", { length: 30 }),
    leadId: integer("lead_id"),
    createdAt: createdAt(),
  },
  (table) => [
    index("email_outbox_lead_idx").on(table.leadKind, table.leadId).where(sql`${table.leadId} is not null`),
    index("email_outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    // GET /api/health and /metrics count pending and failed mail: this keeps
    // that an index scan over the unsent few, however many messages were sent.
    index("email_outbox_unsent_idx").on(table.status, table.createdAt).where(sql`${table.status} <> 'sent'`),
    // One visitor confirmation per address in 24 hours: the trigger of migration 0013 looks them up here.
    index("email_outbox_confirmations_idx")
      .on(sql`lower(${table.toAddress})`, table.createdAt)
      .where(sql`${table.kind} like '%.confirm'`),
  ],
);

/** History of status changes of submissions, reservations and other leads. */
export const statusChanges = pgTable(
  "status_changes",
  {
    id: id(),
    entity: varchar("entity", { length: 50 }).notNull(),
    entityId: integer("entity_id").notNull(),
    oldStatus: varchar("old_status", { length: 50 }),
    newStatus: varchar("new_status", { length: 50 }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** The username of the admin who made the change. */
    changedBy: varchar("changed_by", { length: 100 }).notNull().default("admin"),
  },
  (table) => [index("status_changes_entity_idx").on(table.entity, table.entityId, table.changedAt)],
);

/**
 * A lead's timeline besides its status changes: notes, priority changes, spam
 * marks, conversions, each with the admin who made it (`actorName` keeps the
 * name should the account go). `leadKind` is the lead's kind ("submission",
 * "reservation", "consultation", "intake", "mood-board", "chat").
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: id(),
    leadKind: varchar("lead_kind", { length: 30 }).notNull(),
    leadId: integer("lead_id").notNull(),
    kind: varchar("kind", { length: 30 }).notNull(),
    /** A note's text, or the change, e.g. "normal → high". */
    body: text("body").notNull(),
    actorId: integer("actor_id").references(() => adminAccounts.id, { onDelete: "set null" }),
    actorName: varchar("actor_name", { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("lead_events_lead_idx").on(table.leadKind, table.leadId, table.createdAt)],
);

/**
 * What was done with a person's data on request (an export or an erasure):
 * who, when, and how many rows of each table, never the person's data itself.
 */
export const privacyActions = pgTable("privacy_actions", {
  id: id(),
  action: varchar("action", { length: 20 }).notNull(),
  /** Rows found or erased per table, e.g. {"contact_submissions": 2}. */
  counts: jsonb("counts").$type<Record<string, number>>().notNull(),
  actorId: integer("actor_id").references(() => adminAccounts.id, { onDelete: "set null" }),
  actorName: varchar("actor_name", { length: 100 }).notNull(),
  createdAt: createdAt(),
});

/**
 * Fixed-window rate-limit counters, shared by every server process.
 * Key = limiter name + client address (or a hash of a username); window = start of the window.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: varchar("key", { length: 300 }).notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the last attempt was let through: the sign-in limit's growing delay per username counts from it. */
    lastCountedAt: timestamp("last_counted_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index("rate_limit_counters_expires_idx").on(table.expiresAt),
  ],
);

/**
 * The nonce of every form token used in the last day (server/features/spam/form-token.ts): a token
 * is good for one submission. Nonces older than any token still readable are deleted as new ones come.
 */
export const formTokenUses = pgTable(
  "form_token_uses",
  {
    nonce: varchar("nonce", { length: 64 }).primaryKey(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("form_token_uses_used_at_idx").on(table.usedAt)],
);

/** Keys the server generates for itself and shares between its instances (the form tokens' signing key). */
export const serverSecrets = pgTable("server_secrets", {
  name: varchar("name", { length: 64 }).primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** Conversations with the chat assistant Melie: the messages and a timestamp, nothing else. */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: id(),
    /** Random id the widget generates, so a conversation is one row as it grows. */
    conversationKey: varchar("conversation_key", { length: 64 }).notNull().unique(),
    messages: jsonb("messages").$type<Array<{ role: "user" | "assistant"; content: string }>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("chat_conversations_updated_idx").on(table.updatedAt.desc(), table.id.desc())],
);

/**
 * One-time links an admin sends to a client (docs/product/client-area.md § Invitations): the client opens
 * /portal/set-password#token=… and chooses a password. Only the SHA-256 of the
 * token is stored; a link works once (usedAt) and until expiresAt. Issuing a
 * new invitation ends the older open ones (expiresAt set to that moment);
 * accepting one marks all used.
 */
export const clientInvitations = pgTable(
  "client_invitations",
  {
    id: id(),
    clientId: clientRef(),
    tokenHash: bytea("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("client_invitations_client_idx").on(table.clientId)],
);

/**
 * The onboarding questionnaire (docs/product/client-area.md § Onboarding questionnaire), one per client (the latest
 * answers replace earlier ones). The answers are kept as the validated JSON
 * of the schema in common/client-area, so a new optional question needs no
 * migration.
 */
export const onboardingQuestionnaires = pgTable("onboarding_questionnaires", {
  id: id(),
  clientId: clientRef().unique(),
  answers: jsonb("answers").notNull(),
  submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One view of a public page (docs/product/analytics.md § Counting): when, which page, and the visit's source.
 * The visitor is a hash of the day's salt, the address and the browser, which cannot be linked to the next
 * day's once that salt is deleted; no cookie, no address. Kept 30 days, then only the daily totals remain.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    visitor: varchar("visitor", { length: 32 }).notNull(),
    path: varchar("path", { length: 300 }).notNull(),
    /** The other site the visit came from ("news.example.com"), none for a visit from inside the site. */
    referrerHost: varchar("referrer_host", { length: 255 }),
    utmSource: varchar("utm_source", { length: 100 }),
    utmMedium: varchar("utm_medium", { length: 100 }),
    utmCampaign: varchar("utm_campaign", { length: 100 }),
  },
  (table) => [
    index("analytics_events_at_idx").on(table.at),
    index("analytics_events_visitor_idx").on(table.visitor, table.at),
  ],
);

/** Page views and visitors per page and day, kept two years (the raw events go after 30 days). */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day").notNull(),
    path: varchar("path", { length: 300 }).notNull(),
    source: varchar("source", { length: 255 }).notNull(),
    campaign: varchar("campaign", { length: 100 }).notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
    /** Visits that began on this page. */
    entries: integer("entries").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.path, table.source, table.campaign] })],
);

/** The day's salt of the visitor hash, shared by every server process; yesterday's is deleted. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day").primaryKey(),
  salt: varchar("salt", { length: 64 }).notNull(),
});

/**
 * Where a lead came from (docs/product/analytics.md § Attribution): the visit's entry page, the other site it
 * came from, its campaign and the page the lead was sent from. One row per lead of any kind, erased with it.
 */
export const leadAttributions = pgTable(
  "lead_attributions",
  {
    leadKind: varchar("lead_kind", { length: 30 }).notNull(),
    leadId: integer("lead_id").notNull(),
    entryPage: varchar("entry_page", { length: 300 }),
    referrerHost: varchar("referrer_host", { length: 255 }),
    utmSource: varchar("utm_source", { length: 100 }),
    utmMedium: varchar("utm_medium", { length: 100 }),
    utmCampaign: varchar("utm_campaign", { length: 100 }),
    sentFrom: varchar("sent_from", { length: 300 }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.leadKind, table.leadId] }),
    index("lead_attributions_created_idx").on(table.createdAt),
  ],
);

/**
 * Newsletter subscribers (docs/product/public-site.md § Newsletter): double opt-in. An address is `pending`
 * until its confirmation link is used, then `confirmed`; `unsubscribed` when it leaves (a new subscription
 * starts pending again). The confirmation key is stored as a SHA-256 digest only; the unsubscribe key is an
 * HMAC of the subscriber's id, so it is stored nowhere.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: varchar("email", { length: 320 }).notNull(),
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    /** The page the box was on when the visitor subscribed. */
    sourcePath: varchar("source_path", { length: 300 }),
    /** The confirmation link's key (single use) and when it stops working (7 days after it was sent). */
    confirmKeyHash: bytea("confirm_key_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    /** When the last confirmation mail was queued: at most one a day per address. */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("newsletter_subscribers_email_uq").on(sql`lower(${table.email})`),
    index("newsletter_subscribers_confirm_key_idx").on(table.confirmKeyHash),
    index("newsletter_subscribers_status_created_idx").on(table.status, table.createdAt.desc()),
  ],
);

/** Newsletter issues the console sent (docs/product/admin-console.md § Newsletter subscribers): what, to how many, by whom. */
export const newsletterIssues = pgTable("newsletter_issues", {
  id: id(),
  subject: varchar("subject", { length: 200 }).notNull(),
  body: text("body").notNull(),
  recipients: integer("recipients").notNull(),
  sentBy: varchar("sent_by", { length: 100 }),
  createdAt: createdAt(),
});
