/**
 * Clients in the admin console (docs/product/client-area.md § Clients): list with search, create (with
 * the six onboarding steps), the full record, edit, deactivate/reactivate,
 * delete (docs/product/client-area.md § Deleting: cascades to projects, documents, messages and
 * onboarding steps through the foreign keys), and invitations.
 */
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type {
  AdminClientDetail,
  AdminClientSummary,
  AdminInvitationResult,
  AdminProjectDetail,
} from "#common/client-area/admin-records.ts";
import type { ClientPayload } from "#common/client-area/admin-schemas.ts";
import type { QuestionnaireAnswer } from "#common/client-area/api.ts";
import type { OnboardingQuestionnaire } from "#common/client-area/questionnaire.ts";
import { ONBOARDING_STEP_NAMES } from "#common/client-area/sample-portal.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import {
  clientDocuments,
  clientInvitations,
  clientMessages,
  clients,
  onboardingQuestionnaires,
  onboardingSteps,
  projectStatusHistory,
  projects,
} from "#server/db/schema.ts";
import { HttpError } from "#server/http/errors.ts";
import { queueEmails } from "#server/mail/outbox.ts";
import { visitorReplyTo } from "#server/mail/reply-to.ts";
import { containsPattern } from "../admin/service.ts";
import { createInvitation, INVITATION_TTL_MS, invitationLink } from "../client-area/accounts/invitations.ts";
import { messageJson } from "../client-area/accounts/messages.ts";
import { loadProjectChildren } from "../client-area/accounts/project-children.ts";
import { revokeClientSessions } from "../client-area/accounts/sessions.ts";
import { type LeadConversion, recordConversion } from "./convert-lead.ts";
import { invitationEmail } from "./invitation-email.ts";
import {
  deliverableJson,
  documentJson,
  historyJson,
  invoiceJson,
  milestoneJson,
  noteJson,
  pgErrorCode,
  projectJson,
  UNIQUE_VIOLATION,
  updateJson,
} from "./rows.ts";

export const DUPLICATE_EMAIL = "A client with this email already exists";

// Written out in full: drizzle leaves columns unqualified inside a select field, and a
// correlated subquery needs "clients"."id" to mean the outer row.
const projectCount = sql<number>`(select count(*)::integer from "projects" where "projects"."client_id" = "clients"."id")`;
const unreadCount = sql<number>`(select count(*)::integer from "client_messages" where "client_messages"."client_id" = "clients"."id" and "client_messages"."from_client" and not "client_messages"."is_read")`;

const summaryColumns = {
  id: clients.id,
  email: clients.email,
  firstName: clients.firstName,
  lastName: clients.lastName,
  company: clients.company,
  phone: clients.phone,
  isActive: clients.isActive,
  hasPassword: sql<boolean>`${clients.password} is not null`,
  createdAt: clients.createdAt,
  projectCount,
  unreadMessages: unreadCount,
};

type SummaryRow = { createdAt: Date } & Omit<AdminClientSummary, "createdAt">;
const summaryJson = (row: SummaryRow): AdminClientSummary => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Newest first; `q` matches name, email or company anywhere. At most 500 rows: an agency's client book. */
export async function listClients(db: Database, q: string | undefined): Promise<AdminClientSummary[]> {
  let where: SQL | undefined;
  if (q) {
    const pattern = containsPattern(q);
    where = or(
      ilike(sql`${clients.firstName} || ' ' || ${clients.lastName}`, pattern),
      ilike(clients.email, pattern),
      ilike(clients.company, pattern),
    );
  }
  const rows = await db
    .select(summaryColumns)
    .from(clients)
    .where(where)
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(500);
  return rows.map(summaryJson);
}

export async function clientSummary(db: Database, id: number): Promise<AdminClientSummary> {
  const [row] = await db.select(summaryColumns).from(clients).where(eq(clients.id, id));
  if (!row) throw new HttpError(404, "Client not found");
  return summaryJson(row);
}

