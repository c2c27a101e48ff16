import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("shared API behaviour", () => {
  it("reports health after a real database query", async () => {
    const response = await testApp.app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 when the database is down", async () => {
    const { createTestDatabase } = await import("#tests/support/test-database");
    const { createApp } = await import("./app");
    const { silentLogger } = await import("./logger");
    const database = await createTestDatabase();
    await database.close(); // the pool refuses every query from now on
    const app = createApp({ db: database.db, config: testApp.config, logger: silentLogger, now: () => new Date() });
    const response = await app.request("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "error", database: "unavailable" });
    await database.drop();
  });

  it("answers unknown API paths with 404 JSON", async () => {
    const response = await testApp.app.request("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ error: "No API route for GET /api/no-such-thing" });
  });

  it("answers a known API path asked with another method with 405, the methods it takes and an Allow header", async () => {
    const put = await testApp.app.request("/api/contact", { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("POST");
    expect(await put.json()).toEqual({ error: "PUT is not allowed on /api/contact; use POST" });
    const get = await testApp.app.request("/api/contact");
    expect(get.status).toBe(405);
    const withParameter = await testApp.app.request("/api/mood-board/shared/AAAAAAAAAAAAAAAAAAAAAAAA", {
      method: "DELETE",
    });
    expect(withParameter.status).toBe(405);
    expect(withParameter.headers.get("allow")).toBe("GET, HEAD");
  });

  it("answers malformed JSON with 400 JSON", async () => {
    const response = await testApp.app.request("/api/health", jsonRequest('{"name": "unterminated'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Malformed JSON in request body" });
  });

  it("names what is wrong with a body that is not a JSON object, or a field that is missing or mistyped", async () => {
    const post = (body: string, type = "application/json") =>
      testApp.app.request("/api/contact", { method: "POST", headers: { "Content-Type": type }, body });
    const errorOf = async (response: Response) => {
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: string }).error;
    };
    const form = await post("name=Ada&email=ada%40example.com", "application/x-www-form-urlencoded");
    expect(form.status).toBe(415); // server/http/cross-site-writes.test.ts covers the other types
    expect(await form.json()).toEqual({
      error: "Please send the request body as JSON (Content-Type: application/json)",
    });
    expect(await errorOf(await post("null"))).toBe("The request body must be a JSON object");
    expect(await errorOf(await post("[]"))).toBe("The request body must be a JSON object");
    expect(await errorOf(await testApp.app.request("/api/admin/login", { method: "POST", ...jsonRequest({}) }))).toBe(
      "Username is required",
    );
    expect(
      await errorOf(await testApp.app.request("/api/admin/login", jsonRequest({ username: "admin", password: 42 }))),
    ).toBe("Password must be text");
    // The spec's own messages still win.
    expect(await errorOf(await post(JSON.stringify({ email: "ada@example.com" })))).toBe("Please enter your name");
  });

  it("answers a body over 64 KB with 413 JSON", async () => {
    const response = await testApp.app.request("/api/health", jsonRequest({ details: "x".repeat(70 * 1024) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Request body too large (the limit is 64 KB)" });
  });

  it("answers a streamed body over 64 KB (no Content-Length) with 413", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 6) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request("http://local/api/health", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      body,
      duplex: "half",
    } as RequestInit);
    const response = await testApp.app.request(request);
    expect(response.status).toBe(413);
  });

  it("turns a thrown error into 500 JSON without the detail or a stack trace", async () => {
    const { createApp } = await import("./app");
    const { silentLogger } = await import("./logger");
    const app = createApp({
      db: testApp.database.db,
      config: testApp.config,
      logger: silentLogger,
      now: () => new Date(),
    });
    app.get("/test-explodes", () => {
      throw new Error("secret detail: password=hunter2");
    });
    const response = await app.request("/api/test-explodes");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: "Internal server error" });
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain("at ");
  });

  it("sets security headers on API responses", async () => {
    const response = await testApp.app.request("/api/health");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});
