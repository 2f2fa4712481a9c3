/**
 * Where domain events meet sockets: the one module that maps an event to the socket.io
 * channels that must hear it. Services publish to the bus and never see a socket.
 *
 * Only events made in this process are emitted here: socket.io's adapter (Redis streams when
 * REDIS_URL is set) carries each emit to the matching sockets of every process, so emitting
 * remote events too would deliver everything once per process.
 */
import type { Bus } from "../bus/bus";
import type { DomainEvent } from "../bus/events";
import { gameChannel, memberChannel, playerChannel, roomChannel, type GameServer } from "./types";

/** Subscribes the fan-out; returns the unsubscribe. */
export function attachFanOut(bus: Bus, io: GameServer): () => void {
  return bus.subscribe((event, origin) => {
    if (origin === "local") emit(io, event);
  });
}

function emit(io: GameServer, event: DomainEvent): void {
  switch (event.type) {
    case "GameUpdated":
      io.to(gameChannel(event.update.gameId)).emit("game:updated", event.update);
      return;
    case "MoveApplied": {
      const channel = io.to(gameChannel(event.applied.gameId));
      (event.exceptSocket ? channel.except(event.exceptSocket) : channel).emit(
        "move:applied",
        event.applied,
      );
      return;
    }
    case "RoomChanged":
      for (const { guestId, room } of event.views) {
        io.to(memberChannel(event.code, guestId)).emit("room:updated", room);
      }
      return;
    case "RaceProgress":
      io.to(roomChannel(event.progress.code)).emit("race:progress", event.progress);
      return;
    case "RoomReaction":
      io.to(roomChannel(event.reaction.code)).emit("room:reaction", event.reaction);
      return;
    case "SessionsEnded": {
      const channel = playerChannel(event.playerId);
      // Said before the close (engine.io flushes it first), so the page can tell the player.
      io.to(channel).emit("session:ended", { message: event.message });
      io.in(channel).disconnectSockets(true);
      return;
    }
    case "GameCommitted":
      // For services (rooms follow racers; caches drop stale games): no socket hears it.
      return;
  }
}
