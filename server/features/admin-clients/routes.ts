/**
 * The admin's client tools (docs/product/client-area.md § Admin client tools), mounted under /api/admin behind
 * requireAdmin (server/features/admin/mount.ts), so every route here needs a
 * live admin token.
 *
 *   GET    /clients?q=                      list with search, project and unread counts
 *   POST   /clients                         create (+ six onboarding steps)
 *   GET    /clients/:id                     everything about one client
 *   PUT    /clients/:id                     edit
 *   POST   /clients/:id/deactivate|reactivate
 *   DELETE /clients/:id                     cascades (docs/product/client-area.md § Deleting)
 *   POST   /clients/:id/invite              one-time link, emailed through the outbox
 *   POST   /clients/:id/projects            new project for the client
 *   POST   /clients/:id/documents, PUT|DELETE /clients/:id/documents/:documentId
 *   GET|POST /clients/:id/messages, PATCH /clients/:id/messages/:messageId/read
 *   PUT    /projects/:projectId             edit;  DELETE /projects/:projectId
 *   PATCH  /projects/:projectId/status      {status, notes} → project_status_history
 *   PATCH  /projects/:projectId/progress    {progress} 0–100
 *   POST   /projects/:projectId/<kind>, PUT|DELETE /projects/:projectId/<kind>/:id
 *          for milestones, deliverables, invoices, updates, notes
 */
import { Hono } from "hono";
import * as schemas from "#common/client-area/admin-schemas.ts";
import type { AppDeps } from "#server/deps.ts";
import { validationError } from "#server/http/errors.ts";
import { readJson } from "#server/http/read-json.ts";
import { parseId } from "../admin/service.ts";
import type { AdminEnv } from "../admin-auth/require-admin.ts";
import {
  createDocument,
  deleteDocument,
  listMessages,
  markMessageRead,
  sendMessage,
  updateDocument,
} from "./client-children.ts";
import {
  clientDetail,
  createClient,
  deleteClient,
  inviteClient,
  listClients,
  setClientActive,
  updateClient,
} from "./clients.ts";
import * as children from "./project-children.ts";
import { changeProjectStatus, createProject, deleteProject, setProjectProgress, updateProject } from "./projects.ts";

