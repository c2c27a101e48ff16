/**
 * The console's first page of contact leads (newest first, spam left out) is read from the index made
 * for it, in order, however many leads there are — also when the table's statistics still describe it
 * as empty after a burst of new leads, when the planner once took another partial index and sorted
 * every lead.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contactSubmissions } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { LIST_SPECS } from "./lists.ts";
import { pageQuery } from "./service.ts";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  // Statistics taken while the table is empty, then 5,000 leads before autovacuum looks again.
  await testApp.database.db.execute(sql`analyze contact_submissions`);
  for (let batch = 0; batch < 5; batch += 1) {
    await testApp.database.db.insert(contactSubmissions).values(
      Array.from({ length: 1000 }, (_, index) => ({
        name: `Lead ${batch}-${index}`,
        email: `lead${batch}x${index}@example.com`,
        details: "A new website with a booking page.",
      })),
    );
  }
});

afterAll(async () => {
  await testApp?.close();
});

it("reads the first page from the not-spam index, in order, without sorting the leads", async () => {
  const query = pageQuery(
    testApp.database.db,
    LIST_SPECS.submissions,
    { status: undefined, q: undefined },
    51,
    undefined,
    true,
  ).toSQL();
  const plan = await testApp.database.pool.query(`explain ${query.sql}`, query.params);
  const lines = plan.rows.map((row: Record<string, string>) => Object.values(row)[0]).join("\n");
  // The page itself, above the per-lead history lookup (which sorts one lead's few changes).
  const page = lines.split("SubPlan")[0] ?? "";
  expect(page).toContain("Index Scan using contact_submissions_not_spam_created_idx");
  expect(page).not.toContain("Sort");
});
