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
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { SiteLink } from "#app/lib/style-variant";
import { PORTAL_TABS, type PortalTab } from "#common/client-area/portal-tabs";
import { ClientAreaHero } from "../client-area-hero";
import { type PortalContent, unreadCount } from "./portal-content";
import {
  DashboardPanel,
  DocumentsPanel,
  InvoicesPanel,
  MessagesPanel,
  MilestonesPanel,
  SchedulePanel,
} from "./portal-panels";
import { clientCompany, packageName } from "./project-text";

/** The six tabs of the client portal, in order (docs/product/client-area.md § Tabs): their icon and panel. */
const PANELS: Record<PortalTab, { icon: LucideIcon; panel: ComponentType<{ content: PortalContent }> }> = {
  dashboard: { icon: LayoutDashboard, panel: DashboardPanel },
  milestones: { icon: Milestone, panel: MilestonesPanel },
  documents: { icon: FileText, panel: DocumentsPanel },
  messages: { icon: MessageSquare, panel: MessagesPanel },
  invoices: { icon: Receipt, panel: InvoicesPanel },
  schedule: { icon: CalendarDays, panel: SchedulePanel },
};

const TABS = PORTAL_TABS.map((tab) => ({ ...tab, ...PANELS[tab.value] }));

/**
 * The tab named by ?tab= (Continue to Contract opens Documents). Read after
 * mount: the page is prerendered without a query, so reading it during
 * hydration would mismatch the HTML.
 */
function useInitialTab(setTab: (tab: PortalTab) => void) {
  useEffect(() => {
    const requested = new URLSearchParams(window.location.search).get("tab");
    const match = TABS.find((tab) => tab.value === requested);
    if (match) setTab(match.value);
  }, [setTab]);
}

export const settingsLinkClass =
  "inline-flex min-h-12 items-center gap-2 rounded-full border border-ink-600 px-5 font-display font-semibold text-ink-100 transition-colors hover:border-neon-cyan hover:text-neon-cyan";

export function SettingsLink() {
  return (
    <SiteLink to="/" className={settingsLinkClass}>
      <Settings aria-hidden="true" className="size-5" />
      Settings
    </SiteLink>
  );
}

/** The hero's title and lead: the project shown, or a welcome while it is being set up. */
function headline({ overview, project }: PortalContent): { title: string; lead: string } {
  if (!project) {
    return {
      title: `Welcome, ${overview.client.firstName}`,
      lead: "Your portal is ready. Your project lead adds your project here as soon as it is set up.",
    };
  }
  const pkg = packageName(project.packageType);
  return {
    title: project.name,
    lead: `${pkg ? `A ${pkg} project` : "Your project"} for ${clientCompany(overview)}: milestones, documents, messages and invoices, all in one place.`,
  };
}

/**
 * The portal screen: hero, then the six tabs, drawn from a portal overview:
 * the sample's for a visitor, the client's own once signed in. The signed-in
 * portal adds panels that can act (send a message, download a document).
 */
export function PortalView({
  content,
  notice,
  actions,
  panels = {},
  onTabChange,
  clientName,
}: {
  content: PortalContent;
  notice: ReactNode;
  actions: ReactNode;
  panels?: Partial<Record<PortalTab, ReactNode>>;
  onTabChange?: (tab: PortalTab) => void;
  clientName?: string;
}) {
  const [tab, setTab] = useState<PortalTab>("dashboard");
  useInitialTab(setTab);
  useEffect(() => onTabChange?.(tab), [tab, onTabChange]);
  const unread = unreadCount(content);
  const { title, lead } = headline(content);
  return (
    <main>
      <ClientAreaHero
        notice={notice}
        eyebrow="Client Portal"
        title={title}
        lead={lead}
        actions={actions}
        clientName={clientName}
      />
      <div className="container-page pb-20 sm:pb-28">
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as PortalTab)} className="grid gap-6">
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
              {panels[value] ?? <Panel content={content} />}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </main>
  );
}
