/**
 * The socket.io edge of the game service: every payload is parsed with the protocol's schema
 * before a handler runs (listen.ts), every packet passes the quotas and the session re-check
 * (admission.ts), and events go to the game's room only after the service has written them.
 *
 * Broadcasts are not made here: the game service publishes what changed on the bus, and the
 * fan-out (fan-out.ts) sends `move:applied` to the game's other tabs and `game:updated` to all.
 */
import type { Redis } from "ioredis";
import { ERROR_CODES } from "@/lib/game/protocol";
import type { ReplayData } from "@/lib/game/room-protocol";
import {
  createGameSchema,
  gameCommandSchema,
  hintRequestSchema,
  joinGameSchema,
  pauseSchema,
  listGamesSchema,
  submitMoveSchema,
} from "@/lib/game/schemas";
import { cleanName, nameProblem } from "@/lib/race/name";
import { USER_PREFIX } from "../auth/identity";
import type { ChallengeService } from "../challenges/challenge-service";
import type { DailyService } from "../daily/daily-service";
import { GameError } from "../games/errors";
import type { GameService } from "../games/game-service";
import type { RoomService } from "../rooms/room-service";
import { admitPackets, charge, createQuotas } from "./admission";
import { registerChallengeHandlers } from "./challenge-handlers";
import { registerDailyHandlers } from "./daily-handlers";
import { listenTo } from "./listen";
import { quotaLimiters } from "./shared-quota";
import type { Quota } from "./rate-limit";
import type { Bus } from "../bus/bus";
import type { Logger } from "../logging/logger";
import { observeAcks, type AckObserver } from "./ack-observer";
import type { HandlerLogError } from "./listen";
import { registerRoomHandlers } from "./room-handlers";
import { gameChannel, playerChannel, type GameServer } from "./types";
import { HintsInFlight } from "./hints-in-flight";

export {
  CREATE_PER_GUEST,
  CREATE_PER_IP,
  FLOOD_REFUSALS,
  FLOOD_WINDOW_MS,
  HINTS_PER_GUEST,
  HINTS_PER_IP,
  ROOM_COMMANDS_PER_GUEST,
  ROOM_COMMANDS_PER_IP,
} from "./admission";

export interface HandlerOptions {
  /** Where room reactions are published (the fan-out sends them). */
  bus: Bus;
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
  /** Where guest and address quotas are counted: with it, across every process sharing it. */
  redis?: Redis;
  /** The quotas' Redis key prefix (tests); see quotaLimiters. */
  quotaKeyPrefix?: string;
  /** Race rooms; without them, room events answer bad_request like any unknown event. */
  rooms?: RoomService;
  /** The daily challenge; without it, `daily:start` answers bad_request. */
  daily?: DailyService;
  /** "Challenge a friend"; without it, challenge events answer bad_request. */
  challenges?: ChallengeService;
  /**
   * Whether a signed-in socket's session still stands (its account exists, its epoch has not
   * moved: identity.ts sessionStands); without it, sessions are trusted for the socket's life.
   */
  sessionStands?: (playerId: string, epoch: number | undefined) => Promise<boolean>;
  /** Keeps the address a racer opened their race game from (see contested-win.ts). */
  keepRaceAddress?: (gameId: string, address: string) => Promise<void>;
  /** A finished race's replay (server/rooms/replay-query.ts). */
  replay?: (raceId: string) => Promise<ReplayData | null>;
  /** Every ack a socket sends, with its error code and time (metrics). */
  observeAck?: AckObserver;
  /**
   * The server's logger: each socket's lines carry its id and its player's; a handler's
   * failure the game or room it was about. Without it, failures go to `logError`.
   */
  logger?: Logger;
}

