/**
 * The six admin lists (spec 001 §3 "Admin lists"; DECISIONS.md adds
 * consultations and intakes): what each selects, searches, exports, and
 * which status history it carries.
 */
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { SubmissionRecord } from "../../../common/admin/records.ts";
import type { AdminList, StatusEntity } from "../../../common/admin/statuses.ts";
import { brand } from "../../../common/brand.ts";
import {
  auditResults,
  chatConversations,
  clientIntakes,
  consultations,
  contactSubmissions,
  moodBoards,
  slotReservations,
} from "../../db/schema.ts";
import type { CsvValue } from "./csv.ts";

type Row = Record<string, unknown>;

export interface ListSpec {
  name: AdminList;
  table: PgTable;
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  status?: AnyPgColumn;
  /** Columns ?q= looks in (name, email, business or URL: issue 6 §4). */
  search: AnyPgColumn[];
  /**
   * One text expression searched instead of the columns one by one, where a
   * trigram index covers it (the table with a hundred thousand rows).
   */
  searchExpression?: SQL;
  select: Record<string, AnyPgColumn | SQL>;
  /** status_changes.entity of this list, when the admin changes its status. */
  historyEntity?: StatusEntity;
  csv: Array<[header: string, value: (row: Row) => CsvValue]>;
  /** Empty-state noun for messages. */
  label: string;
}

const field =
  (key: string) =>
  (row: Row): CsvValue =>
    row[key] as CsvValue;
const list =
  (key: string) =>
  (row: Row): CsvValue =>
    Array.isArray(row[key]) ? (row[key] as string[]).join("; ") : null;

const s = contactSubmissions;
const r = slotReservations;
const a = auditResults;
const m = moodBoards;
const c = consultations;
const i = clientIntakes;
const chat = chatConversations;

