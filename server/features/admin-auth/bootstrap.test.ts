import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { adminAccounts } from "../../db/schema.ts";
import { bootstrapAdmin } from "./bootstrap.ts";
import { verifyPassword } from "./password.ts";

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

  it("verifies nothing against a missing hash, yet spends comparable time", async () => {
    const started = performance.now();
    expect(await verifyPassword("anything", undefined)).toBe(false);
    expect(performance.now() - started).toBeGreaterThan(5);
  });
});
