/**
 * One layout for every email: the plain text and the HTML are rendered from
 * the same blocks, so the two parts of a message always say the same thing
 * (docs/decisions/031-html-email.md). Every value is escaped in the HTML — a
 * visitor's name "<script>" shows as text — and the styles are inline, since
 * mail clients drop <style> and external sheets.
 */
import { brand } from "#common/brand.ts";

export type Fact = readonly [label: string, value: string];

export type EmailBlock =
  /** A paragraph; its line breaks are kept. */
  | { paragraph: string }
  /** "Label: value" lines in the text, a two-column table in the HTML. */
  | { facts: readonly Fact[] }
  /** A titled free text, e.g. "Project details:" and what the visitor wrote. */
  | { title: string; text: string }
  /** A list; `ordered` numbers it "1. …" in the text, else "- …". */
  | { items: readonly string[]; ordered?: boolean; title?: string }
  /** Lines shown as they are (e.g. an indented price breakdown). */
  | { preformatted: string }
  /** A small link under the text, e.g. a newsletter's unsubscribe link: "Label: url" in the text. */
  | { link: { label: string; url: string } };

export interface EmailContent {
  /** The big line at the top of the HTML (the text starts with the first block). */
  heading: string;
  blocks: readonly EmailBlock[];
  /** A button in the HTML; "Label: url" in the text. */
  action?: { label: string; url: string };
  /** Closing lines after the action, e.g. "Reply to this email…" and the signature. */
  footer?: readonly string[];
}

export interface RenderedEmail {
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** Escaped, with line breaks as <br>. */
const lines = (value: string) => escapeHtml(value).replace(/\r?\n/g, "<br>");

/**
 * Only http(s) addresses become links; anything else is shown as text. The
 * address is kept as written (not re-serialised), so the row-id placeholder of
 * server/mail/outbox.ts `withRowId` is still found and replaced in the HTML.
 */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

const COLORS = { ink: "#1f2933", muted: "#52606d", line: "#e4e7eb", accent: "#4f46e5", page: "#f5f7fa" };
const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const P = `margin:0 0 16px;font-size:15px;line-height:1.6;color:${COLORS.ink}`;

function blockText(block: EmailBlock): string {
  if ("paragraph" in block) return block.paragraph;
  if ("facts" in block) return block.facts.map(([label, value]) => `${label}: ${value}`).join("\n");
  if ("text" in block) return `${block.title}\n${block.text}`;
  if ("items" in block) {
    const items = block.items.map((item, index) => (block.ordered ? `${index + 1}. ${item}` : `- ${item}`));
    return [...(block.title ? [block.title] : []), ...items].join("\n");
  }
  if ("link" in block) return `${block.link.label}: ${block.link.url}`;
  return block.preformatted;
}

function blockHtml(block: EmailBlock): string {
  if ("paragraph" in block) return `<p style="${P}">${lines(block.paragraph)}</p>`;
  if ("facts" in block) {
    const rows = block.facts
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;font-size:14px;font-weight:600;color:${COLORS.muted};white-space:nowrap">${escapeHtml(label)}</th>` +
          `<td style="padding:6px 0;font-size:14px;color:${COLORS.ink};word-break:break-word">${lines(value)}</td></tr>`,
      )
      .join("");
    return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border-top:1px solid ${COLORS.line};border-bottom:1px solid ${COLORS.line}">${rows}</table>`;
  }
  if ("text" in block) {
    return `<p style="${P};margin-bottom:4px;font-weight:600">${escapeHtml(block.title)}</p><p style="${P};word-break:break-word">${lines(block.text)}</p>`;
  }
  if ("items" in block) {
    const tag = block.ordered ? "ol" : "ul";
    const items = block.items.map((item) => `<li style="margin:0 0 6px">${lines(item)}</li>`).join("");
    const title = block.title ? `<p style="${P};margin-bottom:4px;font-weight:600">${escapeHtml(block.title)}</p>` : "";
    return `${title}<${tag} style="margin:0 0 16px;padding-left:22px;font-size:15px;line-height:1.6;color:${COLORS.ink}">${items}</${tag}>`;
  }
  if ("link" in block) {
    const href = safeUrl(block.link.url);
    const label = escapeHtml(block.link.label);
    return href
      ? `<p style="${P};font-size:13px;color:${COLORS.muted}"><a href="${escapeHtml(href)}" style="color:${COLORS.muted}">${label}</a></p>`
      : `<p style="${P};font-size:13px;color:${COLORS.muted}">${label}: ${escapeHtml(block.link.url)}</p>`;
  }
  return `<pre style="margin:0 0 16px;font-family:Menlo,Consolas,monospace;font-size:13px;line-height:1.5;color:${COLORS.ink};white-space:pre-wrap;word-break:break-word">${escapeHtml(block.preformatted)}</pre>`;
}

function actionHtml(action: { label: string; url: string }): string {
  const href = safeUrl(action.url);
  if (!href) return `<p style="${P}">${escapeHtml(action.label)}: ${escapeHtml(action.url)}</p>`;
  return (
    `<p style="margin:8px 0 24px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${COLORS.accent};color:#ffffff;font-size:15px;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:12px;line-height:1.5;color:${COLORS.muted};word-break:break-all">${escapeHtml(href)}</p>`
  );
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const textParts = content.blocks.map(blockText);
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`);
  const footer = content.footer ?? [];
  const text = `${[...textParts, ...(footer.length > 0 ? [footer.join("\n")] : [])].join("\n\n")}\n`;

  const body = [
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${COLORS.ink}">${escapeHtml(content.heading)}</h1>`,
    ...content.blocks.map(blockHtml),
    ...(content.action ? [actionHtml(content.action)] : []),
    ...footer.map((line) => `<p style="${P};color:${COLORS.muted}">${lines(line)}</p>`),
  ].join("\n");
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.page};${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${COLORS.line};border-radius:8px">
<tr><td style="padding:20px 28px;border-bottom:1px solid ${COLORS.line};${FONT};font-size:16px;font-weight:700;color:${COLORS.accent}">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:28px;${FONT}">
${body}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid ${COLORS.line};${FONT};font-size:12px;line-height:1.5;color:${COLORS.muted}">${escapeHtml(brand.name)} · ${escapeHtml(brand.taglines.category)} · <a href="mailto:${escapeHtml(brand.email)}" style="color:${COLORS.muted}">${escapeHtml(brand.email)}</a></td></tr>
</table>
</td></tr></table>
</body></html>
`;
  return { text, html };
}
