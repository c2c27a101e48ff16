/**
 * The shared request helper (docs/product/public-site.md § Request helper), against a real HTTP server on
 * loopback: JSON body and Content-Type, the portalToken bearer header,
 * and the ApiError a non-OK response becomes.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  ApiError,
  apiRequest,
  errorMessage,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  sendRequest,
} from "./api-request";
import { appQueryClient, createQueryClient, defaultQueryFn } from "./query-client";

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
      } else if (request.url === "/invalid") {
        response.writeHead(400, { "Content-Type": "application/json" });
        response.end(
          JSON.stringify({
            error: "Please enter a valid email",
            code: "invalid",
            fields: { email: "Please enter a valid email", count: 3 },
          }),
        );
      } else if (request.url === "/html-error") {
        response.writeHead(502, { "Content-Type": "text/html" });
        response.end("<h1>Bad Gateway</h1>");
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

  async function failureOf(path: string): Promise<ApiError> {
    const error: unknown = await apiRequest(`${base}${path}`, "POST", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it("raises an ApiError with the status and the server's message for a non-OK response", async () => {
    const error = await failureOf("/conflict");
    expect(error.status).toBe(409);
    expect(error.serverMessage).toBe("This slot is fully booked. Please choose another.");
    expect(error.fields).toEqual({});
    expect(error.body).toEqual({ error: "This slot is fully booked. Please choose another." });
    // Sign-in checks still read the status from the message.
    expect(error.message).toBe('409: {"error":"This slot is fully booked. Please choose another."}');
    expect(isApiError(error, 409)).toBe(true);
    expect(isApiError(error, 401)).toBe(false);
  });

  it("carries the server's field messages and code, and only string messages", async () => {
    const error = await failureOf("/invalid");
    expect(error.status).toBe(400);
    expect(error.code).toBe("invalid");
    expect(error.fields).toEqual({ email: "Please enter a valid email" });
  });

  it("keeps a body that is not JSON as text, and the status text when the body is empty", async () => {
    const html = await failureOf("/html-error");
    expect(html.body).toBeUndefined();
    expect(html.serverMessage).toBeUndefined();
    expect(html.text).toBe("<h1>Bad Gateway</h1>");
    const empty = await failureOf("/empty-error");
    expect(empty.message).toBe("503: Service Unavailable");
  });

  it("words a failure for notifications: the server's message, else the body's text", () => {
    expect(errorMessage(new ApiError(409, '{"error":"Full"}'), "fallback")).toBe("Full");
    expect(errorMessage(new ApiError(409, '{"message":"Taken"}'), "fallback")).toBe("Taken");
    expect(errorMessage(new ApiError(503, "Service Unavailable"), "fallback")).toBe("Service Unavailable");
    expect(errorMessage(new ApiError(502, ""), "fallback")).toBe("fallback");
    expect(errorMessage("not an error", "fallback")).toBe("fallback");
  });
});

describe("a request that gets no response", () => {
  /** A loopback port with nothing listening: the connection is refused, as when the server is unreachable. */
  async function closedPort(): Promise<string> {
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return `http://127.0.0.1:${port}`;
  }

  it("raises a NetworkError whose message a visitor understands, from the helper and the default read", async () => {
    const nowhere = await closedPort();
    const write = await apiRequest(`${nowhere}/api/contact`, "POST", { name: "Ada" }).catch((error: unknown) => error);
    expect(write).toBeInstanceOf(NetworkError);
    expect((write as Error).message).toBe("We couldn't reach our server. Check your connection and try again.");
    const read: unknown = await Promise.resolve(defaultQueryFn({ queryKey: [`${nowhere}/api/list`] } as never)).catch(
      (error: unknown) => error,
    );
    expect(read).toBeInstanceOf(NetworkError);
    expect(errorMessage(write, "fallback")).toBe(NETWORK_ERROR_MESSAGE);
  });

  it("keeps an abort an abort", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await sendRequest(`${base}/things`, { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe("AbortError");
  });

  it("words the browsers' own fetch failures for visitors, but not other errors", () => {
    for (const text of ["Failed to fetch", "Load failed", "NetworkError when attempting to fetch resource."]) {
      expect(errorMessage(new TypeError(text), "fallback")).toBe(NETWORK_ERROR_MESSAGE);
    }
    expect(errorMessage(new TypeError("Cannot read properties of undefined"), "fallback")).toBe(
      "Cannot read properties of undefined",
    );
  });
});

describe("default read", () => {
  it("GETs the first element of the query key", async () => {
    const data = await defaultQueryFn({ queryKey: [`${base}/api/list`, { page: 2 }] } as never);
    expect(seen.method).toBe("GET");
    expect(seen.url).toBe("/api/list");
    expect(data).toEqual({ ok: true, echo: null });
  });

  it("never retries, never refetches and never goes stale", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it("keeps one client per browser tab, and gives every server render its own", () => {
    expect(appQueryClient()).not.toBe(appQueryClient());
    (globalThis as { window?: unknown }).window = globalThis;
    try {
      expect(appQueryClient()).toBe(appQueryClient());
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });
});