function rethrowDuplicate(error: unknown): never {
  if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new HttpError(409, DUPLICATE_EMAIL, { email: DUPLICATE_EMAIL });
  throw error;
}

/** A new client with its six onboarding steps, the first in progress (docs/product/client-area.md § Clients). */
export async function createClient(
  db: Database,
  input: ClientPayload,
  now: Date,
  conversion?: LeadConversion,
): Promise<AdminClientSummary> {
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(clients)
        .values({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          company: input.company ?? null,
          phone: input.phone ?? null,
          createdAt: now,
        })
        .returning({ id: clients.id });
      if (!row) throw new Error("client insert returned no row");
      // Converted from a lead: its timeline says so, in the same transaction (./convert-lead.ts).
      if (conversion) await recordConversion(tx, conversion, row.id, now);
      await tx.insert(onboardingSteps).values(
        ONBOARDING_STEP_NAMES.map((step, index) => ({
          clientId: row.id,
          step,
          status: index === 0 ? "in-progress" : "pending",
        })),
      );
      return row.id;
    });
    return await clientSummary(db, id);
  } catch (error) {
    rethrowDuplicate(error);
  }
}

export async function updateClient(db: Database, id: number, input: ClientPayload): Promise<AdminClientSummary> {
  try {
    const updated = await db
      .update(clients)
      .set({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        company: input.company ?? null,
        phone: input.phone ?? null,
      })
      .where(eq(clients.id, id))
      .returning({ id: clients.id });
    if (updated.length === 0) throw new HttpError(404, "Client not found");
  } catch (error) {
    rethrowDuplicate(error);
  }
  return clientSummary(db, id);
}

/**
 * Deactivation locks the client out at once: every session is revoked (and
 * findClientSession refuses inactive clients anyway), open invitation links
 * die with it (findInvitation checks isActive).
 */
export async function setClientActive(
  db: Database,
  id: number,
  active: boolean,
  now: Date,
): Promise<AdminClientSummary> {
  const updated = await db
    .update(clients)
    .set({ isActive: active })
    .where(eq(clients.id, id))
    .returning({ id: clients.id });
  if (updated.length === 0) throw new HttpError(404, "Client not found");
  if (!active) await revokeClientSessions(db, id, now);
  return clientSummary(db, id);
}

/** Cascades to projects (and their rows), documents, messages, steps (docs/product/client-area.md § Deleting). */
export async function deleteClient(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(clients).where(eq(clients.id, id)).returning({ id: clients.id });
  if (deleted.length === 0) throw new HttpError(404, "Client not found");
}

/**
 * A new one-time link, and its email queued in the same transaction, so the
 * link exists if and only if the email will go out. The link is returned too,
 * for the admin to hand over another way. The client's older links stop
 * working: only the newest email opens the account.
 */
export async function inviteClient(
  db: Database,
  id: number,
  config: Pick<Config, "siteUrl" | "MAIL_REPLY_TO">,
  now: Date,
): Promise<AdminInvitationResult> {
  const { siteUrl } = config;
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ email: clients.email, firstName: clients.firstName, isActive: clients.isActive })
      .from(clients)
      .where(eq(clients.id, id))
      .for("update");
    if (!client) throw new HttpError(404, "Client not found");
    if (!client.isActive)
      throw new HttpError(409, "This client is deactivated. Reactivate them before sending an invitation.");
    const token = await createInvitation(tx, id, now);
    const link = invitationLink(siteUrl, token);
    await queueEmails(tx, [
      invitationEmail({
        to: client.email,
        firstName: client.firstName,
        link,
        siteUrl,
        validDays: Math.round(INVITATION_TTL_MS / 86_400_000),
        replyTo: visitorReplyTo(config),
      }),
    ]);
    return { link, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString() };
  });
}

