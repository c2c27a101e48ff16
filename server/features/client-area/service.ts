/**
 * What a signed-in client may read (docs/product/client-area.md § Scoping). Every query is scoped
 * by the client's id — directly, or through projects.client_id — so another
 * client's row is never found. Internal notes and deliverables that are not
 * public are filtered in SQL and again when serialised.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import type { PortalOverview, PortalProjectDetail } from "#common/client-area/api.ts";
import type { Database } from "#server/db/client.ts";
import { clientDocuments, clientMessages, clients, projects } from "#server/db/schema.ts";
import { messageJson } from "./accounts/messages.ts";
import { loadProjectChildren } from "./accounts/project-children.ts";
import { onboardingState } from "./onboarding.ts";
import { toClient, toDocument, toProject } from "./serialize.ts";

export async function findClient(db: Database, clientId: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  return row ? toClient(row) : null;
}

/** The client's projects (or one of them), each with its milestones, public deliverables, invoices, updates and shared notes. */
export async function clientProjects(
  db: Database,
  clientId: number,
  projectId?: number,
): Promise<PortalProjectDetail[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(
      projectId === undefined
        ? eq(projects.clientId, clientId)
        : and(eq(projects.clientId, clientId), eq(projects.id, projectId)),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id));
  if (rows.length === 0) return [];
  const childrenOf = await loadProjectChildren(
    db,
    rows.map((row) => row.id),
    "client",
  );
  return rows.map((project) => toProject(project, childrenOf(project.id)));
}

export async function clientOverview(
  db: Database,
  clientId: number,
): Promise<Omit<PortalOverview, "payOnline"> | null> {
  const client = await findClient(db, clientId);
  if (!client) return null;
  const [projectList, documentRows, messageRows, onboarding] = await Promise.all([
    clientProjects(db, clientId),
    db
      .select()
      .from(clientDocuments)
      .where(eq(clientDocuments.clientId, clientId))
      .orderBy(desc(clientDocuments.uploadedAt), desc(clientDocuments.id)),
    db
      .select()
      .from(clientMessages)
      .where(eq(clientMessages.clientId, clientId))
      .orderBy(asc(clientMessages.createdAt), asc(clientMessages.id)),
    onboardingState(db, clientId),
  ]);
  return {
    client,
    projects: projectList,
    documents: documentRows.map(toDocument),
    messages: messageRows.map(messageJson),
    onboarding,
  };
}
