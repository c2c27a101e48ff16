/**
 * A booking made through the API holds nothing until its visitor opens the link mailed to them
 * (docs/product/lead-capture.md § Confirmed by email); the shared e2e server sends no mail, so a spec that needs
 * a held place or time has the agency confirm it, as the console's CONFIRM does.
 */
import type { APIRequestContext } from "@playwright/test";
import { ADMIN } from "./admin";
import { expect } from "./test";

export async function confirmAsAgency(
  request: APIRequestContext,
  kind: "reservation" | "consultation",
  email: string,
): Promise<void> {
  const login = await request.post("/api/admin/login", { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const headers = { "X-Admin-Token": token };
  const list = kind === "reservation" ? "reservations" : "consultations";
  const leads = (await (await request.get(`/api/admin/${list}?limit=200`, { headers })).json()) as Array<{
    id: number;
    email: string;
  }>;
  const lead = leads.find((candidate) => candidate.email === email);
  if (!lead) throw new Error(`no ${kind} of ${email}`);
  const confirmed = await request.patch(`/api/admin/${kind}/${lead.id}/status`, {
    headers,
    data: { status: "confirmed" },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}
