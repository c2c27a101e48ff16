/**
 * The migrations take an empty database to the full schema (docs/product/operations.md § Tables):
 * every table exists, a row with only its required fields gets the documented
 * defaults, and deleting a client cascades to its documents, messages and
 * onboarding steps (and a project to its documents and messages).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_TABLES } from "#common/privacy/schemas";
import { createTestDatabase, databaseTargets, type TestDatabase } from "#tests/support/test-database";
import { runMigrations } from "./migrate";

/** The tables that hold nothing about a person; the others are the privacy page's list. */
const OTHER_TABLES = ["sessions", "audit_results", "admin_accounts", "rate_limit_counters"];

describe.each(databaseTargets())("schema on %s", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target);
  });
  afterAll(() => database.drop());

  const query = async <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await database.pool.query<Row>(text, values)).rows;

  it("has every table", async () => {
    const rows = await query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    );
    const names = rows.map((row) => row.table_name);
    for (const table of [...PRIVACY_TABLES, ...OTHER_TABLES]) expect(names).toContain(table);
  });

  it("lists every table with an email address among those searched, exported and erased for a person", async () => {
    const rows = await query<{ table_name: string }>(
      "select distinct table_name from information_schema.columns where table_schema = 'public' and column_name like '%email%'",
    );
    const holdingAddresses = rows.map((row) => row.table_name).sort();
    expect(holdingAddresses.length).toBeGreaterThan(5);
    // The console's admins are the agency's own staff, not the people the privacy page answers for.
    const staff = ["admin_accounts"];
    expect(holdingAddresses.filter((table) => !staff.includes(table))).toEqual(
      holdingAddresses.filter((table) => (PRIVACY_TABLES as readonly string[]).includes(table)),
    );
  });

  it("applies the documented defaults to rows with only required fields", async () => {
    const [submission] = await query("insert into contact_submissions (email) values ('a@b.co') returning *");
    expect(submission).toMatchObject({ status: "new", priority: "normal", is_audit_request: false });
    expect(submission?.id).toEqual(expect.any(Number));
    expect(submission?.created_at).toBeInstanceOf(Date);

    const [reservation] = await query(
      "insert into slot_reservations (preferred_slot) values ('december-late-2026') returning *",
    );
    expect(reservation).toMatchObject({ status: "pending" });

    const [audit] = await query("insert into audit_results (website_url) values ('https://example.com') returning *");
    expect(audit?.created_at).toBeInstanceOf(Date);

    const [board] = await query(
      "insert into mood_boards (project_name, project_type, target_audience, business_goals, brand_personality, color_preferences, style_preferences) values ('P', 'Portfolio Site', 'A', 'G', '{Bold}', '{}', '{Modern}') returning *",
    );
    expect(board).toMatchObject({ status: "draft" });

    const [consultation] = await query(
      "insert into consultations (name, email, consultation_type) values ('N', 'n@x.co', 'strategy-session') returning *",
    );
    expect(consultation).toMatchObject({ status: "scheduled" });
    expect(consultation?.updated_at).toBeInstanceOf(Date);

    const [client] = await query(
      "insert into clients (email, first_name, last_name) values ('c@x.co', 'C', 'L') returning *",
    );
    expect(client).toMatchObject({ is_active: true });

    const [project] = await query(
      "insert into projects (client_id, name, status, package_type, total_amount) values ($1, 'Site', 'active', 'business', 6000) returning *",
      [client?.id],
    );
    expect(project?.start_date).toBeInstanceOf(Date);
    expect(project?.total_amount).toBe("6000.00");

    const [deliverable] = await query(
      "insert into deliverables (project_id, title) values ($1, 'Design') returning *",
      [project?.id],
    );
    expect(deliverable).toMatchObject({ is_public: false });

    const [note] = await query(
      "insert into project_notes (project_id, author_type, content) values ($1, 'admin', 'Hi') returning *",
      [project?.id],
    );
    expect(note).toMatchObject({ is_internal: false });

    const [update] = await query(
      "insert into project_updates (project_id, title, message) values ($1, 'T', 'M') returning *",
      [project?.id],
    );
    expect(update).toMatchObject({ update_type: "general", created_by: "admin" });

    const [history] = await query(
      "insert into project_status_history (project_id, new_status) values ($1, 'active') returning *",
      [project?.id],
    );
    expect(history).toMatchObject({ changed_by: "admin" });
    expect(history?.changed_at).toBeInstanceOf(Date);

    const [document] = await query(
      "insert into client_documents (client_id, title, type) values ($1, 'Contract', 'contract') returning *",
      [client?.id],
    );
    expect(document).toMatchObject({ status: "pending" });

    const [message] = await query(
      "insert into client_messages (client_id, from_client, message) values ($1, true, 'Hello') returning *",
      [client?.id],
    );
    expect(message).toMatchObject({ is_read: false });

    const [step] = await query("insert into onboarding_steps (client_id, step) values ($1, 'welcome') returning *", [
      client?.id,
    ]);
    expect(step).toMatchObject({ status: "pending" });

    const [invoice] = await query(
      "insert into invoices (project_id, invoice_number, amount, description, status, due_date) values ($1, 'INV-1', 2000, 'Deposit', 'pending', now()) returning *",
      [project?.id],
    );
    expect(invoice?.amount).toBe("2000.00");
  });

  it("enforces the unique keys", async () => {
    await query("insert into users (email) values ('u@x.co')");
    await expect(query("insert into users (email) values ('u@x.co')")).rejects.toMatchObject({ code: "23505" });
    await query("insert into clients (email, first_name, last_name) values ('dup@x.co', 'A', 'B')");
    await expect(
      query("insert into clients (email, first_name, last_name) values ('dup@x.co', 'C', 'D')"),
    ).rejects.toMatchObject({ code: "23505" });
  });

  it("refuses rows without their required fields", async () => {
    await expect(query("insert into slot_reservations (name) values ('No slot')")).rejects.toMatchObject({
      code: "23502",
    });
    await expect(query("insert into audit_results (load_time) values (1)")).rejects.toMatchObject({ code: "23502" });
  });

  it("cascades a client's deletion to its documents, messages and onboarding steps, and a project's to its documents and messages", async () => {
    const [client] = await query<{ id: number }>(
      "insert into clients (email, first_name, last_name) values ('cascade@x.co', 'C', 'L') returning id",
    );
    const clientId = client?.id;
    const [project] = await query<{ id: number }>(
      "insert into projects (client_id, name, status, package_type, total_amount) values ($1, 'P', 'active', 'essential', 3500) returning id",
      [clientId],
    );
    const projectId = project?.id;
    await query("insert into client_documents (client_id, project_id, title, type) values ($1, $2, 'Brief', 'brief')", [
      clientId,
      projectId,
    ]);
    await query("insert into client_documents (client_id, title, type) values ($1, 'NDA', 'contract')", [clientId]);
    await query(
      "insert into client_messages (client_id, project_id, from_client, message) values ($1, $2, false, 'x')",
      [clientId, projectId],
    );
    await query("insert into client_messages (client_id, from_client, message) values ($1, true, 'y')", [clientId]);
    await query("insert into onboarding_steps (client_id, step) values ($1, 'contract')", [clientId]);

    await query("delete from projects where id = $1", [projectId]);
    const count = async (table: string) =>
      Number((await query<{ n: string }>(`select count(*) as n from ${table} where client_id = $1`, [clientId]))[0]?.n);
    expect(await count("client_documents")).toBe(1);
    expect(await count("client_messages")).toBe(1);

    await query("delete from clients where id = $1", [clientId]);
    expect(await count("client_documents")).toBe(0);
    expect(await count("client_messages")).toBe(0);
    expect(await count("onboarding_steps")).toBe(0);
  });

  it("has indexes for the admin lists and slot counting", async () => {
    const rows = await query<{ indexname: string }>("select indexname from pg_indexes where schemaname = 'public'");
    const names = rows.map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        "contact_submissions_created_idx",
        "contact_submissions_status_created_idx",
        "slot_reservations_slot_idx",
        "slot_reservations_created_idx",
      ]),
    );
  });

  it("migrates an empty database once even when two migrators start together", async () => {
    const admin = new pg.Client({ connectionString: database.connectionString });
    await admin.connect();
    const emptyName = `${new URL(database.connectionString).pathname.slice(1)}_empty`;
    await admin.query(`create database ${emptyName}`);
    await admin.end();
    const url = new URL(database.connectionString);
    url.pathname = `/${emptyName}`;
    const pools = [
      new pg.Pool({ connectionString: url.toString() }),
      new pg.Pool({ connectionString: url.toString() }),
    ];
    await Promise.all(pools.map((pool) => runMigrations(pool)));
    const applied = await pools[0]!.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    const tables = await pools[0]!.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    expect(tables.rows[0].n).toBeGreaterThanOrEqual(PRIVACY_TABLES.length + OTHER_TABLES.length);
    const migrationFiles = (await import("node:fs"))
      .readdirSync(new URL("./migrations", import.meta.url))
      .filter((f) => f.endsWith(".sql"));
    expect(applied.rows[0].n).toBe(migrationFiles.length);
    await Promise.all(pools.map((pool) => pool.end()));
    // Without force: a forced drop terminated the pools' connections while they were still closing, and the
    // "terminating connection" that reached a closing client was an unhandled error. The drop waits for them.
    const dropper = new pg.Client({ connectionString: database.connectionString });
    await dropper.connect();
    for (let attempt = 0; ; attempt++) {
      try {
        await dropper.query(`drop database ${emptyName}`);
        break;
      } catch (error) {
        // 55006: other sessions still use it (the pools' last connections are closing).
        if ((error as { code?: string }).code !== "55006" || attempt >= 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await dropper.end();
  });
});
