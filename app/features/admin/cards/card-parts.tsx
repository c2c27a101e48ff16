import type { ReactNode } from "react";
import type { StatusChange } from "../../../../common/admin/records";
import { formatDate, safeHttpUrl } from "../format";
import type { Choice } from "./labels";

/**
 * Building blocks of the lead cards. Every visitor value is rendered as a
 * React text child (escaped), never as HTML (issue 6 §5).
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
  analyzed: "border-neon-lime/50 bg-neon-lime/10 text-neon-lime",
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

export function CardShell({ children, label }: { children: ReactNode; label: string }) {
  return (
    <article
      aria-label={label}
      className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-5 shadow-[0_1px_0_0_rgb(255_255_255/0.04)_inset] transition hover:border-ink-600 sm:p-6"
    >
      {children}
    </article>
  );
}

export function CardTitle({ children }: { children: ReactNode }) {
  return <h3 className="font-display text-lg font-bold break-words text-ink-100">{children}</h3>;
}

/** A label/value grid; empty values are left out. */
export function Facts({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== "");
  if (shown.length === 0) return null;
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 xl:grid-cols-3">
      {shown.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-ink-400 uppercase">{label}</dt>
          <dd className="mt-0.5 break-words text-ink-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LongText({ label, text }: { label: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div className="mt-4">
      <p className="text-xs font-medium tracking-wide text-ink-400 uppercase">{label}</p>
      <p className="mt-1 max-h-48 overflow-y-auto rounded-lg border border-ink-700 bg-ink-950/60 p-3 text-sm whitespace-pre-wrap break-words text-ink-200">
        {text}
      </p>
    </div>
  );
}

/** A visitor's website: a link only for http/https, opened without referrer or trust. */
export function VisitorLink({ url }: { url: string | null | undefined }) {
  if (!url) return null;
  const safe = safeHttpUrl(url);
  if (!safe) return <span className="break-all">{url}</span>;
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="break-all text-neon-cyan underline decoration-neon-cyan/40 underline-offset-2 hover:decoration-neon-cyan"
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

export type ActionTone = "cyan" | "amber" | "lime" | "rose" | "ink";
const ACTION_TONES: Record<ActionTone, string> = {
  ink: "border-ink-400/60 text-ink-200 hover:bg-ink-200 hover:text-ink-950",
  cyan: "border-neon-cyan/50 text-neon-cyan hover:bg-neon-cyan hover:text-ink-950",
  amber: "border-amber-300/50 text-amber-200 hover:bg-amber-300 hover:text-ink-950",
  lime: "border-neon-lime/50 text-neon-lime hover:bg-neon-lime hover:text-ink-950",
  rose: "border-rose-300/50 text-rose-200 hover:bg-rose-300 hover:text-ink-950",
};

export function ActionButton({
  children,
  onClick,
  tone = "cyan",
  disabled,
  current,
  title,
}: {
  children: ReactNode;
  onClick?: () => void;
  tone?: ActionTone;
  disabled?: boolean;
  current?: boolean;
  title?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      title={title}
      aria-pressed={current}
      className={`min-h-10 rounded-lg border px-3.5 py-2 font-display text-xs font-bold tracking-[0.12em] uppercase transition disabled:cursor-not-allowed disabled:border-ink-700 disabled:bg-transparent disabled:text-ink-400 aria-pressed:bg-white/10 ${ACTION_TONES[tone]}`}
    >
      {children}
    </button>
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
