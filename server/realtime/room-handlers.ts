/**
 * The socket.io edge of race rooms. Payloads are parsed by the shared listener (handlers.ts)
 * before anything here runs; the room service decides and writes; this file only moves the
 * socket in and out of the room's channels and relays the service's events.
 *
 * Channels: `roomChannel(code)` (progress, reactions) and `memberChannel(code, guest)` (the
 * room as that member sees it). Racers' own games use the game channel as in single-player.
 */
import { ERROR_CODES } from "@/lib/game/protocol";
import { ROOM_LIMITS, type ReplayData } from "@/lib/game/room-protocol";
import {
  createRoomSchema,
  joinRoomSchema,
  replaySchema,
  roomCommandSchema,
  roomHostSchema,
  roomNameSchema,
  roomReactSchema,
  roomReadySchema,
  roomSettingsInputSchema,
} from "@/lib/game/schemas";
import { cleanName, nameProblem } from "@/lib/race/name";
import type { Bus } from "../bus/bus";
import { GameError } from "../games/errors";
import type { RoomService } from "../rooms/room-service";
import type { Listen } from "./listen";
import type { QuotaLimiter } from "./quota-limiter";
import { memberChannel, roomChannel, type GameServer, type GameSocketServerSide } from "./types";

export interface RoomHandlerContext {
  /** Kicks move sockets out of the room's channels (on every process, through the adapter). */
  io: GameServer;
  bus: Bus;
  rooms: RoomService;
  replay?: (raceId: string) => Promise<ReplayData | null>;
  /** Charges the new-game quotas (a room start generates a puzzle). */
  chargeCreate: () => Promise<void>;
  /** Joins of rooms that do not exist, per address: codes are short, guessing is slowed. */
  probes: QuotaLimiter;
  /** Room commands per guest (all tabs): each is a write and a message to every member. */
  commands: QuotaLimiter;
  /** The same per address: forty guests minted on one machine share one allowance. */
  commandsPerIp: QuotaLimiter;
}

