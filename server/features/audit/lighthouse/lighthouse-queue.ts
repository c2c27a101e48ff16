/**
 * Lighthouse runs, one at a time, each in a forked child process
 * (docs/product/website-audit.md § Lighthouse: two runs in one process crash, and two in
 * parallel on two cores distort each other's scores). A bounded queue: when
 * one run is going and `maxWaiting` wait, a new audit is refused with 429.
 * Each run has a time budget; on time-out the child and its Chromium are
 * killed and the audit returns the built-in report with a note.
 *
 * Loading the lighthouse package takes 2–3 s on an idle two-core machine
 * (8–10 s under load), a fifth of a run. So after each run the queue forks
 * the next runner at once; it loads lighthouse and waits for a job. The warm
 * runner costs ~140 MB, so it is dropped after WARM_RUNNER_IDLE_MS without
 * an audit; the first audit after that pays the load again.
 */
import { type ChildProcess, fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AppDeps } from "#server/deps.ts";
import type { Logger } from "#server/logger.ts";
import type { AddressPolicy } from "../address-policy.ts";
import { CHROMIUM_FLAGS, findChromium } from "./chromium.mjs";
import { startFilteringProxy } from "./filtering-proxy.ts";
import { killProcessesNaming } from "./stray-processes.ts";
import type { LighthouseOutcome, LighthouseRunner } from "./types.ts";

export const LIGHTHOUSE_TIMEOUT_MS = 45_000;
export const LIGHTHOUSE_MAX_WAITING = 3;
export const WARM_RUNNER_IDLE_MS = 10 * 60_000;

/** Resolved next to this module in the sources, and next to main.js in the server build. */
const RUNNER_PATH = fileURLToPath(new URL("./lighthouse-runner.mjs", import.meta.url));

export interface LighthouseQueueOptions {
  chromePath: string;
  policy: AddressPolicy;
  logger: Logger;
  timeoutMs?: number;
  maxWaiting?: number;
}

type RunnerMessage =
  | { type: "chrome"; pid: number }
  | {
      type: "result";
      scores: Extract<LighthouseOutcome, { ok: true }>["scores"];
      data: Extract<LighthouseOutcome, { ok: true }>["data"];
      findings: Extract<LighthouseOutcome, { ok: true }>["findings"];
    }
  | { type: "error"; message: string };

export class LighthouseQueue implements LighthouseRunner {
  private running = false;
  private readonly waiting: Array<() => void> = [];
  private warmRunner: { child: ChildProcess; idleTimer: NodeJS.Timeout } | undefined;
  readonly timeoutMs: number;
  readonly maxWaiting: number;

  constructor(private readonly options: LighthouseQueueOptions) {
    this.timeoutMs = options.timeoutMs ?? LIGHTHOUSE_TIMEOUT_MS;
    this.maxWaiting = options.maxWaiting ?? LIGHTHOUSE_MAX_WAITING;
  }

  isFull(): boolean {
    return this.running && this.waiting.length >= this.maxWaiting;
  }

