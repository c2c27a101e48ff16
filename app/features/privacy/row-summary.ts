/**
 * The key fields of one row of a person's data, as the console lists it (docs/product/admin-console.md
 * § Personal data): what it is, its date, and where to open it. The export carries every column.
 */
import { leadConsolePath } from "#common/admin/lead-links";
import type { PrivacyRow, PrivacyTable } from "#common/privacy/schemas";

export interface RowSummary {
  title: string;
  detail?: string;
  at?: string;
  href?: string;
}

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);
const join = (...parts: unknown[]) =>
  parts
    .map(text)
    .filter((part): part is string => part !== undefined)
    .join(" · ");
const dateOf = (row: PrivacyRow) =>
  text(row.createdAt) ?? text(row.submittedAt) ?? text(row.uploadedAt) ?? text(row.changedAt) ?? text(row.expiresAt);

const SUMMARIES: Partial<Record<PrivacyTable, (row: PrivacyRow) => RowSummary>> = {
  contact_submissions: (row) => ({
    title: join(row.name ?? "No name", row.business),
    detail: join(`From ${row.source}`, row.status, row.websiteUrl),
    href: leadConsolePath("submission", Number(row.id)),
  }),
  slot_reservations: (row) => ({
    title: join(row.name ?? "No name", row.business),
    detail: join(`Slot ${row.preferredSlot}`, row.status),
    href: leadConsolePath("reservation", Number(row.id)),
  }),
  consultations: (row) => ({
    title: join(row.name, row.company),
    detail: join(row.consultationType, row.slotKey, row.status),
    href: leadConsolePath("consultation", Number(row.id)),
  }),
  client_intakes: (row) => ({
    title: join(row.contactName, row.companyName),
    detail: join(row.serviceType, row.status),
    href: leadConsolePath("intake", Number(row.id)),
  }),
  mood_boards: (row) => ({
    title: String(row.projectName),
    detail: join(row.projectType, row.status),
    href: leadConsolePath("mood-board", Number(row.id)),
  }),
  audit_results: (row) => ({
    title: `Audit of ${String(row.websiteUrl)}`,
    detail: join(`Report emailed to ${row.reportSentTo}`),
    at: text(row.reportSentAt),
  }),
  chat_conversations: (row) => {
    const messages = Array.isArray(row.messages) ? (row.messages as Array<{ role: string; content: string }>) : [];
    const first = messages.find((message) => message.role === "user")?.content ?? "";
    return { title: first.length > 120 ? `${first.slice(0, 119)}…` : first, detail: `${messages.length} messages` };
  },
  clients: (row) => ({
    title: join(`${row.firstName} ${row.lastName}`, row.company),
    detail: join(row.email, row.phone, row.isActive ? "active" : "deactivated"),
    href: `/admin/clients/${row.id}`,
  }),
  projects: (row) => ({ title: String(row.name), detail: join(row.status, row.packageType, `$${row.totalAmount}`) }),
  invoices: (row) => ({
    title: String(row.invoiceNumber),
    detail: join(`$${row.amount}`, row.status, row.description),
  }),
  client_messages: (row) => ({
    title: join(row.subject, row.message),
    detail: row.fromClient ? "from the client" : "to the client",
  }),
  email_outbox: (row) => ({ title: String(row.subject), detail: join(row.kind, `to ${row.toAddress}`, row.status) }),
  lead_events: (row) => ({
    title: `${row.kind}: ${row.body}`,
    detail: join(`${row.leadKind} #${row.leadId}`, `by ${row.actorName}`),
  }),
  status_changes: (row) => ({
    title: `${row.oldStatus ?? "—"} → ${row.newStatus}`,
    detail: join(`${row.entity} #${row.entityId}`, `by ${row.changedBy}`),
  }),
  auth_sessions: (row) => ({
    title: "Portal session",
    detail: row.revokedAt ? "signed out" : `until ${row.expiresAt}`,
  }),
  client_invitations: (row) => ({ title: "Portal invitation", detail: row.usedAt ? "used" : "not used" }),
  onboarding_questionnaires: () => ({ title: "Onboarding answers" }),
};

export function summariseRow(table: PrivacyTable, row: PrivacyRow): RowSummary {
  const summary = SUMMARIES[table]?.(row) ?? {
    title: text(row.title) ?? text(row.step) ?? text(row.content) ?? text(row.message) ?? `#${row.id}`,
    detail: join(row.status, row.email),
  };
  return { ...summary, title: summary.title || `#${row.id}`, at: dateOf(row) };
}
