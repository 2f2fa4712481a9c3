/**
 * Guest identity until accounts exist: every browser gets a random guest id in an HttpOnly,
 * SameSite=Lax cookie, signed with HMAC-SHA256 under NEXTAUTH_SECRET so nobody can claim
 * another guest's games by editing it.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const GUEST_COOKIE = "nonet_guest";
/** A year: a guest keeps their games as long as the browser keeps the cookie. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const GUEST_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** A fresh guest id: 128 random bits, URL-safe. */
export function newGuestId(): string {
  return randomBytes(16).toString("base64url");
}

function mac(guestId: string, secret: string): string {
  return createHmac("sha256", secret).update(`guest:${guestId}`).digest("base64url");
}

/** The cookie value: `<guestId>.<hmac>`. */
export function signGuestId(guestId: string, secret: string): string {
  return `${guestId}.${mac(guestId, secret)}`;
}

/** The guest id in a signed value, or null when it is malformed or the signature is wrong. */
export function verifyGuestToken(token: string, secret: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot < 0) return null;
  const guestId = token.slice(0, dot);
  if (!GUEST_ID.test(guestId)) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(guestId, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? guestId : null;
}

/** The verified guest id from a request's Cookie header, if any. */
export function guestIdFromCookies(header: string | undefined, secret: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== GUEST_COOKIE) continue;
    // A planted or mangled cookie is skipped, never fatal: a later good one must still count.
    const value = decodeCookieValue(part.slice(eq + 1).trim());
    const guestId = value === null ? null : verifyGuestToken(value, secret);
    if (guestId) return guestId;
  }
  return null;
}

/** A cookie value with its %-escapes decoded, or null when they are malformed. */
function decodeCookieValue(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The Set-Cookie header value that gives a browser its guest id. */
export function guestCookieHeader(guestId: string, secret: string, secure: boolean): string {
  const attributes = [
    `${GUEST_COOKIE}=${signGuestId(guestId, secret)}`,
    "Path=/",
    `Max-Age=${MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}