  /** Runs now or waits its turn; a queue that filled up meanwhile gives a built-in-only outcome. */
  async run(url: string): Promise<LighthouseOutcome> {
    if (this.isFull()) {
      return {
        ok: false,
        note: "Our browser lab was busy, so this report shows the instant analysis only.",
        durationMs: 0,
      };
    }
    await this.acquire();
    try {
      return await this.runOnce(url);
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (!this.running) {
      this.running = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** A forked runner: the warm one when it is still alive, else a new fork. */
  private takeRunner(): ChildProcess {
    const warm = this.warmRunner;
    this.warmRunner = undefined;
    if (warm) {
      clearTimeout(warm.idleTimer);
      warm.child.ref();
      if (warm.child.exitCode === null && warm.child.connected) return warm.child;
      warm.child.kill("SIGKILL");
    }
    return fork(RUNNER_PATH, [], { execArgv: [], stdio: ["ignore", "ignore", "pipe", "ipc"] });
  }

  /** Forks the runner of the next audit now; it never keeps the server process alive. */
  private prepareNextRunner() {
    if (this.warmRunner) return;
    const child = fork(RUNNER_PATH, [], { execArgv: [], stdio: ["ignore", "ignore", "pipe", "ipc"] });
    child.on("error", () => {}); // a failed fork shows when the runner is taken
    child.unref();
    child.channel?.unref();
    // stderr is a pipe (a net.Socket): unref it too, or it keeps the server alive.
    (child.stderr as (NodeJS.ReadableStream & { unref?: () => void }) | null)?.unref?.();
    const idleTimer = setTimeout(() => this.dropWarmRunner(), WARM_RUNNER_IDLE_MS);
    idleTimer.unref();
    this.warmRunner = { child, idleTimer };
  }

  /** The process id of the runner waiting for the next audit, if one is waiting. */
  get warmRunnerPid(): number | undefined {
    return this.warmRunner?.child.pid;
  }

  /** Ends the waiting runner (idle too long, or the server is stopping). */
  dropWarmRunner() {
    const warm = this.warmRunner;
    this.warmRunner = undefined;
    if (!warm) return;
    clearTimeout(warm.idleTimer);
    if (warm.child.exitCode === null) warm.child.kill("SIGKILL");
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running = false;
  }

  private async runOnce(url: string): Promise<LighthouseOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const proxy = await startFilteringProxy(this.options.policy);
    const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-chromium-"));
    let child: ChildProcess | undefined;
    let chromePid: number | undefined;
    try {
      child = this.takeRunner();
      const outcome = await new Promise<LighthouseOutcome>((resolve) => {
        const timer = setTimeout(() => {
          resolve({
            ok: false,
            note: `Google Lighthouse did not finish within ${Math.round(this.timeoutMs / 1000)} seconds, so this report shows the instant analysis only.`,
            durationMs: elapsed(),
          });
        }, this.timeoutMs);
        child?.on("message", (message: RunnerMessage) => {
          if (message.type === "chrome") {
            chromePid = message.pid;
            return;
          }
          clearTimeout(timer);
          if (message.type === "result") {
            resolve({
              ok: true,
              scores: message.scores,
              data: message.data,
              findings: message.findings,
              durationMs: elapsed(),
            });
          } else {
            this.options.logger.warn("lighthouse run failed", { url, error: message.message });
            resolve({
              ok: false,
              note: "Google Lighthouse could not test this page, so this report shows the instant analysis only.",
              durationMs: elapsed(),
            });
          }
        });
        child?.on("exit", (code) => {
          clearTimeout(timer);
          resolve({
            ok: false,
            note: "Google Lighthouse stopped unexpectedly, so this report shows the instant analysis only.",
            durationMs: elapsed(),
          });
          if (code) this.options.logger.warn("lighthouse runner exited", { code });
        });
        child?.send({
          url,
          chromePath: this.options.chromePath,
          userDataDir,
          chromeFlags: [
            "--headless=new",
            ...CHROMIUM_FLAGS,
            // Every request goes through the filtering proxy, loopback included
            // (Chromium bypasses proxies for localhost unless told not to).
            `--proxy-server=http://127.0.0.1:${proxy.port}`,
            "--proxy-bypass-list=<-loopback>",
            "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
          ],
        });
      });
      return outcome;
    } finally {
      if (child && child.exitCode === null) child.kill("SIGKILL");
      if (chromePid) {
        try {
          process.kill(chromePid, "SIGKILL");
        } catch {
          // already gone
        }
      }
      // A browser whose pid never reached us (the audit ended while it started) is found by its profile folder.
      killProcessesNaming(userDataDir);
      await proxy.close();
      this.prepareNextRunner();
      // Chromium may still be flushing its profile as it dies: retry, and never fail the audit over it.
      void fs.promises
        .rm(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
        .catch(() => {});
    }
  }
}

/** The queue where a Chromium binary exists (CHROME_PATH or Debian's); null otherwise. */
export function createLighthouseQueue(deps: AppDeps): LighthouseQueue | null {
  const chromePath = findChromium(deps.config.CHROME_PATH);
  if (!chromePath || !fs.existsSync(RUNNER_PATH)) {
    deps.logger.info("audit: no Chromium found, Lighthouse disabled (built-in analysis only)");
    return null;
  }
  return new LighthouseQueue({
    chromePath,
    policy: { allowPrivate: deps.config.AUDIT_ALLOW_PRIVATE_HOSTS },
    logger: deps.logger,
  });
}
