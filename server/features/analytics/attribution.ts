/**
 * Where a lead came from (docs/product/analytics.md § Attribution), read when the lead is stored: the visitor of
 * the request (today's hash, as the beacon made it) and their views of the last day give the visit's entry page,
 * the other site and campaign it began with; the page it was sent from is the request's own page (Referer, from
 * this site) or the visitor's last view. Kept with the lead, so it outlives the raw views. A lead is never lost
 * to this: a failure here is logged and the lead keeps no attribution.
 */

import { and, asc, eq, gte } from "drizzle-orm";
import type { Context } from "hono";
import { analyticsEvents, leadAttributions } from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { type ViewRow, viewQueueFor } from "./view-queue.ts";
import { visitorOf } from "./visitor.ts";

export type LeadKind = "submission" | "reservation" | "consultation" | "intake" | "mood-board" | "chat";

export interface Attribution {
  entryPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  sentFrom: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The request's own page when it came from this site ("/contact"), else undefined. */
function pageOfReferer(c: Context): string | undefined {
  const referer = c.req.header("referer");
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    return from.host === new URL(c.req.url).host ? from.pathname.slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}

export async function attributionOf(deps: AppDeps, c: Context): Promise<Attribution | undefined> {
  const sentFrom = pageOfReferer(c) ?? null;
  const now = deps.now();
  const visitor = await visitorOf(deps, c, now, { create: false });
  let views: ViewRow[] = [];
  if (visitor) {
    const stored = await deps.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.visitor, visitor), gte(analyticsEvents.at, new Date(now.getTime() - DAY_MS))))
      .orderBy(asc(analyticsEvents.at))
      .limit(500);
    views = [...stored, ...viewQueueFor(deps.db, deps.logger).pendingOf(visitor)];
  }
  const entry = views[0];
  const source = views.find((view) => view.referrerHost || view.utmSource || view.utmCampaign);
  if (!entry && !sentFrom) return undefined;
  return {
    entryPage: entry?.path ?? null,
    referrerHost: source?.referrerHost ?? null,
    utmSource: source?.utmSource ?? null,
    utmMedium: source?.utmMedium ?? null,
    utmCampaign: source?.utmCampaign ?? null,
    sentFrom: sentFrom ?? views.at(-1)?.path ?? null,
  };
}

/** Stores where the lead came from; never throws (the lead is already in). */
export async function recordAttribution(deps: AppDeps, c: Context, kind: LeadKind, leadId: number): Promise<void> {
  try {
    const attribution = await attributionOf(deps, c);
    if (attribution) {
      await deps.db
        .insert(leadAttributions)
        .values({ leadKind: kind, leadId, ...attribution })
        .onConflictDoNothing();
    }
  } catch (error) {
    deps.logger.warn("lead attribution not recorded", { kind, leadId, error: (error as Error).message });
  }
}
