/**
 * The console's newsletter subscribers (docs/product/admin-console.md § Newsletter subscribers), behind
 * requireAdmin: GET /newsletter/subscribers (the newest 1,000 and the count of each status) and
 * GET /newsletter/subscribers.csv (every one); POST /newsletter/issues/test and POST /newsletter/issues
 * ({subject, body} in Markdown: ./send-issue.ts).
 */
import { desc, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { SubscriberList, SubscriberRecord } from "#common/admin/newsletter.ts";
import type { Database } from "#server/db/client.ts";
import { newsletterSubscribers as s } from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { readJson } from "#server/http/read-json.ts";
import { CSV_BYTE_ORDER_MARK, csvRow, csvTime, csvTimeHeader } from "../admin/csv.ts";
import type { AdminEnv } from "../admin-auth/require-admin.ts";
import { issueSchema, sendIssue, sendTestIssue } from "./send-issue.ts";

const SHOWN = 1000;

const columns = {
  id: s.id,
  email: s.email,
  status: s.status,
  sourcePath: s.sourcePath,
  createdAt: s.createdAt,
  confirmedAt: s.confirmedAt,
  unsubscribedAt: s.unsubscribedAt,
};

const asRecord = (row: {
  id: number;
  email: string;
  status: string;
  sourcePath: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}): SubscriberRecord => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});

async function listSubscribers(db: Database, limit?: number) {
  const query = db.select(columns).from(s).orderBy(desc(s.createdAt), desc(s.id));
  return (await (limit ? query.limit(limit) : query)).map(asRecord);
}

export function adminNewsletterRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>()
    .get("/newsletter/subscribers", async (c) => {
      const [items, countRows] = await Promise.all([
        listSubscribers(deps.db, SHOWN),
        deps.db.select({ status: s.status, count: sql<number>`count(*)::integer` }).from(s).groupBy(s.status),
      ]);
      const count = (status: string) => countRows.find((row) => row.status === status)?.count ?? 0;
      return c.json({
        items,
        counts: { pending: count("pending"), confirmed: count("confirmed"), unsubscribed: count("unsubscribed") },
      } satisfies SubscriberList);
    })
    .get("/newsletter/subscribers.csv", async (c) => {
      const rows = await listSubscribers(deps.db);
      const header = csvRow([
        "email",
        "status",
        "source_path",
        csvTimeHeader("subscribed_at"),
        csvTimeHeader("confirmed_at"),
        csvTimeHeader("unsubscribed_at"),
      ]);
      const body = rows
        .map((row) =>
          csvRow([
            row.email,
            row.status,
            row.sourcePath,
            csvTime(row.createdAt),
            row.confirmedAt ? csvTime(row.confirmedAt) : "",
            row.unsubscribedAt ? csvTime(row.unsubscribedAt) : "",
          ]),
        )
        .join("");
      return c.body(CSV_BYTE_ORDER_MARK + header + body, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="newsletter-subscribers.csv"',
      });
    })
    .post("/newsletter/issues/test", async (c) => c.json(await sendTestIssue(deps, await readJson(c, issueSchema))))
    .post("/newsletter/issues", async (c) => {
      const issue = await readJson(c, issueSchema);
      return c.json(await sendIssue(deps, issue, c.get("admin").username));
    });
}
