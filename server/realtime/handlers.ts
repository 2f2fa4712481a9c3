/**
 * The socket.io edge of the game service: every payload is parsed with the protocol's schema
 * before a handler runs, every failure becomes a typed error ack, and events go to the game's
 * room only after the service has written them.
 *
 * Broadcasts: `move:applied` goes to the other tabs in the room (the sender has its ack);
 * `game:updated` goes to the whole room.
 */
import type { z } from "zod";
import {
  ERROR_CODES,
  SESSION_ENDED_MESSAGE,
  type Ack,
  type ClientToServerEvents,
  type ProtocolError,
} from "@/lib/game/protocol";
import {
  createGameSchema,
  gameCommandSchema,
  hintRequestSchema,
  joinGameSchema,
  pauseSchema,
  listGamesSchema,
  submitMoveSchema,
} from "@/lib/game/schemas";
import { USER_PREFIX } from "../auth/identity";
import type { DailyService } from "../daily/daily-service";
import { GameError, toProtocolError } from "../games/errors";
import type { GameService } from "../games/game-service";
import { KeyedBuckets, TokenBucket, addressKey, type Quota } from "./rate-limit";
import type { RoomService } from "../rooms/room-service";
import { registerDailyHandlers } from "./daily-handlers";
import { ROOM_PROBES_PER_IP, registerRoomHandlers } from "./room-handlers";
import { gameChannel, playerChannel, type GameServer, type GameSocketServerSide } from "./types";

export interface HandlerOptions {
  ratePerSecond: number;
  rateBurst: number;
  /** New games per guest: a puzzle costs generator time and a database row. */
  createPerGuest?: Quota;
  /** New games per client address, for guests minted by the dozen. */
  createPerIp?: Quota;
  logError: (message: string, error: unknown) => void;
  /** Room commands per client address; see ROOM_COMMANDS_PER_IP. */
  roomCommandsPerIp?: Quota;
  /** Hints per player and per client address; see HINTS_PER_GUEST. */
  hintsPerGuest?: Quota;
  hintsPerIp?: Quota;
  /** Race rooms; without them, room events answer bad_request like any unknown event. */
  rooms?: RoomService;
  /** The daily challenge; without it, `daily:start` answers bad_request. */
  daily?: DailyService;
  /**
   * Whether a signed-in socket's session still stands (its account exists, its epoch has not
   * moved: identity.ts sessionStands); without it, sessions are trusted for the socket's life.
   */
  sessionStands?: (playerId: string, epoch: number | undefined) => Promise<boolean>;
  /** Keeps the address a racer opened their race game from (see contested-win.ts). */
  keepRaceAddress?: (gameId: string, address: string) => Promise<void>;
  /** A finished race's replay (server/rooms/replay-query.ts). */
  replay?: (raceId: string) => Promise<import("@/lib/game/room-protocol").ReplayData | null>;
}

export type ClientEvent = keyof ClientToServerEvents;

/** What an event's ack carries on success: the `T` of its `Ack<T>`, from the protocol. */
type AckBody<E extends ClientEvent> = (Parameters<ClientToServerEvents[E]>[1] extends (
  result: Ack<infer T>,
) => void
  ? T
  : never) &
  object;

type Reply<T> = (result: Ack<T>) => void;

/** Registers a listener for `event`: parses with `schema`, acks with the event's reply type. */
export type Listen = <E extends ClientEvent, S extends z.ZodType>(
  event: E,
  schema: S,
  handle: (input: z.output<S>) => Promise<AckBody<E>>,
) => void;

