import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAccounts } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { adminPasswordProblem, bootstrapAdmin } from "./bootstrap.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { createAdminSession, findAdminSession } from "./sessions.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("bootstrapAdmin", () => {
  it("generates a strong password on first start, prints it once and stores only its hash", async () => {
    const printed: string[] = [];
    const print = (text: string) => printed.push(text);
    expect(await bootstrapAdmin(testApp.database.db, {}, { print })).toBe("created-generated");
    const password = /password: (\S+)/.exec(printed.join(""))?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(32);

    const [account] = await testApp.database.db.select().from(adminAccounts);
    expect(account?.username).toBe("admin");
    expect(account?.passwordHash).toMatch(/^scrypt\$/);
    expect(account?.passwordHash).not.toContain(password);
    expect(await verifyPassword(password, account?.passwordHash)).toBe(true);

    expect(await bootstrapAdmin(testApp.database.db, {}, { print })).toBe("unchanged");
    expect(printed).toHaveLength(1);
  });

  it("updates the stored hash (and username) to match the configured credentials", async () => {
    const config = { ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "a-configured-password" };
    expect(await bootstrapAdmin(testApp.database.db, config)).toBe("updated");
    const accounts = await testApp.database.db.select().from(adminAccounts);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.username).toBe("owner");
    expect(await verifyPassword("a-configured-password", accounts[0]?.passwordHash)).toBe(true);
    expect(await bootstrapAdmin(testApp.database.db, config)).toBe("unchanged");
  });

  it("renames and re-keys only the first owner, never an invited admin, and ends only that owner's sessions", async () => {
    const db = testApp.database.db;
    const [staff] = await db
      .insert(adminAccounts)
      .values({ username: "staffer", role: "staff", passwordHash: await hashPassword("staffer-passphrase") })
      .returning();
    const [laterOwner] = await db
      .insert(adminAccounts)
      .values({ username: "second-owner", role: "owner", passwordHash: null })
      .returning();
    const now = new Date();
    const staffSession = await createAdminSession(db, staff?.id ?? 0, now);
    const config = { ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "a-new-configured-password" };
    expect(await bootstrapAdmin(db, config, { now })).toBe("updated");

    const accounts = await db.select().from(adminAccounts).orderBy(asc(adminAccounts.id));
    expect(accounts.map((account) => [account.username, account.role])).toEqual([
      ["boss", "owner"],
      ["staffer", "staff"],
      ["second-owner", "owner"],
    ]);
    expect(await verifyPassword("staffer-passphrase", accounts[1]?.passwordHash)).toBe(true);
    expect(accounts[2]?.passwordHash).toBeNull();
    expect(await findAdminSession(db, staffSession, now)).toMatchObject({ username: "staffer" });
    expect(laterOwner?.id).toBeGreaterThan(accounts[0]?.id ?? 0);

    // A name an invited admin already holds is not taken from them: the start goes on with a warning.
    const warnings: string[] = [];
    expect(
      await bootstrapAdmin(db, { ...config, ADMIN_USERNAME: "staffer" }, { warn: (text) => warnings.push(text) }),
    ).toBe("unchanged");
    expect(warnings).toEqual([expect.stringContaining('ADMIN_USERNAME "staffer" belongs to another admin user')]);
  });

  it("re-keys the first account even once it is staff, and never puts the password on another owner", async () => {
    const db = testApp.database.db;
    const [first] = await db.select().from(adminAccounts).orderBy(asc(adminAccounts.id)).limit(1);
    await db
      .update(adminAccounts)
      .set({ role: "staff" })
      .where(eq(adminAccounts.id, first?.id ?? 0));
    const [alice] = await db
      .insert(adminAccounts)
      .values({ username: "alice", role: "owner", passwordHash: await hashPassword("alice-own-passphrase") })
      .returning();
    expect(
      await bootstrapAdmin(db, { ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "yet-another-configured-password" }),
    ).toBe("updated");
    const [aliceAfter] = await db
      .select()
      .from(adminAccounts)
      .where(eq(adminAccounts.id, alice?.id ?? 0));
    expect(await verifyPassword("alice-own-passphrase", aliceAfter?.passwordHash)).toBe(true);
    const [firstAfter] = await db
      .select()
      .from(adminAccounts)
      .where(eq(adminAccounts.id, first?.id ?? 0));
    expect(await verifyPassword("yet-another-configured-password", firstAfter?.passwordHash)).toBe(true);
  });

  it("verifies nothing against a missing hash, yet spends comparable time", async () => {
    const started = performance.now();
    expect(await verifyPassword("anything", undefined)).toBe(false);
    expect(performance.now() - started).toBeGreaterThan(5);
  });
});

describe("adminPasswordProblem (checked before the server starts)", () => {
  it.each([
    ["admin12345678", "This password is too easy to guess"],
    ["Password1234", "This password is too easy to guess"],
    [" long-enough passphrase ", "Password must not start or end with a space"],
  ])("refuses %j with the reason", async (password, reason) => {
    expect(await adminPasswordProblem({ ADMIN_PASSWORD: password })).toMatch(
      new RegExp(`^Invalid environment variable ADMIN_PASSWORD: ${reason}`),
    );
  });

  it("refuses a password built on the username", async () => {
    expect(await adminPasswordProblem({ ADMIN_USERNAME: "margaretham", ADMIN_PASSWORD: "margaretham2026!" })).toBe(
      "Invalid environment variable ADMIN_PASSWORD: This password is built on your name, your email or ours: choose one that is not.",
    );
  });

  it("accepts a passphrase, and nothing to check when the password is generated", async () => {
    expect(await adminPasswordProblem({ ADMIN_PASSWORD: "orbit-lantern-quietly-ferment" })).toBeUndefined();
    expect(await adminPasswordProblem({})).toBeUndefined();
  });
});
