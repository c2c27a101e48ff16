/**
 * The newsletter's confirmation mail (docs/product/public-site.md § Newsletter): the single-use link, valid
 * CONFIRM_LINK_DAYS days, and nothing else is sent to the address until it is used.
 */
import { brand } from "#common/brand.ts";
import { CONFIRM_LINK_DAYS } from "#common/newsletter/subscribe.ts";
import type { OutgoingEmail } from "#server/mail/outbox.ts";
import { renderEmail } from "#server/mail/render-email.ts";

export function confirmationEmail(to: string, confirmUrl: string, replyTo: string): OutgoingEmail {
  return {
    kind: "newsletter.confirm",
    to,
    replyTo,
    subject: `Confirm your subscription - ${brand.name}`,
    ...renderEmail({
      heading: "Confirm your subscription",
      blocks: [
        {
          paragraph: `Someone, hopefully you, asked for the ${brand.name} newsletter at this address: one practical article a month on websites that bring in business.`,
        },
        {
          paragraph: `The link works for ${CONFIRM_LINK_DAYS} days. If you did not ask, ignore this email: you will not hear from us again.`,
        },
      ],
      action: { label: "Confirm my subscription", url: confirmUrl },
      footer: [`The ${brand.name} team`],
    }),
  };
}
