/**
 * The SMTP mailer: nodemailer over SMTP_URL (docs/product/operations.md § Email outbox). Only the
 * outbox worker sends mail; requests only queue it (./outbox.ts).
 */
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { brand } from "#common/brand.ts";
import type { EmailAttachment } from "./outbox.ts";

export interface MailMessage {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: EmailAttachment[] | null;
  headers?: Record<string, string> | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** `"Meridian Studio" <no-reply@meridianstudio.dev>`: the brand's name at the brand's domain. */
export function defaultMailFrom(): string {
  const domain = brand.email.split("@")[1] ?? "localhost";
  return `"${brand.name}" <no-reply@${domain}>`;
}

export function createSmtpMailer(smtpUrl: string, from: string = defaultMailFrom()): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A dead or slow mail server must not hold a worker for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } satisfies SMTPTransport.Options);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        attachments: message.attachments?.map((item) => ({
          filename: item.filename,
          contentType: item.contentType,
          content: item.content,
        })),
        headers: message.headers ?? undefined,
      });
    },
    close() {
      transport.close();
    },
  };
}
