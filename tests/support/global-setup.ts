/**
 * One embedded PostgreSQL server per test run, under the system temporary
 * folder (the `postgres` user must be able to enter every parent folder, which
 * a checkout under /root does not allow). A migrated template database is
 * created on it — and on TEST_DATABASE_URL's server when that is set — and
 * each test file clones its own database from the template.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "#server/db/embedded-postgres";
import { runMigrations } from "#server/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    embeddedTemplateUrl: string;
    externalTemplateUrl: string | null;
  }
}

async function createMigratedTemplate(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${admin.escapeIdentifier(name)}`);
  await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  await admin.end();
  const templateUrl = withDatabase(serverUrl, name);
  const pool = new pg.Pool({ connectionString: templateUrl, max: 2 });
  await runMigrations(pool, path.resolve(import.meta.dirname, "../../server/db/migrations"));
  await pool.end();
  return templateUrl;
}

export function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-test-db-"));
  const server = await startEmbeddedPostgres({ dataDir, database: "postgres", log: () => {} });
  const templateName = "agency_test_template";
  const embeddedTemplateUrl = await createMigratedTemplate(server.connectionString, templateName);
  project.provide("embeddedTemplateUrl", embeddedTemplateUrl);

  const externalServer = process.env.TEST_DATABASE_URL;
  const externalTemplateName = `agency_test_template_${process.pid}`;
  let externalTemplateUrl: string | null = null;
  if (externalServer) {
    externalTemplateUrl = await createMigratedTemplate(externalServer, externalTemplateName);
  }
  project.provide("externalTemplateUrl", externalTemplateUrl);

  return async () => {
    if (externalServer) {
      const admin = new pg.Client({ connectionString: externalServer });
      await admin.connect();
      const leftovers = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like $1 or datname = $2",
        [`agency_test_${process.pid}_%`, externalTemplateName],
      );
      for (const { datname } of leftovers.rows) {
        await admin.query(`drop database if exists ${admin.escapeIdentifier(datname)} with (force)`).catch(() => {});
      }
      await admin.end();
    }
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
