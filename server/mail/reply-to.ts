/**
 * Who hears a reply to our mail (docs/product/operations.md § Email outbox): a
 * visitor's or client's answer goes to MAIL_REPLY_TO, else the agency's own
 * address; the agency's notifications are answered to the visitor instead
 * (their Reply-To is the visitor's address, set where they are rendered).
 */
import { brand } from "#common/brand.ts";
import type { Config } from "../config.ts";

export function visitorReplyTo(config: Pick<Config, "MAIL_REPLY_TO">): string {
  return config.MAIL_REPLY_TO ?? brand.email;
}

/** Where the agency's notifications go. */
export function agencyInbox(config: Pick<Config, "NOTIFY_EMAIL">): string {
  return config.NOTIFY_EMAIL ?? brand.email;
}
