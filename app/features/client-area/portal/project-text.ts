/**
 * The words the portal screens print for a project of the portal's overview
 * (common/client-area/api.ts): the same for the sample project and a
 * signed-in client's.
 */
import { tierByKey } from "#common/catalog";
import type { PortalDocument, PortalOverview, PortalProjectDetail } from "#common/client-area/api";

/** "in_progress" → "In Progress". */
export function statusLabel(status: string): string {
  return status
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(" ");
}

/** The catalog's name for a package key ("business" → "Growth Engine"); other text as it is. */
export function packageName(packageType: string): string {
  const keys: Record<string, string> = {
    foundation: "essential",
    "growth-engine": "business",
    "market-leader": "enterprise",
  };
  return tierByKey(keys[packageType] ?? packageType)?.name ?? packageType;
}

export function clientCompany(overview: PortalOverview): string {
  const { client } = overview;
  return client.company ?? `${client.firstName} ${client.lastName}`;
}

/** The documents of the project shown, and those that belong to no project in particular. */
export function projectDocuments(overview: PortalOverview, project: PortalProjectDetail | undefined): PortalDocument[] {
  return overview.documents.filter((document) => document.projectId === null || document.projectId === project?.id);
}
