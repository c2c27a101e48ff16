import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ExpandableText } from "#app/components/ui/expandable-text";
import { leadConsolePath } from "#common/admin/lead-links";
import type { SpamKind } from "#common/admin/lead-page";
import type { LeadAttribution, StatusChange } from "#common/admin/records";
import { STATUS_ENTITIES } from "#common/admin/statuses";
import { formatDate, safeHttpUrl } from "../format";
import { ActionButton, type ActionTone } from "./action-button";
import type { Choice } from "./labels";
import { LeadCardFooter } from "./lead-card-footer";

export { ActionButton, type ActionTone };

/**
 * Building blocks of the lead cards. Every visitor value is rendered as a
 * React text child (escaped), never as HTML (docs/product/admin-console.md § Showing visitor data), and wraps anywhere
 * (`wrap-anywhere`), even inside a word of thousands of characters, so no
 * visitor's text can widen the console.
 */
const BADGE_TONES: Record<string, string> = {
  new: "border-neon-cyan/40 bg-neon-cyan/10 text-neon-cyan",
  pending: "border-amber-300/40 bg-amber-300/10 text-amber-200",
  scheduled: "border-neon-cyan/40 bg-neon-cyan/10 text-neon-cyan",
  draft: "border-ink-400/40 bg-ink-700/40 text-ink-200",
  contacted: "border-violet-300/40 bg-violet-300/10 text-violet-200",
  confirmed: "border-sky-300/40 bg-sky-300/10 text-sky-200",
  "in-progress": "border-amber-300/40 bg-amber-300/10 text-amber-200",
  completed: "border-neon-lime/40 bg-neon-lime/10 text-neon-lime",
  closed: "border-ink-400/40 bg-ink-700/40 text-ink-300",
  cancelled: "border-rose-300/40 bg-rose-300/10 text-rose-200",
  high: "border-neon-magenta/50 bg-neon-magenta/10 text-pink-200",
  normal: "border-ink-400/40 bg-ink-700/40 text-ink-200",
  low: "border-ink-400/30 bg-ink-800 text-ink-300",
  audit: "border-neon-lime/50 bg-neon-lime/10 text-neon-lime",
  chat: "border-sky-300/50 bg-sky-300/10 text-sky-200",
  analyzed: "border-neon-lime/50 bg-neon-lime/10 text-neon-lime",
  spam: "border-rose-400/60 bg-rose-500/15 text-rose-200",
};