/** Listening with untyped arguments: a socket can send anything, in any number. */
interface RawListener {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

export function registerGameHandlers(
  io: GameServer,
  service: GameService,
  options: HandlerOptions,
): void {
  const perGuest = new KeyedBuckets(options.createPerGuest ?? CREATE_PER_GUEST);
  const perIp = new KeyedBuckets(options.createPerIp ?? CREATE_PER_IP);
  const roomProbes = new KeyedBuckets(ROOM_PROBES_PER_IP);
  // A guest's tabs together get half as much again as one tab: enough for two tabs in use.
  const perGuestEvents = new KeyedBuckets({
    perMinute: options.ratePerSecond * 90,
    burst: Math.ceil(options.rateBurst * 1.5),
  });
  const roomCommands = new KeyedBuckets(ROOM_COMMANDS_PER_GUEST);
  const hintsPerGuest = new KeyedBuckets(options.hintsPerGuest ?? HINTS_PER_GUEST);
  const hintsPerIp = new KeyedBuckets(options.hintsPerIp ?? HINTS_PER_IP);
  const roomCommandsPerIp = new KeyedBuckets(options.roomCommandsPerIp ?? ROOM_COMMANDS_PER_IP);

  io.on("connection", (socket) => {
    const guestId = socket.data.guestId;
    /** Games this socket joined, to leave them when it disconnects. */
    const joined = new Set<string>();
    const bucket = new TokenBucket(options.ratePerSecond, options.rateBurst);
    /** Commands about a game need a join first: nothing loads a game or starts its clock
     * for a socket that never opened it. */
    /** Joins in flight: a command sent right behind its join (without waiting for the ack)
     * waits for it instead of being refused. */
    const joining = new Map<string, Promise<unknown>>();
    const requireJoined = async (gameId: string) => {
      await joining.get(gameId);
      if (!joined.has(gameId)) {
        throw new GameError(ERROR_CODES.badRequest, "Join the game first.");
      }
    };

    // A flood is slowed first (refused with rate_limited), then cut off: a client that keeps
    // sending after many refusals is not a person, and its room goes on without it.
    let refused = 0;
    let windowStart = Date.now();
    const signedIn = guestId.startsWith(USER_PREFIX);
    // The account's tabs and devices, to end together with its sessions (sessionsEnded).
    if (signedIn) void socket.join(playerChannel(guestId));
    /** Every packet of a signed-in socket waits for the ones before it, so a command sent right
     * behind a re-checked one (a move behind its join) still arrives after it. */
    let inOrder: Promise<unknown> = Promise.resolve();
    const admit = (packet: unknown[], next: (error?: Error) => void) => {
      const sessionStands = options.sessionStands;
      if (!signedIn || !sessionStands) {
        next();
        return;
      }
      const event = String(packet[0]);
      const stands = inOrder.then(() =>
        TRUSTED_IN_GAME.has(event) ? true : sessionStands(guestId, socket.data.sessionEpoch),
      );
      inOrder = stands.catch(() => {});
      stands.then(
        (ok) => {
          if (ok) {
            next();
            return;
          }
          replyOf(packet)({
            ok: false,
            error: {
              code: ERROR_CODES.forbidden,
              message: "This session has ended: sign in again.",
            },
          });
          socket.emit("session:ended", { message: SESSION_ENDED_MESSAGE });
          socket.disconnect(true);
        },
        (error: unknown) => {
          options.logError("session check failed", error);
          replyOf(packet)({
            ok: false,
            error: { code: ERROR_CODES.unavailable, message: "Try again in a moment." },
          });
        },
      );
    };
    socket.use((packet, next) => {
      // Per tab, and per guest across tabs: twenty tabs of one guest get one guest's share.
      if (bucket.take() && perGuestEvents.take(guestId)) {
        admit(packet, next);
        return;
      }
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
    });

    // An event nobody listens to still gets its typed answer, so no client waits for nothing.
    const served = new Set<string>();
    socket.onAny((event: string, ...args: unknown[]) => {
      if (served.has(event)) return;
      replyOf(args)({
        ok: false,
        error: { code: ERROR_CODES.badRequest, message: "There is no such event." },
      });
    });

    /** Listens to `event`: parses with `schema`, and acks with the event's own reply type. */
    const on: Listen = <E extends ClientEvent, S extends z.ZodType>(
      event: E,
      schema: S,
      handle: (input: z.output<S>) => Promise<AckBody<E>>,
    ) => {
      served.add(event);
      (socket as unknown as RawListener).on(event, (...args: unknown[]) => {
        const reply = replyOf<AckBody<E>>(args);
        const payload = typeof args[0] === "function" ? undefined : args[0];
        if (oversized(payload)) {
          reply({
            ok: false,
            error: {
              code: ERROR_CODES.badRequest,
              message: "This payload is far larger than any request.",
            },
          });
          return;
        }
        const parsed = schema.safeParse(payload);
        if (!parsed.success) {
          reply({ ok: false, error: badRequest(parsed.error) });
          return;
        }
        handle(parsed.data).then(
          (result) => succeed(reply, result),
          (error: unknown) => {
            if (!(error instanceof GameError)) options.logError(`${event} failed`, error);
            reply({ ok: false, error: toProtocolError(error) });
          },
        );
      });
    };

    /** Takes a token from the player's bucket, then the address's, or refuses with `message`.
     * A guest already refused does not drain the address for the others behind it. */
    const charge = (perPlayer: KeyedBuckets, perAddress: KeyedBuckets, message: string) => {
      const ok = perPlayer.take(guestId) && perAddress.take(addressKey(socket.handshake.address));
      if (!ok) throw new GameError(ERROR_CODES.limit, message);
    };
    /** A new game or room costs a puzzle or a row: both buckets pay. */
    const chargeCreate = () =>
      charge(perGuest, perIp, "Too many new games in a short time: finish one, or wait a minute.");

    on("game:create", createGameSchema, async (input) => {
      chargeCreate();
      return service.create(guestId, input);
    });

    on("game:list", listGamesSchema, async () => ({ games: await service.list(guestId) }));

    on("game:join", joinGameSchema, async ({ gameId, sinceVersion }) => {
      const join = (async () => {
        const { snapshot, updated } = await service.join(guestId, gameId, socket.id, sinceVersion);
        if (socket.disconnected) {
          // Gone while the join was queued: its disconnect handler did not know this game.
          service.leave(gameId, socket.id);
          return { snapshot };
        }
        // Before the ack, so the address is known before the racer's first move. A solo game
        // keeps none: no write for it.
        if (service.isRaceGame(gameId)) {
          await options.keepRaceAddress?.(gameId, addressKey(socket.handshake.address));
        }
        await socket.join(gameChannel(gameId));
        joined.add(gameId);
        if (updated) io.to(gameChannel(gameId)).emit("game:updated", updated);
        return { snapshot };
      })();
      const settled = join.catch(() => {});
      joining.set(gameId, settled);
      void settled.then(() => {
        if (joining.get(gameId) === settled) joining.delete(gameId);
      });
      return join;
    });

    on("game:leave", gameCommandSchema, async ({ gameId }) => {
      await socket.leave(gameChannel(gameId));
      if (joined.delete(gameId)) service.leave(gameId, socket.id);
      return {};
    });

    on("move:submit", submitMoveSchema, async (input) => {
      await requireJoined(input.gameId);
      const { ack, applied, updated } = await service.submitMove(guestId, input);
      if (applied) socket.to(gameChannel(input.gameId)).emit("move:applied", applied);
      if (updated) io.to(gameChannel(input.gameId)).emit("game:updated", updated);
      return ack;
    });

    /** A hint is the one request that costs real engine time (tens of ms for the hardest
     * positions, in the hint worker every game shares): fewer per player and per address than
     * other events, so a player with twenty tabs or a script with many guests cannot keep
     * everyone else's hints waiting. */
    const chargeHint = () =>
      charge(hintsPerGuest, hintsPerIp, "Too many hints in a short time: wait a moment.");

    on("hint:request", hintRequestSchema, async ({ gameId, level }) => {
      chargeHint();
      await requireJoined(gameId);
      const { hint, hints, updated } = await service.requestHint(guestId, gameId, level);
      if (updated) io.to(gameChannel(gameId)).emit("game:updated", updated);
      return { hint, hints };
    });

    on("timer:pause", pauseSchema, async ({ gameId, hidden }) => {
      await requireJoined(gameId);
      const { timer, updated } = await service.pause(guestId, gameId, hidden === true);
      if (updated) io.to(gameChannel(gameId)).emit("game:updated", updated);
      return { timer };
    });

    on("timer:resume", gameCommandSchema, async ({ gameId }) => {
      await requireJoined(gameId);
      const { timer, updated } = await service.resume(guestId, gameId);
      if (updated) io.to(gameChannel(gameId)).emit("game:updated", updated);
      return { timer };
    });

    if (options.daily) {
      registerDailyHandlers(on, { playerId: guestId, daily: options.daily, chargeCreate });
    }

    const rooms = options.rooms
      ? registerRoomHandlers(socket as GameSocketServerSide, on, {
          io,
          rooms: options.rooms,
          replay: options.replay,
          chargeCreate,
          probes: roomProbes,
          commands: roomCommands,
          commandsPerIp: roomCommandsPerIp,
        })
      : null;

    socket.on("disconnect", () => {
      for (const gameId of joined) service.leave(gameId, socket.id);
      joined.clear();
      rooms?.disconnected();
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

function succeed<T extends object>(reply: Reply<T>, result: T): void {
  reply({ ...result, ok: true });
}

/** The ack callback is the last argument, when the client asked for one. */
function replyOf<T = never>(args: readonly unknown[]): Reply<T> {
  const last = args[args.length - 1];
  // The client's callback: whatever it is, it receives what the protocol says.
  return typeof last === "function" ? (last as Reply<T>) : () => {};
}

/** What a refusal may say: a few issues, short paths, one short line. */
const MAX_ISSUES = 3;
const MAX_PATH_SEGMENTS = 3;
const MAX_MESSAGE_CHARS = 300;
/** No payload of the protocol has more fields than this at any level. */
const MAX_KEYS = 16;
/** A step's eliminations (729 at most) are the longest list. */
const MAX_ITEMS = 729;
const MAX_DEPTH = 4;

/**
 * The error for a payload that failed its schema, capped so that a garbage payload cannot
 * make the server echo it back (zod lists every unrecognised key in one issue).
 */
export function badRequest(error: z.ZodError): ProtocolError {
  const message = error.issues
    .slice(0, MAX_ISSUES)
    .map((issue) => {
      const path = issue.path.slice(0, MAX_PATH_SEGMENTS).map(String).join(".");
      const more = issue.path.length > MAX_PATH_SEGMENTS ? ".…" : "";
      return path ? `${path}${more}: ${issue.message}` : issue.message;
    })
    .join("; ");
  return { code: ERROR_CODES.badRequest, message: clip(message, MAX_MESSAGE_CHARS) };
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * A payload far larger than any the protocol has (an object with too many fields, an array
 * longer than a step's eliminations): refused before zod walks and reports every element.
 */
function oversized(payload: unknown, depth = 0): boolean {
  if (!payload || typeof payload !== "object") return false;
  if (depth > MAX_DEPTH) return true;
  const values = Array.isArray(payload) ? payload : Object.values(payload);
  if (values.length > (Array.isArray(payload) ? MAX_ITEMS : MAX_KEYS)) return true;
  return values.some((value) => oversized(value, depth + 1));
}
