import { ArrowLeft, CalendarDays, Send } from "lucide-react";
import { useMemo, useState } from "react";
import { usePriceList } from "#app/lib/price-list";
import { SiteLink } from "#app/lib/style-variant";
import { configurationQuery, contactHref } from "#common/catalog/hand-off";
import { quoteBaseOf } from "#common/catalog/price-lists";
import { quoteTotal } from "#common/catalog/pricing";
import {
  DEFAULT_QUOTE_PACKAGE,
  LANDING_QUOTE_BASE,
  QUOTE_ADD_ONS,
  type QuoteBaseId,
  quoteAddOnOffered,
} from "#common/catalog/quote";
import { primaryAction, secondaryAction, tertiaryAction } from "../pricing-tools/action-styles";
import { DroppedNotice, IdList } from "../pricing-tools/dropped-notice";
import { PricingPageFrame, SummaryColumn } from "../pricing-tools/pricing-page-frame";
import { useShareablePath } from "../pricing-tools/use-shareable-path";
import { useToggleSet } from "../pricing-tools/use-toggle-set";
import { AddOnStep } from "./add-on-step";
import { MaintenanceToggle } from "./maintenance-toggle";
import { PackageStep } from "./package-step";
import type { QuoteSearch } from "./quote-search";

/**
 * The custom quote builder (docs/product/pricing.md § Quote builder screen): the base package starts from
 * the address (default business), add-ons toggle, and the summary is
 * recomputed from the catalog on every change.
 */
export function QuoteBuilderPage({ search }: { search: QuoteSearch }) {
  const [packageId, setPackageId] = useState<QuoteBaseId>(search.packageId);
  const [selected, toggle] = useToggleSet<string>(search.selected);
  const [maintenance, setMaintenance] = useState(search.maintenance);
  const priceList = usePriceList();

  // A choice the base does not offer (a store on the Landing Page) stays chosen for another base, unpriced here.
  const selectedIds = useMemo(
    () =>
      QUOTE_ADD_ONS.filter((addOn) => selected.has(addOn.id) && quoteAddOnOffered(packageId, addOn.id)).map(
        (addOn) => addOn.id,
      ),
    [selected, packageId],
  );
  const basePackage = quoteBaseOf(priceList, packageId) ?? quoteBaseOf(priceList, DEFAULT_QUOTE_PACKAGE)!;
  const takesMaintenance = basePackage.id !== LANDING_QUOTE_BASE;
  const price = quoteTotal(basePackage.id, selectedIds, maintenance && takesMaintenance, priceList);
  // What the package includes is neither priced nor handed over: the link carries what is bought.
  const configuration = {
    packageId: basePackage.id,
    addOnIds: price.addOns.map((addOn) => addOn.id),
    maintenance: maintenance && takesMaintenance,
  };
  const shareablePath = useShareablePath(
    configurationQuery(configuration),
    search.dropped.length > 0 || search.packageReason === "unknown",
  );

  return (
    <PricingPageFrame
      glowClassName="pointer-events-none absolute inset-x-0 -top-20 -z-10 h-[36rem] bg-[radial-gradient(50rem_28rem_at_15%_0%,color-mix(in_oklab,var(--color-neon-lime)_10%,transparent),transparent_70%)] print:hidden"
      printKind="Custom quote"
      path={shareablePath}
      price={price}
    >
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
        {search.packageReason === "landing" && priceList === "packages" ? (
          // The light face sells no landing page of its own: no price from the other list here.
          <DroppedNotice title="A single landing page is quoted on request">
            This builder prices full websites, so it opens on {quoteBaseOf(priceList, search.packageId)?.name}, the
            nearest one. Tell us about your page when you request the quote.
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
          <PackageStep priceList={priceList} value={packageId} onChange={setPackageId} />
          <AddOnStep priceList={priceList} offer={basePackage} selected={selected} onToggle={toggle} />
          {/* The Landing Page has its 30-day support and no maintenance plan (docs/product/pricing.md § Maintenance). */}
          {takesMaintenance ? (
            <MaintenanceToggle
              on={maintenance}
              includedIn={basePackage.monthlyPrice ? basePackage : undefined}
              onToggle={() => setMaintenance((on) => !on)}
            />
          ) : null}
        </div>

        <SummaryColumn
          title="Your quote"
          price={price}
          baseName={basePackage.name}
          monthlyLabel={basePackage.monthlyPrice ? "Ongoing care" : "Monthly maintenance"}
          emptyText="No add-ons yet: pick any in step 2."
          path={shareablePath}
        >
          <SiteLink to={contactHref("quote", configuration, price.total, priceList)} className={primaryAction}>
            <Send aria-hidden="true" className="size-4" />
            REQUEST THIS QUOTE
          </SiteLink>
          <SiteLink to="/book-consultation" className={secondaryAction}>
            <CalendarDays aria-hidden="true" className="size-4" />
            BOOK A CONSULTATION
          </SiteLink>
        </SummaryColumn>
      </div>
    </PricingPageFrame>
  );
}
