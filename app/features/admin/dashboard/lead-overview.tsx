import { useQuery } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import type { AdminList } from "#common/admin/statuses";
import { formatNumber } from "#common/catalog/money";
import { fetchAdminPage, isUnauthorized } from "../admin-api";
import { Badge } from "../cards/card-parts";
import {
  consultationTypeChoice,
  intakeServiceChoice,
  labelOf,
  reservationPackageChoice,
  slotChoice,
} from "../cards/labels";
import { useAdminStats } from "../console/stat-cards";
import { formatDate } from "../format";
import { ADMIN_TABS, statusLabel, type TabSpec } from "../lists";
import { useEndAdminSession } from "../use-admin-session";

const NEWEST = 5;

type AnyRecord = Record<string, unknown> & { id: number; createdAt: string };

/** The headline and the second line of a lead, whatever its kind; choices in the words the visitor saw. */
export function summarize(list: AdminList, item: AnyRecord): { title: string; detail: string; status?: string } {
  const text = (key: string) => (typeof item[key] === "string" ? (item[key] as string) : "");
  switch (list) {
    case "submissions":
      return {
        title: text("name") || text("email"),
        detail: [text("email"), text("business")].filter(Boolean).join(" · "),
        status: text("status"),
      };
    case "reservations":
      return {
        title: text("name") || text("email"),
        detail: [
          labelOf(slotChoice(text("preferredSlot"))),
          labelOf(reservationPackageChoice(text("package"), text("priceList"))),
        ]
          .filter(Boolean)
          .join(" · "),
        status: text("status"),
      };
    case "audits":
      return {
        title: text("websiteUrl"),
        detail: `Performance ${item.performanceScore ?? "—"} · SEO ${item.seoScore ?? "—"}`,
      };
    case "mood-boards":
      return {
        title: text("projectName"),
        detail: [text("projectType"), text("clientEmail")].filter(Boolean).join(" · "),
        status: text("status"),
      };
    case "consultations":
      return {
        title: text("name"),
        detail: [labelOf(consultationTypeChoice(text("consultationType"))), text("email")].filter(Boolean).join(" · "),
        status: text("status"),
      };
    case "intakes":
      return {
        title: `${text("contactName")} · ${text("companyName")}`,
        detail: [labelOf(intakeServiceChoice(text("serviceType"), text("priceList"))), text("email")]
          .filter(Boolean)
          .join(" · "),
        status: text("status"),
      };
    case "chats": {
      const messages = Array.isArray(item.messages) ? (item.messages as Array<{ role: string; content: string }>) : [];
      const questions = messages.filter((message) => message.role === "user");
      return {
        title: questions[0]?.content.slice(0, 80) ?? "Conversation",
        detail: `${questions.length} ${questions.length === 1 ? "question" : "questions"}`,
      };
    }
  }
}

/**
 * "Contact submissions" → "contact submissions" mid-sentence; only the first
 * letter is lowered, so a name keeps its capital ("conversations with Melie").
 */
export function linkText(title: string): string {
  return title.charAt(0).toLowerCase() + title.slice(1);
}

const COUNT_KEY = {
  submissions: "totalSubmissions",
  reservations: "slotReservations",
  audits: "auditScans",
  "mood-boards": "moodBoards",
  consultations: "consultations",
  intakes: "intakes",
} as const satisfies Partial<Record<AdminList, string>>;

function NewestLeads({ spec }: { spec: TabSpec }) {
  const stats = useAdminStats();
  const { onUnauthorized } = useEndAdminSession();
  const query = useQuery({
    queryKey: ["admin-overview", spec.list],
    queryFn: () => fetchAdminPage<AnyRecord>(`/api/admin/${spec.list}?limit=${NEWEST}`),
  });
  useEffect(() => {
    if (query.error && isUnauthorized(query.error)) onUnauthorized();
  }, [query.error, onUnauthorized]);
  const items = query.data?.items ?? [];
  const countKey = spec.list in COUNT_KEY ? COUNT_KEY[spec.list as keyof typeof COUNT_KEY] : undefined;
  const total = countKey ? stats.data?.[countKey] : undefined;

  return (
    <section
      aria-labelledby={`overview-${spec.list}`}
      className="flex min-w-0 flex-col rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-5"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2
          id={`overview-${spec.list}`}
          className="font-display text-sm font-bold tracking-[0.15em] text-neon-cyan uppercase"
        >
          {spec.tab}
        </h2>
        {countKey ? (
          <span className="font-display text-2xl font-bold tabular-nums text-ink-100">
            {total === undefined ? "…" : formatNumber(total)}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-ink-400">{spec.title}</p>
      <div className="mt-4 flex-1">
        {query.isLoading ? (
          <p className="py-6 text-center text-sm text-ink-300">{spec.loading}</p>
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-ink-300">{query.isError ? "Failed to fetch" : spec.empty}</p>
        ) : (
          <ul className="divide-y divide-ink-800">
            {items.map((item) => {
              const { title, detail, status } = summarize(spec.list, item);
              return (
                <li key={item.id} className="flex items-start justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-ink-100" title={title}>
                      {title}
                    </p>
                    <p className="truncate text-sm text-ink-400" title={detail}>
                      {detail}
                    </p>
                    <time dateTime={item.createdAt} className="text-xs text-ink-400">
                      {formatDate(item.createdAt)}
                    </time>
                  </div>
                  {status ? <Badge tone={status}>{statusLabel(spec.list, status)}</Badge> : null}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <Link
        to={`/admin?tab=${spec.list}`}
        className="mt-4 inline-flex items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-neon-lime hover:underline"
      >
        Open {linkText(spec.title)} <ArrowRight aria-hidden="true" size={16} />
      </Link>
    </section>
  );
}

/** /admin/dashboard (Neural Management Hub): the newest leads of every kind at a glance. */
export function LeadOverview() {
  // grid-cols-1, not the implicit column: an implicit track grows to a truncated line's full length
  // (a 2,000-character address made the page 6,484 px wide on a phone).
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      {ADMIN_TABS.map((spec) => (
        <NewestLeads key={spec.list} spec={spec} />
      ))}
    </div>
  );
}
