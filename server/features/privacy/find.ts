/**
 * Everything held about one email address (docs/product/admin-console.md § Personal data), compared
 * case-insensitively on the lower(email) indexes. The leads are found by their address; a client
 * account brings what hangs from it; chat conversations and emails are found by the address anywhere in
 * their text; the leads' events, status changes and emails by the leads' ids.
 */
import { type AnyColumn, and, eq, getTableColumns, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type PersonData, PRIVACY_TABLES, type PrivacyRow, type PrivacyTable } from "#common/privacy/schemas.ts";
import * as t from "#server/db/schema.ts";
import type { DatabaseOrTransaction } from "#server/mail/outbox.ts";

/** The leads found, by the kind their events, status changes and emails name them with. */
export interface LeadIds {
  submission: number[];
  reservation: number[];
  consultation: number[];
  intake: number[];
  "mood-board": number[];
  chat: number[];
}

export interface FoundPerson {
  data: PersonData;
  leads: LeadIds;
  clientIds: number[];
  projectIds: number[];
}

const sameAddress = (column: AnyColumn, email: string) => sql`lower(${column}) = ${email}`;
/** A character an address's local part may hold: one just before the address makes it part of another. */
const LOCAL_PART_CHARACTER = "[a-z0-9._%+!#$&'*/=?^`{|}~-]";
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The address as a whole word anywhere in a text (or a jsonb column cast to text), whatever its case:
 * not inside a longer address (joann@… for ann@…, ann@example.com.au for ann@example.com), but at the
 * end of a sentence or after a line break escaped in JSON ("\nann@…"). The plain substring test goes
 * first: it is cheap, and the pattern then only runs on the few texts that pass it.
 */
export const mentions = (text: SQL | AnyColumn, email: string) => {
  const before = `(^|\\\\[nrt]|[^${LOCAL_PART_CHARACTER.slice(1)})`;
  const pattern = `${before}${escapeRegex(email)}($|[^a-z0-9.-]|\\.($|[^a-z0-9]))`;
  return sql`(position(${email} in lower(${text}::text)) > 0 and lower(${text}::text) ~ ${pattern})`;
};

/** rows of `kindColumn = kind and idColumn in ids`, for each kind with ids. */
export function ofLeads(kindColumn: PgColumn, idColumn: PgColumn, leads: Partial<LeadIds>): SQL | undefined {
  const parts = Object.entries(leads)
    .filter(([, ids]) => ids.length > 0)
    .map(([kind, ids]) => and(eq(kindColumn, kind), inArray(idColumn, ids)));
  return parts.length > 0 ? or(...parts) : undefined;
}

/** Secrets are not personal data the person gets back, and hashes mean nothing to them. */
function without<Table extends PgTable>(table: Table, ...secret: string[]) {
  const columns: Record<string, PgColumn> = { ...getTableColumns(table) };
  for (const name of secret) delete columns[name];
  return columns;
}

/**
 * Runs drizzle's queries (which start only when awaited) one after the other: inside the erasure's
 * transaction they share one connection, which takes one query at a time.
 */
async function inTurn<const Queries extends readonly PromiseLike<unknown>[]>(
  queries: Queries,
): Promise<{ -readonly [K in keyof Queries]: Awaited<Queries[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof Queries]: Awaited<Queries[K]> };
}

const idsOf = (rows: PrivacyRow[]) => rows.map((row) => row.id as number);

