import {
  CalendarDays,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Milestone,
  Receipt,
  Settings,
} from "lucide-react";
import { Tabs } from "radix-ui";
import { type ComponentType, useEffect, useState } from "react";
import type { PortalData } from "../../../common/client-area/portal-records";
import { SAMPLE_PORTAL } from "../../../common/client-area/sample-portal";
import { SiteLink } from "../../lib/style-variant";
import { ClientAreaHero } from "./client-area-hero";
import {
  DashboardPanel,
  DocumentsPanel,
  InvoicesPanel,
  MessagesPanel,
  MilestonesPanel,
  SchedulePanel,
} from "./portal-panels";
import { SampleNotice } from "./sample-notice";

/** Spec 001 §2 "Client portal": the six tabs, in order. */
const TABS: ReadonlyArray<{
  value: string;
  label: string;
  icon: LucideIcon;
  panel: ComponentType<{ data: PortalData }>;
}> = [
  { value: "dashboard", label: "Dashboard", icon: LayoutDashboard, panel: DashboardPanel },
  { value: "milestones", label: "Milestones", icon: Milestone, panel: MilestonesPanel },
  { value: "documents", label: "Documents", icon: FileText, panel: DocumentsPanel },
  { value: "messages", label: "Messages", icon: MessageSquare, panel: MessagesPanel },
  { value: "invoices", label: "Invoices", icon: Receipt, panel: InvoicesPanel },
  { value: "schedule", label: "Schedule", icon: CalendarDays, panel: SchedulePanel },
];

/**
 * The tab named by ?tab= (Continue to Contract opens Documents). Read after
 * mount: the page is prerendered without a query, so reading it during
 * hydration would mismatch the HTML.
 */
function useInitialTab(setTab: (tab: string) => void) {
  useEffect(() => {
    const requested = new URLSearchParams(window.location.search).get("tab");
    if (requested && TABS.some((tab) => tab.value === requested)) setTab(requested);
  }, [setTab]);
}

/** /client-portal (spec 001 §2) on the sample data of spec 001 §3. */
export function PortalPage() {
  const data = SAMPLE_PORTAL;
  const [tab, setTab] = useState("dashboard");
  useInitialTab(setTab);
  const unread = data.messages.filter((message) => !message.fromClient && !message.isRead).length;
  return (
    <main>
      <ClientAreaHero
        notice={<SampleNotice />}
        eyebrow="Client Portal"
        title={data.project.name}
        lead={`A ${data.project.packageName} project for ${data.project.company}: milestones, documents, messages and invoices, all in one place.`}
        actions={
          <SiteLink
            to="/"
            className="inline-flex min-h-12 items-center gap-2 rounded-full border border-ink-600 px-5 font-display font-semibold text-ink-100 transition-colors hover:border-neon-cyan hover:text-neon-cyan"
          >
            <Settings aria-hidden="true" className="size-5" />
            Settings
          </SiteLink>
        }
      />
      <div className="container-page pb-20 sm:pb-28">
        <Tabs.Root value={tab} onValueChange={setTab} className="grid gap-6">
          <Tabs.List
            aria-label="Client portal sections"
            className="grid grid-cols-2 gap-1 rounded-3xl border border-ink-700 bg-ink-900/80 p-1.5 sm:grid-cols-3 lg:flex lg:w-fit lg:rounded-full"
          >
            {TABS.map(({ value, label, icon: Icon }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 py-2 font-display text-sm font-semibold whitespace-nowrap text-ink-300 transition-colors hover:text-white data-[state=active]:bg-neon-cyan data-[state=active]:text-ink-950 lg:px-5"
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
                {value === "messages" && unread > 0 && (
                  <span className="rounded-full bg-neon-magenta px-1.5 text-xs leading-5 font-bold text-ink-950">
                    {unread}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map(({ value, panel: Panel }) => (
            <Tabs.Content key={value} value={value} className="focus-visible:outline-offset-4">
              <Panel data={data} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </main>
  );
}
