/**
 * Who is asking: resolved once at the edge (socket handshake, route handler, page) from the
 * cookies, never from a payload. A signed-in user is known by the next-auth session token (a
 * JWT encrypted under NEXTAUTH_SECRET); anyone else by the signed guest cookie.
 *
 * Services receive a player id: the guest id for a guest, `user:<id>` for a user. The prefix
 * keeps the two apart (a guest id is base64url, without a colon), so the games of both live in
 * Game.guestId without a second column.
 */
import { decode } from "next-auth/jwt";
import { guestIdFromCookies } from "../guest";

export type Identity =
  | { kind: "guest"; id: string }
  | {
      kind: "user";
      id: string;
      username: string;
      displayName: string;
      /** When this session signed in (epoch ms), null for a token from before it was kept. */
      signedInAt: number | null;
      /** The account's session epoch this session belongs to. */
      sessionEpoch: number;
    };

/** The session cookie, plain over http and __Secure- behind TLS (next-auth's names). */
export const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

export const USER_PREFIX = "user:";

export const userPlayerId = (userId: string): string => `${USER_PREFIX}${userId}`;

export function playerIdOf(identity: Identity): string {
  return identity.kind === "user" ? userPlayerId(identity.id) : identity.id;
}

/** What the session token says, once decrypted and checked for shape. */
export interface SessionClaims {
  userId: string;
  epoch: number;
  /** When the session signed in (epoch ms): some changes need a recent sign-in. */
  signedInAt: number | null;
}

/** Cookie values by name, %-decoded; a malformed one is skipped. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // A planted or mangled cookie is ignored, never fatal.
    }
  }
  return cookies;
}

/** The claims of a valid, unexpired session token in these cookies, or null. */
export async function sessionClaims(
  cookieHeader: string | undefined,
  secret: string,
): Promise<SessionClaims | null> {
  const cookies = parseCookies(cookieHeader);
  for (const name of SESSION_COOKIES) {
    const token = cookies.get(name);
    if (!token) continue;
    try {
      const payload = await decode({ token, secret });
      const userId = payload?.sub;
      const epoch = payload?.epoch;
      const signedInAt = typeof payload?.signedInAt === "number" ? payload.signedInAt : null;
      if (typeof userId === "string" && typeof epoch === "number") {
        return { userId, epoch, signedInAt };
      }
    } catch {
      // Tampered, expired or signed under another secret: not a session.
    }
  }
  return null;
}

/** The account behind a session, as the database has it now. */
export interface UserLookup {
  (userId: string): Promise<{
    id: string;
    username: string;
    displayName: string;
    sessionEpoch: number;
  } | null>;
}

/** The signed-in user of a request, if the session is valid and still matches the account. */
export async function resolveUser(
  cookieHeader: string | undefined,
  secret: string,
  findUser: UserLookup,
): Promise<Extract<Identity, { kind: "user" }> | null> {
  const claims = await sessionClaims(cookieHeader, secret);
  if (!claims) return null;
  const user = await findUser(claims.userId);
  // A deleted account or a changed password (a new epoch) ends every older session.
  if (!user || user.sessionEpoch !== claims.epoch) return null;
  return {
    kind: "user",
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    signedInAt: claims.signedInAt,
    sessionEpoch: user.sessionEpoch,
  };
}

/**
 * Whether a session resolved earlier (a socket's, at its handshake) still stands: its account
 * exists and its epoch has not moved on (no password change, no sign-out everywhere since).
 * A guest's player id always stands.
 */
export async function sessionStands(
  playerId: string,
  epoch: number | undefined,
  findUser: UserLookup,
): Promise<boolean> {
  if (!playerId.startsWith(USER_PREFIX)) return true;
  const user = await findUser(playerId.slice(USER_PREFIX.length));
  return user !== null && user.sessionEpoch === epoch;
}

/**
 * The identity of a request: the signed-in user (resolveUser), else the guest of the guest
 * cookie, else null.
 */
export async function resolveIdentity(
  cookieHeader: string | undefined,
  secret: string,
  findUser: UserLookup,
): Promise<Identity | null> {
  const user = await resolveUser(cookieHeader, secret, findUser);
  if (user) return user;
  const guestId = guestIdFromCookies(cookieHeader, secret);
  return guestId ? { kind: "guest", id: guestId } : null;
}
