/**
 * Erasing a person (docs/product/admin-console.md § Personal data, docs/decisions/028-erasing-a-person.md),
 * in one transaction: the leads with their events, status changes and emails, the mood boards, the chat
 * conversations that mention the address, and the client account. A client with an invoice is kept for
 * the accounts, anonymised; any other client is deleted with everything that cascades from it. An active
 * reservation's place is freed the way a cancellation frees it, so the slot counts stay right.
 */
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ErasureResult, PrivacyTable } from "#common/privacy/schemas.ts";
import type { Database } from "#server/db/client.ts";
import * as t from "#server/db/schema.ts";
import type { Transaction } from "#server/mail/outbox.ts";
import type { SignedInAdmin } from "../admin-auth/sessions.ts";
import { FREES_PLACE, lockSlotPlaces, recordPlacesTaken } from "../reserve-slot/slot-places.ts";
import { erasureCounts, recordPrivacyAction } from "./actions.ts";
import { type FoundPerson, findPerson, ofLeads } from "./find.ts";

/** The address an anonymised client keeps: unique (the column is), and a domain that can never receive mail. */
export const erasedClientEmail = (clientId: number) => `erased-client-${clientId}@erased.invalid`;

async function deleteWhere(tx: Transaction, table: PgTable, where: SQL | undefined): Promise<number> {
  if (!where) return 0;
  const rows = await tx.delete(table).where(where).returning({ one: sql`1` });
  return rows.length;
}

const idsIn = (column: PgColumn, ids: number[]) => (ids.length > 0 ? inArray(column, ids) : undefined);
const rowIds = (rows: Array<Record<string, unknown>>) => rows.map((row) => row.id as number);

/** Reservations go with their places: lock each slot (in one order, so two erasures cannot deadlock). */
async function eraseReservations(tx: Transaction, found: FoundPerson): Promise<number> {
  const reservations = found.data.tables.slot_reservations;
  const slots = [
    ...new Set(reservations.filter((row) => row.status !== FREES_PLACE).map((row) => row.preferredSlot as string)),
  ].sort();
  for (const slot of slots) await lockSlotPlaces(tx, slot);
  const erased = await deleteWhere(tx, t.slotReservations, idsIn(t.slotReservations.id, found.leads.reservation));
  for (const slot of slots) await recordPlacesTaken(tx, slot, await lockSlotPlaces(tx, slot));
  return erased;
}

/**
 * A client with an invoice: the invoices, the projects they belong to (amounts, dates, package) and the
 * milestones stay; the person goes — name, email, phone, company, password, sessions, invitations,
 * messages, documents, onboarding, notes, updates, deliverables, the projects' descriptions.
 */
async function anonymiseClients(tx: Transaction, clientIds: number[], projectIds: number[]) {
  const byClient = (table: PgTable & { clientId: PgColumn }) =>
    deleteWhere(tx, table, idsIn(table.clientId, clientIds));
  const byProject = (table: PgTable & { projectId: PgColumn }) =>
    deleteWhere(tx, table, idsIn(table.projectId, projectIds));
  const erased: Partial<Record<PrivacyTable, number>> = {
    auth_sessions: await byClient(t.authSessions),
    client_invitations: await byClient(t.clientInvitations),
    client_messages: await byClient(t.clientMessages),
    client_documents: await byClient(t.clientDocuments),
    onboarding_steps: await byClient(t.onboardingSteps),
    onboarding_questionnaires: await byClient(t.onboardingQuestionnaires),
    project_notes: await byProject(t.projectNotes),
    project_updates: await byProject(t.projectUpdates),
    deliverables: await byProject(t.deliverables),
  };
  if (projectIds.length > 0) {
    await tx.update(t.projects).set({ description: null }).where(inArray(t.projects.id, projectIds));
    await tx
      .update(t.projectStatusHistory)
      .set({ notes: null })
      .where(inArray(t.projectStatusHistory.projectId, projectIds));
  }
  for (const clientId of clientIds) {
    await tx
      .update(t.clients)
      .set({
        email: erasedClientEmail(clientId),
        firstName: "Erased",
        lastName: "client",
        company: null,
        phone: null,
        password: null,
        isActive: false,
      })
      .where(eq(t.clients.id, clientId));
  }
  return erased;
}

function add(into: Partial<Record<PrivacyTable, number>>, counts: Partial<Record<PrivacyTable, number>>) {
  for (const [table, count] of Object.entries(counts) as Array<[PrivacyTable, number]>) {
    into[table] = (into[table] ?? 0) + count;
  }
}

