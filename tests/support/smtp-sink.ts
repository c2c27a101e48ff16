/**
 * A loopback SMTP server (npm smtp-server) that records every delivery: its
 * envelope recipients, headers and decoded body. The outbox tests run it in
 * process; the multi-instance test points real server processes at it.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedPart {
  contentType: string;
  /** The attachment's file name, when the part is one. */
  filename?: string;
  body: string;
}

export interface ReceivedMail {
  envelopeTo: string[];
  headers: Record<string, string>;
  /** The plain-text body (of a multipart message: its text/plain part), decoded. */
  body: string;
  /** The text/html part, decoded, when there is one. */
  html?: string;
  /** Every leaf part of a multipart message (text, html, attachments), decoded. */
  parts: ReceivedPart[];
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string): string {
  if (/quoted-printable/i.test(encoding)) {
    return Buffer.from(
      body
        .replace(/=\r\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  }
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** The leaf parts of an entity, multipart bodies split on their boundary (RFC 2046). */
function leafParts(headers: Record<string, string>, body: string): ReceivedPart[] {
  const contentType = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    return sections
      .filter((section) => !section.startsWith("--"))
      .flatMap((section) => {
        const trimmed = section.replace(/^\r\n/, "").replace(/\r\n$/, "");
        const [head = "", ...rest] = trimmed.split("\r\n\r\n");
        return leafParts(parseHeaders(head), rest.join("\r\n\r\n"));
      });
  }
  const disposition = headers["content-disposition"] ?? "";
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(contentType)?.[1];
  return [
    {
      contentType,
      ...(filename && /attachment/i.test(disposition) ? { filename } : {}),
      body: decodeBody(body, headers["content-transfer-encoding"] ?? "").replace(/\r\n/g, "\n"),
    },
  ];
}

/** Minimal RFC 5322 and MIME reading: unfolded headers, multipart split, quoted-printable and base64 decoded. */
export function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  const headers = parseHeaders(head);
  const parts = leafParts(headers, rest.join("\r\n\r\n"));
  const text = parts.find((part) => /^text\/plain/i.test(part.contentType) && !part.filename);
  const html = parts.find((part) => /^text\/html/i.test(part.contentType) && !part.filename);
  return { envelopeTo, headers, body: text?.body ?? parts[0]?.body ?? "", html: html?.body, parts };
}

export class SmtpSink {
  received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens on `port`, by default any free one; pass the old port to bring a stopped sink back where it was. */
  async start(port = 0) {
    this.server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          this.received.push(
            parseMail(
              Buffer.concat(chunks).toString("utf8"),
              session.envelope.rcptTo.map((item) => item.address),
            ),
          );
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server?.listen(port, "127.0.0.1", resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}
