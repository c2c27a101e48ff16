/** Shared set-up of the sign-in limit tests: one sign-in call for the admin console and the client portal. */
import { jsonRequest, type TestApp } from "#tests/support/test-app";
import type { SignInRealm } from "./sign-in-limit.ts";

export function signInAttempt(
  app: TestApp["app"],
  realm: SignInRealm,
  username: string,
  password: string,
  address: string,
) {
  const [path, body] =
    realm === "admin"
      ? ["/api/admin/login", { username, password }]
      : ["/api/portal/login", { email: username, password }];
  return app.request(path, jsonRequest(body, { headers: { "x-test-client-address": address } }));
}
