/**
 * Racers' progress to the room: each racer's game writes are reported to the process that made
 * them (GameService's commits), which relays the racer's cells filled to everyone in the room.
 * Reports of one race are gathered for PROGRESS_FLUSH_MS and sent as one event, whoever's they
 * are. A process needs no memory of a race to relay it: a race it never saw start (started by
 * another process, or before a restart) is read from the store on its first report.
 */
import type { RaceProgressEvent, RacerProgress } from "@/lib/game/room-protocol";
import type { RaceRecord, RoomStore } from "./room-store";

/** Progress reports of one race are gathered this long and sent as one event. */
export const PROGRESS_FLUSH_MS = 100;
/** Races whose racers are cached for progress (the newest are kept). */
const RACE_CACHE = 5_000;

/** The racers of a race by guest, for relaying progress without reading the database. */
export interface RaceMeta {
  race: RaceRecord;
  playerIds: Map<string, string>;
}

export class ProgressRelay {
  private readonly races = new Map<string, Promise<RaceMeta | null>>();
  /** Progress waiting to be sent, per race, with the race as last known (winner, finish). */
  private readonly pending = new Map<
    string,
    { race: RaceRecord; entries: Map<string, RacerProgress> }
  >();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private disposed = false;

  constructor(
    private readonly store: Pick<RoomStore, "loadRace">,
    private readonly send: (event: RaceProgressEvent) => void,
    private readonly flushMs = PROGRESS_FLUSH_MS,
  ) {}

  /** The race's racers, from the cache or read once from the store; null for no such race. */
  meta(raceId: string): Promise<RaceMeta | null> {
    let meta = this.races.get(raceId);
    if (!meta) {
      meta = this.store
        .loadRace(raceId)
        .then((race) =>
          race
            ? { race, playerIds: new Map(race.entrants.map((e) => [e.guestId, e.playerId])) }
            : null,
        );
      this.races.set(raceId, meta);
      // A failed read is not remembered: the next report reads again.
      meta.catch(() => this.races.delete(raceId));
      if (this.races.size > RACE_CACHE) this.races.delete(this.races.keys().next().value!);
    }
    return meta;
  }

  /** Queues entries for the race's next batch (the newest entry per racer wins). */
  queue(race: RaceRecord, progress: readonly RacerProgress[]): void {
    if (this.disposed) return;
    const pending = this.pending.get(race.id) ?? { race, entries: new Map() };
    // The newest race record wins: it may have learnt its winner or its end meanwhile.
    if (race.winnerId !== null || race.finishedAt !== null) pending.race = race;
    for (const entry of progress) pending.entries.set(entry.playerId, entry);
    this.pending.set(race.id, pending);
    if (this.timers.has(race.id)) return;
    const timer = setTimeout(() => this.flush(race.id), this.flushMs);
    timer.unref?.();
    this.timers.set(race.id, timer);
  }

  /** The race is over: nothing more to relay, its racers leave the cache. */
  forget(raceId: string): void {
    this.races.delete(raceId);
  }

  stats(): { cachedRaces: number; pendingRaces: number } {
    return { cachedRaces: this.races.size, pendingRaces: this.pending.size };
  }

  /** Drops pending batches and stops the timers: nothing is sent after this. */
  dispose(): void {
    this.disposed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.pending.clear();
    this.races.clear();
  }

  private flush(raceId: string): void {
    this.timers.delete(raceId);
    const batch = this.pending.get(raceId);
    this.pending.delete(raceId);
    if (!batch?.entries.size) return;
    this.send({
      code: batch.race.roomCode,
      raceId: batch.race.id,
      progress: [...batch.entries.values()],
      winnerId: batch.race.winnerId,
      deadlineAt: batch.race.deadlineAt,
      finishedAt: batch.race.finishedAt,
    });
  }
}
