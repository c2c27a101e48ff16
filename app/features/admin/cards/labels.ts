/**
 * What the visitor chose, in the words the visitor saw: the stored ids of the
 * forms' options turned back into their labels, read from where the options
 * are defined (docs/decisions/003-one-catalog.md). An id no list
 * knows (an older option, a hand-made row) is shown as stored.
 */
import type { SubmissionRecord } from "#common/admin/records";
import { formatDollars, offerOf, PRICE_LIST_LABELS, PricingError, priceListFrom, readPriceList } from "#common/catalog";
import { consultationType } from "#common/consultation/schedule";
import { budgetOnScale } from "#common/forms/budget-scale";
import { INTAKE_SERVICE_TYPES } from "#common/forms/client-intake-options";
import { priceConfiguration } from "#common/forms/contact-configuration";
import { CONTACT_PACKAGE_OPTIONS, canonicalContactPackage } from "#common/forms/contact-options";
import { findBookableSlot } from "#common/slots/calendar";
import { LAUNCH_URGENCIES, RESERVATION_PACKAGES } from "#common/slots/options";
import { MONTH_NAMES } from "#common/time/zoned";

/** A stored id and the label it stands for (the id itself when no list knows it). */
export interface Choice {
  id: string;
  label: string;
}

function choice(id: string | null | undefined, label: string | undefined): Choice | null {
  if (!id) return null;
  return { id, label: label ?? id };
}

const SLOT_ID = /^([a-z]+)-(early|late)-(\d{4})$/;

/**
 * "december-late-2026" → "December 16–31, 2026" (docs/product/lead-capture.md § Slots), also
 * for a slot no longer bookable: the calendar is asked as of that slot's month.
 */
export function slotChoice(id: string | null | undefined): Choice | null {
  const match = id ? SLOT_ID.exec(id) : null;
  if (!id || !match) return choice(id, undefined);
  const month = MONTH_NAMES.findIndex((name) => name.toLowerCase() === match[1]);
  if (month < 0) return choice(id, undefined);
  // The 10th at noon UTC is inside the early half in every time zone, so both halves are still bookable then.
  const asOf = new Date(Date.UTC(Number(match[3]), month, 10, 12));
  return choice(id, findBookableSlot(id, asOf)?.label);
}

/**
 * Reservation package ids (essential, business, enterprise) → the names the wizard showed, in the list of
 * the face the visitor booked from (the default face's before lists were stored).
 */
export function reservationPackageChoice(id: string | null | undefined, priceList?: string | null): Choice | null {
  return choice(id, RESERVATION_PACKAGES[readPriceList(priceList)].find((item) => item.id === id)?.name);
}

/** A reservation's budget on the one scale, or as the visitor said it where it does not map (common/forms/budget-scale.ts). */
export function reservationBudgetChoice(value: string | null | undefined): Choice | null {
  return choice(value, budgetOnScale(value) ?? undefined);
}

export function launchUrgencyChoice(value: string | null | undefined): Choice | null {
  return choice(value, LAUNCH_URGENCIES.find((item) => item.value === value)?.label);
}

/**
 * Contact project types with the customizer's aliases (docs/product/pricing.md § Contact package values),
 * in the list of the face the visitor wrote from (the default face's before lists were stored).
 */
export function contactPackageChoice(id: string | null | undefined, priceList?: string | null): Choice | null {
  const canonical = canonicalContactPackage(id);
  const options = CONTACT_PACKAGE_OPTIONS[readPriceList(priceList)];
  return choice(id, options.find((item) => item.value === canonical)?.label);
}

/** "strategy-session" → "Strategy Session · 60 min" (docs/product/lead-capture.md § Consultation types). */
export function consultationTypeChoice(id: string | null | undefined): Choice | null {
  const type = id ? consultationType(id) : undefined;
  return choice(id, type ? `${type.label} · ${type.minutes} min` : undefined);
}

/** Intake service ids (foundation, growth-engine, market-leader) → the names the form showed, in its face's list. */
export function intakeServiceChoice(id: string | null | undefined, priceList?: string | null): Choice | null {
  return choice(id, INTAKE_SERVICE_TYPES[readPriceList(priceList)].find((item) => item.id === id)?.name);
}

const TOOL_NAMES = { customizer: "Package customizer", quote: "Quote builder" } as const;

/**
 * A configuration handed over by a pricing tool, as the visitor priced it, in the list it was priced in:
 * "Quote builder · Growth Engine · Service tier prices · maintenance $200/month" and each add-on with its price,
 * or "(included in Growth Engine)" for one the package includes.
 * Priced again from the catalog in that list (a lead from before lists were stored, in its tool's own);
 * ids it no longer knows are shown as stored.
 */
export function configurationSummary(
  item: Pick<SubmissionRecord, "addOns" | "configuration" | "priceList">,
): { tool: string; addOns: string } | null {
  const addOnIds = item.addOns ?? [];
  const stored = item.configuration;
  if (!stored && addOnIds.length === 0) return null;
  const source = stored?.source === "customizer" || stored?.source === "quote" ? stored.source : undefined;
  const list = priceListFrom(item.priceList);
  try {
    const priced = priceConfiguration({
      packageId: stored?.package,
      addOnIds,
      source,
      list,
      maintenance: stored?.maintenance,
    });
    const parts = [TOOL_NAMES[priced.source], priced.packageName, PRICE_LIST_LABELS[priced.list]];
    if (priced.monthly > 0) {
      // Custom Enterprise's own monthly care, else the quote builder's maintenance option.
      const care = offerOf(priced.list, priced.packageId)?.monthlyPrice ? "monthly care" : "maintenance";
      parts.push(`${care} ${formatDollars(priced.monthly)}/month`);
    }
    return {
      tool: parts.join(" · "),
      // An add-on the package includes is named so, never priced (docs/product/pricing.md § What an offer includes).
      addOns: [
        ...priced.addOns.map((addOn) => `${addOn.name} ${formatDollars(addOn.price)}`),
        ...priced.included.map((addOn) => `${addOn.name} (included in ${priced.packageName})`),
      ].join(", "),
    };
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
    return { tool: source ? TOOL_NAMES[source] : "", addOns: addOnIds.join(", ") };
  }
}

/** The label alone, for one-line summaries. */
export const labelOf = (value: Choice | null): string => value?.label ?? "";
