import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing with scrypt (memory-hard) and a per-password random salt, with OWASP's
 * current parameters for scrypt: N=2^17, r=8, p=1 (128 MiB and about half a second per hash).
 * The stored form carries its own parameters, so older hashes still verify and are replaced
 * on the next successful login (`needsRehash`):
 * `scrypt$131072$8$1$<salt base64url>$<hash base64url>`.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const CURRENT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** scrypt needs 128·N·r bytes; Node refuses anything above `maxmem` (32 MiB by default). */
const MAX_MEM = 2 * 128 * CURRENT_PARAMS.N * CURRENT_PARAMS.r;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem: MAX_MEM }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Hashes a password for storage (with the current parameters unless others are given).
 * @example await hashPassword("correct horse battery") // "scrypt$131072$8$1$…$…"
 */
export async function hashPassword(password: string, params: ScryptParams = CURRENT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/**
 * Whether `password` matches a stored hash, compared in constant time. A malformed stored
 * value never matches (and never throws).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], "base64url");
  const expected = Buffer.from(parts[5], "base64url");
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || salt.length === 0 || expected.length < 16) return false;
  try {
    const actual = await derive(password, salt, { N, r, p }, expected.length);
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters or key length than today's. */
export function needsRehash(stored: string): boolean {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return true;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  return N !== CURRENT_PARAMS.N || r !== CURRENT_PARAMS.r || p !== CURRENT_PARAMS.p || Buffer.from(parts[5], "base64url").length !== KEY_LENGTH;
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password, checked when the username does not exist, so an unknown user
 * costs the same scrypt time as a wrong password and the answer time reveals nothing.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString("base64url"));
  return dummy;
}
