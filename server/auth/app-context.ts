/**
 * What the Next.js side (route handlers, pages) needs from the running server: the database,
 * the secret and the sign-in rate limits. Next bundles its server code apart from
 * server/index.ts, so a module-level variable would be a different copy on each side; the
 * context is kept on `globalThis` under a registered symbol instead, set once at start.
 *
 * The sign-in limits are QuotaLimiters: given shared ones (shared-quota.ts, with Redis), every
 * process counts the same attempts, so N processes do not give a password guesser N tries.
 */
import type { Db } from "../db";
import type { Env } from "../env";
import {
  memoryQuotas,
  type QuotaLimiter,
  type QuotaLimiterFactory,
} from "../realtime/quota-limiter";
import type { Quota } from "../realtime/rate-limit";

export interface AppContext {
  db: Db;
  env: Env;
  /** Sign-in attempts per client address and per username (lowercased). */
  signInPerIp: QuotaLimiter;
  signInPerUsername: QuotaLimiter;
  /** New accounts per client address: each costs a scrypt and a row. */
  signUpPerIp: QuotaLimiter;
  /** Account changes that check a password, per user. */
  passwordChecksPerUser: QuotaLimiter;
  /**
   * Every session of this user just ended (account deleted, password changed, signed out
   * everywhere): the server closes its open sockets. The account routes call it after the
   * database says so; they never reach a socket themselves.
   */
  sessionsEnded: (userId: string) => void;
}

/** A person mistyping a few times, not a script trying a list. */
export const SIGN_IN_PER_IP: Quota = { perMinute: 20, burst: 30 };
export const SIGN_IN_PER_USERNAME: Quota = { perMinute: 5, burst: 10 };
export const SIGN_UP_PER_IP: Quota = { perMinute: 5, burst: 20 };
export const PASSWORD_CHECKS_PER_USER: Quota = { perMinute: 5, burst: 10 };

const KEY = Symbol.for("nonet.app-context");
type Holder = { [KEY]?: AppContext };

export function createAppContext(
  db: Db,
  env: Env,
  sessionsEnded: (userId: string) => void = () => {},
  limiter: QuotaLimiterFactory = memoryQuotas(),
): AppContext {
  return {
    db,
    env,
    sessionsEnded,
    signInPerIp: limiter("sign-in-address", SIGN_IN_PER_IP),
    signInPerUsername: limiter("sign-in-username", SIGN_IN_PER_USERNAME),
    signUpPerIp: limiter("sign-up-address", SIGN_UP_PER_IP),
    passwordChecksPerUser: limiter("password-checks-user", PASSWORD_CHECKS_PER_USER),
  };
}

export function setAppContext(context: AppContext | null): void {
  (globalThis as Holder)[KEY] = context ?? undefined;
}

export function appContext(): AppContext {
  const context = (globalThis as Holder)[KEY];
  if (!context) {
    throw new Error("Nonet's server is not running: start it with server/index.ts (npm run dev).");
  }
  return context;
}

/**
 * The client's address (client-address.ts: through trusted proxies only, as a limit key).
 * server/index.ts writes it into this header on every request (replacing whatever the client
 * sent), because a Next route handler cannot see the socket.
 */
export const CLIENT_IP_HEADER = "x-nonet-client-ip";
