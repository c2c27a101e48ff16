/**
 * Admin password hashing with scrypt from node:crypto (docs/product/admin-console.md § Credentials): a random
 * salt per hash, the parameters stored beside it, constant-time comparison.
 * Format: scrypt$N$r$p$<salt base64>$<hash base64>.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";

const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
// 128·N·r bytes are needed; leave head-room over Node's 32 MB default.
const MAX_MEMORY = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, cost: { n: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { N: cost.n, r: cost.r, p: cost.p, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, { n: N, r: R, p: P });
  return ["scrypt", N, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

/** A hash of a random password: verifying against it costs what a real check costs. */
let dummyHash: Promise<string> | undefined;
function decoyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString("base64url"));
  return dummyHash;
}

/**
 * True when `password` matches `stored`. With no stored hash (unknown user)
 * it still runs one scrypt, so the answer time does not reveal whether the
 * username exists.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const hash = stored ?? (await decoyHash());
  const parts = hash.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") {
    await scrypt(password, randomBytes(SALT_BYTES), { n: N, r: R, p: P });
    return false;
  }
  const [, n, r, p, saltText, keyText] = parts;
  const expected = Buffer.from(keyText ?? "", "base64");
  const actual = await scrypt(password, Buffer.from(saltText ?? "", "base64"), {
    n: Number(n),
    r: Number(r),
    p: Number(p),
  });
  const matches = expected.length === actual.length && timingSafeEqual(expected, actual);
  return matches && stored !== null && stored !== undefined;
}

/** A strong generated password: 24 random bytes, URL-safe (≈ 190 bits). */
export function generatePassword(): string {
  return randomBytes(24).toString("base64url");
}
