import { describe, expect, it } from "vitest";
import { withRenderCache } from "./render-cache.ts";
import type { PageContext } from "./site-handler.ts";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/** A renderer like React Router's: the nonce on every inline script, the query in the page. */
function fakeRenderer(status = 200) {
  const calls: string[] = [];
  const render = async (request: Request, context: PageContext) => {
    const url = new URL(request.url);
    calls.push(url.pathname + url.search);
    const body = `<html><script nonce="${context.cspNonce}">boot()</script><p>${url.searchParams.get("package")}</p></html>`;
    return new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
  };
  return { render, calls };
}

const context = (cspNonce: string): PageContext => ({
  cspNonce,
  apiFetch: async () => new Response(null),
  logError: () => {},
});
const get = (path: string, userAgent = BROWSER, method = "GET") =>
  new Request(`http://localhost${path}`, { method, headers: { "user-agent": userAgent } });

describe("withRenderCache", () => {
  it("renders an address-only page once and gives every answer its own nonce", async () => {
    const { render, calls } = fakeRenderer();
    const cached = withRenderCache(render);
    const first = await (
      await cached(get("/customize-package?package=basic"), context("nonce-one-AAAAAAAAAAAA=="))
    ).text();
    const second = await (
      await cached(get("/customize-package?package=basic"), context("nonce-two-BBBBBBBBBBBB=="))
    ).text();
    expect(calls).toEqual(["/customize-package?package=basic"]);
    expect(first).toBe('<html><script nonce="nonce-one-AAAAAAAAAAAA==">boot()</script><p>basic</p></html>');
    expect(second).toBe('<html><script nonce="nonce-two-BBBBBBBBBBBB==">boot()</script><p>basic</p></html>');
  });

  it("keeps each address apart and shares one render between concurrent first requests", async () => {
    const { render, calls } = fakeRenderer();
    const cached = withRenderCache(render);
    const answers = await Promise.all(
      ["basic", "basic", "premium", "basic"].map((id, index) =>
        cached(get(`/custom-quote?package=${id}`), context(`n${index}`)).then((response) => response.text()),
      ),
    );
    expect(calls).toEqual(["/custom-quote?package=basic", "/custom-quote?package=premium"]);
    expect(answers[2]).toContain("<p>premium</p>");
    expect(answers[3]).toContain('nonce="n3"');
  });

  it("renders every time for other pages, other methods and answers that are not 200", async () => {
    const { render, calls } = fakeRenderer();
    const cached = withRenderCache(render);
    for (let i = 0; i < 2; i++) {
      await cached(get("/client-portal"), context("n"));
      await cached(get("/customize-package?package=basic", BROWSER, "HEAD"), context("n"));
    }
    expect(calls).toHaveLength(4);

    const missing = fakeRenderer(404);
    const cachedMissing = withRenderCache(missing.render);
    const answer = await cachedMissing(get("/customize-package?package=nope"), context("n1"));
    await cachedMissing(get("/customize-package?package=nope"), context("n2"));
    expect(answer.status).toBe(404);
    expect(missing.calls).toHaveLength(2);
  });

  it("keeps crawlers' pages apart from browsers' (React streams a whole page to crawlers)", async () => {
    const { render, calls } = fakeRenderer();
    const cached = withRenderCache(render);
    const crawler = "Googlebot/2.1 (+http://www.google.com/bot.html)";
    for (const agent of [crawler, BROWSER, crawler, BROWSER]) {
      await cached(get("/customize-package?package=basic", agent), context("n"));
    }
    expect(calls).toEqual(["/customize-package?package=basic", "/customize-package?package=basic"]);
  });

  it("lets the least recently used page go when full", async () => {
    const { render, calls } = fakeRenderer();
    const cached = withRenderCache(render, { maxEntries: 2 });
    for (const id of ["a", "b", "a", "c", "a", "b"]) await cached(get(`/custom-quote?package=${id}`), context("n"));
    // a, b rendered; a reused; c pushes out b (a was used more recently); a reused; b rendered again.
    expect(calls).toEqual([
      "/custom-quote?package=a",
      "/custom-quote?package=b",
      "/custom-quote?package=c",
      "/custom-quote?package=b",
    ]);
  });

  it("a failed render is not kept: the next request renders again", async () => {
    let attempts = 0;
    const cached = withRenderCache(async (_request, context) => {
      attempts += 1;
      if (attempts === 1) throw new Error("loader failed");
      return new Response(`<p nonce="${context.cspNonce}">ok</p>`, { headers: { "Content-Type": "text/html" } });
    });
    await expect(cached(get("/custom-quote"), context("n1"))).rejects.toThrow("loader failed");
    await expect((await cached(get("/custom-quote"), context("n2"))).text()).resolves.toBe('<p nonce="n2">ok</p>');
  });
});
