/**
 * Password hashing with Node's own `crypto.scrypt`: memory-hard (like argon2id, unlike
 * PBKDF2 or bcrypt), maintained with Node itself, and nothing to install: no native package
 * whose prebuilt binary might be missing on an offline machine. The parameters are stored in
 * each hash, so raising them later leaves old hashes verifiable.
 *
 * Cost: N = 2^15, r = 8, p = 3, one of OWASP's equivalent minimums for scrypt (32 MiB of
 * memory per hash; measured about 0.3 s per hash on our shared 2-core machine). It runs on
 * libuv's thread pool, not the event loop, so sockets keep moving while a password is checked;
 * the sign-in and sign-up rate limits bound how much of it one address can ask for.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const N = 2 ** 15;
const R = 8;
const P = 3;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** 128 * N * r bytes are needed; Node's default cap (32 MiB) is exactly that, so allow more. */
const maxmem = (n: number, r: number) => 128 * n * r + 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N, r: R, p: P, maxmem: maxmem(N, R) });
  return ["scrypt", N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Whether `password` matches `stored`; false for anything malformed. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), {
    ...cost,
    maxmem: maxmem(cost.N, cost.r),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a random password: checked when the username does not exist, so a wrong username
 * takes as long as a wrong password and timing does not tell which usernames are taken.
 */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  return (decoy ??= hashPassword(randomBytes(16).toString("base64url")));
}