/** Registers the room events of one socket; returns what its disconnect must do. */
export function registerRoomHandlers(
  socket: GameSocketServerSide,
  on: Listen,
  context: RoomHandlerContext,
): { disconnected: () => void } {
  const { rooms, io } = context;
  const guestId = socket.data.guestId;
  const address = socket.data.address;
  /** Rooms this socket joined, with the member's public id. */
  const joined = new Map<string, string>();

  /** The member's id in a room this socket joined; and a room command is charged. */
  const requireJoined = async (code: string): Promise<string> => {
    const playerId = joined.get(code);
    if (playerId === undefined) throw new GameError(ERROR_CODES.badRequest, "Join the room first.");
    if (!(await context.commands.take(guestId)) || !(await context.commandsPerIp.take(address))) {
      throw new GameError(ERROR_CODES.rateLimited, "Too many changes at once: slow down.");
    }
    return playerId;
  };

  /** A signed-in player races under their account's name, whatever the page sent. */
  const nameOf = (typed: string): string => {
    const account = socket.data.displayName && cleanName(socket.data.displayName);
    return account && !nameProblem(account) ? account : typed;
  };

  on("room:create", createRoomSchema, async ({ name, settings }) => {
    await context.chargeCreate();
    return rooms.create(guestId, nameOf(name), settings);
  });

  // One join of this tab at a time: the tab's cap counts the rooms it is in, which a join
  // still in flight has not reached yet (twenty parallel joins all saw an empty tab).
  let joins: Promise<unknown> = Promise.resolve();
  on("room:join", joinRoomSchema, ({ code, name }) => {
    const run = joins.then(() => joinRoom(code, name));
    joins = run.catch(() => {});
    return run;
  });

  const joinRoom = async (code: string, name: string) => {
    // An address out of misses is refused before the lookup, real codes included: otherwise
    // "slow down" would only mean "not this one" and the scan would go on at full speed.
    if (!(await context.probes.available(address))) {
      throw new GameError(ERROR_CODES.rateLimited, "Too many unknown room codes: wait a minute.");
    }
    // A page shows one room: a tab in many is a script keeping lobbies alive by its presence.
    if (!joined.has(code) && joined.size >= ROOM_LIMITS.roomsPerSocket) {
      throw new GameError(
        ERROR_CODES.limit,
        `This tab is in too many rooms (${ROOM_LIMITS.roomsPerSocket}): leave one first.`,
      );
    }
    let result;
    try {
      result = await rooms.join(guestId, code, nameOf(name), socket.id);
    } catch (error) {
      if (error instanceof GameError && error.code === ERROR_CODES.notFound) {
        if (!(await context.probes.take(address))) {
          throw new GameError(
            ERROR_CODES.rateLimited,
            "Too many unknown room codes: wait a minute.",
          );
        }
      }
      throw error;
    }
    if (socket.disconnected) {
      // Gone meanwhile: its disconnect did not know this room, so its place goes here.
      rooms.disconnected(code, guestId, socket.id);
      return result;
    }
    await socket.join([roomChannel(code), memberChannel(code, guestId)]);
    joined.set(code, result.room.you);
    rooms.connected(code, guestId, socket.id);
    return result;
  };

  on("room:leave", roomCommandSchema, async ({ code }) => {
    await requireJoined(code);
    joined.delete(code);
    await socket.leave(roomChannel(code));
    await socket.leave(memberChannel(code, guestId));
    // Every tab of the member leaves with them: the member is gone from the room.
    io.in(memberChannel(code, guestId)).socketsLeave([
      roomChannel(code),
      memberChannel(code, guestId),
    ]);
    await rooms.leave(guestId, code);
    return {};
  });

  // The page left the room's screen: this tab is gone from the room as a closed one would be,
  // so a tab counts only the rooms it shows against its cap, and presence stays true.
  on("room:unwatch", roomCommandSchema, async ({ code }) => {
    if (!joined.delete(code)) return {};
    await socket.leave(roomChannel(code));
    await socket.leave(memberChannel(code, guestId));
    rooms.disconnected(code, guestId, socket.id);
    return {};
  });

  on("room:settings", roomSettingsInputSchema, async ({ code, settings }) => {
    await requireJoined(code);
    return rooms.settings(guestId, code, settings);
  });

  on("room:ready", roomReadySchema, async ({ code, ready }) => {
    await requireJoined(code);
    return rooms.ready(guestId, code, ready);
  });

  on("room:name", roomNameSchema, async ({ code, name }) => {
    await requireJoined(code);
    return rooms.rename(guestId, code, name);
  });

  on("room:kick", roomHostSchema, async ({ code, playerId }) => {
    await requireJoined(code);
    const { room, kicked } = await rooms.kick(guestId, code, playerId);
    if (kicked) {
      // The member's tabs are told (the room without them) and taken out of its channels.
      const channels = [roomChannel(code), memberChannel(code, kicked)];
      const race = room.race && { ...room.race, gameId: null };
      io.to(memberChannel(code, kicked)).emit("room:updated", { ...room, you: "", race });
      io.in(memberChannel(code, kicked)).socketsLeave(channels);
    }
    return { room };
  });

  on("room:host", roomHostSchema, async ({ code, playerId }) => {
    await requireJoined(code);
    return rooms.handOver(guestId, code, playerId);
  });

  on("room:start", roomCommandSchema, async ({ code }) => {
    await requireJoined(code);
    await context.chargeCreate();
    return rooms.start(guestId, code);
  });

  on("room:lobby", roomCommandSchema, async ({ code }) => {
    await requireJoined(code);
    return rooms.backToLobby(guestId, code);
  });

  on("race:end", roomCommandSchema, async ({ code }) => {
    await requireJoined(code);
    return rooms.endRound(guestId, code);
  });

  on("race:give-up", roomCommandSchema, async ({ code }) => {
    await requireJoined(code);
    return rooms.giveUp(guestId, code);
  });

  on("room:react", roomReactSchema, async ({ code, reaction }) => {
    const playerId = await requireJoined(code);
    context.bus.publish({
      type: "RoomReaction",
      v: 1,
      reaction: { code, playerId, reaction, at: Date.now() },
    });
    return {};
  });

  on("replay:get", replaySchema, async ({ raceId }) => {
    const replay = context.replay ? await context.replay(raceId) : null;
    if (!replay) {
      throw new GameError(
        ERROR_CODES.notFound,
        "There is no finished race with this id: it may still be going.",
      );
    }
    return { replay };
  });

  return {
    disconnected: () => {
      for (const code of joined.keys()) rooms.disconnected(code, guestId, socket.id);
      joined.clear();
    },
  };
}
