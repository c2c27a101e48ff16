/**
 * Makes sure the single admin account exists at start (DECISIONS.md § Admin
 * credentials). With ADMIN_PASSWORD set, the stored hash is brought in line
 * with it (and older sessions end when it changed). Without it, the first
 * start generates a strong password, stores only its hash and prints it once.
 */
import { asc, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { adminAccounts } from "../../db/schema.ts";
import { generatePassword, hashPassword, verifyPassword } from "./password.ts";
import { revokeAllAdminSessions } from "./sessions.ts";

export const DEFAULT_ADMIN_USERNAME = "admin";

export type BootstrapOutcome = "created-generated" | "created-configured" | "updated" | "unchanged";

export async function bootstrapAdmin(
  db: Database,
  config: Partial<Pick<Config, "ADMIN_USERNAME" | "ADMIN_PASSWORD">>,
  options: { now?: Date; print?: (text: string) => void } = {},
): Promise<BootstrapOutcome> {
  const username = config.ADMIN_USERNAME ?? DEFAULT_ADMIN_USERNAME;
  const now = options.now ?? new Date();
  const print = options.print ?? ((text: string) => process.stdout.write(text));

  const [existing] = await db.select().from(adminAccounts).orderBy(asc(adminAccounts.id)).limit(1);

  if (!existing) {
    const password = config.ADMIN_PASSWORD ?? generatePassword();
    // Several processes may start at once: only the one whose insert lands prints.
    const inserted = await db
      .insert(adminAccounts)
      .values({ username, passwordHash: await hashPassword(password) })
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
    await db.update(adminAccounts).set({ username }).where(eq(adminAccounts.id, existing.id));
    changed = true;
  }
  if (config.ADMIN_PASSWORD && !(await verifyPassword(config.ADMIN_PASSWORD, existing.passwordHash))) {
    await db
      .update(adminAccounts)
      .set({ passwordHash: await hashPassword(config.ADMIN_PASSWORD) })
      .where(eq(adminAccounts.id, existing.id));
    await revokeAllAdminSessions(db, now);
    changed = true;
  }
  return changed ? "updated" : "unchanged";
}
