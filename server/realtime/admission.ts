/**
 * What a socket's packets pass before any handler runs, and the quotas handlers charge.
 *
 * Every packet: the tab's own token bucket, then its guest's share across tabs, then (for a
 * signed-in socket) the session re-check. A flood is slowed first (refused with rate_limited),
 * then cut off: a client that keeps sending after many refusals is not a person, and its room
 * goes on without it.
 *
 * The per-tab bucket stays in this process on purpose: a socket lives on one process, so its
 * bucket is already whole there, and moves, the hottest path, pay no round trip for it. Every
 * quota on a guest or an address is a QuotaLimiter, shared across processes when Redis is.
 */
import { ERROR_CODES, SESSION_ENDED_MESSAGE } from "@/lib/game/protocol";
import { USER_PREFIX } from "../auth/identity";
import { GameError } from "../games/errors";
import { replyOf } from "./listen";
import type { QuotaLimiter, QuotaLimiterFactory } from "./quota-limiter";
import { TokenBucket, type Quota } from "./rate-limit";
import type { GameSocketServerSide } from "./types";

/** The quotas on guests and addresses that handlers charge; one set per server. */
export interface Quotas {
  createPerGuest: QuotaLimiter;
  createPerIp: QuotaLimiter;
  /** Joins of rooms that do not exist, per address: codes are short, guessing is slowed. */
  roomProbes: QuotaLimiter;
  /** A guest's tabs together, every event. */
  eventsPerGuest: QuotaLimiter;
  /** Room commands per guest (all tabs): each is a write and a message to every member. */
  roomCommands: QuotaLimiter;
  /** The same per address: forty guests minted on one machine share one allowance. */
  roomCommandsPerIp: QuotaLimiter;
  hintsPerGuest: QuotaLimiter;
  hintsPerIp: QuotaLimiter;
}

export interface QuotaOptions {
  ratePerSecond: number;
  rateBurst: number;
  createPerGuest?: Quota;
  createPerIp?: Quota;
  roomCommandsPerIp?: Quota;
  hintsPerGuest?: Quota;
  hintsPerIp?: Quota;
}

export function createQuotas(options: QuotaOptions, limiter: QuotaLimiterFactory): Quotas {
  return {
    createPerGuest: limiter("create-guest", options.createPerGuest ?? CREATE_PER_GUEST),
    createPerIp: limiter("create-address", options.createPerIp ?? CREATE_PER_IP),
    roomProbes: limiter("room-probes", ROOM_PROBES_PER_IP),
    // A guest's tabs together get half as much again as one tab: enough for two tabs in use.
    eventsPerGuest: limiter("events-guest", {
      perMinute: options.ratePerSecond * 90,
      burst: Math.ceil(options.rateBurst * 1.5),
    }),
    roomCommands: limiter("room-commands-guest", ROOM_COMMANDS_PER_GUEST),
    roomCommandsPerIp: limiter(
      "room-commands-address",
      options.roomCommandsPerIp ?? ROOM_COMMANDS_PER_IP,
    ),
    hintsPerGuest: limiter("hints-guest", options.hintsPerGuest ?? HINTS_PER_GUEST),
    hintsPerIp: limiter("hints-address", options.hintsPerIp ?? HINTS_PER_IP),
  };
}

/**
 * Takes a unit from the player's quota, then the address's, or refuses with `code` and
 * `message`. A guest already refused does not drain the address for the others behind it.
 */
export async function charge(
  perPlayer: QuotaLimiter,
  perAddress: QuotaLimiter,
  keys: { player: string; address: string },
  refusal: { code: typeof ERROR_CODES.limit | typeof ERROR_CODES.rateLimited; message: string },
): Promise<void> {
  const ok = (await perPlayer.take(keys.player)) && (await perAddress.take(keys.address));
  if (!ok) throw new GameError(refusal.code, refusal.message);
}

export interface AdmissionOptions {
  ratePerSecond: number;
  rateBurst: number;
  eventsPerGuest: QuotaLimiter;
  /** Whether a signed-in socket's session still stands; see HandlerOptions.sessionStands. */
  sessionStands?: (playerId: string, epoch: number | undefined) => Promise<boolean>;
  logError: (message: string, error: unknown) => void;
}

/**
 * Installs the packet gate on `socket`. Packets pass one at a time, in the order they came:
 * the guest's quota and the session check are asynchronous, and a command sent right behind
 * another (a move behind its join) must still arrive after it.
 */
