/**
 * Backups (docs/product/operations.md § Backups): rows written, backed up, restored into an EMPTY
 * database, found again with every column intact — the embedded database's
 * consistent logical copy on each database server the tests run on, and
 * pg_dump / pg_restore on the PostgreSQL 15 server (the embedded server is
 * newer than the machine's pg_dump, which refuses newer servers).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, type DatabaseTarget, databaseTargets } from "#tests/support/test-database";
import { silentLogger } from "../logger";
import { BackupError, dumpWithPgDump, restoreLogicalBackup, restoreWithPgRestore, writeLogicalBackup } from "./backup";
import { connectDatabase } from "./client";
import { adminAccounts, authSessions, contactSubmissions, emailOutbox, moodBoards, slotReservations } from "./schema";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "agency-backup-test-"));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A database with no tables at all, on the same server as `like`. */
async function emptyDatabase(like: string) {
  const admin = new URL(like);
  admin.pathname = "/postgres";
  const name = `agency_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(like);
  url.pathname = `/${name}`;
  const handle = connectDatabase(url.toString(), silentLogger, 2);
  cleanups.push(async () => {
    await handle.close();
    const dropper = new pg.Client({ connectionString: admin.toString() });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  return { url: url.toString(), db: handle.db };
}

async function filledDatabase(target: DatabaseTarget) {
  const source = await createTestDatabase(target);
  cleanups.push(() => source.drop());
  const db = source.db;
  const [admin] = await db
    .insert(adminAccounts)
    .values({ username: "admin", passwordHash: "scrypt$hash" })
    .returning({ id: adminAccounts.id });
  await db.insert(authSessions).values({
    kind: "admin",
    tokenHash: Buffer.from([0, 1, 2, 250, 255]),
    adminId: admin?.id,
    expiresAt: new Date("2030-01-01T00:00:00Z"),
  });
  await db.insert(contactSubmissions).values(
    Array.from({ length: 1200 }, (_, index) => ({
      name: `Visitor ${index} «ünïcödé» "quoted" \\ back`,
      email: `visitor${index}@example.com`,
      details: index % 2 ? "line one\nline two\ttab" : null,
      addOns: index % 3 ? ["seo", "blog"] : null,
      context: index % 5 ? { transcript: [{ role: "user", content: "hi" }], n: index } : null,
      quotedTotal: index,
    })),
  );
  await db.insert(moodBoards).values({
    projectName: "Board",
    projectType: "website",
    targetAudience: "everyone",
    businessGoals: "grow",
    brandPersonality: ["bold", "calm, quiet"],
    colorPreferences: [],
    stylePreferences: ["{braces}"],
    generatedBoard: { palette: ["#000", "#fff"] },
    shareId: "share-abc",
  });
  await db.insert(slotReservations).values({ preferredSlot: "2030-01-a", name: "Ann", email: "ann@example.com" });
  await db.insert(emailOutbox).values({ kind: "test", toAddress: "t@example.com", subject: "s", textBody: "t" });
  return source;
}

async function snapshot(db: ReturnType<typeof connectDatabase>["db"]) {
  return {
    admins: await db.select().from(adminAccounts).orderBy(asc(adminAccounts.id)),
    sessions: await db.select().from(authSessions).orderBy(asc(authSessions.id)),
    contacts: await db.select().from(contactSubmissions).orderBy(asc(contactSubmissions.id)),
    boards: await db.select().from(moodBoards).orderBy(asc(moodBoards.id)),
    reservations: await db.select().from(slotReservations).orderBy(asc(slotReservations.id)),
    outbox: await db.select().from(emailOutbox).orderBy(asc(emailOutbox.id)),
  };
}

describe.each(databaseTargets())("backup and restore on %s", (target) => {
  it("restores a consistent logical copy into an empty database with the same rows", async () => {
    const source = await filledDatabase(target);
    const file = path.join(folder, `${target}.backup.gz`);
    const summary = await writeLogicalBackup(source.connectionString, file);
    expect(summary.tables.contact_submissions).toBe(1200);

    const restored = await emptyDatabase(source.connectionString);
    const result = await restoreLogicalBackup(restored.url, file);
    expect(result.tables.contact_submissions).toBe(1200);
    const expected = await snapshot(source.db);
    expect(await snapshot(restored.db)).toEqual(expected);
    expect(expected.sessions[0]?.tokenHash).toEqual(Buffer.from([0, 1, 2, 250, 255]));

    // New rows continue after the restored ids.
    const [next] = await restored.db
      .insert(contactSubmissions)
      .values({ name: "After", email: "after@example.com" })
      .returning({ id: contactSubmissions.id });
    expect(next?.id).toBe(Math.max(...expected.contacts.map((row) => row.id)) + 1);

    // A second restore into the now non-empty database is refused, and adds nothing.
    await expect(restoreLogicalBackup(restored.url, file)).rejects.toThrow(BackupError);
    const [{ count } = { count: 0 }] = await restored.db
      .select({ count: sql<number>`count(*)::int` })
      .from(contactSubmissions);
    expect(count).toBe(1201);
  });

  if (target === "postgres15") {
    it("restores a pg_dump archive into an empty database with the same rows", async () => {
      const source = await filledDatabase(target);
      const file = path.join(folder, "postgres15.dump");
      dumpWithPgDump(source.connectionString, file);
      expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("PGDMP");

      const restored = await emptyDatabase(source.connectionString);
      await restoreWithPgRestore(restored.url, file);
      expect(await snapshot(restored.db)).toEqual(await snapshot(source.db));
      await expect(restoreWithPgRestore(restored.url, file)).rejects.toThrow("The target database is not empty");
    });
  }
});
