/**
 * A tiny forward proxy the audit's Chromium must use for every request
 * (docs/product/website-audit.md § Address safety: the browser must not reach private addresses either).
 * Each plain-HTTP request and each CONNECT tunnel (HTTPS, WebSocket) is
 * checked like the built-in fetch: ports 80/443, IP literals, and every
 * address a name resolves to; the upstream socket connects to exactly the
 * checked addresses, so DNS rebinding cannot switch it. Chromium resolves no
 * names itself when it talks to an HTTP proxy.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { type AddressPolicy, checkUrl } from "../address-policy.ts";
import { guardedLookup } from "../safe-fetch.ts";

export interface FilteringProxy {
  port: number;
  /** Addresses refused during this run (for logs and tests). */
  refused: string[];
  close(): Promise<void>;
}

const HOP_HEADERS = ["proxy-connection", "proxy-authorization", "connection", "keep-alive", "upgrade"];

export async function startFilteringProxy(policy: AddressPolicy): Promise<FilteringProxy> {
  const refused: string[] = [];
  const sockets = new Set<net.Socket>();

  const server = http.createServer((request, response) => {
    let target: URL;
    try {
      target = new URL(request.url ?? "");
      if (target.protocol !== "http:") throw new Error("not http");
      checkUrl(target, policy);
    } catch {
      refused.push(request.url ?? "");
      response.writeHead(403, { "content-type": "text/plain" }).end("Refused by the audit proxy");
      return;
    }
    const headers = { ...request.headers };
    for (const name of HOP_HEADERS) delete headers[name];
    const upstream = http.request(
      {
        host: target.hostname.replace(/^\[|\]$/g, ""),
        port: Number(target.port || 80),
        path: `${target.pathname}${target.search}`,
        method: request.method,
        headers,
        lookup: guardedLookup(policy) as unknown as net.LookupFunction,
      },
      (upstreamResponse) => {
        response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
        upstreamResponse.pipe(response);
      },
    );
    upstream.on("error", () => {
      refused.push(target.href);
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
      response.end();
    });
    request.pipe(upstream);
  });

  server.on("connect", (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    let target: URL;
    try {
      target = new URL(`https://${request.url ?? ""}`);
      checkUrl(target, policy);
    } catch {
      refused.push(request.url ?? "");
      client.end("HTTP/1.1 403 Forbidden\r\n\r\n");
      return;
    }
    const upstream = net.connect({
      host: target.hostname.replace(/^\[|\]$/g, ""),
      port: Number(target.port || 443),
      lookup: guardedLookup(policy) as unknown as net.LookupFunction,
    });
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.once("connect", () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on("error", () => {
      refused.push(request.url ?? "");
      if (client.writable) client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
      upstream.destroy();
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
