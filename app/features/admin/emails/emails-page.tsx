import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, MailWarning, RotateCw } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import { EMAIL_LIST_STATUSES, type EmailListStatus, type EmailRecord } from "#common/admin/emails";
import { LEAD_KINDS, type LeadKind, leadConsolePath } from "#common/admin/lead-links";
import { adminRequest, fetchAdminPage, isUnauthorized } from "../admin-api";
import { Badge } from "../cards/card-parts";
import { formatDate } from "../format";
import { useEndAdminSession, useFetchFailureToast } from "../use-admin-session";

const LABELS: Record<EmailListStatus, string> = { pending: "Pending", failed: "Failed" };
const EMPTY: Record<EmailListStatus, string> = {
  pending: "No email is waiting: everything queued has been sent.",
  failed: "No email has failed.",
};

const isLeadKind = (kind: string | null): kind is LeadKind => LEAD_KINDS.includes(kind as LeadKind);

function EmailRow({ email, onResend, busy }: { email: EmailRecord; onResend: () => void; busy: boolean }) {
  return (
    <li className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-4 sm:p-5">
      <article aria-label={`Email: ${email.subject}`} className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h3 className="font-display text-base font-bold wrap-anywhere text-ink-100">{email.subject}</h3>
            <p className="text-sm wrap-anywhere text-ink-300">
              To <span className="text-ink-100">{email.to}</span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge tone={email.status === "failed" ? "cancelled" : "pending"}>{email.status}</Badge>
            <Badge tone="normal" title="What the message is">
              {email.kind}
            </Badge>
          </div>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-4">
          <div>
            <dt className="text-xs font-medium tracking-wide text-ink-400 uppercase">Queued</dt>
            <dd className="text-ink-100">
              <time dateTime={email.createdAt}>{formatDate(email.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-ink-400 uppercase">Attempts</dt>
            <dd className="text-ink-100 tabular-nums">{email.attempts}</dd>
          </div>
          {email.status === "pending" ? (
            <div>
              <dt className="text-xs font-medium tracking-wide text-ink-400 uppercase">Next attempt</dt>
              <dd className="text-ink-100">
                <time dateTime={email.nextAttemptAt}>{formatDate(email.nextAttemptAt)}</time>
              </dd>
            </div>
          ) : null}
          {email.leadId !== null && isLeadKind(email.leadKind) ? (
            <div>
              <dt className="text-xs font-medium tracking-wide text-ink-400 uppercase">About</dt>
              <dd>
                <Link
                  to={leadConsolePath(email.leadKind, email.leadId)}
                  className="text-neon-cyan underline decoration-neon-cyan/40 underline-offset-2 hover:decoration-neon-cyan"
                >
                  {email.leadKind} #{email.leadId}
                </Link>
              </dd>
            </div>
          ) : null}
        </dl>
        {email.lastError ? (
          <div className="rounded-lg border border-rose-300/30 bg-rose-300/5 p-3">
            <p className="text-xs font-medium tracking-wide text-rose-200 uppercase">Last error</p>
            <p className="mt-1 font-mono text-xs wrap-anywhere whitespace-pre-wrap text-rose-100">{email.lastError}</p>
          </div>
        ) : null}
        <div className="flex justify-end border-t border-ink-800 pt-3">
          <button
            type="button"
            onClick={onResend}
            disabled={busy}
            className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-neon-cyan/50 px-4 font-display text-xs font-bold tracking-[0.12em] text-neon-cyan uppercase transition hover:bg-neon-cyan hover:text-ink-950 disabled:opacity-60"
          >
            <RotateCw aria-hidden="true" size={16} /> {busy ? "Resending..." : "Resend"}
          </button>
        </div>
      </article>
    </li>
  );
}

/**
 * /admin/emails (docs/product/admin-console.md § Emails): the emails not sent yet, pending (waiting or
 * being retried) or failed (given up after the last attempt), with the mail server's last answer;
 * Resend puts one back in the queue, due now. The switch is in the address (?status=failed), so
 * the console's warning links straight to the failed ones.
 */
export function EmailsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("status");
  const status: EmailListStatus = requested === "failed" ? "failed" : "pending";
  const { onUnauthorized } = useEndAdminSession();
  const queryClient = useQueryClient();

  const list = useInfiniteQuery({
    queryKey: ["/api/admin/emails", status],
    queryFn: ({ pageParam }) =>
      fetchAdminPage<EmailRecord>(`/api/admin/emails?status=${status}${pageParam ? `&before=${pageParam}` : ""}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

  useFetchFailureToast(list.error, "Emails");

  const resend = useMutation({
    mutationFn: (id: number) => adminRequest(`/api/admin/emails/${id}/resend`, "POST"),
    onSuccess: () => toast({ title: "Email queued", description: "It goes out with the next pass of the outbox." }),
    onError: (error) => {
      if (isUnauthorized(error)) onUnauthorized();
      else toast({ title: "Resend failed", description: errorMessage(error, "Resend failed"), variant: "destructive" });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/emails"] });
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/stats"] });
    },
  });

  const items = list.error ? [] : (list.data?.pages.flatMap((page) => page.items) ?? []);

  return (
    <section aria-labelledby="emails-title" className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="emails-title" className="inline-flex items-center gap-2 font-display text-xl font-bold text-ink-100">
          <MailWarning aria-hidden="true" size={20} className="text-neon-cyan" /> Emails not sent
        </h2>
        <div role="group" aria-label="Which emails" className="inline-flex rounded-xl border border-ink-700 p-1">
          {EMAIL_LIST_STATUSES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={status === option}
              onClick={() =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    next.set("status", option);
                    return next;
                  },
                  { preventScrollReset: true },
                )
              }
              className="min-h-10 rounded-lg px-4 font-display text-xs font-bold tracking-[0.15em] text-ink-300 uppercase transition hover:text-ink-100 aria-pressed:bg-neon-cyan/10 aria-pressed:text-neon-cyan"
            >
              {LABELS[option]}
            </button>
          ))}
        </div>
      </div>
      <p className="text-sm text-ink-300">
        {status === "pending"
          ? "Waiting for their first try or for a retry (30 s, then doubling up to an hour). Resend tries again now."
          : "Given up after ten attempts: the mail server refused them. Fix the cause, then Resend."}
      </p>
      <div aria-live="polite" aria-busy={list.isLoading}>
        {list.isLoading ? (
          <p className="rounded-2xl border border-dashed border-ink-700 py-12 text-center text-ink-300">
            Loading emails...
          </p>
        ) : items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-ink-700 py-12 text-center text-ink-300">
            {EMPTY[status]}
          </p>
        ) : (
          <ul className="grid gap-4" aria-label={`${LABELS[status]} emails`}>
            {items.map((email) => (
              <EmailRow
                key={email.id}
                email={email}
                busy={resend.isPending && resend.variables === email.id}
                onResend={() => resend.mutate(email.id)}
              />
            ))}
          </ul>
        )}
      </div>
      {list.hasNextPage ? (
        <button
          type="button"
          onClick={() => list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          className="mx-auto min-h-11 rounded-xl border border-ink-600 px-5 font-display text-sm font-semibold text-ink-100 transition hover:border-neon-cyan hover:text-neon-cyan disabled:opacity-60"
        >
          {list.isFetchingNextPage ? "Loading..." : "Load more"}
        </button>
      ) : null}
    </section>
  );
}

/** The stat area's warning when emails have failed; a link to them. */
export function FailedEmailsWarning({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Link
      to="/admin/emails?status=failed"
      role="alert"
      className="flex items-center gap-3 rounded-[var(--radius-card)] border border-amber-300/50 bg-amber-300/10 p-4 text-sm text-amber-100 transition hover:border-amber-300"
    >
      <AlertTriangle aria-hidden="true" size={20} className="shrink-0 text-amber-300" />
      <span>
        <strong className="font-semibold">
          {count} {count === 1 ? "email has" : "emails have"} failed
        </strong>{" "}
        — the mail server refused {count === 1 ? "it" : "them"}. See and resend.
      </span>
    </Link>
  );
}
