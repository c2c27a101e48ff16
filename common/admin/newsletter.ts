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

/** What an issue needs before it goes (POST /api/admin/newsletter/issues and …/issues/test). */
export const ISSUE_MESSAGES = {
  subject: "Please write a subject (at most 200 characters)",
  body: "Please write the issue (at most 50,000 characters)",
} as const;

export interface IssueSent {
  message: string;
  recipients: number;
}
