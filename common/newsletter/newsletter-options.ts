/**
 * The newsletter box's words and states (docs/product/public-site.md § Newsletter), without zod: the static
 * pages' script reads them, and the schema (./subscribe.ts) is the server's.
 */
export const NEWSLETTER_MESSAGES = {
  email: "Please enter a valid email address",
  sent: "Almost there: check your inbox and confirm your subscription with the link we just sent.",
  confirmed: "You're subscribed. The next article comes to your inbox.",
  expired: "This confirmation link has expired or was already used. Subscribe again to get a new one.",
  unsubscribed: "You're unsubscribed. You won't get the newsletter again.",
} as const;

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

/** Where the box shows each outcome: an element of the blog page, shown by the address's fragment. */
export const NEWSLETTER_STATES = ["sent", "invalid", "confirmed", "expired", "unsubscribed"] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];
export const newsletterStateId = (state: NewsletterState) => `newsletter-${state}`;
