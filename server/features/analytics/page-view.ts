/**
 * A page view as the beacon reports it (docs/product/analytics.md § Counting): the page's address and the
 * referrer. Only the path (one of the site's pages: ./counted-pages.ts), the campaign's three utm parameters
 * and the other site's host are kept, each within its column; a query's other parameters, a fragment, a
 * referrer from the site itself and a host no name can have (over 253 characters) are dropped.
 */
import { z } from "zod";
import { countedPath } from "./counted-pages.ts";

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

/** The longest host name DNS allows; a longer "host" is not one, and would not fit its column. */
const HOST_MAX = 253;
const UTM_MAX = 100;

const clip = (value: string | null, length: number) => {
  const trimmed = value?.trim().toLowerCase();
  return trimmed ? trimmed.slice(0, length) : null;
};

function hostOf(address: string | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    const host = url.hostname.replace(/^www\./, "");
    return (url.protocol === "http:" || url.protocol === "https:") && host && host.length <= HOST_MAX ? host : null;
  } catch {
    return null;
  }
}

/** The view, or undefined when the address is not a public page of this site (builtPages: ./counted-pages.ts). */
export function readPageView(
  view: z.infer<typeof pageViewSchema>,
  siteHost: string,
  builtPages?: ReadonlySet<string>,
): PageView | undefined {
  let url: URL;
  try {
    url = new URL(view.u);
  } catch {
    return undefined;
  }
  if (url.hostname.replace(/^www\./, "") !== siteHost) return undefined;
  const path = countedPath(url.pathname.replace(/(.)\/+$/, "$1"), builtPages);
  if (!path) return undefined;
  const referrerHost = hostOf(view.r);
  return {
    path,
    referrerHost: referrerHost === siteHost ? null : referrerHost,
    utmSource: clip(url.searchParams.get("utm_source"), UTM_MAX),
    utmMedium: clip(url.searchParams.get("utm_medium"), UTM_MAX),
    utmCampaign: clip(url.searchParams.get("utm_campaign"), UTM_MAX),
  };
}
