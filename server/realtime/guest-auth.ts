/**
 * Who is on the other end of a socket. The guest cookie is issued on the socket.io handshake
 * itself (the first page load may not have one yet), and a middleware puts the player id into
 * `socket.data.guestId` before any event handler runs: the signed-in user's (`user:<id>`, from
 * the next-auth session cookie) or else the guest's. Services see only that player id.
 */
import type { IncomingMessage } from "node:http";
import { ERROR_CODES, type HandshakeRefusal } from "@/lib/game/protocol";
import { handshakeSchema } from "@/lib/game/schemas";
import { resolveUser, userPlayerId, type UserLookup } from "../auth/identity";
import { guestCookieHeader, guestIdFromCookies, newGuestId } from "../guest";
import { isAllowedOrigin } from "./origin";
import type { GameServer } from "./types";

/** Guest ids issued on a handshake whose browser does not have the cookie yet. */
const issued = new WeakMap<IncomingMessage, string>();

/** The error a socket.io middleware passes to next(): the client sees `data` in connect_error. */
export function refusal(code: HandshakeRefusal["code"], message: string): Error {
  const data: HandshakeRefusal = { code, message };
  return Object.assign(new Error(message), { data });
}

/** Accounts, for handshakes that carry a next-auth session. */
export interface HandshakeAccounts {
  findUser: UserLookup;
  /** A signed-in browser still holds its guest cookie: that guest's games become the user's. */
  claimGuest(guestId: string, playerId: string): Promise<void>;
  logError: (message: string, error: unknown) => void;
}

/**
 * Checks the page's origin and the protocol version, then resolves the player: the session's
 * user, or the guest cookie's guest (issued on the spot when missing).
 */
export function attachGuestAuth(
  io: GameServer,
  secret: string,
  allowedOrigins: readonly string[] = [],
  accounts?: HandshakeAccounts,
): void {
  io.engine.on(
    "initial_headers",
    (headers: Record<string, string | string[]>, request: IncomingMessage) => {
      // No cookie for a page that will be refused anyway.
      if (!isAllowedOrigin(request.headers, allowedOrigins)) return;
      if (guestIdFromCookies(request.headers.cookie, secret)) return;
      const guestId = newGuestId();
      issued.set(request, guestId);
      headers["set-cookie"] = guestCookieHeader(guestId, secret, isHttps(request));
    },
  );

  io.use((socket, next) => {
    if (!isAllowedOrigin(socket.request.headers, allowedOrigins)) {
      next(refusal(ERROR_CODES.forbidden, "This page's origin may not connect to Nonet."));
      return;
    }
    const handshake = handshakeSchema.safeParse(socket.handshake.auth);
    if (!handshake.success) {
      next(refusal(ERROR_CODES.outdated, "This page is out of date: reload it."));
      return;
    }
    const cookie = socket.request.headers.cookie;
    const guestCookie = guestIdFromCookies(cookie, secret);
    if (accounts) {
      void resolveUser(cookie, secret, accounts.findUser)
        .then(async (user) => {
          if (!user) return false;
          const playerId = userPlayerId(user.id);
          // The claim must not keep a user out: their games are theirs either way.
          if (guestCookie) {
            await accounts
              .claimGuest(guestCookie, playerId)
              .catch((error: unknown) => accounts.logError("guest claim failed", error));
          }
          socket.data.guestId = playerId;
          socket.data.displayName = user.displayName;
          socket.data.sessionEpoch = user.sessionEpoch;
          return true;
        })
        .then(
          (signedIn) => {
            if (!signedIn) admitGuest();
            else next();
          },
          (error: unknown) => {
            accounts.logError("session lookup failed", error);
            next(refusal(ERROR_CODES.unavailable, "Sign-in is unavailable: try again soon."));
          },
        );
      return;
    }
    admitGuest();

    function admitGuest() {
      const guestId = guestCookie ?? issued.get(socket.request);
      if (!guestId) {
        next(refusal(ERROR_CODES.forbidden, "No guest identity: enable cookies for this site."));
        return;
      }
      socket.data.guestId = guestId;
      next();
    }
  });
}

/** Behind TLS (directly or through a proxy that says so), the cookie is marked Secure. */
function isHttps(request: IncomingMessage): boolean {
  const encrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
  return encrypted || request.headers["x-forwarded-proto"] === "https";
}
