import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { errorMessage } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import type { SubscriberList, SubscriberRecord } from "#common/admin/newsletter";
import { adminRequest, downloadAdminFile } from "../admin-api";
import { Badge } from "../cards/card-parts";
import { formatDate } from "../format";
import { useFetchFailureToast } from "../use-admin-session";
import { IssueComposer } from "./issue-composer";

const STATUS_TONE: Record<string, string> = { confirmed: "confirmed", pending: "pending", unsubscribed: "cancelled" };
const STATUS_LABEL: Record<string, string> = {
  confirmed: "Confirmed",
  pending: "Not confirmed yet",
  unsubscribed: "Unsubscribed",
};

function SubscriberRow({ subscriber }: { subscriber: SubscriberRecord }) {
  const dates: Array<[string, string | null]> = [
    ["Subscribed", subscriber.createdAt],
    ["Confirmed", subscriber.confirmedAt],
    ["Unsubscribed", subscriber.unsubscribedAt],
  ];
  return (
    <li className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-4 sm:p-5">
      <article aria-label={`Subscriber: ${subscriber.email}`} className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 className="min-w-0 font-display text-base font-bold wrap-anywhere text-ink-100">{subscriber.email}</h3>
          <Badge tone={STATUS_TONE[subscriber.status] ?? "normal"}>
            {STATUS_LABEL[subscriber.status] ?? subscriber.status}
          </Badge>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-4">
          {dates
            .filter((entry): entry is [string, string] => entry[1] !== null)
            .map(([label, at]) => (
              <div key={label}>
                <dt className="text-xs font-medium tracking-wide text-ink-400 uppercase">{label}</dt>
                <dd className="text-ink-100">
                  <time dateTime={at}>{formatDate(at)}</time>
                </dd>
              </div>
            ))}
          <div>
            <dt className="text-xs font-medium tracking-wide text-ink-400 uppercase">Subscribed on</dt>
            <dd className="wrap-anywhere text-ink-100">{subscriber.sourcePath ?? "-"}</dd>
          </div>
        </dl>
      </article>
    </li>
  );
}

/**
 * /admin/newsletter (docs/product/admin-console.md § Newsletter subscribers): each address with its status,
 * dates and the page it subscribed on, the count of each status, and the CSV export; above them, sending an issue.
 */
export function SubscribersPage() {
  const query = useQuery({
    queryKey: ["admin", "newsletter", "subscribers"],
    queryFn: () => adminRequest<SubscriberList>("/api/admin/newsletter/subscribers"),
  });
  useFetchFailureToast(query.error, "Failed to load the subscribers");
  const exportCsv = async () => {
    try {
      await downloadAdminFile("/api/admin/newsletter/subscribers.csv", "newsletter-subscribers.csv");
    } catch (error) {
      toast({ title: "Export failed", description: errorMessage(error, "Please try again."), variant: "destructive" });
    }
  };
  const counts = query.data?.counts;
  return (
    <>
      <IssueComposer confirmed={counts?.confirmed ?? 0} />
      <section aria-labelledby="subscribers-title" className="grid gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="subscribers-title" className="font-display text-2xl font-bold text-white">
              Subscribers
            </h2>
            <p className="mt-1 text-sm text-ink-300">
              {counts
                ? `${counts.confirmed} confirmed · ${counts.pending} not confirmed yet · ${counts.unsubscribed} unsubscribed`
                : "Loading subscribers..."}
            </p>
          </div>
          <button
            type="button"
            onClick={() => void exportCsv()}
            className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-ink-600 px-4 text-sm font-semibold text-ink-100 transition-colors hover:border-neon-cyan hover:text-neon-cyan"
          >
            <Download aria-hidden="true" className="size-4" /> Export CSV
          </button>
        </div>
        {query.data && query.data.items.length === 0 ? (
          <p className="rounded-[var(--radius-card)] border border-dashed border-ink-700 p-6 text-ink-300">
            No one has subscribed yet. The box is on the blog.
          </p>
        ) : (
          <ul className="grid gap-3">
            {query.data?.items.map((subscriber) => (
              <SubscriberRow key={subscriber.id} subscriber={subscriber} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
