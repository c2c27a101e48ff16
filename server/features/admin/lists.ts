/**
 * The admin lists (docs/product/admin-console.md § Tabs; docs/decisions/009-admin-tabs.md adds
 * consultations, intakes and chats): what each selects, searches, exports, and
 * which status history it carries.
 */
import { getTableColumns, is, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, type PgTable, PgTimestamp } from "drizzle-orm/pg-core";
import type { SubmissionRecord } from "#common/admin/records.ts";
import type { AdminList, StatusEntity } from "#common/admin/statuses.ts";
import { brand } from "#common/brand.ts";
import {
  auditResults,
  chatConversations,
  clientIntakes,
  consultations,
  contactSubmissions,
  moodBoards,
  slotReservations,
} from "#server/db/schema.ts";
import { type CsvValue, csvTime, csvTimeHeader } from "./csv.ts";

type Row = Record<string, unknown>;

export interface ListSpec {
  name: AdminList;
  table: PgTable;
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  status?: AnyPgColumn;
  /** Columns ?q= looks in: name, email, business or URL (docs/product/admin-console.md § Tabs). */
  search: AnyPgColumn[];
  /**
   * One text expression searched instead of the columns one by one, where a
   * trigram index covers it (the table with a hundred thousand rows).
   */
  searchExpression?: SQL;
  select: Record<string, AnyPgColumn | SQL>;
  /** status_changes.entity of this list, when the admin changes its status. */
  historyEntity?: StatusEntity;
  /** spam_at of a list whose leads the admin can mark as spam: spam is left out unless ?spam= asks for it. */
  spamAt?: AnyPgColumn;
  csv: Array<[header: string, value: (row: Row) => CsvValue]>;
  /** Empty-state noun for messages. */
  label: string;
}

/**
 * How one column differs from the plain case, which is a column of the list's
 * table, under its own key in the JSON rows and its key in snake_case as the
 * CSV header, the value as it is.
 */
interface ColumnOptions {
  /** What to select when the key is not a column of the table. */
  select?: AnyPgColumn | SQL;
  /** The CSV header when it is not the key in snake_case; null keeps the column out of the CSV. */
  header?: string | null;
  /** The CSV cell when it is not the value as it is. */
  cell?: (value: unknown) => CsvValue;
}

type ColumnName<Table extends PgTable> = keyof Table["_"]["columns"] & string;
type Column<Table extends PgTable> = ColumnName<Table> | [key: string, options: ColumnOptions];

