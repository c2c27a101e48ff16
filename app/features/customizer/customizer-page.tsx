import { ArrowLeft, CalendarCheck, Send } from "lucide-react";
import { useMemo } from "react";
import { usePriceList } from "#app/lib/price-list";
import { SiteLink } from "#app/lib/style-variant";
import { CUSTOMIZER_ADD_ONS, CUSTOMIZER_CATEGORIES, type CustomizerAddOnId } from "#common/catalog/customizer-add-ons";
import { configurationQuery, contactHref } from "#common/catalog/hand-off";
import { addOnInOffer } from "#common/catalog/included";
import { type PackageId, packageById } from "#common/catalog/packages";
import { customizerAddOnIn, offerOf } from "#common/catalog/price-lists";
import { customizerTotal } from "#common/catalog/pricing";
import { primaryAction, secondaryAction, tertiaryAction } from "../pricing-tools/action-styles";
import { AddOnToggle, UnpricedAddOn } from "../pricing-tools/add-on-toggle";
import { DroppedNotice, IdList } from "../pricing-tools/dropped-notice";
import { PricingPageFrame, SummaryColumn } from "../pricing-tools/pricing-page-frame";
import { useShareablePath } from "../pricing-tools/use-shareable-path";
import { useToggleSet } from "../pricing-tools/use-toggle-set";
import { PackageHeader } from "./package-header";

/** Which of the link's ids exist but are not offered with this package, and which are not add-ons at all. */
function DroppedAddOns({
  dropped,
  packageName,
  anythingSelected,
}: {
  dropped: string[];
  packageName: string;
  anythingSelected: boolean;
}) {
  const notOffered = dropped.filter((id) => CUSTOMIZER_ADD_ONS.some((addOn) => addOn.id === id));
  const unknown = dropped.filter((id) => !notOffered.includes(id));
  const verb = (ids: string[]) => (ids.length === 1 ? "is" : "are");
  return (
    <>
      {notOffered.length > 0 ? (
        <>
          <IdList ids={notOffered} /> {verb(notOffered)} not offered with {packageName}.{" "}
        </>
      ) : null}
      {unknown.length > 0 ? (
        <>
          <IdList ids={unknown} /> {verb(unknown)} not one of our add-ons.{" "}
        </>
      ) : null}
      {dropped.length === 1 ? "It was" : "They were"} left out.
      {anythingSelected ? " Everything else in the link is selected below." : null}
    </>
  );
}

export interface CustomizerPageProps {
  packageId: PackageId;
  initialSelection: CustomizerAddOnId[];
  dropped: string[];
}

/**
 * The package customizer (docs/product/pricing.md § Customizer screen): the selection starts from the
 * address (empty by default), every click toggles one add-on, and the total
 * is base + selected add-ons with the monthly price shown apart.
 */
export function CustomizerPage({ packageId, initialSelection, dropped }: CustomizerPageProps) {
  const selectedPackage = packageById(packageId)!;
  const priceList = usePriceList();
  const offer = offerOf(priceList, packageId)!;
  const [selected, toggle] = useToggleSet(initialSelection);

  // Catalog order, so the address and the summary read the same whatever the click order.
  const selectedIds = useMemo(
    () => selectedPackage.availableAddOns.filter((id) => selected.has(id)),
    [selectedPackage, selected],
  );
  const price = customizerTotal(packageId, selectedIds, priceList);
  // What the package includes is neither priced nor handed over: the links carry what is bought.
  const boughtIds = price.addOns.map((addOn) => addOn.id);
  const query = configurationQuery({ packageId, addOnIds: boughtIds });
  const shareablePath = useShareablePath(query, dropped.length > 0);

  const groups = CUSTOMIZER_CATEGORIES.map((category) => ({
    category,
    // The add-ons the package offers, and those it includes (shown as included).
    addOns: CUSTOMIZER_ADD_ONS.filter(
      (addOn) =>
        addOn.category === category &&
        (selectedPackage.availableAddOns.includes(addOn.id) ||
          addOnInOffer(priceList, offer.id, "customizer", addOn.id)?.included),
    ).map((addOn) => customizerAddOnIn(priceList, addOn)),
  })).filter((group) => group.addOns.length > 0);

  return (
    <PricingPageFrame
      glowClassName="pointer-events-none absolute inset-x-0 -top-20 -z-10 h-[36rem] bg-[radial-gradient(50rem_28rem_at_80%_0%,color-mix(in_oklab,var(--color-neon-cyan)_14%,transparent),transparent_70%)] print:hidden"
      printKind="Package quote"
      path={shareablePath}
      price={price}
    >
      {dropped.length > 0 ? (
        <div className="mb-6">
          <DroppedNotice
            title={`${dropped.length === 1 ? "One add-on" : `${dropped.length} add-ons`} from the link could not be added`}
          >
            <DroppedAddOns dropped={dropped} packageName={offer.name} anythingSelected={initialSelection.length > 0} />
          </DroppedNotice>
        </div>
      ) : null}
      <div>
        <PackageHeader offer={offer} />
      </div>

      <div className="mt-14 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start xl:gap-14 print:mt-8 print:block">
        <section aria-labelledby="add-ons-title" className="print:hidden">
          <h2 id="add-ons-title" className="font-display text-3xl font-bold tracking-tight sm:text-4xl">
            Tailor it with <span className="text-gradient-neon">add-ons</span>
          </h2>
          <p className="mt-3 max-w-xl text-ink-300">
            Pick what your project needs. The total updates as you go, and the address keeps your choices, so you can
            bookmark it or send it on.
          </p>
          <div className="mt-10 space-y-12">
            {groups.map(({ category, addOns }) => (
              <section key={category} aria-labelledby={`category-${category}`}>
                <h3
                  id={`category-${category}`}
                  className="flex items-center gap-3 font-display text-sm font-semibold tracking-[0.25em] text-ink-200 uppercase"
                >
                  <span aria-hidden="true" className="h-px w-8 bg-neon-cyan" />
                  {category}
                </h3>
                <ul className="mt-5 grid gap-4 sm:grid-cols-2">
                  {addOns.map((addOn) => {
                    const inOffer = addOnInOffer(priceList, offer.id, "customizer", addOn.id);
                    return (
                      <li key={addOn.id}>
                        {inOffer?.included ? (
                          <UnpricedAddOn
                            name={addOn.name}
                            description={addOn.description}
                            offerName={offer.name}
                            included
                          />
                        ) : (
                          <AddOnToggle
                            id={addOn.id}
                            name={addOn.name}
                            price={addOn.price}
                            description={addOn.description}
                            pressed={selected.has(addOn.id)}
                            onToggle={() => toggle(addOn.id)}
                            adds={inOffer?.adds}
                          />
                        )}
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </div>
        </section>

        <SummaryColumn
          title="Price calculator"
          price={price}
          baseName={offer.displayName}
          monthlyLabel="Ongoing care"
          emptyText="No add-ons yet: choose any to see them here."
          path={shareablePath}
        >
          <SiteLink to={`/reserve-slot?package=${packageId}`} className={primaryAction}>
            <CalendarCheck aria-hidden="true" className="size-4" />
            RESERVE SLOT
          </SiteLink>
          <SiteLink
            to={contactHref("customizer", { packageId, addOnIds: boughtIds }, price.total, priceList)}
            className={secondaryAction}
          >
            <Send aria-hidden="true" className="size-4" />
            CUSTOM QUOTE
          </SiteLink>
          <SiteLink to="/services" className={tertiaryAction}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            CHANGE PACKAGE
          </SiteLink>
        </SummaryColumn>
      </div>
    </PricingPageFrame>
  );
}
