import type { PlainFormResult } from "#app/components/form/plain-form";
import type { PriceList } from "#common/catalog/price-lists";
import { CONTACT_WEBSITE_PARAM } from "#common/forms/contact-address";
import { CONTACT_PACKAGE_OPTIONS, type ContactPackageId, canonicalContactPackage } from "#common/forms/contact-options";
import { isWebAddress, normaliseWebAddress } from "#common/forms/web-address";
import type { HandedOverConfiguration } from "./pricing-configuration";

export interface ContactValues {
  name: string;
  email: string;
  business: string;
  phone: string;
  package: ContactPackageId | "";
  details: string;
  websiteUrl: string;
  companyFax: string;
}

export const CONTACT_FIELD_NAMES = [
  "name",
  "email",
  "business",
  "phone",
  "package",
  "details",
  "websiteUrl",
  "companyFax",
] as const satisfies ReadonlyArray<keyof ContactValues>;

/** The fields that show an inline error: name, email, websiteUrl (docs/product/lead-capture.md § Contact fields). */
export type InlineErrorField = "name" | "email" | "websiteUrl";
export const INLINE_FIELDS: readonly InlineErrorField[] = ["name", "email", "websiteUrl"];

export function inlineErrorsOf(fields: Record<string, string>): Partial<Record<InlineErrorField, string>> {
  return Object.fromEntries(INLINE_FIELDS.filter((field) => fields[field]).map((field) => [field, fields[field]]));
}

/** The project type `?package=` names, in either spelling; nothing when it names none. */
export function initialPackage(raw: string | null | undefined): ContactPackageId | "" {
  return canonicalContactPackage(raw) ?? "";
}

/**
 * The package the address chooses: `?package=` when it names one, else the
 * audit for `?service=analysis` (where the audit page's CONTACT FOR MANUAL
 * ANALYSIS and PROVIDE ADDITIONAL DETAILS send visitors): that request is an
 * audit, and audit mode goes with the audit package (docs/product/lead-capture.md § Audit mode).
 */
export function addressPackage(params: URLSearchParams, list: PriceList): ContactPackageId | "" {
  const named = initialPackage(params.get("package"));
  // A project type the face does not sell (the Landing Page in the light face) asks for a custom quote.
  if (named && !CONTACT_PACKAGE_OPTIONS[list].some((option) => option.value === named)) return "custom";
  return named || (params.get("service") === "analysis" ? "audit" : "");
}

/**
 * The website address a link fills in (`?website=`, where the audit sends a
 * visitor with the address it could not analyse); anything that is not a web
 * address is left out rather than shown as an error the visitor never made.
 */
export function addressWebsite(params: URLSearchParams): string {
  const raw = params.get(CONTACT_WEBSITE_PARAM)?.trim() ?? "";
  if (raw === "" || raw.length > 2048) return "";
  return isWebAddress(normaliseWebAddress(raw)) ? raw : "";
}

/** Audit mode: `?service=analysis`, the audit package, a typed website (docs/product/lead-capture.md § Audit mode). */
export function isAuditRequest(values: ContactValues, analysisRequested: boolean): boolean {
  return analysisRequested || values.package === "audit" || values.websiteUrl.trim() !== "";
}

/**
 * The body of POST /api/contact, built the same way by the form in the browser
 * and by the page's action when the form is sent without its script.
 */
export function contactPayload(
  values: ContactValues,
  {
    analysisRequested,
    configuration,
    priceList,
  }: {
    analysisRequested: boolean;
    configuration: HandedOverConfiguration | null;
    /** The face's list, which names the project types in the lead's emails and console. */
    priceList: PriceList;
  },
) {
  return {
    ...values,
    package: values.package || undefined,
    isAuditRequest: isAuditRequest(values, analysisRequested),
    priceList,
    // A handed-over configuration keeps the list it was priced in.
    ...(configuration ? configuration.payload : {}),
  };
}

/** What the page's action answers a form sent without its script (see contact-action.server.ts). */
export type ContactActionResult = PlainFormResult<ContactValues>;