export function registerGameHandlers(
  io: GameServer,
  service: GameService,
  options: HandlerOptions,
): void {
  const quotas = createQuotas(
    options,
    quotaLimiters({ redis: options.redis, keyPrefix: options.quotaKeyPrefix }),
  );
  // Per process: each process has its own hint worker.
  const hintsInFlight = new HintsInFlight();

  io.on("connection", (socket) => {
    const guestId = socket.data.guestId;
    const address = socket.data.address;
    // First, so the time of an ack includes the wait in admission below.
    if (options.observeAck) observeAcks(socket, options.observeAck);
    const socketLog = options.logger?.child({ socket: socket.id, player: guestId });
    const logError: HandlerLogError = socketLog
      ? (message, error, ids) => socketLog.error({ err: error, ...ids }, message)
      : options.logError;
    socketLog?.debug("socket connected");
    /** Games this socket joined, to leave them when it disconnects. */
    const joined = new Set<string>();
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

    // The account's tabs and devices, to end together with its sessions (sessionsEnded).
    if (guestId.startsWith(USER_PREFIX)) void socket.join(playerChannel(guestId));
    admitPackets(socket, {
      ratePerSecond: options.ratePerSecond,
      rateBurst: options.rateBurst,
      eventsPerGuest: quotas.eventsPerGuest,
      sessionStands: options.sessionStands,
      logError,
    });
    const on = listenTo(socket, logError);
    const keys = { player: guestId, address };

    /** A new game or room costs a puzzle or a row: both quotas pay. */
    const chargeCreate = () =>
      charge(quotas.createPerGuest, quotas.createPerIp, keys, {
        code: ERROR_CODES.limit,
        message: "Too many new games in a short time: finish one, or wait a minute.",
      });

    on("game:create", createGameSchema, async (input) => {
      await chargeCreate();
      return service.create(guestId, input);
    });

    on("game:list", listGamesSchema, async () => ({ games: await service.list(guestId) }));

    on("game:join", joinGameSchema, async ({ gameId, sinceVersion }) => {
      const join = (async () => {
        const { snapshot } = await service.join(guestId, gameId, socket.id, sinceVersion);
        if (socket.disconnected) {
          // Gone while the join was queued: its disconnect handler did not know this game.
          service.leave(gameId, socket.id);
          return { snapshot };
        }
        // Before the ack, so the address is known before the racer's first move. A solo game
        // keeps none: no write for it.
        if (service.isRaceGame(gameId)) {
          await options.keepRaceAddress?.(gameId, address);
        }
        await socket.join(gameChannel(gameId));
        joined.add(gameId);
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
      // The tab that sent the move has it (its ack): the fan-out leaves it out.
      const { ack } = await service.submitMove(guestId, { ...input, tabId: socket.id });
      // Ids and the version only: a move's cells and digit say nothing an operator needs.
      socketLog?.debug(
        { game: input.gameId, version: ack.version, duplicate: ack.duplicate },
        "move accepted",
      );
      return ack;
    });

    /** A hint is the one request that costs real engine time (tens of ms for the hardest
     * positions, in the hint worker every game shares): fewer per player and per address than
     * other events, so a player with twenty tabs or a script with many guests cannot keep
     * everyone else's hints waiting. */
    const chargeHint = () =>
      charge(quotas.hintsPerGuest, quotas.hintsPerIp, keys, {
        code: ERROR_CODES.limit,
        message: "Too many hints in a short time: wait a moment.",
      });

    on("hint:request", hintRequestSchema, ({ gameId, level }) =>
      // Refused before the quota is charged: a request turned away for waiting ones costs none.
      hintsInFlight.run(address, async () => {
        await chargeHint();
        await requireJoined(gameId);
        const { hint, hints } = await service.requestHint(guestId, gameId, level);
        return { hint, hints };
      }),
    );

    on("timer:pause", pauseSchema, async ({ gameId, hidden }) => {
      await requireJoined(gameId);
      const { timer } = await service.pause(guestId, gameId, hidden === true);
      return { timer };
    });

    on("timer:resume", gameCommandSchema, async ({ gameId }) => {
      await requireJoined(gameId);
      const { timer } = await service.resume(guestId, gameId);
      return { timer };
    });

    if (options.daily) {
      registerDailyHandlers(on, { playerId: guestId, daily: options.daily, chargeCreate });
    }

    if (options.challenges) {
      registerChallengeHandlers(on, {
        playerId: guestId,
        address,
        challenges: options.challenges,
        chargeCreate,
        probes: quotas.roomProbes,
        // A signed-in player is shown under their account's name, whatever the page sent.
        nameOf: (typed) => {
          const account = socket.data.displayName && cleanName(socket.data.displayName);
          return account && !nameProblem(account) ? account : typed;
        },
      });
    }

    const rooms = options.rooms
      ? registerRoomHandlers(socket, on, {
          io,
          bus: options.bus,
          rooms: options.rooms,
          replay: options.replay,
          chargeCreate,
          probes: quotas.roomProbes,
          commands: quotas.roomCommands,
          commandsPerIp: quotas.roomCommandsPerIp,
        })
      : null;

    socket.on("disconnect", (reason) => {
      socketLog?.debug({ reason }, "socket disconnected");
      for (const gameId of joined) service.leave(gameId, socket.id);
      joined.clear();
      rooms?.disconnected();
    });
  });
}
