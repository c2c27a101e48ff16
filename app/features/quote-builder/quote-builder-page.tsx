import { ArrowLeft, CalendarDays, Send } from "lucide-react";
import { useMemo, useState } from "react";
import { configurationQuery, contactHref } from "../../../common/catalog/hand-off";
import { quoteTotal } from "../../../common/catalog/pricing";
import { QUOTE_ADD_ONS, QUOTE_PACKAGES, type QuotePackageId } from "../../../common/catalog/quote";
import { tierByKey } from "../../../common/catalog/tiers";
import { SiteLink } from "../../lib/style-variant";
import { primaryAction, secondaryAction, tertiaryAction } from "../pricing-tools/action-styles";
import { DroppedNotice, IdList } from "../pricing-tools/dropped-notice";
import { MobileTotalBar } from "../pricing-tools/mobile-total-bar";
import { pricingPageMain, summaryColumn } from "../pricing-tools/page-layout";
import { PriceSummary } from "../pricing-tools/price-summary";
import { PrintHeading } from "../pricing-tools/print-heading";
import { ShareActions } from "../pricing-tools/share-actions";
import { useShareablePath } from "../pricing-tools/use-shareable-path";
import { AddOnStep } from "./add-on-step";
import { MaintenanceToggle } from "./maintenance-toggle";
import { PackageStep } from "./package-step";
import type { QuoteSearch } from "./quote-search";

/**
 * The custom quote builder (spec 000 §2, §4): the base package starts from
 * the address (default business), add-ons toggle, and the summary is
 * recomputed from the catalog on every change.
 */
export function QuoteBuilderPage({ search }: { search: QuoteSearch }) {
  const [packageId, setPackageId] = useState<QuotePackageId>(search.packageId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(search.selected));
  const [maintenance, setMaintenance] = useState(search.maintenance);

  const selectedIds = useMemo(
    () => QUOTE_ADD_ONS.filter((addOn) => selected.has(addOn.id)).map((addOn) => addOn.id),
    [selected],
  );
  const price = quoteTotal(packageId, selectedIds, maintenance);
  const basePackage = QUOTE_PACKAGES.find((item) => item.id === packageId)!;
  const configuration = { packageId, addOnIds: selectedIds, maintenance };
  const shareablePath = useShareablePath(
    configurationQuery(configuration),
    search.dropped.length > 0 || search.packageReason === "unknown",
  );

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const landingTier = tierByKey("landing");

  return (
    <main data-print-root className={pricingPageMain}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-20 -z-10 h-[36rem] bg-[radial-gradient(50rem_28rem_at_15%_0%,color-mix(in_oklab,var(--color-neon-lime)_10%,transparent),transparent_70%)] print:hidden"
      />
      <div className="container-page pt-6 sm:pt-10">
        <PrintHeading kind="Custom quote" path={shareablePath} />
        <SiteLink to="/services" className={`-ml-6 print:hidden ${tertiaryAction}`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          BACK TO SERVICES
        </SiteLink>
        <header className="mt-4">
          <p className="font-display text-xs font-semibold tracking-[0.3em] text-neon-cyan uppercase">
            Custom quote builder
          </p>
          <h1 className="mt-4 max-w-4xl font-display text-[clamp(2.5rem,7vw,5rem)] leading-[0.95] font-bold tracking-tight print:mt-2 print:text-3xl">
            Build your <span className="text-gradient-neon">quote</span>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-200 print:hidden">
            Choose a base package, add the features you need and see the price as you go. Your choices stay in the
            address, so you can bookmark this quote or send it to your team.
          </p>
        </header>

        <div className="mt-6 space-y-3 empty:hidden">
          {search.packageReason === "unknown" ? (
            <DroppedNotice title="We could not find that package">
              <IdList ids={[search.unknownPackage ?? ""]} /> is not one of our packages, so the quote starts from{" "}
              {basePackage.name}. Pick another base package below at any time.
            </DroppedNotice>
          ) : null}
          {search.packageReason === "landing" && landingTier ? (
            <DroppedNotice title={`The ${landingTier.name} is priced on its own`}>
              It starts {landingTier.priceText.replace(/^starting at /, "at ")}. This builder prices full websites, so
              it opens on {QUOTE_PACKAGES.find((item) => item.id === search.packageId)?.name}, the nearest one.
            </DroppedNotice>
          ) : null}
          {search.dropped.length > 0 ? (
            <DroppedNotice
              title={`${search.dropped.length === 1 ? "One add-on" : `${search.dropped.length} add-ons`} from the link could not be added`}
            >
              <IdList ids={search.dropped} /> {search.dropped.length === 1 ? "is" : "are"} not in our list, so{" "}
              {search.dropped.length === 1 ? "it was" : "they were"} left out.
              {search.selected.length > 0 ? " Everything else in the link is selected below." : null}
            </DroppedNotice>
          ) : null}
        </div>

        <div className="mt-12 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start xl:gap-14 print:mt-6 print:block">
          <div className="min-w-0 space-y-16 print:hidden">
            <PackageStep value={packageId} onChange={setPackageId} />
            <AddOnStep selected={selected} onToggle={toggle} />
            <MaintenanceToggle on={maintenance} onToggle={() => setMaintenance((on) => !on)} />
          </div>

          <div className={summaryColumn}>
            <PriceSummary
              title="Your quote"
              base={{ id: "base", label: `${basePackage.name} base`, amount: price.base }}
              addOns={price.addOns.map((line) => ({ id: line.id, label: line.name, amount: line.price }))}
              total={price.total}
              monthly={
                price.monthly > 0
                  ? {
                      label: "Monthly maintenance",
                      amount: price.monthly,
                      note: "Billed monthly after launch, not part of the total.",
                    }
                  : undefined
              }
              emptyText="No add-ons yet: pick any in step 2."
            >
              <SiteLink to={contactHref("quote", configuration, price.total)} className={primaryAction}>
                <Send aria-hidden="true" className="size-4" />
                REQUEST THIS QUOTE
              </SiteLink>
              <SiteLink to="/book-consultation" className={secondaryAction}>
                <CalendarDays aria-hidden="true" className="size-4" />
                BOOK A CONSULTATION
              </SiteLink>
              <ShareActions path={shareablePath} />
            </PriceSummary>
          </div>
        </div>
      </div>
      <MobileTotalBar total={price.total} monthly={price.monthly || undefined} />
    </main>
  );
}
