import { ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect, useId } from "react";
import { Link } from "react-router";
import { errorMessage, isApiError } from "#app/lib/api-request";
import { LEAD_KINDS, type LeadKind } from "#common/admin/lead-links";
import { LEAD_KIND_LABELS, LEAD_LIST, type LeadDetail } from "#common/admin/lead-page";
import type {
  ConsultationRecord,
  IntakeRecord,
  MoodBoardRecord,
  ReservationRecord,
  SubmissionRecord,
} from "#common/admin/records";
import { rowIdOf } from "#common/row-id";
import { isUnauthorized } from "../admin-api";
import { ConsultationCard } from "../cards/consultation-card";
import { IntakeCard } from "../cards/intake-card";
import { MoodBoardCard } from "../cards/mood-board-card";
import { ReservationCard } from "../cards/reservation-card";
import { SubmissionCard } from "../cards/submission-card";
import { formatDate } from "../format";
import { statusLabel } from "../lists";
import { useEndAdminSession } from "../use-admin-session";
import { useStatusChange } from "../use-status-change";
import { useLead } from "./lead-query";
import { LeadTimeline } from "./lead-timeline";
import { NotesBox } from "./notes-box";

/** The path's kind and id when they can name a lead; anything else is "not found" without asking the server. */
function parseLeadParams(kind: string | undefined, id: string | undefined): { kind: LeadKind; id: number } | null {
  if (!kind || !(LEAD_KINDS as readonly string[]).includes(kind)) return null;
  const leadId = rowIdOf(id);
  return leadId === null ? null : { kind: kind as LeadKind, id: leadId };
}

function BackLink({ kind }: { kind?: LeadKind }) {
  return (
    <Link
      to={kind ? `/admin?tab=${LEAD_LIST[kind]}` : "/admin"}
      className="inline-flex min-h-11 items-center gap-2 justify-self-start rounded-xl border border-ink-600 px-4 text-sm font-semibold text-ink-100 transition hover:border-neon-cyan hover:text-neon-cyan"
    >
      <ArrowLeft aria-hidden="true" size={16} />
      Back to the list
    </Link>
  );
}

function NotFound({ kind }: { kind?: LeadKind }) {
  return (
    <section className="grid gap-4 rounded-2xl border border-dashed border-ink-700 p-8 text-center">
      <h2 className="font-display text-xl font-bold text-ink-100">Lead not found</h2>
      <p className="text-ink-300">There is no such lead. It may have been erased, or the link is mistyped.</p>
      <div className="justify-self-center">
        <BackLink kind={kind} />
      </div>
    </section>
  );
}

type StatusProps = { busy: boolean; onStatus: (status: string) => void };

/** A status change of this one lead, handed to its card. */
function WithStatus({
  kind,
  id,
  render,
}: {
  kind: Parameters<typeof useStatusChange>[0];
  id: number;
  render: (props: StatusProps) => ReactNode;
}) {
  const change = useStatusChange(kind);
  return <>{render({ busy: change.isPending, onStatus: (status) => change.mutate({ id, status }) })}</>;
}

/** The lead's card, as its list shows it, with its status and priority controls. */
function LeadCard({ kind, detail }: { kind: LeadKind; detail: LeadDetail }) {
  const { id, lead } = detail;
  switch (kind) {
    case "submission":
      return (
        <WithStatus
          kind={kind}
          id={id}
          render={(props) => <SubmissionCard item={lead as SubmissionRecord} {...props} />}
        />
      );
    case "reservation":
      return (
        <WithStatus
          kind={kind}
          id={id}
          render={(props) => <ReservationCard item={lead as ReservationRecord} {...props} />}
        />
      );
    case "consultation":
      return (
        <WithStatus
          kind={kind}
          id={id}
          render={(props) => <ConsultationCard item={lead as ConsultationRecord} {...props} />}
        />
      );
    case "intake":
      return (
        <WithStatus kind={kind} id={id} render={(props) => <IntakeCard item={lead as IntakeRecord} {...props} />} />
      );
    case "mood-board":
      return <MoodBoardCard item={lead as MoodBoardRecord} />;
  }
}

function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="font-display text-sm font-bold tracking-[0.15em] text-ink-200 uppercase">
      {children}
    </h2>
  );
}

function LeadView({ kind, id }: { kind: LeadKind; id: number }) {
  const lead = useLead(kind, id);
  const { onUnauthorized } = useEndAdminSession();
  const notesId = useId();
  const timelineId = useId();

  useEffect(() => {
    if (isUnauthorized(lead.error)) onUnauthorized();
  }, [lead.error, onUnauthorized]);

  if (lead.isPending) {
    return (
      <p aria-busy="true" className="rounded-2xl border border-dashed border-ink-700 py-12 text-center text-ink-300">
        Loading the lead...
      </p>
    );
  }
  if (lead.isError) {
    if (isApiError(lead.error, 404) || isApiError(lead.error, 400)) return <NotFound kind={kind} />;
    return (
      <p role="alert" className="rounded-2xl border border-rose-300/40 p-6 text-center text-rose-200">
        {errorMessage(lead.error, "Failed to load the lead")}
      </p>
    );
  }
  const detail = lead.data;
  const label = kind === "reservation" ? (status: string) => statusLabel("reservations", status) : undefined;
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="grid min-w-0 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <BackLink kind={kind} />
          <p className="text-sm text-ink-300">
            {LEAD_KIND_LABELS[kind]} #{id}
          </p>
        </div>
        {detail.spamAt ? (
          <p
            role="status"
            className="rounded-xl border border-rose-400/50 bg-rose-500/10 px-4 py-3 text-sm text-rose-100"
          >
            Marked as spam on {formatDate(detail.spamAt)}: it is left out of the counts, the lists and the exports.
          </p>
        ) : null}
        <LeadCard kind={kind} detail={detail} />
      </div>
      <div className="grid min-w-0 gap-8">
        <section aria-labelledby={notesId} className="grid gap-3">
          <SectionTitle id={notesId}>Notes</SectionTitle>
          <NotesBox kind={kind} id={id} />
        </section>
        <section aria-labelledby={timelineId} className="grid gap-4">
          <SectionTitle id={timelineId}>Timeline</SectionTitle>
          <LeadTimeline entries={detail.timeline} statusLabel={label} />
        </section>
      </div>
    </div>
  );
}

/**
 * /admin/leads/:kind/:id (docs/product/admin-console.md § Lead page): one lead, its status and
 * priority controls, its spam mark, a notes box and its timeline. The agency's emails link here.
 */
export function LeadPage({ kind, id }: { kind: string | undefined; id: string | undefined }) {
  const lead = parseLeadParams(kind, id);
  if (!lead) return <NotFound />;
  return <LeadView kind={lead.kind} id={lead.id} />;
}
