import type { ReactNode } from "react";
import type { PriceBreakdown } from "#common/catalog/pricing";
import { MobileTotalBar } from "./mobile-total-bar";
import { pricingPageMain, summaryColumn } from "./page-layout";
import { breakdownLines, PriceSummary } from "./price-summary";
import { PrintHeading } from "./print-heading";
import { ShareActions } from "./share-actions";

/**
 * What both pricing pages wrap their content in: the glow behind the header (its colour is the page's),
 * the heading only a printout shows, and the total bar pinned at the bottom on phones.
 */
export function PricingPageFrame({
  glowClassName,
  printKind,
  path,
  price,
  children,
}: {
  glowClassName: string;
  printKind: string;
  path: string;
  price: PriceBreakdown;
  children: ReactNode;
}) {
  return (
    <main data-print-root className={pricingPageMain}>
      <div aria-hidden="true" className={glowClassName} />
      <div className="container-page pt-6 sm:pt-10">
        <PrintHeading kind={printKind} path={path} />
        {children}
      </div>
      <MobileTotalBar total={price.total} monthly={price.monthly || undefined} />
    </main>
  );
}

/** The price summary's column: the computed price, the page's own actions, then the ways to share the page. */
export function SummaryColumn({
  title,
  price,
  baseName,
  monthlyLabel,
  emptyText,
  path,
  children,
}: {
  title: string;
  price: PriceBreakdown;
  baseName: string;
  monthlyLabel: string;
  emptyText: string;
  path: string;
  children: ReactNode;
}) {
  return (
    <div className={summaryColumn}>
      <PriceSummary title={title} {...breakdownLines(price, baseName, monthlyLabel)} emptyText={emptyText}>
        {children}
        <ShareActions path={path} />
      </PriceSummary>
    </div>
  );
}
