/**
 * Client accounts: sign-in with one answer for every refusal, logout, and
 * one-time invitation links. The sign-in limit (shared with the admin console)
 * is tested in server/rate-limit/sign-in-limit.test.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients } from "#server/db/schema.ts";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";
import { createInvitation, INVITATION_TTL_MS } from "./accounts/invitations.ts";
import { bearer, CLIENT_PASSWORD, clientLogin, seedClient } from "./portal-test-support.ts";

let clock = new Date("2026-03-02T10:00:00Z");
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock });
});
afterAll(() => testApp.close());

async function newInvitedClient(email: string, isActive = true) {
  const [client] = await testApp.database.db
    .insert(clients)
    .values({ email, firstName: "Ivy", lastName: "Invited", company: "Ivy & Co", isActive })
    .returning();
  if (!client) throw new Error("no client");
  const token = await createInvitation(testApp.database.db, client.id, clock);
  return { clientId: client.id, token };
}

/** `address`: a visitor of its own, for tests that would pass the invitation rate limit (20 a minute) together. */
const from = (address = "local") => ({ headers: { "x-test-client-address": address } });

function accept(body: Record<string, unknown>, address?: string) {
  return testApp.app.request("/api/portal/invitations/accept", jsonRequest(body, from(address)));
}

/** What the set-password page asks first: who the link is for. */
function lookup(token: unknown, address?: string) {
  return testApp.app.request("/api/portal/invitations/lookup", jsonRequest({ token }, from(address)));
}

const me = (token: string) => testApp.app.request("/api/portal/me", bearer(token));

describe("POST /api/portal/login", () => {
  it("signs a client in with email and password, whatever the email's case", async () => {
    const seeded = await seedClient(testApp, "Login");
    const response = await clientLogin(testApp, "  LOGIN@Example.com ");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; client: Record<string, unknown> };
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.client).toEqual({
      id: seeded.clientId,
      email: "login@example.com",
      firstName: "Login",
      lastName: "Client",
      company: "Login Ltd",
      phone: null,
    });
    expect(JSON.stringify(body)).not.toContain("scrypt");
    expect((await me(body.token)).status).toBe(200);
  });

  it("answers 'Invalid email or password' for a wrong password, an unknown email, an account without a password and a deactivated one", async () => {
    await seedClient(testApp, "Wrong");
    await seedClient(testApp, "Inactive", { isActive: false });
    await newInvitedClient("not-yet@example.com");
    const attempts: Array<[string, string]> = [
      ["wrong@example.com", "not-the-password"],
      ["nobody@example.com", CLIENT_PASSWORD],
      ["not-yet@example.com", CLIENT_PASSWORD],
      ["inactive@example.com", CLIENT_PASSWORD],
    ];
    for (const [index, [email, password]] of attempts.entries()) {
      const response = await clientLogin(testApp, email, password, `198.51.100.${index + 1}`);
      expect(response.status, email).toBe(401);
      expect(await response.json()).toEqual({ error: "Invalid email or password" });
    }
  });

  it("refuses a malformed form with the spec's messages", async () => {
    const response = await clientLogin(testApp, "not-an-email", "short", "198.51.100.9");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please enter a valid email",
      fields: { email: "Please enter a valid email", password: "Password must be at least 8 characters" },
    });
  });
});

describe("sessions", () => {
  it("ends the session at logout", async () => {
    await seedClient(testApp, "Logout");
    const { token } = (await (await clientLogin(testApp, "logout@example.com")).json()) as { token: string };
    expect((await me(token)).status).toBe(200);
    const out = await testApp.app.request("/api/portal/logout", bearer(token, { method: "POST" }));
    expect(out.status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await testApp.app.request("/api/portal/overview", bearer(token))).status).toBe(401);
  });

  it("refuses a live session once the admin deactivates the client", async () => {
    const seeded = await seedClient(testApp, "Deactivated");
    const { token } = (await (await clientLogin(testApp, seeded.email)).json()) as { token: string };
    await testApp.database.db.update(clients).set({ isActive: false }).where(eq(clients.id, seeded.clientId));
    expect((await me(token)).status).toBe(401);
  });
});

