/**
 * The socket.io edge of race rooms. Payloads are parsed by the shared listener (handlers.ts)
 * before anything here runs; the room service decides and writes; this file only moves the
 * socket in and out of the room's channels and relays the service's events.
 *
 * Channels: `roomChannel(code)` (progress, reactions) and `memberChannel(code, guest)` (the
 * room as that member sees it). Racers' own games use the game channel as in single-player.
 */
import { ERROR_CODES } from "@/lib/game/protocol";
import type { ReplayData } from "@/lib/game/room-protocol";
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
import { GameError } from "../games/errors";
import type { RoomPublisher, RoomService } from "../rooms/room-service";
import type { Listen } from "./handlers";
import { KeyedBuckets, TokenBucket, type Quota } from "./rate-limit";
import { memberChannel, roomChannel, type GameServer, type GameSocketServerSide } from "./types";

export interface RoomHandlerContext {
  io: GameServer;
  rooms: RoomService;
  replay?: (raceId: string) => Promise<ReplayData | null>;
  /** Charges the new-game quotas (a room start generates a puzzle). */
  chargeCreate: () => void;
  /** Joins of rooms that do not exist, per address: codes are short, guessing is slowed. */
  probes: KeyedBuckets;
}

/** Codes tried in vain per address: a typo or two, not a scan of the code space. */
export const ROOM_PROBES_PER_IP: Quota = { perMinute: 10, burst: 20 };

/** Reactions per socket: a burst of joy, not a flood. */
const REACTIONS_PER_SECOND = 2;
const REACTION_BURST = 6;

/** Registers the room events of one socket; returns what its disconnect must do. */
export function registerRoomHandlers(
  socket: GameSocketServerSide,
  on: Listen,
  context: RoomHandlerContext,
): { disconnected: () => void } {
  const { rooms, io } = context;
  const guestId = socket.data.guestId;
  /** Rooms this socket joined, with the member's public id. */
  const joined = new Map<string, string>();
  const reactions = new TokenBucket(REACTIONS_PER_SECOND, REACTION_BURST);

  const requireJoined = (code: string): string => {
    const playerId = joined.get(code);
    if (playerId === undefined) throw new GameError(ERROR_CODES.badRequest, "Join the room first.");
    return playerId;
  };

  on("room:create", createRoomSchema, async ({ name, settings }) => {
    context.chargeCreate();
    return rooms.create(guestId, name, settings);
  });

  on("room:join", joinRoomSchema, async ({ code, name }) => {
    const address = socket.handshake.address;
    let result;
    try {
      result = await rooms.join(guestId, code, name);
    } catch (error) {
      if (error instanceof GameError && error.code === ERROR_CODES.notFound) {
        if (!context.probes.take(address)) {
          throw new GameError(
            ERROR_CODES.rateLimited,
            "Too many unknown room codes: wait a minute.",
          );
        }
      }
      throw error;
    }
    if (socket.disconnected) return result;
    await socket.join([roomChannel(code), memberChannel(code, guestId)]);
    joined.set(code, result.room.you);
    rooms.connected(code, guestId, socket.id);
    return result;
  });

  on("room:leave", roomCommandSchema, async ({ code }) => {
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

  on("room:settings", roomSettingsInputSchema, async ({ code, settings }) => {
    requireJoined(code);
    return rooms.settings(guestId, code, settings);
  });

  on("room:ready", roomReadySchema, async ({ code, ready }) => {
    requireJoined(code);
    return rooms.ready(guestId, code, ready);
  });

  on("room:name", roomNameSchema, async ({ code, name }) => {
    requireJoined(code);
    return rooms.rename(guestId, code, name);
  });

  on("room:host", roomHostSchema, async ({ code, playerId }) => {
    requireJoined(code);
    return rooms.handOver(guestId, code, playerId);
  });

  on("room:start", roomCommandSchema, async ({ code }) => {
    requireJoined(code);
    context.chargeCreate();
    return rooms.start(guestId, code);
  });

  on("room:lobby", roomCommandSchema, async ({ code }) => {
    requireJoined(code);
    return rooms.backToLobby(guestId, code);
  });

  on("race:give-up", roomCommandSchema, async ({ code }) => {
    requireJoined(code);
    return rooms.giveUp(guestId, code);
  });

  on("room:react", roomReactSchema, async ({ code, reaction }) => {
    const playerId = requireJoined(code);
    if (!reactions.take()) {
      throw new GameError(ERROR_CODES.rateLimited, "Easy on the reactions.");
    }
    io.to(roomChannel(code)).emit("room:reaction", { code, playerId, reaction, at: Date.now() });
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

/** Sends the room service's events to the right channels. */
export function roomPublisher(io: () => GameServer | null): RoomPublisher {
  return {
    roomChanged: (code, views) => {
      for (const { guestId, room } of views) {
        io()?.to(memberChannel(code, guestId)).emit("room:updated", room);
      }
    },
    progress: (event) => io()?.to(roomChannel(event.code)).emit("race:progress", event),
  };
}
