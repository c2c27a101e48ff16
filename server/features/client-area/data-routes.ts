/**
 * The signed-in client's portal (docs/product/client-area.md § Signed-in actions), behind requireClient. Every
 * handler reads `c.get("clientId")` and scopes its query by it: an id that
 * belongs to another client is answered exactly like an id that does not
 * exist (404), so ids reveal nothing.
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { brand } from "#common/brand.ts";
import type { DownloadLink, PortalMessage, PortalOverview, QuestionnaireAnswer } from "#common/client-area/api.ts";
import { sendMessageSchema } from "#common/client-area/message.ts";
import { onboardingStepByKey, QUESTIONNAIRE_STEP } from "#common/client-area/onboarding.ts";
import { type OnboardingQuestionnaire, onboardingQuestionnaireSchema } from "#common/client-area/questionnaire.ts";
import {
  clientDocuments,
  clientMessages,
  clients,
  deliverables,
  onboardingQuestionnaires,
  projects,
} from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { HttpError } from "#server/http/errors.ts";
import { pathId } from "#server/http/path-id.ts";
import { readJson } from "#server/http/read-json.ts";
import { queueEmails } from "#server/mail/outbox.ts";
import { rateLimitByAddress } from "#server/rate-limit/middleware.ts";
import { messageJson, storeMessage } from "./accounts/messages.ts";
import type { ClientEnv } from "./accounts/require-client.ts";
import { completeStep, onboardingState } from "./onboarding.ts";
import { questionnaireNotification } from "./questionnaire-email.ts";
import { iso, webAddress } from "./serialize.ts";
import { clientOverview, clientProjects } from "./service.ts";

/** A positive integer id from the URL, or 404 (a malformed id is just another unknown id). */
const idParam = (value: string, what: string) => pathId(value, `${what} not found`);

export function clientDataRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<ClientEnv>()
    .get("/overview", async (c) => {
      const overview = await clientOverview(db, c.get("clientId"));
      if (!overview) return c.json({ error: "Please sign in to your client portal." }, 401);
      return c.json({ ...overview, payOnline: Boolean(deps.config.STRIPE_SECRET_KEY) } satisfies PortalOverview);
    })
    .get("/projects/:id", async (c) => {
      const [project] = await clientProjects(db, c.get("clientId"), idParam(c.req.param("id"), "Project"));
      if (!project) throw new HttpError(404, "Project not found");
      return c.json(project);
    })
    .post("/messages", rateLimitByAddress(deps, "client-message"), async (c) => {
      const clientId = c.get("clientId");
      const input = await readJson(c, sendMessageSchema);
      if (input.projectId !== undefined) {
        const [own] = await db
          .select({ id: projects.id })
          .from(projects)
          .where(and(eq(projects.id, input.projectId), eq(projects.clientId, clientId)))
          .limit(1);
        if (!own) throw new HttpError(404, "Project not found");
      }
      const row = await storeMessage(db, { ...input, clientId, fromClient: true }, deps.now());
      return c.json(messageJson(row) satisfies PortalMessage, 201);
    })
    .post("/messages/:id/read", async (c) => {
      const id = idParam(c.req.param("id"), "Message");
      // Only the agency's messages to this client can be marked read by the client.
      const [row] = await db
        .update(clientMessages)
        .set({ isRead: true })
        .where(
          and(
            eq(clientMessages.id, id),
            eq(clientMessages.clientId, c.get("clientId")),
            eq(clientMessages.fromClient, false),
          ),
        )
        .returning();
      if (!row) throw new HttpError(404, "Message not found");
      return c.json(messageJson(row) satisfies PortalMessage);
    })
    .get("/onboarding", async (c) => c.json(await onboardingState(db, c.get("clientId"))))
    .post("/onboarding-steps/:step/complete", async (c) => {
      const step = onboardingStepByKey(c.req.param("step"));
      if (!step) throw new HttpError(404, "Onboarding step not found");
      const clientId = c.get("clientId");
      await db.transaction((tx) => completeStep(tx, clientId, step.name, deps.now()));
      return c.json(await onboardingState(db, clientId));
    })
    .get("/questionnaire", async (c) => {
      const [row] = await db
        .select()
        .from(onboardingQuestionnaires)
        .where(eq(onboardingQuestionnaires.clientId, c.get("clientId")))
        .limit(1);
      return c.json({
        answers: (row?.answers as OnboardingQuestionnaire | undefined) ?? null,
        submittedAt: iso(row?.submittedAt),
      } satisfies QuestionnaireAnswer);
    })
    .put("/questionnaire", rateLimitByAddress(deps, "client-questionnaire"), async (c) => {
      // Rate-limited like messages: every submission emails the team.
      const clientId = c.get("clientId");
      const answers = await readJson(c, onboardingQuestionnaireSchema);
      const now = deps.now();
      await db.transaction(async (tx) => {
        // The client's row locked: two submissions at once take turns, so only one is the first.
        const [client] = await tx
          .select({
            firstName: clients.firstName,
            lastName: clients.lastName,
            company: clients.company,
            email: clients.email,
          })
          .from(clients)
          .where(eq(clients.id, clientId))
          .for("update");
        if (!client) throw new HttpError(401, "Please sign in to your client portal.");
        const [earlier] = await tx
          .select({ id: onboardingQuestionnaires.id })
          .from(onboardingQuestionnaires)
          .where(eq(onboardingQuestionnaires.clientId, clientId));
        await tx
          .insert(onboardingQuestionnaires)
          .values({ clientId, answers, submittedAt: now })
          .onConflictDoUpdate({ target: onboardingQuestionnaires.clientId, set: { answers, submittedAt: now } });
        // The questionnaire is the Project Details step: answering it completes the step.
        await completeStep(tx, clientId, QUESTIONNAIRE_STEP, now);
        // Queued with the answers: the team hears of them if and only if they are saved.
        await queueEmails(tx, [
          questionnaireNotification(
            { clientId, client, answers, resubmitted: earlier !== undefined },
            { notifyTo: deps.config.NOTIFY_EMAIL ?? brand.email, siteUrl: deps.config.siteUrl },
          ),
        ]);
      });
      return c.json({ answers, submittedAt: now.toISOString() } satisfies QuestionnaireAnswer);
    })
    .get("/documents/:id/download", async (c) => {
      const id = idParam(c.req.param("id"), "Document");
      const [row] = await db
        .select({ fileUrl: clientDocuments.fileUrl, title: clientDocuments.title })
        .from(clientDocuments)
        .where(and(eq(clientDocuments.id, id), eq(clientDocuments.clientId, c.get("clientId"))))
        .limit(1);
      const url = webAddress(row?.fileUrl);
      if (!row || !url) throw new HttpError(404, "Document not found");
      return c.json({ url, fileName: row.title } satisfies DownloadLink);
    })
    .get("/deliverables/:id/download", async (c) => {
      const id = idParam(c.req.param("id"), "Deliverable");
      const [row] = await db
        .select({ fileUrl: deliverables.fileUrl, fileName: deliverables.fileName })
        .from(deliverables)
        .innerJoin(projects, eq(projects.id, deliverables.projectId))
        .where(and(eq(deliverables.id, id), eq(deliverables.isPublic, true), eq(projects.clientId, c.get("clientId"))))
        .limit(1);
      const url = webAddress(row?.fileUrl);
      if (!row || !url) throw new HttpError(404, "Deliverable not found");
      return c.json({ url, fileName: row.fileName } satisfies DownloadLink);
    });
}
