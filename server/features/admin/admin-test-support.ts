/** Shared set-up of the admin API tests: the admin account and a signed-in token. */
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll } from "vitest";
import type { TestApp } from "#tests/support/test-app";
import { createTestApp, jsonRequest } from "#tests/support/test-app";
import { bootstrapAdmin } from "../admin-auth/bootstrap.ts";

export const TEST_ADMIN = { username: "admin", password: "correct-horse-battery-staple" };

export async function createAdmin(testApp: TestApp) {
  await bootstrapAdmin(testApp.database.db, {
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
  });
}

export async function signIn(testApp: TestApp, address = "198.51.100.1"): Promise<string> {
  const response = await testApp.app.request(
    "/api/admin/login",
    jsonRequest(TEST_ADMIN, { headers: { "x-test-client-address": address } }),
  );
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

export function withToken(token: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string> | undefined), "X-Admin-Token": token } };
}

/** A test app with the admin account and a signed-in token, for a console test's beforeAll. */
export async function adminTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  await createAdmin(t);
  return { t, token: await signIn(t) };
}

/** Empties these tables, in order, between a test file's tests. */
export async function clearTables(t: TestApp, tables: readonly PgTable[]) {
  for (const table of tables) await t.database.db.delete(table);
}

/**
 * A console test file's app: started before its tests with the admin signed in, closed after them. Read
 * `t` and `token` inside the tests (they are set once the file's beforeAll has run).
 */
export function adminTestAppForFile(options: Parameters<typeof createTestApp>[0] = {}) {
  const state = {} as { t: TestApp; token: string };
  beforeAll(async () => {
    Object.assign(state, await adminTestApp(options));
  });
  afterAll(() => state.t.close());
  return state;
}