export const LIST_SPECS: Record<AdminList, ListSpec> = {
  submissions: {
    name: "submissions",
    label: "submission",
    table: s,
    id: s.id,
    createdAt: s.createdAt,
    status: s.status,
    search: [s.name, s.email, s.business, s.websiteUrl],
    // Exactly the expression of contact_submissions_search_trgm_idx (server/db/schema.ts).
    searchExpression: sql`(coalesce(${s.name}, '') || ' ' || coalesce(${s.email}, '') || ' ' || coalesce(${s.business}, '') || ' ' || coalesce(${s.websiteUrl}, ''))`,
    historyEntity: "submission",
    select: {
      id: s.id,
      name: s.name,
      email: s.email,
      phone: s.phone,
      business: s.business,
      package: s.package,
      websiteUrl: s.websiteUrl,
      details: s.details,
      priority: s.priority,
      status: s.status,
      isAuditRequest: s.isAuditRequest,
      source: s.source,
      addOns: s.addOns,
      quotedTotal: s.quotedTotal,
      // The pricing tool and package the add-ons were priced on (contact service's context); not a chat transcript.
      configuration: sql<
        SubmissionRecord["configuration"]
      >`case when ${s.context} ? 'pricingSource' then jsonb_build_object(
        'source', ${s.context} ->> 'pricingSource',
        'package', ${s.context} ->> 'package',
        'maintenance', coalesce((${s.context} ->> 'maintenance')::boolean, false)) end`,
      createdAt: s.createdAt,
    },
    csv: [
      ["id", field("id")],
      ["created_at", field("createdAt")],
      ["name", field("name")],
      ["email", field("email")],
      ["phone", field("phone")],
      ["business", field("business")],
      ["package", field("package")],
      ["website_url", field("websiteUrl")],
      ["priority", field("priority")],
      ["status", field("status")],
      ["audit_request", field("isAuditRequest")],
      ["source", field("source")],
      ["add_ons", list("addOns")],
      ["quoted_total", field("quotedTotal")],
      ["details", field("details")],
    ],
  },
  reservations: {
    name: "reservations",
    label: "reservation",
    table: r,
    id: r.id,
    createdAt: r.createdAt,
    status: r.status,
    search: [r.name, r.email, r.business],
    historyEntity: "reservation",
    select: {
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      business: r.business,
      package: r.package,
      budget: r.budget,
      timeline: r.timeline,
      preferredSlot: r.preferredSlot,
      projectDetails: r.projectDetails,
      status: r.status,
      createdAt: r.createdAt,
    },
    csv: [
      ["id", field("id")],
      ["created_at", field("createdAt")],
      ["name", field("name")],
      ["email", field("email")],
      ["phone", field("phone")],
      ["business", field("business")],
      ["package", field("package")],
      ["preferred_slot", field("preferredSlot")],
      ["budget", field("budget")],
      ["timeline", field("timeline")],
      ["status", field("status")],
      ["project_details", field("projectDetails")],
    ],
  },
  audits: {
    name: "audits",
    label: "audit result",
    table: a,
    id: a.id,
    createdAt: a.createdAt,
    search: [a.websiteUrl],
    select: {
      id: a.id,
      websiteUrl: a.websiteUrl,
      performanceScore: a.performanceScore,
      seoScore: a.seoScore,
      securityScore: a.securityScore,
      mobileScore: a.mobileScore,
      accessibilityScore: a.accessibilityScore,
      overallScore: a.overallScore,
      loadTime: a.loadTime,
      recommendations: a.recommendations,
      createdAt: a.createdAt,
    },
    csv: [
      ["id", field("id")],
      ["created_at", field("createdAt")],
      ["website_url", field("websiteUrl")],
      ["overall", field("overallScore")],
      ["performance", field("performanceScore")],
      ["seo", field("seoScore")],
      ["security", field("securityScore")],
      ["mobile", field("mobileScore")],
      ["accessibility", field("accessibilityScore")],
      ["load_time_ms", field("loadTime")],
    ],
  },
  "mood-boards": {
    name: "mood-boards",
    label: "mood board",
    table: m,
    id: m.id,
    createdAt: m.createdAt,
    status: m.status,
    search: [m.projectName, m.clientEmail, m.targetAudience],
    select: {
      id: m.id,
      projectName: m.projectName,
      status: m.status,
      projectType: m.projectType,
      targetAudience: m.targetAudience,
      brandPersonality: m.brandPersonality,
      stylePreferences: m.stylePreferences,
      colorPreferences: m.colorPreferences,
      // The card's board-count badge: palettes the generator made, not presets the visitor picked (none is fine).
      paletteCount: sql<number>`coalesce(json_array_length(${m.generatedBoard} -> 'colorPalettes'), 0)::int`,
      businessGoals: m.businessGoals,
      clientEmail: m.clientEmail,
      createdAt: m.createdAt,
    },
    csv: [
      ["id", field("id")],
      ["created_at", field("createdAt")],
      ["project_name", field("projectName")],
      ["status", field("status")],
      ["project_type", field("projectType")],
      ["target_audience", field("targetAudience")],
      ["brand_personality", list("brandPersonality")],
      ["style_preferences", list("stylePreferences")],
      ["color_preferences", list("colorPreferences")],
      ["business_goals", field("businessGoals")],
      ["client_email", field("clientEmail")],
    ],
  },
  consultations: {
    name: "consultations",
    label: "consultation",
    table: c,
    id: c.id,
    createdAt: c.createdAt,
    status: c.status,
    search: [c.name, c.email, c.company, c.currentWebsite],
    historyEntity: "consultation",
    select: {
      id: c.id,
      name: c.name,
      email: c.email,
      phone: c.phone,
      company: c.company,
      consultationType: c.consultationType,
      preferredDate: c.preferredDate,
      preferredTime: c.preferredTime,
      projectDetails: c.projectDetails,
      budget: c.budget,
      timeline: c.timeline,
      currentWebsite: c.currentWebsite,
      goals: c.goals,
      status: c.status,
      createdAt: c.createdAt,
    },
    csv: [
      ["id", field("id")],
      ["created_at", field("createdAt")],
      ["name", field("name")],
      ["email", field("email")],
      ["phone", field("phone")],
      ["company", field("company")],
      ["consultation_type", field("consultationType")],
      ["preferred_date", field("preferredDate")],
      ["preferred_time", field("preferredTime")],
      ["budget", field("budget")],
      ["timeline", field("timeline")],
      ["current_website", field("currentWebsite")],
      ["status", field("status")],
      ["goals", field("goals")],
      ["project_details", field("projectDetails")],
    ],
  },
  intakes: {
    name: "intakes",
    label: "intake",
    table: i,
    id: i.id,
    createdAt: i.createdAt,
    status: i.status,
    search: [i.contactName, i.email, i.companyName, i.website],
    historyEntity: "intake",
    select: {
      id: i.id,
      contactName: i.contactName,
      companyName: i.companyName,
      email: i.email,
      phone: i.phone,
      website: i.website,
      industry: i.industry,
      serviceType: i.serviceType,
      budget: i.budget,
      timeline: i.timeline,
      goals: i.goals,
      currentChallenges: i.currentChallenges,
      targetAudience: i.targetAudience,
      communicationPreference: i.communicationPreference,
      projectDescription: i.projectDescription,
      status: i.status,
      createdAt: i.createdAt,
    },
    csv: [
      ["id", field("id")],
      ["created_at", field("createdAt")],
      ["contact_name", field("contactName")],
      ["company_name", field("companyName")],
      ["email", field("email")],
      ["phone", field("phone")],
      ["website", field("website")],
      ["industry", field("industry")],
      ["service_type", field("serviceType")],
      ["budget", field("budget")],
      ["timeline", field("timeline")],
      ["communication_preference", field("communicationPreference")],
      ["status", field("status")],
      ["goals", field("goals")],
      ["current_challenges", field("currentChallenges")],
      ["target_audience", field("targetAudience")],
      ["project_description", field("projectDescription")],
    ],
  },
  chats: {
    name: "chats",
    label: "conversation",
    table: chat,
    id: chat.id,
    createdAt: chat.createdAt,
    search: [],
    // The visitor's words: any message of the conversation.
    searchExpression: sql`(${chat.messages}::text)`,
    select: { id: chat.id, messages: chat.messages, createdAt: chat.createdAt, updatedAt: chat.updatedAt },
    csv: [
      ["id", field("id")],
      ["created_at", field("createdAt")],
      ["updated_at", field("updatedAt")],
      [
        "conversation",
        (row) =>
          (row.messages as Array<{ role: string; content: string }>)
            .map((message) => `${message.role === "user" ? "Visitor" : brand.assistantName}: ${message.content}`)
            .join("\n"),
      ],
    ],
  },
};

/** Status table and column of each entity whose status the admin sets. */
export const STATUS_TARGETS: Record<StatusEntity, { table: PgTable; id: AnyPgColumn; status: AnyPgColumn }> = {
  submission: { table: s, id: s.id, status: s.status },
  reservation: { table: r, id: r.id, status: r.status },
  consultation: { table: c, id: c.id, status: c.status },
  intake: { table: i, id: i.id, status: i.status },
};