/** Messages as the console lists them: unread ones from the client first, then newest first. */
export const messageOrder = [
  desc(sql`(${clientMessages.fromClient} and not ${clientMessages.isRead})`),
  desc(clientMessages.createdAt),
  desc(clientMessages.id),
];

/**
 * The client's onboarding questionnaire as they last submitted it (one row per
 * client, replaced on each submission through PUT /api/portal/questionnaire).
 */
async function clientQuestionnaire(db: Database, clientId: number): Promise<QuestionnaireAnswer> {
  const [row] = await db
    .select({ answers: onboardingQuestionnaires.answers, submittedAt: onboardingQuestionnaires.submittedAt })
    .from(onboardingQuestionnaires)
    .where(eq(onboardingQuestionnaires.clientId, clientId))
    .limit(1);
  return {
    answers: row ? (row.answers as OnboardingQuestionnaire) : null,
    submittedAt: row ? row.submittedAt.toISOString() : null,
  };
}

/** Everything the client page shows, in one answer. */
export async function clientDetail(db: Database, id: number): Promise<AdminClientDetail> {
  const client = await clientSummary(db, id);
  const projectRows = await db
    .select()
    .from(projects)
    .where(eq(projects.clientId, id))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  const ids = projectRows.map((row) => row.id);

  const [childrenOf, historyRows, documentRows, messageRows, stepRows, invitationRows] = await Promise.all([
    loadProjectChildren(db, ids, "agency"),
    db
      .select()
      .from(projectStatusHistory)
      .where(inArray(projectStatusHistory.projectId, ids))
      .orderBy(desc(projectStatusHistory.changedAt), desc(projectStatusHistory.id)),
    db
      .select()
      .from(clientDocuments)
      .where(eq(clientDocuments.clientId, id))
      .orderBy(desc(clientDocuments.uploadedAt), desc(clientDocuments.id)),
    db
      .select()
      .from(clientMessages)
      .where(eq(clientMessages.clientId, id))
      .orderBy(...messageOrder),
    db.select().from(onboardingSteps).where(eq(onboardingSteps.clientId, id)).orderBy(asc(onboardingSteps.id)),
    db
      .select()
      .from(clientInvitations)
      .where(eq(clientInvitations.clientId, id))
      .orderBy(desc(clientInvitations.createdAt), desc(clientInvitations.id))
      .limit(1),
  ]);

  const projectDetails: AdminProjectDetail[] = projectRows.map((row) => {
    const children = childrenOf(row.id);
    return {
      ...projectJson(row),
      milestones: children.milestones.map(milestoneJson),
      deliverables: children.deliverables.map(deliverableJson),
      invoices: children.invoices.map(invoiceJson),
      updates: children.updates.map(updateJson),
      notes: children.notes.map(noteJson),
      statusHistory: historyRows.filter((history) => history.projectId === row.id).map(historyJson),
    };
  });
  const invitation = invitationRows[0];
  return {
    client,
    projects: projectDetails,
    documents: documentRows.map(documentJson),
    messages: messageRows.map(messageJson),
    onboardingSteps: stepRows.map((row) => ({
      id: row.id,
      step: row.step,
      status: row.status,
      completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    })),
    invitation: {
      lastSentAt: invitation ? invitation.createdAt.toISOString() : null,
      expiresAt: invitation ? invitation.expiresAt.toISOString() : null,
      used: Boolean(invitation?.usedAt),
    },
    questionnaire: await clientQuestionnaire(db, id),
  };
}

/** 404 unless the project exists and, when `clientId` is given, belongs to that client. */
export async function requireProject(db: Database, projectId: number, clientId?: number) {
  const [row] = await db
    .select({ id: projects.id, clientId: projects.clientId })
    .from(projects)
    .where(
      clientId === undefined
        ? eq(projects.id, projectId)
        : and(eq(projects.id, projectId), eq(projects.clientId, clientId)),
    );
  if (!row) throw new HttpError(404, "Project not found");
  return row;
}