/** Erases the person and writes the privacy action, both in one transaction. */
export async function erasePerson(
  db: Database,
  address: string,
  actor: SignedInAdmin,
  now: Date,
): Promise<ErasureResult> {
  return db.transaction(async (tx) => {
    const found = await findPerson(tx, address);
    const { leads, data } = found;
    const erased: Partial<Record<PrivacyTable, number>> = {};
    const kept: Partial<Record<PrivacyTable, number>> = {};

    // The history first: it names the leads by id, and the ids are about to go.
    erased.email_outbox = await deleteWhere(
      tx,
      t.emailOutbox,
      idsIn(t.emailOutbox.id, rowIds(data.tables.email_outbox)),
    );
    erased.lead_events = await deleteWhere(tx, t.leadEvents, idsIn(t.leadEvents.id, rowIds(data.tables.lead_events)));
    erased.lead_attributions = await deleteWhere(
      tx,
      t.leadAttributions,
      ofLeads(t.leadAttributions.leadKind, t.leadAttributions.leadId, found.leads),
    );
    erased.status_changes = await deleteWhere(
      tx,
      t.statusChanges,
      idsIn(t.statusChanges.id, rowIds(data.tables.status_changes)),
    );

    erased.contact_submissions = await deleteWhere(
      tx,
      t.contactSubmissions,
      idsIn(t.contactSubmissions.id, leads.submission),
    );
    erased.slot_reservations = await eraseReservations(tx, found);
    erased.consultations = await deleteWhere(tx, t.consultations, idsIn(t.consultations.id, leads.consultation));
    erased.client_intakes = await deleteWhere(tx, t.clientIntakes, idsIn(t.clientIntakes.id, leads.intake));
    erased.mood_boards = await deleteWhere(tx, t.moodBoards, idsIn(t.moodBoards.id, leads["mood-board"]));
    // The audits stay (they describe a website); the address their report went to goes.
    const audits = rowIds(data.tables.audit_results);
    if (audits.length > 0) {
      await tx.update(t.auditResults).set({ reportSentTo: null }).where(inArray(t.auditResults.id, audits));
      erased.audit_results = audits.length;
    }
    erased.chat_conversations = await deleteWhere(tx, t.chatConversations, idsIn(t.chatConversations.id, leads.chat));
    erased.newsletter_subscribers = await deleteWhere(
      tx,
      t.newsletterSubscribers,
      idsIn(t.newsletterSubscribers.id, rowIds(data.tables.newsletter_subscribers)),
    );
    erased.users = await deleteWhere(tx, t.users, idsIn(t.users.id, rowIds(data.tables.users)));

    // Which clients have an invoice decides between anonymising and deleting.
    const invoiced = found.projectIds.length
      ? await tx
          .selectDistinct({ clientId: t.projects.clientId })
          .from(t.projects)
          .innerJoin(t.invoices, eq(t.invoices.projectId, t.projects.id))
          .where(inArray(t.projects.id, found.projectIds))
      : [];
    const keep = new Set(invoiced.map((row) => row.clientId));
    const keptClients = found.clientIds.filter((id) => keep.has(id));
    const deletedClients = found.clientIds.filter((id) => !keep.has(id));
    const projectsOf = (clients: number[]) =>
      data.tables.projects.filter((row) => clients.includes(row.clientId as number)).map((row) => row.id as number);

    // A deleted client's rows go by the foreign keys' cascade: count them from what was found.
    const deletedProjects = new Set(projectsOf(deletedClients));
    const countOf = (table: PrivacyTable, owner: (row: Record<string, unknown>) => boolean) =>
      data.tables[table].filter(owner).length;
    const ofDeletedProject = (row: Record<string, unknown>) => deletedProjects.has(row.projectId as number);
    const ofDeletedClient = (row: Record<string, unknown>) => deletedClients.includes(row.clientId as number);
    add(erased, {
      projects: deletedProjects.size,
      project_milestones: countOf("project_milestones", ofDeletedProject),
      deliverables: countOf("deliverables", ofDeletedProject),
      invoices: countOf("invoices", ofDeletedProject),
      project_notes: countOf("project_notes", ofDeletedProject),
      project_updates: countOf("project_updates", ofDeletedProject),
      project_status_history: countOf("project_status_history", ofDeletedProject),
      client_documents: countOf("client_documents", ofDeletedClient),
      client_messages: countOf("client_messages", ofDeletedClient),
      onboarding_steps: countOf("onboarding_steps", ofDeletedClient),
      onboarding_questionnaires: countOf("onboarding_questionnaires", ofDeletedClient),
      client_invitations: countOf("client_invitations", ofDeletedClient),
      auth_sessions: countOf("auth_sessions", ofDeletedClient),
    });
    erased.clients = await deleteWhere(tx, t.clients, idsIn(t.clients.id, deletedClients));

    if (keptClients.length > 0) {
      const keptProjects = projectsOf(keptClients);
      add(erased, await anonymiseClients(tx, keptClients, keptProjects));
      const ofKeptProject = (row: Record<string, unknown>) => keptProjects.includes(row.projectId as number);
      kept.clients = keptClients.length;
      kept.projects = keptProjects.length;
      kept.invoices = countOf("invoices", ofKeptProject);
      kept.project_milestones = countOf("project_milestones", ofKeptProject);
      kept.project_status_history = countOf("project_status_history", ofKeptProject);
    }

    const result = { erased: nonZero(erased), anonymisedClients: keptClients.length, kept: nonZero(kept) };
    await recordPrivacyAction(tx, "erase", erasureCounts(result), actor, now);
    return result;
  });
}

function nonZero(counts: Partial<Record<PrivacyTable, number>>): Partial<Record<PrivacyTable, number>> {
  return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
}
