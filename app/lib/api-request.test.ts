/**
 * The shared request helper of spec 000 §7–§8, against a real HTTP server on
 * loopback: JSON body and Content-Type, the portalToken bearer header,
 * and the "<status>: <body or status text>" error.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiRequest, errorMessage } from "./api-request";
import { createQueryClient, defaultQueryFn } from "./query-client";

interface Seen {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
let seen: Seen;
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      seen = { method: request.method, url: request.url, headers: request.headers, body };
      if (request.url === "/conflict") {
        response.writeHead(409, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ error: "This slot is fully booked. Please choose another." }));
      } else if (request.url === "/empty-error") {
        response.writeHead(503, "Service Unavailable");
        response.end();
      } else {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ ok: true, echo: body ? JSON.parse(body) : null }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const storage = new Map<string, string>();
beforeAll(() => {
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  };
});
afterEach(() => storage.clear());

describe("apiRequest", () => {
  it("sends a JSON body with Content-Type and returns the parsed JSON", async () => {
    const result = await apiRequest<{ echo: unknown }>(`${base}/things`, "POST", { name: "Ada" });
    expect(seen.method).toBe("POST");
    expect(seen.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(seen.body)).toEqual({ name: "Ada" });
    expect(result.echo).toEqual({ name: "Ada" });
  });

  it("defaults to GET without a body or Content-Type", async () => {
    await apiRequest(`${base}/things`);
    expect(seen.method).toBe("GET");
    expect(seen.headers["content-type"]).toBeUndefined();
  });

  it("sends the stored portalToken as a bearer token", async () => {
    await apiRequest(`${base}/things`);
    expect(seen.headers.authorization).toBeUndefined();
    storage.set("portalToken", "abc123");
    await apiRequest(`${base}/things`);
    expect(seen.headers.authorization).toBe("Bearer abc123");
  });

  it("raises '<status>: <body text>' for a non-OK response", async () => {
    await expect(apiRequest(`${base}/conflict`, "POST", {})).rejects.toThrow(
      '409: {"error":"This slot is fully booked. Please choose another."}',
    );
  });

  it("raises '<status>: <status text>' when the body is empty", async () => {
    await expect(apiRequest(`${base}/empty-error`)).rejects.toThrow("503: Service Unavailable");
  });

  it("extracts the server's message for notifications", () => {
    expect(errorMessage(new Error('409: {"error":"Full"}'), "fallback")).toBe("Full");
    expect(errorMessage(new Error("503: Service Unavailable"), "fallback")).toBe("Service Unavailable");
    expect(errorMessage("not an error", "fallback")).toBe("fallback");
  });
});

describe("default read", () => {
  it("GETs the first element of the query key", async () => {
    const data = await defaultQueryFn({ queryKey: [`${base}/api/list`, { page: 2 }] } as never);
    expect(seen.method).toBe("GET");
    expect(seen.url).toBe("/api/list");
    expect(data).toEqual({ ok: true, echo: null });
  });

  it("never retries, never refetches and never goes stale (spec 000 §9)", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
