/**
 * The race referee after the start: standings as racers finish, and the room of a finished
 * race moved on. The winner and the race's end themselves are decided in the transaction that
 * ends a racer's game (race-settlement.ts); here a race that lags behind its games (a crash
 * between the two writes, an older server) is settled from the database, conditionally, so any
 * process may do it any number of times.
 */
import { ROOM_LIMITS } from "@/lib/game/room-protocol";
import type { SerialQueue } from "../games/serial-queue";
import type { ProgressRelay, RaceMeta } from "./progress-relay";
import { bump } from "./room-rules";
import { StaleRoomError, type RaceRecord, type RoomRecord, type RoomStore } from "./room-store";
import { needsSettling, standings } from "./standings";

export interface RaceRefereeOptions {
  store: RoomStore;
  /** The room service's per-room queue: the referee's writes take their turn with commands. */
  queue: SerialQueue;
  relay: ProgressRelay;
  publish: (room: RoomRecord) => Promise<void>;
  now: () => number;
  logError: (message: string, error: unknown) => void;
}

export class RaceReferee {
  constructor(private readonly options: RaceRefereeOptions) {}

  /**
   * A racer is done. The winner and the race's end were decided in the transaction that ended
   * their game; here the standings go out and the room of a finished race moves on.
   */
  settle(meta: RaceMeta): Promise<void> {
    const { queue, relay } = this.options;
    return queue.run(meta.race.roomCode, async () => {
      const race = await this.settledRace(meta.race.id);
      if (!race) return;
      meta.race = race.record;
      relay.queue(race.record, standings(race.record, race.games));
      if (race.record.finishedAt !== null) {
        await this.finishRoom(race.record);
        relay.forget(race.record.id);
      }
    });
  }

  /**
   * A running room whose race is over in the database (or lags behind its games) is settled
   * before anyone sees it: a room must not stay "racing" because the write after a finish
   * was lost. Returns the room as it is then (null: it is gone).
   */
  settleRoom(room: RoomRecord): Promise<RoomRecord | null> {
    const { raceId } = room;
    if (!raceId) return Promise.resolve(room);
    return this.options.queue.run(room.code, async () => {
      const race = await this.settledRace(raceId);
      if (race?.record.finishedAt == null) return room;
      await this.finishRoom(race.record);
      return this.options.store.loadRoom(room.code);
    });
  }

  /**
   * Settles, from the database, every race an interrupted or older server left unsettled, and
   * moves the rooms of finished races on: at start-up, before anyone plays.
   */
  async settleLeftovers(limit = 1_000): Promise<number> {
    const { store, queue, logError } = this.options;
    const raceIds = await store.unsettledRaces(limit);
    for (const raceId of raceIds) {
      const race = await store.loadRace(raceId);
      if (!race) continue;
      await queue
        .run(race.roomCode, async () => {
          const settled = await this.settledRace(raceId);
          if (settled?.record.finishedAt != null) await this.finishRoom(settled.record);
        })
        .catch((error: unknown) => logError(`settling race ${raceId} failed`, error));
    }
    return raceIds.length;
  }

  /**
   * The race and its games as stored, settled first if they lag behind (see needsSettling):
   * conditional writes, so a race already settled, or being settled elsewhere, stays as it is.
   */
  private async settledRace(raceId: string) {
    const { store } = this.options;
    const read = async () => {
      const [record, games] = await Promise.all([store.loadRace(raceId), store.raceGames(raceId)]);
      return record ? { record, games } : null;
    };
    const race = await read();
    if (!race || !needsSettling(race.record, race.games)) return race;
    await store.settleRace(raceId);
    return read();
  }

  /** The room of a finished race moves on to "finished" (if it still shows that race). */
  private async finishRoom(race: RaceRecord): Promise<void> {
    const { store, publish, now } = this.options;
    // Another process may write the room meanwhile: read it again and retry, a few times.
    for (let attempt = 0; attempt < 5; attempt++) {
      const room = await store.loadRoom(race.roomCode);
      if (!room || room.raceId !== race.id || room.phase !== "racing") {
        if (room) await publish(room);
        return;
      }
      const next = bump({
        ...room,
        phase: "finished" as const,
        expiresAt: new Date(now() + ROOM_LIMITS.finishedRoomMs),
      });
      try {
        await store.saveRoom(next);
        await publish(next);
        return;
      } catch (error) {
        if (!(error instanceof StaleRoomError)) throw error;
      }
    }
    throw new StaleRoomError(race.roomCode);
  }
}
