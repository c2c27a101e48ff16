/** Shared set-up of the admin API tests: the admin account and a signed-in token. */
import type { TestApp } from "#tests/support/test-app";
import { jsonRequest } from "#tests/support/test-app";
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