export function admitPackets(socket: GameSocketServerSide, options: AdmissionOptions): void {
  const guestId = socket.data.guestId;
  const bucket = new TokenBucket(options.ratePerSecond, options.rateBurst);
  const signedIn = guestId.startsWith(USER_PREFIX);
  let refused = 0;
  let windowStart = Date.now();
  let inOrder: Promise<unknown> = Promise.resolve();

  const refuse = (packet: unknown[]) => {
    const now = Date.now();
    if (now - windowStart > FLOOD_WINDOW_MS) {
      windowStart = now;
      refused = 0;
    }
    if (++refused > FLOOD_REFUSALS) {
      socket.disconnect(true);
      return;
    }
    replyOf(packet)({
      ok: false,
      error: { code: ERROR_CODES.rateLimited, message: "Too many requests: slow down." },
    });
  };

  /** The session re-check of a signed-in socket's command; see TRUSTED_IN_GAME. */
  const sessionStands = async (event: string): Promise<boolean> => {
    if (!signedIn || !options.sessionStands || TRUSTED_IN_GAME.has(event)) return true;
    return options.sessionStands(guestId, socket.data.sessionEpoch);
  };

  const admit = async (packet: unknown[], next: (error?: Error) => void, tabOk: boolean) => {
    if (socket.disconnected) return;
    // Per tab, and per guest across tabs: twenty tabs of one guest get one guest's share.
    if (!tabOk || !(await options.eventsPerGuest.take(guestId))) {
      refuse(packet);
      return;
    }
    let stands: boolean;
    try {
      stands = await sessionStands(String(packet[0]));
    } catch (error) {
      options.logError("session check failed", error);
      replyOf(packet)({
        ok: false,
        error: { code: ERROR_CODES.unavailable, message: "Try again in a moment." },
      });
      return;
    }
    if (stands) {
      next();
      return;
    }
    replyOf(packet)({
      ok: false,
      error: { code: ERROR_CODES.forbidden, message: "This session has ended: sign in again." },
    });
    socket.emit("session:ended", { message: SESSION_ENDED_MESSAGE });
    socket.disconnect(true);
  };

  socket.use((packet, next) => {
    // The tab's bucket is taken now, as the packet arrives, so a flood is measured in real time.
    const tabOk = bucket.take();
    inOrder = inOrder
      .then(() => admit(packet, next, tabOk))
      .catch((error: unknown) => {
        options.logError("admission failed", error);
      });
  });
}

/**
 * Commands inside one game the socket already opened: a deleted account's games change owner
 * and revision, so these are refused by the game itself (forbidden), and moves are the hot
 * path. Every other command of a signed-in socket (new games, rooms, races, the daily)
 * re-checks the session first: a deleted account, or one signed out everywhere, acts no more.
 */
const TRUSTED_IN_GAME: ReadonlySet<string> = new Set([
  "move:submit",
  "hint:request",
  "timer:pause",
  "timer:resume",
  "game:leave",
]);

/** Room commands (ready, settings, names, reactions...) of one guest: each one is a database
 * write and a message to every member, so a few a second at most. */
export const ROOM_COMMANDS_PER_GUEST: Quota = { perMinute: 3 * 60, burst: 12 };

/** Room commands per address: a household or a classroom, not a crowd of fresh guests. */
export const ROOM_COMMANDS_PER_IP: Quota = { perMinute: 20 * 60, burst: 60 };

/** Codes tried in vain per address: a typo or two, not a scan of the code space. */
export const ROOM_PROBES_PER_IP: Quota = { perMinute: 10, burst: 20 };

/** Requests over the rate, within FLOOD_WINDOW_MS, after which a socket is disconnected. */
export const FLOOD_REFUSALS = 300;
export const FLOOD_WINDOW_MS = 10_000;

/**
 * A player climbs a hint's levels (nudge, cells, step, apply) in a second or two, and one who
 * plays by hints alone keeps that up; the address allows a household or a classroom. The
 * attacker's worst positions fill the hint worker's core at ~20-40 hints a second, so an
 * address's share stays a fraction of that (moves never wait for hints: they are computed in
 * the worker).
 */
export const HINTS_PER_GUEST: Quota = { perMinute: 5 * 60, burst: 30 };
export const HINTS_PER_IP: Quota = { perMinute: 10 * 60, burst: 60 };

/** Defaults: a player starts a handful of games an hour; scripts start hundreds. */
export const CREATE_PER_GUEST: Quota = { perMinute: 10, burst: 20 };
export const CREATE_PER_IP: Quota = { perMinute: 30, burst: 60 };