interface ListDefinition<Table extends PgTable> extends Omit<ListSpec, "table" | "select" | "csv"> {
  table: Table;
  /** The list's columns in CSV order, after the id and created_at every list starts with; the JSON rows carry the same keys. */
  columns: ReadonlyArray<Column<Table>>;
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Array columns read as one cell, the items separated by "; ". */
const joined = (value: unknown): CsvValue => (Array.isArray(value) ? value.join("; ") : null);

/**
 * Where a lead came from (docs/product/analytics.md § Attribution), from its lead_attributions row: six columns
 * in the JSON rows and the CSV, by the row's primary key.
 */
function attributionColumns(kind: string, id: AnyPgColumn): Array<[string, ColumnOptions]> {
  const field = (column: string) =>
    sql<
      string | null
    >`(select ${sql.raw(column)} from lead_attributions la where la.lead_kind = ${kind} and la.lead_id = ${id})`;
  return [
    ["entryPage", { select: field("entry_page") }],
    ["referrerHost", { select: field("referrer_host") }],
    ["utmSource", { select: field("utm_source") }],
    ["utmMedium", { select: field("utm_medium") }],
    ["utmCampaign", { select: field("utm_campaign") }],
    ["sentFrom", { select: field("sent_from") }],
  ];
}

/** A list's select and CSV export, both derived from its one column list. */
function defineList<Table extends PgTable>({ columns, ...list }: ListDefinition<Table>): ListSpec {
  const tableColumns = getTableColumns(list.table);
  const select: ListSpec["select"] = {};
  const csv: ListSpec["csv"] = [];
  for (const column of ["id", "createdAt", ...columns] as const) {
    const [key, options]: [string, ColumnOptions] = typeof column === "string" ? [column, {}] : column;
    const source = options.select ?? tableColumns[key];
    if (!source) throw new Error(`The ${list.name} list names ${key}, which is no column of its table`);
    select[key] = source;
    if (options.header === null) continue;
    // Every time column in the agency's zone and one format, its header naming the zone (./csv.ts).
    const time = !options.cell && is(source, PgTimestamp);
    const cell = options.cell ?? (time ? csvTime : (value: unknown) => value as CsvValue);
    const header = options.header ?? snakeCase(key);
    csv.push([time ? csvTimeHeader(header) : header, (row) => cell(row[key])]);
  }
  return { ...list, select, csv };
}

const s = contactSubmissions;
const r = slotReservations;
const a = auditResults;
const m = moodBoards;
const c = consultations;
const i = clientIntakes;
const chat = chatConversations;

export const LIST_SPECS: Record<AdminList, ListSpec> = {
  submissions: defineList({
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
    spamAt: s.spamAt,
    columns: [
      "name",
      "email",
      "phone",
      "business",
      "package",
      "websiteUrl",
      "priority",
      "status",
      ["isAuditRequest", { header: "audit_request" }],
      "source",
      ["addOns", { cell: joined }],
      "quotedTotal",
      // The price list of the visitor's face, or the one the configuration was priced in (docs/product/pricing.md § Price lists).
      ["priceList", { header: "price_list", select: sql<string | null>`${s.context} ->> 'priceList'` }],
      "details",
      // The pricing tool and package the add-ons were priced on (contact service's context); not a chat transcript.
      [
        "configuration",
        {
          header: null,
          select: sql<
            SubmissionRecord["configuration"]
          >`case when ${s.context} ? 'pricingSource' then jsonb_build_object(
        'source', ${s.context} ->> 'pricingSource',
        'package', ${s.context} ->> 'package',
        'maintenance', coalesce((${s.context} ->> 'maintenance')::boolean, false)) end`,
        },
      ],
      // Why the lead looked automated (its confirmation withheld, no place held), or null.
      "automatedReason",
      "spamAt",
      ...attributionColumns("submission", s.id),
    ],
  }),
  reservations: defineList({
    name: "reservations",
    label: "reservation",
    table: r,
    id: r.id,
    createdAt: r.createdAt,
    status: r.status,
    search: [r.name, r.email, r.business],
    historyEntity: "reservation",
    spamAt: r.spamAt,
    columns: [
      "name",
      "email",
      "phone",
      "business",
      "package",
      "priceList",
      "preferredSlot",
      "budget",
      "timeline",
      "status",
      "projectDetails",
      "holdsPlace",
      "confirmBy",
      "emailConfirmedAt",
      // Why the lead looked automated (its confirmation withheld, no place held), or null.
      "automatedReason",
      "spamAt",
      ...attributionColumns("reservation", r.id),
    ],
  }),
  audits: defineList({
    name: "audits",
    label: "audit result",
    table: a,
    id: a.id,
    createdAt: a.createdAt,
    search: [a.websiteUrl],
    columns: [
      "websiteUrl",
      ["overallScore", { header: "overall" }],
      ["performanceScore", { header: "performance" }],
      ["seoScore", { header: "seo" }],
      ["securityScore", { header: "security" }],
      ["mobileScore", { header: "mobile" }],
      ["accessibilityScore", { header: "accessibility" }],
      ["loadTime", { header: "load_time_ms" }],
      ["recommendations", { header: null }],
      ["reportSentTo", { header: "report_sent_to" }],
      ["reportSentAt", { header: "report_sent_at" }],
    ],
  }),
  "mood-boards": defineList({
    name: "mood-boards",
    label: "mood board",
    table: m,
    id: m.id,
    createdAt: m.createdAt,
    status: m.status,
    search: [m.projectName, m.clientEmail, m.targetAudience],
    columns: [
      "projectName",
      "status",
      "projectType",
      "targetAudience",
      ["brandPersonality", { cell: joined }],
      ["stylePreferences", { cell: joined }],
      ["colorPreferences", { cell: joined }],
      "businessGoals",
      "clientEmail",
      // The card's board-count badge: palettes the generator made, not presets the visitor picked (none is fine).
      [
        "paletteCount",
        {
          header: null,
          select: sql<number>`coalesce(json_array_length(${m.generatedBoard} -> 'colorPalettes'), 0)::int`,
        },
      ],
      ...attributionColumns("mood-board", m.id),
    ],
  }),
  consultations: defineList({
    name: "consultations",
    label: "consultation",
    table: c,
    id: c.id,
    createdAt: c.createdAt,
    status: c.status,
    search: [c.name, c.email, c.company, c.currentWebsite],
    historyEntity: "consultation",
    spamAt: c.spamAt,
    columns: [
      "name",
      "email",
      "phone",
      "company",
      "consultationType",
      "preferredDate",
      "preferredTime",
      "budget",
      "timeline",
      "currentWebsite",
      "status",
      "goals",
      "projectDetails",
      "slotKey",
      "confirmBy",
      "emailConfirmedAt",
      // Why the lead looked automated (its confirmation withheld, no place held), or null.
      "automatedReason",
      "spamAt",
      ...attributionColumns("consultation", c.id),
    ],
  }),
  intakes: defineList({
    name: "intakes",
    label: "intake",
    table: i,
    id: i.id,
    createdAt: i.createdAt,
    status: i.status,
    search: [i.contactName, i.email, i.companyName, i.website, i.need],
    historyEntity: "intake",
    spamAt: i.spamAt,
    columns: [
      "contactName",
      "companyName",
      "email",
      "phone",
      "website",
      "industry",
      "serviceType",
      "need",
      "priceList",
      "budget",
      "timeline",
      "communicationPreference",
      "status",
      "goals",
      "currentChallenges",
      "targetAudience",
      "projectDescription",
      // When the brief came in; empty while a project start's brief is to come.
      "briefSentAt",
      // Why the lead looked automated (its confirmation withheld, no place held), or null.
      "automatedReason",
      "spamAt",
      ...attributionColumns("intake", i.id),
    ],
  }),
  chats: defineList({
    name: "chats",
    label: "conversation",
    table: chat,
    id: chat.id,
    createdAt: chat.createdAt,
    search: [],
    // The visitor's words: any message of the conversation.
    searchExpression: sql`(${chat.messages}::text)`,
    columns: [
      "updatedAt",
      [
        "messages",
        {
          header: "conversation",
          cell: (messages) =>
            (messages as Array<{ role: string; content: string }>)
              .map((message) => `${message.role === "user" ? "Visitor" : brand.assistantName}: ${message.content}`)
              .join("\n"),
        },
      ],
    ],
  }),
};

/** Status table and column of each entity whose status the admin sets. */
export const STATUS_TARGETS: Record<StatusEntity, { table: PgTable; id: AnyPgColumn; status: AnyPgColumn }> = {
  submission: { table: s, id: s.id, status: s.status },
  reservation: { table: r, id: r.id, status: r.status },
  consultation: { table: c, id: c.id, status: c.status },
  intake: { table: i, id: i.id, status: i.status },
};
