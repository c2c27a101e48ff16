/**
 * The common-password half of the new-password rule (common/new-password.ts).
 * The list is the npm package popular-passwords (MIT): about 41,600 passwords
 * of 8 or more characters from zxcvbn's frequency lists, all lower case. It is
 * 630 kB of JSON, so it is read on the first check, on the server only, and
 * kept as a Set (a few milliseconds, once).
 */
import { createRequire } from "node:module";
import { NEW_PASSWORD_MESSAGES, newPasswordSchema } from "#common/new-password.ts";

let commonPasswords: ReadonlySet<string> | undefined;

function list(): ReadonlySet<string> {
  commonPasswords ??= new Set(createRequire(import.meta.url)("popular-passwords") as string[]);
  return commonPasswords;
}

/** True when the password, whatever its case, is on the list. */
export function isCommonPassword(password: string): boolean {
  return list().has(password.normalize("NFKC").toLowerCase());
}

/** A password chosen now, as the server checks it: the browser's length rule, then the list. */
export const newPasswordServerSchema = newPasswordSchema.refine((password) => !isCommonPassword(password), {
  message: NEW_PASSWORD_MESSAGES.tooCommon,
});
