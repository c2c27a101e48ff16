/**
 * "Convert to client" (docs/product/admin-console.md § Convert to client): the new client names the
 * lead it came from; the lead's timeline records the conversion with the admin who made it; a second
 * press is refused (409) and records nothing; an unknown lead creates no client (404).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminClientSummary } from "#common/client-area/admin-records.ts";
import { clients, consultations, contactSubmissions, leadEvents } from "#server/db/schema.ts";
import { type AdminClient, adminClientTestApp } from "./test-support.ts";

let t: AdminClient;
const clock = new Date("2026-03-02T10:00:00Z");

beforeAll(async () => {
  t = await adminClientTestApp(() => clock);
});
afterAll(() => t.testApp.close());

describe("POST /api/admin/clients with fromLead", () => {
  it("creates the client and writes 'Converted to client #id' into the lead's timeline, by whom", async () => {
    const db = t.testApp.database.db;
    const [lead] = await db
      .insert(contactSubmissions)
      .values({ name: "Zoë van der Berg", email: "zoe@example.com", phone: "+1 555 0100", source: "chat" })
      .returning();
    const body = {
      firstName: "Zoë",
      lastName: "van der Berg",
      email: "zoe@example.com",
      phone: "+1 555 0100",
      fromLead: { kind: "submission", id: lead?.id },
    };
    const client = await t.json<AdminClientSummary>("POST", "/clients", body, 201);
    expect(client).toMatchObject({ firstName: "Zoë", lastName: "van der Berg", email: "zoe@example.com" });

    const events = await db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead?.id ?? 0));
    expect(
      events.map(({ leadKind, kind, body, actorName, createdAt }) => ({ leadKind, kind, body, actorName, createdAt })),
    ).toEqual([
      {
        leadKind: "submission",
        kind: "converted",
        body: `Converted to client #${client.id}`,
        actorName: "admin",
        createdAt: clock,
      },
    ]);
    expect(events[0]?.actorId).toBeGreaterThan(0);

    // Pressed twice: the client exists already; nothing new is recorded.
    const again = await t.call("POST", "/clients", body);
    expect(again.status).toBe(409);
    expect(
      await db
        .select()
        .from(leadEvents)
        .where(eq(leadEvents.leadId, lead?.id ?? 0)),
    ).toHaveLength(1);
    expect(await db.select().from(clients).where(eq(clients.email, "zoe@example.com"))).toHaveLength(1);
  });

  it("refuses an unknown lead with 404 and creates no client", async () => {
    const response = await t.call("POST", "/clients", {
      firstName: "Lin",
      lastName: "Wu",
      email: "lin@example.com",
      fromLead: { kind: "consultation", id: 424242 },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No consultation with id 424242" });
    expect(await t.testApp.database.db.select().from(clients).where(eq(clients.email, "lin@example.com"))).toEqual([]);
  });

  it("records the conversion of any kind of lead, and refuses a kind it does not know", async () => {
    const db = t.testApp.database.db;
    const [consultation] = await db
      .insert(consultations)
      .values({
        name: "Lin Wu",
        email: "lin.wu@example.com",
        consultationType: "strategy-session",
        preferredDate: clock,
        preferredTime: "10:00 AM",
        slotKey: "2026-03-05T10:00",
      })
      .returning();
    await t.json("POST", "/clients", {
      firstName: "Lin",
      lastName: "Wu",
      email: "lin.wu@example.com",
      fromLead: { kind: "consultation", id: consultation?.id },
    });
    const [event] = await db.select().from(leadEvents).where(eq(leadEvents.leadKind, "consultation"));
    expect(event?.kind).toBe("converted");

    const bad = await t.call("POST", "/clients", {
      firstName: "A",
      lastName: "B",
      email: "ab@example.com",
      fromLead: { kind: "chat", id: 1 },
    });
    expect(bad.status).toBe(400);
  });
});