describe("invitations", () => {
  const details = {
    password: "a-new-password",
    firstName: "Ivy",
    lastName: "Ingram",
    company: "Ivy Studio",
    phone: "+1 555 0100",
  };

  it("shows who the link is for, sets the password once, signs the client in and ends older sessions", async () => {
    const { clientId, token } = await newInvitedClient("ivy@example.com");
    const info = await lookup(token);
    expect(info.status).toBe(200);
    expect(await info.json()).toEqual({
      email: "ivy@example.com",
      firstName: "Ivy",
      lastName: "Invited",
      company: "Ivy & Co",
      phone: null,
    });

    const accepted = await accept({ ...details, email: "ivy@example.com", token });
    expect(accepted.status).toBe(200);
    const body = (await accepted.json()) as { token: string; client: Record<string, unknown> };
    expect(body.client).toEqual({ id: clientId, email: "ivy@example.com", ...details, password: undefined });
    expect((await me(body.token)).status).toBe(200);
    const [stored] = await testApp.database.db.select().from(clients).where(eq(clients.id, clientId));
    expect(stored?.password).toMatch(/^scrypt\$/);
    expect(stored?.password).not.toContain(details.password);

    // The link is spent: it neither shows nor works again.
    const gone = await lookup(token);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: "This invitation link is invalid or has expired." });
    expect((await accept({ ...details, password: "another-password", email: "ivy@example.com", token })).status).toBe(
      404,
    );
    expect((await clientLogin(testApp, "ivy@example.com", "another-password", "198.51.100.60")).status).toBe(401);
    expect((await clientLogin(testApp, "ivy@example.com", details.password, "198.51.100.60")).status).toBe(200);

    // A second invitation (password reset) ends the sessions of the first.
    const again = await createInvitation(testApp.database.db, clientId, clock);
    const second = await accept({ ...details, password: "third-password", email: "ivy@example.com", token: again });
    expect(second.status).toBe(200);
    expect((await me(body.token)).status).toBe(401);
  });

  it("refuses an expired link, a link of a deactivated client, an unknown link and another email", async () => {
    const expiring = await newInvitedClient("late@example.com");
    const inactive = await newInvitedClient("off@example.com", false);
    const other = await newInvitedClient("right@example.com");
    const saved = clock;
    clock = new Date(clock.getTime() + INVITATION_TTL_MS + 1000);
    expect((await lookup(expiring.token)).status).toBe(404);
    expect((await accept({ ...details, email: "late@example.com", token: expiring.token })).status).toBe(404);
    clock = saved;
    expect((await lookup(inactive.token)).status).toBe(404);
    expect((await accept({ ...details, email: "off@example.com", token: inactive.token })).status).toBe(404);
    expect((await lookup("made-up-token")).status).toBe(404);

    const wrongEmail = await accept({ ...details, email: "someone-else@example.com", token: other.token });
    expect(wrongEmail.status).toBe(400);
    expect(((await wrongEmail.json()) as { error: string }).error).toBe(
      "This invitation was sent to a different email address.",
    );
    // The failed try did not use the link up.
    expect((await lookup(other.token)).status).toBe(200);
  });

  it("ends the older link when the client is invited again: it answers like an expired one", async () => {
    const { clientId, token: first } = await newInvitedClient("twice@example.com");
    const visitor = "198.51.100.71";
    expect((await lookup(first, visitor)).status).toBe(200);
    const second = await createInvitation(testApp.database.db, clientId, clock);

    const gone = await lookup(first, visitor);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: "This invitation link is invalid or has expired." });
    expect((await accept({ ...details, email: "twice@example.com", token: first }, visitor)).status).toBe(404);
    // The newest link works, once.
    expect((await lookup(second, visitor)).status).toBe(200);
    expect((await accept({ ...details, email: "twice@example.com", token: second }, visitor)).status).toBe(200);
    expect((await lookup(second, visitor)).status).toBe(404);
  });

  it("takes the token in the body only: the lookup's old address answers 410 without reading it", async () => {
    const { token } = await newInvitedClient("moved@example.com");
    const visitor = "198.51.100.72";
    const old = await testApp.app.request(`/api/portal/invitations/${token}`, from(visitor));
    expect(old.status).toBe(410);
    expect(await old.json()).toEqual({
      error: "This page is out of date. Please reload it to check your invitation link.",
    });
    expect((await lookup(token, visitor)).status).toBe(200);

    for (const malformed of [undefined, "", "x".repeat(201), 42]) {
      const refused = await lookup(malformed, visitor);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe(
        "This invitation link is invalid or has expired.",
      );
    }
  });

  it("validates the registration fields with the spec's messages", async () => {
    const { token } = await newInvitedClient("form@example.com");
    const response = await accept({ token, email: "nope", password: "123456789", firstName: " ", lastName: "" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      email: "Please enter a valid email",
      password: "Password must be at least 10 characters",
      firstName: "First name is required",
      lastName: "Last name is required",
    });
    expect((await lookup(token)).status).toBe(200);
  });

  it("refuses a common password, whatever its case, and leaves the link usable", async () => {
    const { token } = await newInvitedClient("common@example.com");
    for (const password of ["password1234", "Qwertyuiop", "iloveyou123"]) {
      const response = await accept({ ...details, password, email: "common@example.com", token });
      expect(response.status, password).toBe(400);
      expect(await response.json()).toEqual({
        error: "This password is too common: choose one that is harder to guess.",
        fields: { password: "This password is too common: choose one that is harder to guess." },
      });
    }
    expect((await accept({ ...details, email: "common@example.com", token })).status).toBe(200);
  });
});
