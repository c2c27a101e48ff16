/**
 * The production entry point. It only wires: configuration → database →
 * migrations → background workers → HTTP, and owns the graceful shutdown
 * (drain HTTP, then close the database, then exit).
 */
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { connectDatabase } from "./db/client.ts";
import { databaseUnreachableMessage } from "./db/connection-error.ts";
import { EmbeddedPostgresError, type RunningEmbeddedPostgres, startEmbeddedPostgres } from "./db/embedded-postgres.ts";
import { runMigrations } from "./db/migrate.ts";
import { adminPasswordProblem, bootstrapAdmin } from "./features/admin-auth/bootstrap.ts";
import { startAnalyticsRetention } from "./features/analytics/retention.ts";
import { ChatMetrics } from "./features/chat/chat-metrics.ts";
import { startChatRetention } from "./features/chat/retention.ts";
import { HttpMetrics } from "./features/metrics/http-metrics.ts";
import { createMetricsEndpoint } from "./features/metrics/metrics-endpoint.ts";
import { startVisitorKeySweep } from "./features/spam/one-hold-each.ts";
import { siteOriginsOf } from "./http/cross-site-writes.ts";
import { gracefulClose } from "./http/graceful-close.ts";
import { strictTransportSecurityFor } from "./http/security-headers.ts";
import { trustProxyWarning } from "./http/trust-proxy.ts";
import { createLogger } from "./logger.ts";
import { EmailMetrics } from "./mail/email-metrics.ts";
import { startOutboxWorker } from "./mail/outbox-worker.ts";
import { createSiteListener } from "./web/fast-path.ts";
import { loadPageRenderer, loadPageRouteTable } from "./web/react-router-build.ts";
import { withRenderCache } from "./web/render-cache.ts";
import { createSiteHandler } from "./web/site-handler.ts";
import { StaticFiles } from "./web/static-files.ts";

const SHUTDOWN_GRACE_MS = 10_000;

// React picks its build from NODE_ENV when the page renderer is first imported
// (below, after this line runs): started as `node build/app-server/main.js`
// without it, pages rendered with React's development build, about 3x slower.
process.env.NODE_ENV ??= "production";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main() {
  const startedAt = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const weakAdminPassword = await adminPasswordProblem(config);
  if (weakAdminPassword) fail(weakAdminPassword);
  const logger = createLogger(config.LOG_LEVEL);
  const startLogger = config.LOG_LEVEL === "silent" ? logger : createLogger("info");
  const buildDir = process.env.BUILD_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

  let embedded: RunningEmbeddedPostgres | undefined;
  let connectionString = config.DATABASE_URL;
  if (!connectionString) {
    try {
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        log: (line) => logger.info(line),
      });
    } catch (error) {
      if (error instanceof EmbeddedPostgresError) fail(error.message);
      throw error;
    }
    connectionString = embedded.connectionString;
  }

  const database = connectDatabase(connectionString, logger);
  const stopDatabase = async () => {
    await database.close().catch(() => {});
    await embedded?.stop();
  };

  try {
    // One round trip first, so an unreachable database stops the start with one line saying which and why.
    await database.pool.query("select 1");
  } catch (error) {
    await stopDatabase();
    fail(databaseUnreachableMessage(error, embedded ? { dataDir: config.dataDir } : { databaseUrl: connectionString }));
  }

  try {
    await runMigrations(database.pool);
  } catch (error) {
    await stopDatabase();
    fail(`Could not migrate the database: ${(error as Error).message}`);
  }
  // The single admin account (docs/product/admin-console.md § Credentials); prints a generated password once.
  await bootstrapAdmin(database.db, config);
  const emailMetrics = new EmailMetrics();
  const outbox = startOutboxWorker({ db: database.db, config, logger, metrics: emailMetrics });
  const chatRetention = startChatRetention({ db: database.db, logger });
  const analyticsRetention = startAnalyticsRetention({ db: database.db, logger });
  const visitorSweep = startVisitorKeySweep({ db: database.db, logger });

  const chatMetrics = new ChatMetrics();
  // The address given at start is the site's, whatever the build was made for (docs/decisions/027-site-address-at-start.md):
  // prerendered files are served with it, and pages rendered per request read it here.
  if (config.PUBLIC_SITE_URL) process.env.PUBLIC_SITE_URL = config.siteUrl;
  const staticFiles = new StaticFiles(path.join(buildDir, "client"), { siteOrigin: config.PUBLIC_SITE_URL });
  await staticFiles.compressReaddressed();
  const builtPages = new Set([...staticFiles.pageEntries()].map(([route]) => route));
  const api = createApp({ db: database.db, config, logger, now: () => new Date(), chatMetrics, builtPages });
  const httpMetrics = new HttpMetrics();
  const proxyWarning = trustProxyWarning(config.TRUST_PROXY, config.HOST);
  if (proxyWarning) logger.warn(proxyWarning);
  const strictTransportSecurity = strictTransportSecurityFor(config.siteUrl);
  const site = createSiteHandler({
    api,
    staticFiles,
    // Address-only pages (customizer, quote builder) rendered once per address (server/web/render-cache.ts).
    renderPage: withRenderCache(await loadPageRenderer(buildDir)),
    logger,
    metrics: httpMetrics,
    metricsEndpoint: createMetricsEndpoint({
      token: config.METRICS_TOKEN,
      http: httpMetrics,
      db: database.db,
      logger,
      more: [chatMetrics, emailMetrics],
    }),
    pageRoutes: await loadPageRouteTable(buildDir),
    strictTransportSecurity,
    origins: siteOriginsOf(config),
  });

  const server = http.createServer();
  // First on "request": the fast path answers synchronously, and a response
  // during shutdown must be marked `Connection: close` before it is written.
  const drain = gracefulClose(server);
  // Static files and prerendered pages from a raw listener; the rest through Hono (server/web/fast-path.ts).
  server.on(
    "request",
    createSiteListener(site, {
      staticFiles,
      logger,
      metrics: httpMetrics,
      hostname: config.HOST,
      strictTransportSecurity,
    }),
  );
  server.listen(config.PORT, config.HOST);
  server.on("error", async (error: NodeJS.ErrnoException) => {
    await stopDatabase();
    fail(
      error.code === "EADDRINUSE"
        ? `Port ${config.PORT} on ${config.HOST} is already in use: stop the other server or set PORT.`
        : `The HTTP server failed: ${error.message}`,
    );
  });
  server.once("listening", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    const shownHost = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
    // One JSON line like every other, written at any LOG_LEVEL but silent: "Site ready at" is what a person at
    // the terminal and the start-up checks wait for.
    startLogger.info(`Site ready at http://${shownHost}:${port}`, {
      url: `http://${shownHost}:${port}`,
      database: embedded ? `embedded (${config.dataDir})` : "DATABASE_URL",
      node: process.version,
      startupMs: Math.round(performance.now() - startedAt),
    });
  });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info("shutting down", { signal });
    const forceClose = setTimeout(() => {
      logger.warn("requests still open after the grace period; closing them");
      if ("closeAllConnections" in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    forceClose.unref();
    // Stop accepting, let in-flight requests finish; keep-alive connections end after their response.
    await drain.close();
    clearTimeout(forceClose);
    chatRetention.stop();
    visitorSweep.stop();
    await analyticsRetention.stop();
    await outbox.stop();
    await stopDatabase();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("unhandledRejection", (reason) => {
    logger.error("unhandled promise rejection", { error: reason instanceof Error ? reason.stack : String(reason) });
  });
}

main().catch((error) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