export async function findPerson(db: DatabaseOrTransaction, address: string): Promise<FoundPerson> {
  const email = address.trim().toLowerCase();
  const none = sql`false`;
  const inIds = (column: PgColumn, ids: number[]) => (ids.length > 0 ? inArray(column, ids) : none);

  const [submissions, reservations, consultations, intakes, moodBoards, audits, chats, users, clients, subscribers] =
    await inTurn([
      db.select().from(t.contactSubmissions).where(sameAddress(t.contactSubmissions.email, email)),
      // A booking's confirmation key stays out of the export as every key does: only its digest is stored.
      db
        .select(without(t.slotReservations, "confirmKeyHash"))
        .from(t.slotReservations)
        .where(sameAddress(t.slotReservations.email, email)),
      db
        .select(without(t.consultations, "confirmKeyHash"))
        .from(t.consultations)
        .where(sameAddress(t.consultations.email, email)),
      db
        .select(without(t.clientIntakes, "briefKeyHash"))
        .from(t.clientIntakes)
        .where(sameAddress(t.clientIntakes.email, email)),
      db.select().from(t.moodBoards).where(sameAddress(t.moodBoards.clientEmail, email)),
      // An audit is of a website, not of a person: only the address its report was emailed to is theirs.
      db
        .select({
          id: t.auditResults.id,
          websiteUrl: t.auditResults.websiteUrl,
          reportSentTo: t.auditResults.reportSentTo,
          reportSentAt: t.auditResults.reportSentAt,
          createdAt: t.auditResults.createdAt,
        })
        .from(t.auditResults)
        .where(sameAddress(t.auditResults.reportSentTo, email)),
      // The table is small and pruned by retention (docs/product/chat-assistant.md): a scan is fine.
      db.select().from(t.chatConversations).where(mentions(t.chatConversations.messages, email)),
      db.select().from(t.users).where(sameAddress(t.users.email, email)),
      db.select(without(t.clients, "password")).from(t.clients).where(sameAddress(t.clients.email, email)),
      db
        .select(without(t.newsletterSubscribers, "confirmKeyHash"))
        .from(t.newsletterSubscribers)
        .where(sameAddress(t.newsletterSubscribers.email, email)),
    ]);
  const leads: LeadIds = {
    submission: idsOf(submissions),
    reservation: idsOf(reservations),
    consultation: idsOf(consultations),
    intake: idsOf(intakes),
    "mood-board": idsOf(moodBoards),
    chat: idsOf(chats),
  };
  const clientIds = idsOf(clients);
  const projects = await db.select().from(t.projects).where(inIds(t.projects.clientId, clientIds));
  const projectIds = idsOf(projects);
  const ofProjects = (table: PgTable & { projectId: PgColumn }) =>
    db.select().from(table).where(inIds(table.projectId, projectIds)) as Promise<PrivacyRow[]>;
  const ofClients = (table: PgTable & { clientId: PgColumn }, columns = getTableColumns(table)) =>
    db.select(columns).from(table).where(inIds(table.clientId, clientIds)) as Promise<PrivacyRow[]>;

  const { submission, reservation, consultation, intake } = leads;
  const outbox = t.emailOutbox;
  const [
    milestones,
    deliverables,
    invoices,
    projectNotes,
    projectUpdates,
    projectStatusHistory,
    documents,
    messages,
    onboardingSteps,
    questionnaires,
    invitations,
    sessions,
    emails,
    leadEvents,
    statusChanges,
    attributions,
  ] = await inTurn([
    ofProjects(t.projectMilestones),
    ofProjects(t.deliverables),
    ofProjects(t.invoices),
    ofProjects(t.projectNotes),
    ofProjects(t.projectUpdates),
    ofProjects(t.projectStatusHistory),
    ofClients(t.clientDocuments),
    ofClients(t.clientMessages),
    ofClients(t.onboardingSteps),
    ofClients(t.onboardingQuestionnaires),
    ofClients(t.clientInvitations, without(t.clientInvitations, "tokenHash")),
    ofClients(t.authSessions, without(t.authSessions, "tokenHash")),
    db
      .select()
      .from(outbox)
      .where(
        or(
          sameAddress(outbox.toAddress, email),
          sameAddress(outbox.replyTo, email),
          ofLeads(outbox.leadKind, outbox.leadId, leads),
          // The HTML part is rendered from the same text (server/mail/render-email.ts): the text part is enough.
          mentions(sql`concat_ws(' ', ${outbox.subject}, ${outbox.textBody})`, email),
        ),
      )
      .orderBy(outbox.id),
    db
      .select()
      .from(t.leadEvents)
      .where(ofLeads(t.leadEvents.leadKind, t.leadEvents.leadId, leads) ?? none)
      .orderBy(t.leadEvents.id),
    db
      .select()
      .from(t.statusChanges)
      .where(
        ofLeads(t.statusChanges.entity, t.statusChanges.entityId, { submission, reservation, consultation, intake }) ??
          none,
      )
      .orderBy(t.statusChanges.id),
    db
      .select()
      .from(t.leadAttributions)
      .where(ofLeads(t.leadAttributions.leadKind, t.leadAttributions.leadId, leads) ?? none),
  ]);

  const tables: Record<PrivacyTable, PrivacyRow[]> = {
    contact_submissions: submissions,
    slot_reservations: reservations,
    consultations,
    client_intakes: intakes,
    mood_boards: moodBoards,
    audit_results: audits,
    chat_conversations: chats,
    newsletter_subscribers: subscribers as PrivacyRow[],
    clients,
    projects,
    project_milestones: milestones,
    deliverables,
    invoices,
    project_notes: projectNotes,
    project_updates: projectUpdates,
    project_status_history: projectStatusHistory,
    client_documents: documents,
    client_messages: messages,
    onboarding_steps: onboardingSteps,
    onboarding_questionnaires: questionnaires,
    client_invitations: invitations,
    auth_sessions: sessions,
    users,
    email_outbox: emails,
    lead_events: leadEvents,
    status_changes: statusChanges,
    lead_attributions: attributions,
  };
  const counts = Object.fromEntries(PRIVACY_TABLES.map((name) => [name, tables[name].length])) as Record<
    PrivacyTable,
    number
  >;
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { data: { counts, total, tables }, leads, clientIds, projectIds };
}
