import type { PortalOverview, PortalProjectDetail } from "#common/client-area/api";

/**
 * What the portal screens draw: a portal overview (the sample's or a
 * signed-in client's), the project on screen, and the two things a visitor's
 * sample says differently from a client's own portal.
 */
export interface PortalContent {
  overview: PortalOverview;
  /** None while a signed-in client's project is being set up. */
  project: PortalProjectDetail | undefined;
  /** Who signs the agency's messages. */
  teamName: string;
  /** The sample's invoices say there is nothing to pay. */
  sample: boolean;
}

export function unreadCount(content: PortalContent): number {
  return content.overview.messages.filter((message) => !message.fromClient && !message.isRead).length;
}
