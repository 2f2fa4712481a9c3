/**
 * A RoomStore in memory, for unit tests of the room service: the same conditional writes as
 * the database (a room written only over the version it was read at), races' games kept in a
 * MemoryGameStore (so GameService and rooms share them as they share the database), and
 * `failNextWrite` to make the next write fail as a lost database would.
 */
import { GAME_STATUS } from "@/lib/game/protocol";
import type { GameRecord } from "../games/game-store";
import type { MemoryGameStore } from "../games/memory-game-store";
import {
  StaleRoomError,
  type RaceRecord,
  type RacerGame,
  type RoomRecord,
  type RoomStore,
} from "./room-store";

export class MemoryRoomStore implements RoomStore {
  readonly rooms = new Map<string, RoomRecord>();
  readonly races = new Map<string, RaceRecord>();
  /** Set to make the next write fail, as a lost database would. */
  failNextWrite = false;

  constructor(private readonly games: MemoryGameStore) {}

  async insertRoom(room: RoomRecord): Promise<boolean> {
    this.checkWrite();
    if (this.rooms.has(room.code)) return false;
    this.rooms.set(room.code, room);
    return true;
  }

  async loadRoom(code: string): Promise<RoomRecord | null> {
    return this.rooms.get(code) ?? null;
  }

  async saveRoom(room: RoomRecord): Promise<void> {
    this.checkWrite();
    this.checkVersion(room);
    this.rooms.set(room.code, room);
  }

  async startRace(room: RoomRecord, race: RaceRecord, games: readonly GameRecord[]) {
    this.checkWrite();
    this.checkVersion(room);
    this.rooms.set(room.code, room);
    this.races.set(race.id, race);
    for (const game of games) {
      this.games.games.set(game.id, game);
      this.games.moves.set(game.id, []);
    }
  }

  async loadRace(raceId: string): Promise<RaceRecord | null> {
    return this.races.get(raceId) ?? null;
  }

  async raceGames(raceId: string): Promise<RacerGame[]> {
    return this.gamesOf(raceId).map((game) => ({
      gameId: game.id,
      guestId: game.guestId,
      filled: game.filled,
      status: game.status,
      gaveUp: game.gaveUp,
      forfeited: game.forfeited,
      mistakes: game.mistakes,
      hints: game.hints,
      finishedAt: game.finishedAt?.getTime() ?? null,
    }));
  }

  /** The first solver wins; every game over, the race ends (as race-settlement.ts). */
  async settleRace(raceId: string): Promise<boolean> {
    this.checkWrite();
    const race = this.races.get(raceId);
    if (!race) return false;
    const games = this.gamesOf(raceId);
    let next = race;
    const first = games
      .filter((g) => g.status === GAME_STATUS.solved)
      .sort((x, y) => (x.finishedAt?.getTime() ?? 0) - (y.finishedAt?.getTime() ?? 0))[0];
    if (next.winnerId === null && first) {
      const winner = race.entrants.find((e) => e.guestId === first.guestId);
      const winnerAt = first.finishedAt?.getTime() ?? null;
      if (winner) next = { ...next, winnerId: winner.playerId, winnerAt };
    }
    if (next.finishedAt === null && games.every((g) => g.status !== GAME_STATUS.playing)) {
      const ends = games.map((g) => g.finishedAt?.getTime() ?? 0);
      next = { ...next, finishedAt: Math.max(0, ...ends) };
    }
    this.races.set(raceId, next);
    return next !== race;
  }

  async unsettledRaces(limit: number): Promise<string[]> {
    return [...this.races.values()]
      .filter((race) => race.finishedAt === null)
      .filter((race) => this.gamesOf(race.id).every((g) => g.status !== GAME_STATUS.playing))
      .slice(0, limit)
      .map((race) => race.id);
  }

  async setRaceDeadline(raceId: string, at: number): Promise<boolean> {
    this.checkWrite();
    const race = this.races.get(raceId);
    if (!race || race.finishedAt !== null) return false;
    if (race.deadlineAt !== null && race.deadlineAt <= at) return false;
    this.races.set(raceId, { ...race, deadlineAt: at });
    return true;
  }

  async dueRaces(now: Date, limit: number): Promise<string[]> {
    return [...this.races.values()]
      .filter((r) => r.finishedAt === null && r.deadlineAt !== null)
      .filter((r) => r.deadlineAt! <= now.getTime())
      .slice(0, limit)
      .map((r) => r.id);
  }

  async untimedRaces(limit: number): Promise<string[]> {
    return [...this.races.values()]
      .filter((r) => r.finishedAt === null && r.deadlineAt === null && r.winnerId !== null)
      .slice(0, limit)
      .map((r) => r.id);
  }

  async extendRooms(codes: readonly string[], until: Date): Promise<void> {
    this.checkWrite();
    for (const code of codes) {
      const room = this.rooms.get(code);
      if (room && room.expiresAt < until) this.rooms.set(code, { ...room, expiresAt: until });
    }
  }

  async expiredRooms(now: Date, limit: number): Promise<string[]> {
    return [...this.rooms.values()]
      .filter((room) => room.expiresAt < now)
      .slice(0, limit)
      .map((room) => room.code);
  }

  async deleteExpired(codes: readonly string[], now: Date): Promise<string[]> {
    this.checkWrite();
    return codes.filter((code) => {
      const room = this.rooms.get(code);
      return room !== undefined && room.expiresAt < now && this.rooms.delete(code);
    });
  }

  async dueAbsences(now: Date, limit: number) {
    const due = [...this.rooms.values()].flatMap((room) =>
      room.members
        .filter((m) => m.awayUntil !== null && m.awayUntil <= now.getTime())
        .map((m) => ({ code: room.code, guestId: m.guestId, at: m.awayUntil! })),
    );
    return due
      .sort((x, y) => x.at - y.at)
      .slice(0, limit)
      .map(({ code, guestId }) => ({ code, guestId }));
  }

  async untimedRacers(limit: number) {
    return [...this.rooms.values()]
      .filter((room) => room.phase === "racing")
      .flatMap((room) =>
        room.members
          .filter((m) => m.role === "player" && m.awayUntil === null)
          .map((m) => ({ code: room.code, guestId: m.guestId })),
      )
      .slice(0, limit);
  }

  async renewOverdueAbsences(now: Date, until: Date): Promise<number> {
    this.checkWrite();
    let count = 0;
    for (const room of this.rooms.values()) {
      const overdue = (m: RoomRecord["members"][number]) =>
        m.awayUntil !== null && m.awayUntil <= now.getTime();
      if (!room.members.some(overdue)) continue;
      count += room.members.filter(overdue).length;
      this.rooms.set(room.code, {
        ...room,
        version: room.version + 1,
        members: room.members.map((m) => (overdue(m) ? { ...m, awayUntil: until.getTime() } : m)),
      });
    }
    return count;
  }

  private gamesOf(raceId: string): GameRecord[] {
    return [...this.games.games.values()].filter((game) => game.race?.raceId === raceId);
  }

  private checkVersion(room: RoomRecord): void {
    if (this.rooms.get(room.code)?.version !== room.version - 1) {
      throw new StaleRoomError(room.code);
    }
  }

  private checkWrite(): void {
    if (this.failNextWrite) {
      this.failNextWrite = false;
      throw new Error("write failed");
    }
  }
}