export function adminClientRoutes(deps: AppDeps) {
  const { db } = deps;
  const router = new Hono<AdminEnv>();
  const id = (value: string | undefined) => parseId(value ?? "");

  // ---------------------------------------------------------------- clients
  router.get("/clients", async (c) => {
    const parsed = schemas.clientSearchSchema.safeParse(c.req.query());
    if (!parsed.success) throw validationError(parsed.error);
    return c.json(await listClients(db, parsed.data.q));
  });
  router.post("/clients", async (c) => {
    const { fromLead, ...client } = await readJson(c, schemas.newClientSchema);
    const conversion = fromLead ? { lead: fromLead, actor: c.get("admin") } : undefined;
    return c.json(await createClient(db, client, deps.now(), conversion), 201);
  });
  router.get("/clients/:id", async (c) => c.json(await clientDetail(db, id(c.req.param("id")))));
  router.put("/clients/:id", async (c) => {
    const clientId = id(c.req.param("id"));
    return c.json(await updateClient(db, clientId, await readJson(c, schemas.clientSchema)));
  });
  router.post("/clients/:id/deactivate", async (c) =>
    c.json(await setClientActive(db, id(c.req.param("id")), false, deps.now())),
  );
  router.post("/clients/:id/reactivate", async (c) =>
    c.json(await setClientActive(db, id(c.req.param("id")), true, deps.now())),
  );
  router.delete("/clients/:id", async (c) => {
    await deleteClient(db, id(c.req.param("id")));
    return c.json({ deleted: true });
  });
  router.post("/clients/:id/invite", async (c) =>
    c.json(await inviteClient(db, id(c.req.param("id")), deps.config, deps.now()), 201),
  );

  // ---------------------------------------------------------------- projects
  router.post("/clients/:id/projects", async (c) => {
    const clientId = id(c.req.param("id"));
    return c.json(await createProject(db, clientId, await readJson(c, schemas.projectSchema), deps.now()), 201);
  });
  router.put("/projects/:projectId", async (c) => {
    const projectId = id(c.req.param("projectId"));
    return c.json(await updateProject(db, projectId, await readJson(c, schemas.projectSchema), deps.now()));
  });
  router.patch("/projects/:projectId/status", async (c) => {
    const projectId = id(c.req.param("projectId"));
    return c.json(await changeProjectStatus(db, projectId, await readJson(c, schemas.statusChangeSchema), deps.now()));
  });
  router.patch("/projects/:projectId/progress", async (c) => {
    const projectId = id(c.req.param("projectId"));
    const { progress } = await readJson(c, schemas.progressSchema);
    return c.json(await setProjectProgress(db, projectId, progress));
  });
  router.delete("/projects/:projectId", async (c) => {
    await deleteProject(db, id(c.req.param("projectId")));
    return c.json({ deleted: true });
  });

  // ---------------------------------------------------------------- project children
  const kinds = [
    [
      "milestones",
      schemas.milestoneSchema,
      children.createMilestone,
      children.updateMilestone,
      children.deleteMilestone,
    ],
    [
      "deliverables",
      schemas.deliverableSchema,
      children.createDeliverable,
      children.updateDeliverable,
      children.deleteDeliverable,
    ],
    ["invoices", schemas.invoiceSchema, children.createInvoice, children.updateInvoice, children.deleteInvoice],
    ["updates", schemas.projectUpdateSchema, children.createUpdate, children.updateUpdate, children.deleteUpdate],
    ["notes", schemas.projectNoteSchema, children.createNote, children.updateNote, children.deleteNote],
  ] as const;
  for (const [kind, schema, create, update, remove] of kinds) {
    router.post(`/projects/:projectId/${kind}`, async (c) => {
      const projectId = id(c.req.param("projectId"));
      const input = await readJson(c, schema);
      // The configuration is read by createInvoice only, which emails the client (./portal-emails.ts).
      return c.json(
        await (create as (...args: unknown[]) => Promise<unknown>)(db, projectId, input, deps.now(), deps.config),
        201,
      );
    });
    router.put(`/projects/:projectId/${kind}/:childId`, async (c) => {
      const projectId = id(c.req.param("projectId"));
      const childId = id(c.req.param("childId"));
      const input = await readJson(c, schema);
      return c.json(
        await (update as (...args: unknown[]) => Promise<unknown>)(db, projectId, childId, input, deps.now()),
      );
    });
    router.delete(`/projects/:projectId/${kind}/:childId`, async (c) => {
      await remove(db, id(c.req.param("projectId")), id(c.req.param("childId")));
      return c.json({ deleted: true });
    });
  }

  // ---------------------------------------------------------------- documents and messages
  router.post("/clients/:id/documents", async (c) => {
    const clientId = id(c.req.param("id"));
    return c.json(
      await createDocument(db, clientId, await readJson(c, schemas.documentSchema), deps.now(), deps.config),
      201,
    );
  });
  router.put("/clients/:id/documents/:documentId", async (c) => {
    const clientId = id(c.req.param("id"));
    const documentId = id(c.req.param("documentId"));
    return c.json(await updateDocument(db, clientId, documentId, await readJson(c, schemas.documentSchema)));
  });
  router.delete("/clients/:id/documents/:documentId", async (c) => {
    await deleteDocument(db, id(c.req.param("id")), id(c.req.param("documentId")));
    return c.json({ deleted: true });
  });
  router.get("/clients/:id/messages", async (c) => c.json(await listMessages(db, id(c.req.param("id")))));
  router.post("/clients/:id/messages", async (c) => {
    const clientId = id(c.req.param("id"));
    return c.json(
      await sendMessage(db, clientId, await readJson(c, schemas.adminMessageSchema), deps.now(), deps.config),
      201,
    );
  });
  router.patch("/clients/:id/messages/:messageId/read", async (c) =>
    c.json(await markMessageRead(db, id(c.req.param("id")), id(c.req.param("messageId")))),
  );

  return router;
}
