/** A loopback SMTP server (npm smtp-server) that records every delivery: envelope and raw message. */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Delivery {
  envelopeTo: string[];
  headers: Record<string, string>;
}

export class SmtpSink {
  readonly deliveries: Delivery[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start() {
    this.server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const head = Buffer.concat(chunks).toString("utf8").split("\r\n\r\n")[0] ?? "";
          const headers: Record<string, string> = {};
          for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
            const colon = line.indexOf(":");
            if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
          }
          this.deliveries.push({ envelopeTo: session.envelope.rcptTo.map((item) => item.address), headers });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
