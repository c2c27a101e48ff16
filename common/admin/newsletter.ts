/** The console's newsletter subscribers (docs/product/admin-console.md § Newsletter subscribers). */
export interface SubscriberRecord {
  id: number;
  email: string;
  /** pending (not confirmed yet), confirmed or unsubscribed. */
  status: string;
  /** The page the box was on. */
  sourcePath: string | null;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface SubscriberList {
  items: SubscriberRecord[];
  counts: { pending: number; confirmed: number; unsubscribed: number };
}
