import { addOnInOffer } from "#common/catalog/included";
import { type PriceList, quoteAddOnIn } from "#common/catalog/price-lists";
import { QUOTE_ADD_ONS, QUOTE_CATEGORIES, quoteAddOnOffered } from "#common/catalog/quote";
import { AddOnToggle, UnpricedAddOn } from "../pricing-tools/add-on-toggle";
import { StepHeading } from "./package-step";

/**
 * Step 2: the add-ons, by category, with their badges (docs/product/pricing.md § Quote add-ons), each
 * named and priced as the face's list has it (§ Price lists). One the base package includes is shown as
 * included, not sold (§ What an offer includes).
 */
export function AddOnStep({
  priceList,
  offer,
  selected,
  onToggle,
}: {
  priceList: PriceList;
  /** The base package: its id and name as the face shows it. */
  offer: { id: string; name: string };
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  return (
    <section aria-labelledby="quote-add-ons">
      <StepHeading id="quote-add-ons" step={2} title="Add the features you need" />
      <div className="mt-8 space-y-12">
        {QUOTE_CATEGORIES.map((category) => (
          <section key={category} aria-labelledby={`quote-category-${category}`}>
            <h3
              id={`quote-category-${category}`}
              className="flex items-center gap-3 font-display text-sm font-semibold tracking-[0.25em] text-ink-200 uppercase"
            >
              <span aria-hidden="true" className="h-px w-8 bg-neon-cyan" />
              {category}
            </h3>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2">
              {QUOTE_ADD_ONS.filter((addOn) => addOn.category === category)
                .map((addOn) => ({ ...quoteAddOnIn(priceList, addOn), badge: addOn.badge }))
                .map((addOn) => {
                  const inOffer = addOnInOffer(priceList, offer.id, "quote", addOn.id);
                  return (
                    <li key={addOn.id}>
                      {!quoteAddOnOffered(offer.id, addOn.id) || inOffer?.included ? (
                        <UnpricedAddOn
                          name={addOn.name}
                          description={addOn.description}
                          offerName={offer.name}
                          included={inOffer?.included === true}
                        />
                      ) : (
                        <AddOnToggle
                          id={addOn.id}
                          name={addOn.name}
                          price={addOn.price}
                          description={addOn.description}
                          badge={addOn.badge}
                          pressed={selected.has(addOn.id)}
                          onToggle={() => onToggle(addOn.id)}
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
  );
}
