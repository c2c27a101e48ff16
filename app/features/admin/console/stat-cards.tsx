import { useQuery } from "@tanstack/react-query";
import { ClipboardList, Flame, Inbox, ScanSearch } from "lucide-react";
import type { AdminStats } from "#common/admin/records";
import { formatNumber } from "#common/catalog/money";
import { adminRequest } from "../admin-api";
import { FailedEmailsWarning } from "../emails/emails-page";

export function useAdminStats() {
  return useQuery({
    queryKey: ["/api/admin/stats"],
    queryFn: () => adminRequest<AdminStats>("/api/admin/stats"),
  });
}

const CARDS = [
  { key: "totalSubmissions", label: "Total submissions", icon: Inbox, accent: "text-neon-cyan" },
  { key: "slotReservations", label: "Slot reservations", icon: ClipboardList, accent: "text-neon-lime" },
  { key: "auditScans", label: "Audit scans", icon: ScanSearch, accent: "text-sky-300" },
  { key: "highPriority", label: "High priority", icon: Flame, accent: "text-pink-300" },
] as const;

/** Four stat cards, counted by the server, GET /api/admin/stats (docs/product/admin-console.md § Stat cards). */
export function StatCards() {
  const stats = useAdminStats();
  const failedEmails = stats.data?.failedEmails ?? 0;
  return (
    <section aria-label="Statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {/* Failed emails first, across the row: a lead's confirmation or the team's notice never left (§ Emails). */}
      {failedEmails > 0 && (
        <div className="col-span-2 lg:col-span-4">
          <FailedEmailsWarning count={failedEmails} />
        </div>
      )}
      {CARDS.map(({ key, label, icon: Icon, accent }) => (
        <div
          key={key}
          className="relative overflow-hidden rounded-[var(--radius-card)] border border-ink-700 bg-gradient-to-br from-ink-850 to-ink-900 p-4 sm:p-5"
        >
          <div className="flex items-center justify-between gap-2">
            <p className="text-xs font-medium tracking-wide text-ink-300 uppercase">{label}</p>
            <Icon aria-hidden="true" size={18} className={accent} />
          </div>
          <p className={`mt-3 font-display text-3xl font-bold tabular-nums sm:text-4xl ${accent}`} data-stat={key}>
            {stats.data ? formatNumber(stats.data[key]) : stats.isError ? "—" : "…"}
          </p>
        </div>
      ))}
    </section>
  );
}
