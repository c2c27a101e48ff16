import { ArrowLeft, BookOpen, Briefcase, CircleHelp, type LucideIcon } from "lucide-react";
import { Tabs } from "radix-ui";
import type { ComponentType } from "react";
import { START_PROJECT } from "#app/components/layout/start-project";
import { ArrowRight, CtaLink } from "#app/features/marketing-ui/cta-link";
import { ClientAreaHero } from "../client-area-hero";
import { FaqPanel, GuidesPanel, PastWorkPanel } from "./resources-panels";

/** The three tabs of /resources, in order (docs/product/client-area.md § Resources). */
const TABS: ReadonlyArray<{ value: string; label: string; icon: LucideIcon; panel: ComponentType }> = [
  { value: "guides", label: "Guides & Resources", icon: BookOpen, panel: GuidesPanel },
  { value: "faqs", label: "FAQs", icon: CircleHelp, panel: FaqPanel },
  { value: "examples", label: "Past Work Examples", icon: Briefcase, panel: PastWorkPanel },
];

/** /resources (docs/product/client-area.md § Resources). */
export function ResourcesPage() {
  return (
    <main>
      <ClientAreaHero
        eyebrow="Client Resources"
        title="Everything you need for a smooth project"
        lead="Guides worth reading, straight answers to the questions clients ask most, and example projects that show how scope shapes the timeline."
        actions={
          <>
            <CtaLink to={START_PROJECT.href}>
              {START_PROJECT.label} <ArrowRight />
            </CtaLink>
            <CtaLink to="/onboarding" kind="secondary">
              <ArrowLeft aria-hidden="true" className="size-5" />
              Back to Onboarding
            </CtaLink>
          </>
        }
      />
      <div className="container-page pb-20 sm:pb-28">
        <Tabs.Root defaultValue="guides" className="grid gap-6">
          <Tabs.List
            aria-label="Resource sections"
            className="grid gap-1 rounded-3xl border border-ink-700 bg-ink-900/80 p-1.5 sm:flex sm:w-fit sm:rounded-full"
          >
            {TABS.map(({ value, label, icon: Icon }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 font-display text-sm font-semibold whitespace-nowrap text-ink-300 transition-colors hover:text-white data-[state=active]:bg-neon-cyan data-[state=active]:text-ink-950"
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map(({ value, panel: Panel }) => (
            <Tabs.Content key={value} value={value} className="focus-visible:outline-offset-4">
              <Panel />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </main>
  );
}
