/**
 * How every part of the room service reads, changes and shows a room: changes run in the
 * room's queue (this process's order) on the room as stored and are written over the version
 * they read; a write that finds another process wrote first runs again on the fresh room (a
 * lost race is retried, never a silent overwrite). Views are built from the stored room and
 * presence shared by every process.
 */
import { ERROR_CODES } from "@/lib/game/protocol";
import type { RoomSnapshot } from "@/lib/game/room-protocol";
import { GameError } from "../games/errors";
import { SerialQueue } from "../games/serial-queue";
import type { MemberPresence } from "./member-presence";
import { StaleRoomError, type RoomRecord, type RoomStore } from "./room-store";
import { roomSnapshot, type RoomPresence } from "./room-view";

/** Tries of a room change against writes of other processes before the caller is told. */
export const WRITE_ATTEMPTS = 5;

/** Where a room's views go: every member, the room as they see it. */
export type RoomViewsSink = (
  code: string,
  views: readonly { guestId: string; room: RoomSnapshot }[],
) => void;

export class RoomAccess {
  readonly queue = new SerialQueue();

  constructor(
    readonly store: RoomStore,
    readonly presence: MemberPresence,
    private readonly sink: RoomViewsSink,
    readonly now: () => number,
  ) {}

  /**
   * Runs a change in the room's queue on the room as stored; a write that finds another
   * process wrote first runs the change again on the fresh room, a few times, then tells the
   * caller to try again.
   */
  withRoom<T>(code: string, change: (room: RoomRecord) => Promise<T>): Promise<T> {
    return this.queue.run(code, async () => {
      for (let attempt = 1; ; attempt++) {
        const room = await this.load(code);
        try {
          return await change(room);
        } catch (error) {
          if (!(error instanceof StaleRoomError)) throw error;
          if (attempt >= WRITE_ATTEMPTS) {
            throw new GameError(
              ERROR_CODES.conflict,
              "The room changed at the same moment. Try again.",
            );
          }
        }
      }
    });
  }

  async load(code: string): Promise<RoomRecord> {
    const room = await this.store.loadRoom(code);
    if (!room) throw roomNotFound();
    return room;
  }

  /** The guest's game in the room's current race, or null. */
  async racerGame(room: RoomRecord, guestId: string): Promise<string | null> {
    if (!room.raceId) return null;
    const games = await this.store.raceGames(room.raceId);
    return games.find((g) => g.guestId === guestId)?.gameId ?? null;
  }

  async viewFor(room: RoomRecord, guestId: string): Promise<RoomSnapshot> {
    const [race, presence] = await Promise.all([this.raceOf(room), this.presenceOf(room)]);
    return roomSnapshot(room, race, presence, guestId, this.now());
  }

  /** Sends every member the room as they see it. */
  async publish(room: RoomRecord): Promise<void> {
    const [race, presence] = await Promise.all([this.raceOf(room), this.presenceOf(room)]);
    const now = this.now();
    this.sink(
      room.code,
      room.members.map((m) => ({
        guestId: m.guestId,
        room: roomSnapshot(room, race, presence, m.guestId, now),
      })),
    );
  }

  private async raceOf(room: RoomRecord) {
    if (!room.raceId) return null;
    const [record, games] = await Promise.all([
      this.store.loadRace(room.raceId),
      this.store.raceGames(room.raceId),
    ]);
    return record ? { record, games } : null;
  }

  /** Who is connected, on every process; an away member's deadline, from the room. */
  private async presenceOf(room: RoomRecord): Promise<RoomPresence> {
    const here = await this.presence.here(room.code);
    const deadlines = new Map(room.members.map((m) => [m.guestId, m.awayUntil]));
    return {
      connected: (guestId) => here.has(guestId),
      forfeitsAt: (guestId) => (here.has(guestId) ? null : (deadlines.get(guestId) ?? null)),
    };
  }
}

export function roomNotFound(): GameError {
  return new GameError(ERROR_CODES.notFound, "This room does not exist, or it has expired.");
}

/** A room that went meanwhile (swept, everyone left) is nothing to act on: null. */
export function unlessGone<T>(work: Promise<T>): Promise<T | null> {
  return work.catch((error: unknown) => {
    if (error instanceof GameError && error.code === ERROR_CODES.notFound) return null;
    throw error;
  });
}
