/**
 * Form tokens (docs/product/lead-capture.md § Automated submissions,
 * docs/decisions/036-form-tokens.md). The server issues a token when a public
 * form is shown and reads it back with the submission:
 *
 *   <issued at, ms base 36>.<nonce, 16 random bytes>.<HMAC-SHA256 of form, issued at and nonce>
 *
 * - signed with a key only the server holds, so a script cannot make one;
 * - time-stamped by the server's clock, so the form's time on screen is the
 *   token's age, not a number the body states;
 * - used once: its nonce is recorded in form_token_uses, in the transaction
 *   that stores the lead (a booking refused for a full slot leaves it unused).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FormName } from "#common/forms/form-token";
import type { Database } from "#server/db/client.ts";
import type { DatabaseOrTransaction } from "#server/mail/outbox.ts";

/** A token older than this is refused: a page left open longer asks for a fresh one (the form kit does). */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** How long the visitor had the form, as the server knows it, or why it cannot know. */
export type FormTime = { elapsedMs: number; nonce?: string } | { unknownBecause: string };

const SIGNATURE_BYTES = 32;
const NO_FORM_TOKEN = "no form token: posted without the form";

function signature(key: Buffer, form: FormName, issuedAt: number, nonce: string): Buffer {
  return createHmac("sha256", key).update(`${form}.${issuedAt}.${nonce}`).digest().subarray(0, SIGNATURE_BYTES);
}

/** A fresh token for `form`, issued at `issuedAt`. */
export function mintFormToken(key: Buffer, form: FormName, issuedAt: Date): string {
  const at = issuedAt.getTime();
  const nonce = randomBytes(16).toString("base64url");
  return `${at.toString(36)}.${nonce}.${signature(key, form, at, nonce).toString("base64url")}`;
}

/**
 * What a submitted token says, without using it up: its age and nonce when it
 * is ours, for this form and not expired. A token from the future (another
 * instance's clock a little ahead) counts as just issued.
 */
export function readFormToken(key: Buffer, form: FormName, token: string | undefined, now: Date): FormTime {
  if (!token) return { unknownBecause: NO_FORM_TOKEN };
  const [issued, nonce, signed, ...rest] = token.split(".");
  const issuedAt = issued && /^[0-9a-z]{1,11}$/.test(issued) ? Number.parseInt(issued, 36) : Number.NaN;
  const given = Buffer.from(signed ?? "", "base64url");
  if (rest.length > 0 || !nonce || !Number.isSafeInteger(issuedAt) || given.length !== SIGNATURE_BYTES) {
    return { unknownBecause: "form token not valid" };
  }
  if (!timingSafeEqual(given, signature(key, form, issuedAt, nonce))) return { unknownBecause: "form token not valid" };
  const elapsedMs = Math.max(0, now.getTime() - issuedAt);
  if (elapsedMs > FORM_TOKEN_MAX_AGE_MS) return { unknownBecause: "form token expired" };
  return { elapsedMs, nonce };
}

/**
 * Uses the token's nonce up, in the caller's transaction; false when it was
 * used before. The same statement forgets nonces older than any token that
 * could still be read, so the table holds about a day of submissions.
 */
export async function spendFormToken(db: Database | DatabaseOrTransaction, nonce: string, now: Date): Promise<boolean> {
  const cutoff = new Date(now.getTime() - FORM_TOKEN_MAX_AGE_MS - 60 * 60 * 1000).toISOString();
  const result = await db.execute<{ nonce: string }>(sql`
    with forgotten as (delete from form_token_uses where used_at < ${cutoff}::timestamptz)
    insert into form_token_uses (nonce, used_at) values (${nonce}, ${now.toISOString()}::timestamptz)
    on conflict (nonce) do nothing
    returning nonce`);
  return result.rows.length === 1;
}

const KEY_NAME = "form-token";
const keys = new WeakMap<object, Promise<Buffer>>();

/**
 * The signing key: FORM_TOKEN_SECRET when the operator sets one, else a random
 * key the first instance stores in the database (server_secrets), so every
 * instance on one database signs alike and a restart keeps open pages' tokens.
 */
export function formTokenKey(db: Database, configured: string | undefined): Promise<Buffer> {
  if (configured) return Promise.resolve(Buffer.from(configured, "utf8"));
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      const fresh = randomBytes(32).toString("base64url");
      const result = await db.execute<{ value: string }>(sql`
        with created as (
          insert into server_secrets (name, value) values (${KEY_NAME}, ${fresh})
          on conflict (name) do nothing returning value)
        select value from created union all select value from server_secrets where name = ${KEY_NAME} limit 1`);
      const value = result.rows[0]?.value;
      if (!value) throw new Error("form token key not stored");
      return Buffer.from(value, "utf8");
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** How long the visitor had `form`, from the token its body carried (not yet used up: automatedReason does). */
export async function formTimeOf(
  deps: { db: Database; config: { FORM_TOKEN_SECRET?: string }; now: () => Date },
  form: FormName,
  token: string | undefined,
): Promise<FormTime> {
  // No token, no key to fetch.
  if (!token) return { unknownBecause: NO_FORM_TOKEN };
  return readFormToken(await formTokenKey(deps.db, deps.config.FORM_TOKEN_SECRET), form, token, deps.now());
}
