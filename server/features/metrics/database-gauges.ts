/**
 * Figures read from the database at scrape time, so every instance behind a
 * load balancer reports the same totals: leads by kind, audits run, and the
 * email outbox. Counts ride on the tables' created_at indexes (index-only
 * scans); at 100,000 rows a scrape costs a few milliseconds.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { type OutboxState, outboxState } from "#server/mail/outbox-state.ts";

export interface DatabaseGauges {
  leads: Record<"contact" | "reservation" | "consultation" | "intake" | "mood_board" | "audit", number>;
  auditsRun: number;
  outbox: OutboxState;
}

export async function readDatabaseGauges(db: Database): Promise<DatabaseGauges> {
  const [counts, outbox] = await Promise.all([
    db.execute<Record<string, string>>(sql`
      select (select count(*) from contact_submissions) as contact,
             (select count(*) from slot_reservations) as reservation,
             (select count(*) from consultations) as consultation,
             (select count(*) from client_intakes) as intake,
             (select count(*) from mood_boards) as mood_board,
             (select count(*) from audit_results) as audit`),
    outboxState(db),
  ]);
  const row = counts.rows[0] ?? {};
  const count = (name: string) => Number(row[name] ?? 0);
  return {
    leads: {
      contact: count("contact"),
      reservation: count("reservation"),
      consultation: count("consultation"),
      intake: count("intake"),
      mood_board: count("mood_board"),
      audit: count("audit"),
    },
    auditsRun: count("audit"),
    outbox,
  };
}

export function renderDatabaseGauges(gauges: DatabaseGauges | null): string {
  const lines = [
    "# HELP agency_database_up Whether the database answered this scrape (1) or not (0).",
    "# TYPE agency_database_up gauge",
    `agency_database_up ${gauges ? 1 : 0}`,
  ];
  if (gauges) {
    lines.push(
      "# HELP agency_leads Leads stored, by kind (contact form, slot reservation, consultation, client intake, mood board, website audit).",
      "# TYPE agency_leads gauge",
      ...Object.entries(gauges.leads).map(([kind, value]) => `agency_leads{kind="${kind}"} ${value}`),
      "# HELP agency_audits_run Website audits run and stored.",
      "# TYPE agency_audits_run gauge",
      `agency_audits_run ${gauges.auditsRun}`,
      "# HELP agency_outbox_messages Email outbox messages not sent, by status (pending: waiting or retrying; failed: given up).",
      "# TYPE agency_outbox_messages gauge",
      `agency_outbox_messages{status="pending"} ${gauges.outbox.pending}`,
      `agency_outbox_messages{status="failed"} ${gauges.outbox.failed}`,
      "# HELP agency_outbox_oldest_pending_age_seconds Age of the oldest pending outbox message (0 when none).",
      "# TYPE agency_outbox_oldest_pending_age_seconds gauge",
      `agency_outbox_oldest_pending_age_seconds ${gauges.outbox.oldestPendingSeconds}`,
    );
  }
  return `${lines.join("\n")}\n`;
}
