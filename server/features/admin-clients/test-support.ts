/** Shared set-up of the admin client-tools tests: a signed-in admin and JSON calls with the token. */
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { createAdmin, signIn } from "../admin/admin-test-support.ts";

export interface AdminClient {
  testApp: TestApp;
  call(method: string, path: string, body?: unknown, token?: string | null): Promise<Response>;
  /** Calls and expects `status`; returns the JSON body. */
  json<T = Record<string, unknown>>(method: string, path: string, body?: unknown, status?: number): Promise<T>;
}

export async function adminClientTestApp(now?: () => Date): Promise<AdminClient> {
  const testApp = await createTestApp(now ? { now } : {});
  await createAdmin(testApp);
  const adminToken = await signIn(testApp);
  const call = async (method: string, path: string, body?: unknown, token: string | null = adminToken) => {
    const headers: Record<string, string> = {};
    if (token !== null) headers["X-Admin-Token"] = token;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    return testApp.app.request(`/api/admin${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };
  const json = async <T>(method: string, path: string, body?: unknown, status?: number) => {
    const response = await call(method, path, body);
    const text = await response.text();
    const creates = method === "POST" && !/\/(deactivate|reactivate)$/.test(path);
    const expected = status ?? (creates ? 201 : 200);
    if (response.status !== expected) {
      throw new Error(`${method} ${path}: expected ${expected}, got ${response.status} ${text}`);
    }
    return JSON.parse(text) as T;
  };
  return { testApp, call, json };
}