export function Badge({ tone, children, title }: { tone: string; children: ReactNode; title?: string }) {
  return (
    <span
      title={title}
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 font-display text-[0.7rem] font-semibold tracking-[0.12em] uppercase ${BADGE_TONES[tone] ?? BADGE_TONES.normal}`}
    >
      {children}
    </span>
  );
}

export function CardShell({ children, label, dense }: { children: ReactNode; label: string; dense?: boolean }) {
  return (
    <article
      aria-label={label}
      className={`rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 shadow-[0_1px_0_0_rgb(255_255_255/0.04)_inset] transition hover:border-ink-600 ${dense ? "px-4 py-3" : "p-5 sm:p-6"}`}
    >
      {children}
    </article>
  );
}

export function CardTitle({ children }: { children: ReactNode }) {
  return <h3 className="font-display text-lg font-bold wrap-anywhere text-ink-100">{children}</h3>;
}

/** A label/value grid; empty values are left out, long texts clamped to four lines. */
/** Where a lead came from, as facts of its card (docs/product/analytics.md § Attribution); nothing when unknown. */
export function attributionFacts(lead: LeadAttribution): Array<[label: string, value: ReactNode]> {
  const source = lead.utmSource ?? lead.referrerHost ?? (lead.entryPage ? "Direct" : null);
  return [
    ["Came from", source && lead.utmMedium ? `${source} (${lead.utmMedium})` : source],
    ["Campaign", lead.utmCampaign ?? null],
    ["Entry page", lead.entryPage ?? null],
    ["Sent from", lead.sentFrom ?? null],
  ];
}

export function Facts({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== "");
  if (shown.length === 0) return null;
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 xl:grid-cols-3">
      {shown.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-ink-400 uppercase">{label}</dt>
          <dd className="mt-0.5 wrap-anywhere text-ink-100">
            {typeof value === "string" ? <ExpandableText text={value} lines={4} /> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A visitor's free text in a box, clamped with Show more past five lines. */
export function LongText({ label, text }: { label: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div className="mt-4">
      <p className="text-xs font-medium tracking-wide text-ink-400 uppercase">{label}</p>
      <div className="mt-1 rounded-lg border border-ink-700 bg-ink-950/60 p-3">
        <ExpandableText text={text} className="text-sm whitespace-pre-wrap text-ink-200" />
      </div>
    </div>
  );
}

/**
 * A visitor's website: a link only for http/https, opened without referrer or
 * trust. An address may run to 2,048 characters: past three lines it is cut
 * short on screen, whole in the link and in its tooltip.
 */
export function VisitorLink({ url }: { url: string | null | undefined }) {
  if (!url) return null;
  const safe = safeHttpUrl(url);
  if (!safe)
    return (
      <span title={url} className="line-clamp-3 break-all">
        {url}
      </span>
    );
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer nofollow"
      title={url}
      className="line-clamp-3 break-all text-neon-cyan underline decoration-neon-cyan/40 underline-offset-2 hover:decoration-neon-cyan"
    >
      {url}
    </a>
  );
}

export function EmailLink({ email }: { email: string | null | undefined }) {
  if (!email) return null;
  return (
    <a
      href={`mailto:${encodeURIComponent(email).replace("%40", "@")}`}
      className="break-all text-ink-100 underline decoration-ink-600 underline-offset-2 hover:text-neon-cyan"
    >
      {email}
    </a>
  );
}

export function StatusHistory({
  history,
  label = (status: string) => status,
}: {
  history: StatusChange[];
  label?: (status: string) => string;
}) {
  if (history.length === 0) return null;
  return (
    <details className="group mt-4 rounded-lg border border-ink-700 bg-ink-950/40 text-sm">
      <summary className="cursor-pointer list-none rounded-lg px-3 py-2 font-display text-xs font-semibold tracking-[0.15em] text-ink-300 uppercase hover:text-neon-cyan">
        Status history ({history.length})
      </summary>
      <ol className="grid gap-1.5 px-3 pb-3">
        {history.map((change, index) => (
          <li key={`${change.changedAt}-${index}`} className="flex flex-wrap gap-x-2 text-ink-200">
            <time dateTime={change.changedAt} className="text-ink-400">
              {formatDate(change.changedAt)}
            </time>
            <span>
              {change.oldStatus ? label(change.oldStatus) : "—"} → {label(change.newStatus)}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * A visitor's choice in the words the visitor saw, the stored id kept in the
 * tooltip (for search, the CSV export and support questions).
 */
export function ChoiceText({ value }: { value: Choice | null }) {
  if (!value) return null;
  if (value.label === value.id) return <>{value.label}</>;
  return <span title={value.id}>{value.label}</span>;
}

/** The Facts value of a choice: the label with its id in a tooltip, or nothing when not chosen. */
export const choiceFact = (value: Choice | null): ReactNode => (value ? <ChoiceText value={value} /> : null);

export function CardMeta({ createdAt }: { createdAt: string }) {
  return (
    <time dateTime={createdAt} className="text-xs text-ink-400">
      {formatDate(createdAt)}
    </time>
  );
}

export function CardActions({ children }: { children: ReactNode }) {
  return <div className="mt-5 flex flex-wrap gap-2 border-t border-ink-800 pt-4">{children}</div>;
}

export interface StatusAction {
  status: string;
  label: string;
  tone?: ActionTone;
}

/** The status buttons of a lead card: each sets one status; the current one is pressed. */
export function StatusActions({
  actions,
  current,
  busy,
  onStatus,
}: {
  actions: readonly StatusAction[];
  current: string;
  busy: boolean;
  onStatus: (status: string) => void;
}) {
  return (
    <CardActions>
      {actions.map((action) => (
        <ActionButton
          key={action.status}
          tone={action.tone}
          onClick={() => onStatus(action.status)}
          disabled={busy}
          current={current === action.status}
        >
          {action.label}
        </ActionButton>
      ))}
    </CardActions>
  );
}

/** A list row's status: a menu of the kind's statuses showing the current one; choosing one sets it. */
export function StatusMenu({
  kind,
  name,
  current,
  busy,
  onStatus,
  statusLabel = (status) => status,
}: {
  kind: SpamKind;
  name: string;
  current: string;
  busy: boolean;
  onStatus: (status: string) => void;
  statusLabel?: (status: string) => string;
}) {
  return (
    <select
      aria-label={`Status of ${name}`}
      value={current}
      disabled={busy}
      onChange={(event) => onStatus(event.target.value)}
      className="min-h-11 shrink-0 rounded-lg border border-ink-600 bg-ink-900 px-3 font-display text-sm font-semibold text-ink-100 capitalize hover:border-neon-cyan focus-visible:border-neon-cyan disabled:opacity-60"
    >
      {STATUS_ENTITIES[kind].map((status) => (
        <option key={status} value={status}>
          {statusLabel(status)}
        </option>
      ))}
    </select>
  );
}

/** The head of every lead card: the title and its badges, the date it came in on the right. */
export function CardHeader({
  title,
  badges,
  createdAt,
  badgesClassName = "mt-2 flex flex-wrap gap-2",
}: {
  title: ReactNode;
  badges: ReactNode;
  createdAt: string;
  badgesClassName?: string;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <CardTitle>{title}</CardTitle>
        <div className={badgesClassName}>{badges}</div>
      </div>
      <CardMeta createdAt={createdAt} />
    </div>
  );
}

/** A badge of the visitor's choice: its label, its stored id in the tooltip; none when nothing was chosen. */
export function ChoiceBadge({ choice }: { choice: Choice | null }) {
  if (!choice) return null;
  return (
    <Badge tone="confirmed" title={choice?.id}>
      {choice?.label}
    </Badge>
  );
}

/** What the lead tabs hand every card with status buttons. */
export interface StatusCardProps<T> {
  item: T;
  onStatus: (status: string) => void;
  busy: boolean;
}

/**
 * A lead card with status buttons: head, facts, the visitor's longer texts,
 * the status history, anything particular to the card (`children`), then the
 * status buttons. Each card declares only what differs.
 */
export function StatusCard({
  item,
  onStatus,
  busy,
  kind,
  label,
  title,
  badges,
  facts,
  summary,
  texts,
  actions,
  statusLabel,
  children,
}: StatusCardProps<{
  id: number;
  status: string;
  createdAt: string;
  history: StatusChange[];
  spamAt: string | null;
}> & {
  /** The lead's kind: its page's address and its spam mark (docs/product/admin-console.md § Lead page). */
  kind: SpamKind;
  label: string;
  title: ReactNode;
  badges: ReactNode;
  facts: Array<[label: string, value: ReactNode]>;
  /**
   * The row's one line in a list, in this order: email · package · budget (what the admin decides on). Why a
   * lead looked automated is not in it: that stays with the lead's facts.
   */
  summary: Array<string | null | undefined>;
  texts: Array<[label: string, text: string | null | undefined]>;
  actions: readonly StatusAction[];
  statusLabel?: (status: string) => string;
  children?: ReactNode;
}) {
  const path = leadConsolePath(kind, item.id);
  const onLeadPage = useLocation().pathname === path;
  const spamBadge = item.spamAt ? (
    <Badge tone="spam" title={`Marked as spam ${formatDate(item.spamAt)}`}>
      SPAM
    </Badge>
  ) : null;
  const details = (
    <>
      <Facts items={facts} />
      {texts.map(([textLabel, text]) => (
        <LongText key={textLabel} label={textLabel} text={text} />
      ))}
      <StatusHistory history={item.history} label={statusLabel} />
      {children}
      <StatusActions actions={actions} current={item.status} busy={busy} onStatus={onStatus} />
      <LeadCardFooter kind={kind} id={item.id} spamAt={item.spamAt} />
    </>
  );
  if (!onLeadPage) {
    // In a list: one row per lead — who, what, the status as a menu, when — and the rest on demand
    // (docs/product/admin-console.md § Lists). The whole card is the lead's own page.
    const line = summary.filter((part) => part?.trim()).join(" · ");
    return (
      <CardShell label={label} dense>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 md:flex-nowrap">
          <div className="min-w-0 basis-full md:basis-auto md:flex-1">
            <h3 className="font-display text-base font-bold wrap-anywhere text-ink-100">
              <Link to={path} className="rounded hover:text-neon-cyan">
                {title}
              </Link>
            </h3>
            <div className="mt-1 flex flex-wrap gap-1.5">
              {spamBadge}
              {badges}
            </div>
            {line ? <p className="mt-1 line-clamp-1 text-sm wrap-anywhere text-ink-400">{line}</p> : null}
          </div>
          <StatusMenu
            kind={kind}
            name={typeof title === "string" ? title : label}
            current={item.status}
            busy={busy}
            onStatus={onStatus}
            statusLabel={statusLabel}
          />
          <CardMeta createdAt={item.createdAt} />
        </div>
        <details className="group mt-2">
          <summary className="inline-flex min-h-6 cursor-pointer items-center gap-1 rounded text-xs font-semibold tracking-wide text-ink-300 uppercase hover:text-neon-cyan">
            Details and actions
          </summary>
          {details}
        </details>
      </CardShell>
    );
  }
  return (
    <CardShell label={label}>
      <CardHeader
        title={title}
        badges={
          <>
            {spamBadge}
            {badges}
          </>
        }
        createdAt={item.createdAt}
      />
      {details}
    </CardShell>
  );
}
