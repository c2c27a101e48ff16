/**
 * A page view as the beacon reports it (docs/product/analytics.md § Counting): the page's address and the
 * referrer. Only the path, the campaign's three utm parameters and the other site's host are kept; a query's
 * other parameters, a fragment and a referrer from the site itself are dropped.
 */
import { z } from "zod";

export const pageViewSchema = z.object({
  /** location.href */
  u: z.string().max(2000),
  /** document.referrer, on the first view of a page load only */
  r: z.string().max(2000).optional(),
});

export interface PageView {
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/** Pages counted: the public site, not the console, the client area or the API. */
const NOT_PUBLIC = /^\/(admin|api|portal|client-portal|onboarding|resources)(\/|$)/;

const clip = (value: string | null, length: number) => {
  const trimmed = value?.trim().toLowerCase();
  return trimmed ? trimmed.slice(0, length) : null;
};

function hostOf(address: string | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === "http:" || url.protocol === "https:" ? url.hostname.replace(/^www\./, "") : null;
  } catch {
    return null;
  }
}

/** The view, or undefined when the address is not a public page of this site. */
export function readPageView(view: z.infer<typeof pageViewSchema>, siteHost: string): PageView | undefined {
  let url: URL;
  try {
    url = new URL(view.u);
  } catch {
    return undefined;
  }
  if (url.hostname.replace(/^www\./, "") !== siteHost || NOT_PUBLIC.test(url.pathname)) return undefined;
  const referrerHost = hostOf(view.r);
  return {
    path: url.pathname.replace(/(.)\/+$/, "$1").slice(0, 300),
    referrerHost: referrerHost === siteHost ? null : referrerHost,
    utmSource: clip(url.searchParams.get("utm_source"), 100),
    utmMedium: clip(url.searchParams.get("utm_medium"), 100),
    utmCampaign: clip(url.searchParams.get("utm_campaign"), 100),
  };
}
