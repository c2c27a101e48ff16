/**
 * SHARE WITH CLIENT (docs/product/admin-console.md § Mood board card): the link to a vision board, mailed
 * by the console to the board's client. HTML and plain text from the same content
 * (server/mail/render-email.ts); the project name is the visitor's own words, escaped there.
 */
import { brand } from "#common/brand.ts";
import type { OutgoingEmail } from "#server/mail/outbox.ts";
import { renderEmail } from "#server/mail/render-email.ts";

export function boardShareEmail(
  board: { id: number; projectName: string },
  options: { to: string; boardUrl: string; replyTo: string },
): OutgoingEmail {
  return {
    kind: "mood-board.share",
    to: options.to,
    replyTo: options.replyTo,
    subject: `Your vision board: ${board.projectName} - ${brand.name}`,
    lead: { kind: "mood-board", id: board.id },
    ...renderEmail({
      heading: "Your vision board",
      blocks: [
        { paragraph: "Hello," },
        { facts: [["Project", board.projectName]] },
        {
          paragraph:
            "Here is the vision board for your project: the colour palettes, the type and the layout concepts we would start from. Have a look, save it as an image, and tell us what speaks to you and what does not.",
        },
      ],
      action: { label: "Open the vision board", url: options.boardUrl },
      footer: [`Just reply to this email with your thoughts, or write to ${brand.email}.`, `The ${brand.name} team`],
    }),
  };
}
