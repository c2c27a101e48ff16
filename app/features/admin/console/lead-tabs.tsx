import { Tabs } from "radix-ui";
import { useSearchParams } from "react-router";
import type {
  AuditRecord,
  ChatRecord,
  ConsultationRecord,
  IntakeRecord,
  MoodBoardRecord,
  ReservationRecord,
  SubmissionRecord,
} from "#common/admin/records";
import type { AdminList } from "#common/admin/statuses";
import { AuditCard } from "../cards/audit-card";
import { ChatCard } from "../cards/chat-card";
import { ConsultationCard } from "../cards/consultation-card";
import { IntakeCard } from "../cards/intake-card";
import { MoodBoardCard } from "../cards/mood-board-card";
import { ReservationCard } from "../cards/reservation-card";
import { SubmissionCard } from "../cards/submission-card";
import { ADMIN_TABS, type TabSpec } from "../lists";
import { useStatusChange } from "../use-status-change";
import { withoutFilters } from "./list-filters";
import { ListPanel } from "./list-panel";

function SubmissionsPanel({ spec }: { spec: TabSpec }) {
  const change = useStatusChange("submission");
  return (
    <ListPanel<SubmissionRecord>
      spec={spec}
      renderItem={(item) => (
        <SubmissionCard
          item={item}
          busy={change.isPending}
          onStatus={(status) => change.mutate({ id: item.id, status })}
        />
      )}
    />
  );
}

function ReservationsPanel({ spec }: { spec: TabSpec }) {
  const change = useStatusChange("reservation");
  return (
    <ListPanel<ReservationRecord>
      spec={spec}
      renderItem={(item) => (
        <ReservationCard
          item={item}
          busy={change.isPending}
          onStatus={(status) => change.mutate({ id: item.id, status })}
        />
      )}
    />
  );
}

function ConsultationsPanel({ spec }: { spec: TabSpec }) {
  const change = useStatusChange("consultation");
  return (
    <ListPanel<ConsultationRecord>
      spec={spec}
      renderItem={(item) => (
        <ConsultationCard
          item={item}
          busy={change.isPending}
          onStatus={(status) => change.mutate({ id: item.id, status })}
        />
      )}
    />
  );
}

function IntakesPanel({ spec }: { spec: TabSpec }) {
  const change = useStatusChange("intake");
  return (
    <ListPanel<IntakeRecord>
      spec={spec}
      renderItem={(item) => (
        <IntakeCard item={item} busy={change.isPending} onStatus={(status) => change.mutate({ id: item.id, status })} />
      )}
    />
  );
}

function Panel({ spec }: { spec: TabSpec }) {
  switch (spec.list) {
    case "submissions":
      return <SubmissionsPanel spec={spec} />;
    case "reservations":
      return <ReservationsPanel spec={spec} />;
    case "audits":
      return <ListPanel<AuditRecord> spec={spec} renderItem={(item) => <AuditCard item={item} />} />;
    case "mood-boards":
      return <ListPanel<MoodBoardRecord> spec={spec} renderItem={(item) => <MoodBoardCard item={item} />} />;
    case "consultations":
      return <ConsultationsPanel spec={spec} />;
    case "intakes":
      return <IntakesPanel spec={spec} />;
    case "chats":
      return <ListPanel<ChatRecord> spec={spec} renderItem={(item) => <ChatCard item={item} />} />;
  }
}

/**
 * The tabs DATA STREAMS, PROJECT QUEUE, SYSTEM SCANS, VISION BOARDS, then
 * CONSULTATIONS and INTAKES (docs/product/admin-console.md § Tabs). The open tab is in
 * the address (?tab=), with the list's filters (./list-filters.ts), so the dashboard can link straight
 * to a list and Back returns to the tab before.
 */
export function LeadTabs() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const active: AdminList = ADMIN_TABS.some((tab) => tab.list === requested) ? (requested as AdminList) : "submissions";

  return (
    <Tabs.Root
      value={active}
      onValueChange={(value) =>
        // A new history entry, so Back returns to the tab (and filters) before; a tab opens unfiltered, as
        // each list has its own statuses and a search for one kind of lead rarely fits another.
        setParams(withoutFilters(new URLSearchParams(params), value), { preventScrollReset: true })
      }
      className="grid gap-6"
    >
      <Tabs.List
        aria-label="Lead lists"
        className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-2 [scrollbar-width:thin]"
      >
        {ADMIN_TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.list}
            value={tab.list}
            className="min-h-11 shrink-0 snap-start rounded-xl border border-ink-700 bg-ink-900 px-4 font-display text-xs font-bold tracking-[0.15em] whitespace-nowrap text-ink-300 transition hover:border-ink-600 hover:text-ink-100 data-[state=active]:border-neon-cyan data-[state=active]:bg-neon-cyan/10 data-[state=active]:text-neon-cyan"
          >
            {tab.tab}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ADMIN_TABS.map((tab) => (
        <Tabs.Content key={tab.list} value={tab.list} className="min-w-0 focus-visible:outline-none">
          <Panel spec={tab} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
