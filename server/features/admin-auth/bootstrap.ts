/**
 * Makes sure the first admin exists at start (docs/product/admin-console.md § Credentials, § Admin users).
 * The first account ever made (the lowest id, an owner when it was made) takes ADMIN_USERNAME, and with
 * ADMIN_PASSWORD set its stored hash is brought in line with it (and its older
 * sessions end when it changed). Without it, the first start generates a strong
 * password, stores only its hash and prints it once. The other admins, invited
 * in the console, are never touched here.
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { adminAccounts } from "#server/db/schema.ts";
import { weakPasswordReason } from "#server/passwords/password-strength.ts";
import { generatePassword, hashPassword, verifyPassword } from "./password.ts";
import { revokeAdminSessionsOf } from "./sessions.ts";

export const DEFAULT_ADMIN_USERNAME = "admin";

export type BootstrapOutcome = "created-generated" | "created-configured" | "updated" | "unchanged";

export async function bootstrapAdmin(
  db: Database,
  config: Partial<Pick<Config, "ADMIN_USERNAME" | "ADMIN_PASSWORD">>,
  options: { now?: Date; print?: (text: string) => void; warn?: (text: string) => void } = {},
): Promise<BootstrapOutcome> {
  const username = config.ADMIN_USERNAME ?? DEFAULT_ADMIN_USERNAME;
  const now = options.now ?? new Date();
  const print = options.print ?? ((text: string) => process.stdout.write(text));
  const warn = options.warn ?? ((text: string) => process.stderr.write(`${text}\n`));

  // The account the environment manages is the first one ever made (the one this start-up created), whatever
  // role or state owners have given it since: a password in the environment never lands on another admin.
  const [existing] = await db.select().from(adminAccounts).orderBy(asc(adminAccounts.id)).limit(1);

  if (!existing) {
    const password = config.ADMIN_PASSWORD ?? generatePassword();
    // Several processes may start at once: only the one whose insert lands prints.
    const inserted = await db
      .insert(adminAccounts)
      .values({ username, role: "owner", passwordHash: await hashPassword(password) })
      .onConflictDoNothing()
      .returning({ id: adminAccounts.id });
    if (inserted.length === 0) return "unchanged";
    if (config.ADMIN_PASSWORD) return "created-configured";
    print(
      [
        "",
        "  ┌──────────────────────────────────────────────────────────────┐",
        "  │  Admin account created. This password is shown only once:   │",
        "  └──────────────────────────────────────────────────────────────┘",
        `    username: ${username}`,
        `    password: ${password}`,
        "  Sign in at /admin/login. Set ADMIN_PASSWORD to choose your own.",
        "",
        "",
      ].join("\n"),
    );
    return "created-generated";
  }

  let changed = false;
  if (existing.username !== username) {
    const [holder] = await db
      .select({ id: adminAccounts.id })
      .from(adminAccounts)
      .where(and(sql`lower(${adminAccounts.username}) = ${username.toLowerCase()}`, ne(adminAccounts.id, existing.id)))
      .limit(1);
    if (holder) {
      // An invited admin already has that name: renaming would take it from them.
      warn(
        `ADMIN_USERNAME "${username}" belongs to another admin user; the first account keeps "${existing.username}".`,
      );
    } else {
      await db.update(adminAccounts).set({ username }).where(eq(adminAccounts.id, existing.id));
      changed = true;
    }
  }
  if (config.ADMIN_PASSWORD && !(await verifyPassword(config.ADMIN_PASSWORD, existing.passwordHash))) {
    await db
      .update(adminAccounts)
      .set({ passwordHash: await hashPassword(config.ADMIN_PASSWORD) })
      .where(eq(adminAccounts.id, existing.id));
    await revokeAdminSessionsOf(db, existing.id, now);
    changed = true;
  }
  return changed ? "updated" : "unchanged";
}

/**
 * Why ADMIN_PASSWORD is refused at start, or undefined: the same strength rule as every new password
 * (server/passwords/password-strength.ts), against the first account's username. The environment's own
 * check (server/config.ts) has already refused one under 12 characters or on the common-password list.
 */
export async function adminPasswordProblem(
  config: Partial<Pick<Config, "ADMIN_USERNAME" | "ADMIN_PASSWORD">>,
): Promise<string | undefined> {
  if (!config.ADMIN_PASSWORD) return undefined;
  const reason = await weakPasswordReason(config.ADMIN_PASSWORD, [config.ADMIN_USERNAME ?? DEFAULT_ADMIN_USERNAME]);
  return reason && `Invalid environment variable ADMIN_PASSWORD: ${reason}`;
}
