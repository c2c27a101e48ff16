import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "#server/logger";
import { type FixtureSites, startFixtureSites } from "../test-support/fixture-sites";
import { requireChromium } from "./chromium.mjs";
import { startFilteringProxy } from "./filtering-proxy";
import { LighthouseQueue } from "./lighthouse-queue";

const chromiumPath = () => requireChromium(process.env.CHROME_PATH);

let sites: FixtureSites;
beforeAll(async () => {
  sites = await startFixtureSites();
});
afterAll(async () => {
  await sites.close();
});

function viaProxy(port: number, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path: target, method: "GET" }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the browser's filtering proxy", () => {
  it("refuses private addresses without contacting them (rule on)", async () => {
    const proxy = await startFilteringProxy({ allowPrivate: false });
    try {
      expect(await viaProxy(proxy.port, `${sites.origin}/good`)).toBe(403);
      expect(await viaProxy(proxy.port, "http://169.254.169.254/latest/meta-data/")).toBe(403);
      expect(sites.requests).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it("passes requests through when private hosts are allowed (tests only)", async () => {
    const proxy = await startFilteringProxy({ allowPrivate: true });
    try {
      expect(await viaProxy(proxy.port, `${sites.origin}/good`)).toBe(200);
    } finally {
      await proxy.close();
    }
  });
});

describe("Lighthouse in a child process", () => {
  it("fills the lab metrics and category scores for a fixture page", { timeout: 200_000 }, async () => {
    expect(fs.existsSync(chromiumPath())).toBe(true);
    // A generous budget: the machine running the tests may be busy (the production budget is 45 s).
    const queue = new LighthouseQueue({
      chromePath: chromiumPath(),
      policy: { allowPrivate: true },
      logger: silentLogger,
      timeoutMs: 180_000,
    });
    const outcome = await queue.run(`${sites.origin}/good`);
    expect(outcome.ok, outcome.ok ? "" : outcome.note).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.data.fcp).toBeGreaterThan(0);
    expect(outcome.data.lcp).toBeGreaterThan(0);
    expect(outcome.data.cls).toBeGreaterThanOrEqual(0);
    expect(outcome.data.tbt).toBeGreaterThanOrEqual(0);
    expect(outcome.scores.accessibility).toBeGreaterThan(50);
    expect(outcome.scores.seo).toBeGreaterThan(0);
  });

  it("reports an audit Lighthouse counts in two categories once (a missing alt text: Accessibility, not SEO again)", {
    timeout: 200_000,
  }, async () => {
    const queue = new LighthouseQueue({
      chromePath: chromiumPath(),
      policy: { allowPrivate: true },
      logger: silentLogger,
      timeoutMs: 180_000,
    });
    const outcome = await queue.run(`${sites.origin}/images-without-alt`);
    queue.dropWarmRunner();
    expect(outcome.ok, outcome.ok ? "" : outcome.note).toBe(true);
    if (!outcome.ok) return;
    const ids = outcome.findings.map((finding) => finding.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(outcome.findings.filter((finding) => finding.id === "lighthouse-image-alt")).toEqual([
      expect.objectContaining({ group: "accessibility" }),
    ]);
  });

  it("gives up at the time budget and kills the run", { timeout: 60_000 }, async () => {
    const queue = new LighthouseQueue({
      chromePath: chromiumPath(),
      policy: { allowPrivate: true },
      logger: silentLogger,
      timeoutMs: 1_000,
    });
    const outcome = await queue.run(`${sites.origin}/good`);
    expect(outcome).toMatchObject({ ok: false });
    expect(outcome.ok ? "" : outcome.note).toMatch(/did not finish within 1 seconds/);
  });

  it("has the next runner waiting after a run, uses it for the next audit, and ends it when dropped", async () => {
    const queue = new LighthouseQueue({
      chromePath: chromiumPath(),
      policy: { allowPrivate: true },
      logger: silentLogger,
      timeoutMs: 1_000,
    });
    const isAlive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(queue.warmRunnerPid).toBeUndefined();
    await queue.run(`${sites.origin}/good`);
    const firstWarm = queue.warmRunnerPid;
    expect(firstWarm && isAlive(firstWarm)).toBe(true);

    // The next audit takes the waiting runner (killed at its time budget) and prepares another.
    await queue.run(`${sites.origin}/good`);
    const secondWarm = queue.warmRunnerPid;
    expect(secondWarm && isAlive(secondWarm)).toBe(true);
    expect(secondWarm).not.toBe(firstWarm);
    await expect.poll(() => isAlive(firstWarm!)).toBe(false);

    queue.dropWarmRunner();
    expect(queue.warmRunnerPid).toBeUndefined();
    await expect.poll(() => isAlive(secondWarm!)).toBe(false);
  }, 60_000);

  it("refuses new runs when one is running and the queue is full", async () => {
    const queue = new LighthouseQueue({
      chromePath: chromiumPath(),
      policy: { allowPrivate: true },
      logger: silentLogger,
      timeoutMs: 1_500,
      maxWaiting: 1,
    });
    const first = queue.run(`${sites.origin}/good`);
    const second = queue.run(`${sites.origin}/good`);
    expect(queue.isFull()).toBe(true);
    await Promise.all([first, second]);
    expect(queue.isFull()).toBe(false);
  }, 60_000);
});
