/**
 * Shared set-up of the portal API tests: a client with a password and a
 * project full of data, seeded straight into the database with drizzle (the
 * admin tools that create these rows are tested on their own).
 */

import * as schema from "#server/db/schema.ts";
import type { TestApp } from "#tests/support/test-app";
import { jsonRequest } from "#tests/support/test-app";
import { hashPassword } from "../admin-auth/password.ts";

export const CLIENT_PASSWORD = "client-password-123";

/** A new client's six onboarding steps: the first under way, the rest waiting their turn. */
export const NEW_CLIENT_STEP_STATUSES = ["in-progress", "pending", "pending", "pending", "pending", "pending"];

export interface SeededClient {
  clientId: number;
  email: string;
  projectId: number;
  milestoneId: number;
  invoiceId: number;
  documentId: number;
  agencyMessageId: number;
  clientMessageId: number;
  publicDeliverableId: number;
  privateDeliverableId: number;
  /** Texts that must never reach any client. */
  secrets: string[];
}

/** One client with a project, milestone, invoice, document, messages, deliverables, notes and an update. */
export async function seedClient(testApp: TestApp, label: string, options: { isActive?: boolean } = {}) {
  const { db } = testApp.database;
  const email = `${label.toLowerCase()}@example.com`;
  const [client] = await db
    .insert(schema.clients)
    .values({
      email,
      password: await hashPassword(CLIENT_PASSWORD),
      firstName: label,
      lastName: "Client",
      company: `${label} Ltd`,
      isActive: options.isActive ?? true,
    })
    .returning();
  if (!client) throw new Error("no client");
  const [project] = await db
    .insert(schema.projects)
    .values({
      clientId: client.id,
      name: `${label} Website`,
      status: "in_progress",
      packageType: "business",
      totalAmount: "6000.00",
      progress: 40,
    })
    .returning();
  if (!project) throw new Error("no project");
  const [milestone] = await db
    .insert(schema.projectMilestones)
    .values({ projectId: project.id, title: `${label} Discovery`, status: "completed", order: 1 })
    .returning();
  const [invoice] = await db
    .insert(schema.invoices)
    .values({
      projectId: project.id,
      invoiceNumber: `INV-${label}-1`,
      amount: "1980.50",
      description: `${label} deposit`,
      status: "pending",
      dueDate: new Date("2026-04-01T00:00:00Z"),
    })
    .returning();
  const [document] = await db
    .insert(schema.clientDocuments)
    .values({
      clientId: client.id,
      projectId: project.id,
      title: `${label} Contract`,
      type: "Contract",
      status: "signed",
      fileUrl: `https://files.example.com/${label}/contract.pdf`,
    })
    .returning();
  const [agencyMessage] = await db
    .insert(schema.clientMessages)
    .values({
      clientId: client.id,
      projectId: project.id,
      subject: `Hello ${label}`,
      message: "Welcome",
      fromClient: false,
    })
    .returning();
  const [clientMessage] = await db
    .insert(schema.clientMessages)
    .values({ clientId: client.id, message: `${label} says thanks`, fromClient: true })
    .returning();
  const [publicDeliverable] = await db
    .insert(schema.deliverables)
    .values({
      projectId: project.id,
      title: `${label} Homepage Design`,
      fileUrl: `https://files.example.com/${label}/home.png`,
      fileName: "home.png",
      isPublic: true,
    })
    .returning();
  const secretDeliverable = `${label} SECRET-DRAFT deliverable`;
  const [privateDeliverable] = await db
    .insert(schema.deliverables)
    .values({
      projectId: project.id,
      title: secretDeliverable,
      fileUrl: `https://files.example.com/${label}/draft.png`,
      isPublic: false,
    })
    .returning();
  const secretNote = `${label} INTERNAL-NOTE: client is slow to pay`;
  await db.insert(schema.projectNotes).values([
    { projectId: project.id, authorType: "admin", content: secretNote, isInternal: true },
    { projectId: project.id, authorType: "admin", content: `${label} shared note`, isInternal: false },
  ]);
  await db
    .insert(schema.projectUpdates)
    .values({ projectId: project.id, title: `${label} week 1`, message: "Discovery done", progressPercentage: 20 });
  if (
    !milestone ||
    !invoice ||
    !document ||
    !agencyMessage ||
    !clientMessage ||
    !publicDeliverable ||
    !privateDeliverable
  ) {
    throw new Error("seed incomplete");
  }
  return {
    clientId: client.id,
    email,
    projectId: project.id,
    milestoneId: milestone.id,
    invoiceId: invoice.id,
    documentId: document.id,
    agencyMessageId: agencyMessage.id,
    clientMessageId: clientMessage.id,
    publicDeliverableId: publicDeliverable.id,
    privateDeliverableId: privateDeliverable.id,
    secrets: [secretNote, secretDeliverable, `${label}/draft.png`],
  } satisfies SeededClient;
}

export async function clientLogin(
  testApp: TestApp,
  email: string,
  password = CLIENT_PASSWORD,
  address = "203.0.113.50",
) {
  return testApp.app.request(
    "/api/portal/login",
    jsonRequest({ email, password }, { headers: { "x-test-client-address": address } }),
  );
}

export async function clientToken(testApp: TestApp, email: string): Promise<string> {
  const response = await clientLogin(testApp, email);
  if (response.status !== 200) throw new Error(`client sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export function bearer(token: string, init: RequestInit = {}): RequestInit {
  return {
    ...init,
    headers: { ...(init.headers as Record<string, string> | undefined), Authorization: `Bearer ${token}` },
  };
}
