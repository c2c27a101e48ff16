/**
 * A fresh database for one test file, cloned from the migrated template
 * (CREATE DATABASE … TEMPLATE): isolated and fast (~100 ms).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { connectDatabase, type DatabaseHandle } from "#server/db/client";
import { silentLogger } from "#server/logger";

export type DatabaseTarget = "embedded" | "postgres15";

export interface TestDatabase extends DatabaseHandle {
  connectionString: string;
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/** The servers the database tests run against: the embedded one, plus TEST_DATABASE_URL's when set. */
export function databaseTargets(): DatabaseTarget[] {
  return inject("externalTemplateUrl") ? ["embedded", "postgres15"] : ["embedded"];
}

function templateUrlFor(target: DatabaseTarget): string {
  const url = target === "embedded" ? inject("embeddedTemplateUrl") : inject("externalTemplateUrl");
  if (!url) throw new Error(`No template database for ${target}`);
  return url;
}

export async function createTestDatabase(target: DatabaseTarget = "embedded", poolSize = 10): Promise<TestDatabase> {
  const templateUrl = new URL(templateUrlFor(target));
  const template = templateUrl.pathname.slice(1);
  const name = `agency_test_${process.pid}_${randomBytes(5).toString("hex")}`;
  const adminUrl = new URL(templateUrl);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(
          `create database ${admin.escapeIdentifier(name)} template ${admin.escapeIdentifier(template)}`,
        );
        break;
      } catch (error) {
        // 55006: the template is briefly in use by another file's clone.
        if ((error as { code?: string }).code !== "55006" || attempt > 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const connectionString = url.toString();
  const handle = connectDatabase(connectionString, silentLogger, poolSize);
  return {
    ...handle,
    connectionString,
    target,
    drop: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl.toString() });
      await dropper.connect();
      await dropper.query(`drop database if exists ${dropper.escapeIdentifier(name)} with (force)`).catch(() => {});
      await dropper.end();
    },
  };
}
