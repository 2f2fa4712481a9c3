/**
 * The race referee: the start (a puzzle, one game per racer, one start instant), standings as
 * racers finish, the deadline the first finish gives the others, and the room of a finished
 * race moved on. The winner and the race's end themselves are decided in the transaction that
 * ends a racer's game (race-settlement.ts); here a race that lags behind its games (a crash
 * between the two writes, an older server) is settled from the database, conditionally, so any
 * process may do it any number of times.
 *
 * The deadline (Race.deadlineAt) is stored like an away racer's: the process that sees the
 * first finish writes it (conditionally) and keeps a local timer as a fast path; every
 * process's sweep ends races whose deadline passed by forfeiting the games still being played
 * (each a conditional write of the game), and the last of those finishes the race.
 */
import { randomBytes } from "node:crypto";
import { ERROR_CODES, GAME_STATUS } from "@/lib/game/protocol";
import { ROOM_LIMITS, type RoomSnapshot } from "@/lib/game/room-protocol";
import { raceDeadline } from "@/lib/race/deadline";
import { formatGrid } from "@/lib/sudoku/grid";
import { GameError } from "../games/errors";
import { raceGameRecord, type GameService } from "../games/game-service";
import type { PuzzleSource } from "../puzzles/puzzle-source";
import type { MemberAbsences } from "./member-absences";
import type { ProgressRelay, RaceMeta } from "./progress-relay";
import type { RoomAccess } from "./room-access";
import { bump, memberOf, racers, requireHost, seatNextRound, whyNotStart } from "./room-rules";
import { StaleRoomError, type RaceRecord, type RoomRecord } from "./room-store";
import { needsSettling, standings } from "./standings";

/** Where this process keeps its fast-path timers for race deadlines (the sweeper). */
export interface RaceTimers {
  expectRaceEnd(raceId: string, at: number): void;
}

export interface RaceRefereeOptions {
  access: RoomAccess;
  relay: ProgressRelay;
  absences: MemberAbsences;
  games: GameService;
  puzzles: PuzzleSource;
  timers: RaceTimers;
  countdownMs: number;
  graceMs: number;
  /** The least time the others get after the first finish (see raceDeadline). */
  deadlineMinMs: number;
  logError: (message: string, error: unknown) => void;
  /** Told once per race, by the process that started it and the one that finished it. */
  announce?: (kind: "started" | "finished", race: RaceAnnouncement) => void;
}

/** A race as its start and end are announced: ids and sizes, never its puzzle. */
export interface RaceAnnouncement {
  raceId: string;
  roomCode: string;
  level: RaceRecord["level"];
  racers: number;
}

const announcementOf = (race: RaceRecord): RaceAnnouncement => ({
  raceId: race.id,
  roomCode: race.roomCode,
  level: race.level,
  racers: race.entrants.length,
});

export class RaceReferee {
  constructor(private readonly options: RaceRefereeOptions) {}

  /**
   * The host starts a race (from the lobby, or a rematch after a race): a new puzzle, one
   * game per racer, all starting at the same instant after the countdown. Racers with no tab
   * on any process get their grace from now, in the same write.
   */
  async start(guestId: string, code: string): Promise<{ room: RoomSnapshot }> {
    const { access, absences, puzzles, countdownMs, graceMs } = this.options;
    // The last attempt's race: a write another process beat is retried with a fresh one.
    let started = null as RaceRecord | null;
    const room = await access.withRoom(code, async (current) => {
      requireHost(current, guestId);
      const why = whyNotStart(current);
      if (why) throw new GameError(ERROR_CODES.badRequest, why);
      // After a race, those who said they're in race; the others watch.
      if (current.phase === "finished") current = seatNextRound(current);
      const { settings } = current;
      const puzzle = await puzzles.take(settings.level);
      const here = await access.presence.here(code);
      const now = access.now();
      const startsAt = now + countdownMs;
      const inRace = racers(current);
      const race: RaceRecord = {
        id: randomBytes(12).toString("base64url"),
        roomCode: code,
        round: current.round + 1,
        level: settings.level,
        givens: formatGrid(puzzle.givens),
        solution: formatGrid(puzzle.solution),
        rating: puzzle.rating,
        mistakeChecking: settings.mistakeChecking,
        hintsAllowed: settings.hintsAllowed,
        entrants: inRace.map(({ playerId, guestId: g, name }) => ({ playerId, guestId: g, name })),
        startsAt,
        winnerId: null,
        winnerAt: null,
        deadlineAt: null,
        finishedAt: null,
      };
      const games = inRace.map((m) =>
        raceGameRecord({
          guestId: m.guestId,
          level: settings.level,
          givens: race.givens,
          solution: race.solution,
          rating: race.rating,
          mistakeChecking: race.mistakeChecking,
          race: { raceId: race.id, startsAt, hintsAllowed: race.hintsAllowed },
          now,
        }),
      );
      // A racer here has no deadline; one away keeps theirs or gets one; spectators keep theirs.
      const away = (m: RoomRecord["members"][number]) => {
        if (m.role !== "player") return m.awayUntil;
        return here.has(m.guestId) ? null : (m.awayUntil ?? now + graceMs);
      };
      const next: RoomRecord = bump({
        ...current,
        phase: "racing",
        raceId: race.id,
        round: race.round,
        members: current.members.map((m) => ({ ...m, ready: false, awayUntil: away(m) })),
        expiresAt: new Date(startsAt + ROOM_LIMITS.finishedRoomMs),
      });
      await access.store.startRace(next, race, games);
      started = race;
      return next;
    });
    if (started) this.options.announce?.("started", announcementOf(started));
    absences.expectDeadlines(room);
    await access.publish(room);
    return { room: await access.viewFor(room, guestId) };
  }

  /**
   * A racer is done. The winner and the race's end were decided in the transaction that ended
   * their game; here the standings go out and the room of a finished race moves on.
   */
  settle(meta: RaceMeta): Promise<void> {
    const { access, relay } = this.options;
    return access.queue.run(meta.race.roomCode, async () => {
      const race = await this.settledRace(meta.race.id);
      if (!race) return;
      const record = await this.timeRace(race.record);
      meta.race = record;
      relay.queue(record, standings(record, race.games));
      if (record.finishedAt !== null) {
        await this.finishRoom(record);
        relay.forget(record.id);
      }
    });
  }

  /**
   * The first finish gives the others a deadline, written once (conditionally) so every
   * process and a restart see the same one; this process also acts on it when it passes.
   * Returns the race as stored then.
   */
  async timeRace(race: RaceRecord): Promise<RaceRecord> {
    const { access, timers, deadlineMinMs } = this.options;
    if (race.winnerId === null || race.finishedAt !== null) return race;
    let timed = race;
    if (race.deadlineAt === null) {
      const at = raceDeadline(race.startsAt, race.winnerAt ?? access.now(), deadlineMinMs);
      const wrote = await access.store.setRaceDeadline(race.id, at);
      timed = (await access.store.loadRace(race.id)) ?? race;
      // Everyone sees the countdown to it (progress carries it too; a snapshot is the sure way).
      const room = wrote ? await access.store.loadRoom(race.roomCode) : null;
      if (room?.raceId === race.id) await access.publish(room);
    }
    if (timed.deadlineAt !== null && timed.finishedAt === null) {
      timers.expectRaceEnd(timed.id, timed.deadlineAt);
    }
    return timed;
  }

  /** Races with a winner and no deadline (their process died first) get one: a sweep. */
  async timeLostRaces(limit = 200): Promise<void> {
    const { store } = this.options.access;
    for (const raceId of await store.untimedRaces(limit)) {
      const race = await store.loadRace(raceId);
      if (race) await this.timeRace(race);
    }
  }

  /**
   * The host ends the round once someone has finished: the deadline is pulled to now (stored,
   * so a crash midway is finished by any process's sweep) and acted on at once.
   */
  async endRound(guestId: string, code: string): Promise<{ room: RoomSnapshot }> {
    const { access } = this.options;
    const room = await access.load(code);
    const member = memberOf(room, guestId);
    if (member.playerId !== room.hostId) {
      throw new GameError(ERROR_CODES.forbidden, "Only the host can end the round.");
    }
    const racing = room.phase === "racing" && room.raceId;
    const race = racing ? await access.store.loadRace(room.raceId!) : null;
    if (!race || race.finishedAt !== null) {
      throw new GameError(ERROR_CODES.badRequest, "No race is on.");
    }
    // Someone solved, gave up or forfeited: a round where all but one stopped and the last
    // one idles must not stall either.
    const someoneDone =
      race.winnerId !== null ||
      (await access.store.raceGames(race.id)).some((g) => g.status !== GAME_STATUS.playing);
    if (!someoneDone) {
      throw new GameError(
        ERROR_CODES.badRequest,
        "The round can be ended once someone has finished.",
      );
    }
    await access.store.setRaceDeadline(race.id, access.now());
    await this.raceDue(race.id);
    return { room: await access.viewFor(await access.load(code), guestId) };
  }

  /**
   * The race's deadline passed (seen by this process's timer or sweep, or the host ended the
   * round): every game still being played ends as not finished, and the race with the last of
   * them. Each forfeit is a conditional write of its game, so two processes acting at once end
   * each game once; a race already over, or whose deadline is still ahead, is left alone.
   */
  async raceDue(raceId: string): Promise<void> {
    const { access, games, relay } = this.options;
    const race = await access.store.loadRace(raceId);
    if (!race || race.finishedAt !== null || race.deadlineAt === null) return;
    if (race.deadlineAt > access.now()) return;
    for (const game of await access.store.raceGames(raceId)) {
      if (game.status === GAME_STATUS.playing) {
        await games.giveUp(game.guestId, game.gameId, true);
      }
    }
    const meta = await relay.meta(raceId);
    if (meta) await this.settle(meta);
  }

  /**
   * A running room whose race is over in the database (or lags behind its games) is settled
   * before anyone sees it: a room must not stay "racing" because the write after a finish
   * was lost. Returns the room as it is then (null: it is gone).
   */
  settleRoom(room: RoomRecord): Promise<RoomRecord | null> {
    const { raceId } = room;
    if (!raceId) return Promise.resolve(room);
    const { access } = this.options;
    return access.queue.run(room.code, async () => {
      const race = await this.settledRace(raceId);
      // A race this process had not timed (started elsewhere, or before a restart): its stored
      // deadline gets this process's timer too.
      if (race && race.record.finishedAt === null) await this.timeRace(race.record);
      if (race?.record.finishedAt == null) return room;
      await this.finishRoom(race.record);
      return access.store.loadRoom(room.code);
    });
  }

  /**
   * Settles, from the database, every race an interrupted or older server left unsettled, and
   * moves the rooms of finished races on: at start-up, before anyone plays.
   */
  async settleLeftovers(limit = 1_000): Promise<number> {
    const { access, logError } = this.options;
    const raceIds = await access.store.unsettledRaces(limit);
    for (const raceId of raceIds) {
      const race = await access.store.loadRace(raceId);
      if (!race) continue;
      await access.queue
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
    const { store } = this.options.access;
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
    const { store, now } = this.options.access;
    const publish = (room: RoomRecord) => this.options.access.publish(room);
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
        this.options.announce?.("finished", announcementOf(race));
        await publish(next);
        return;
      } catch (error) {
        if (!(error instanceof StaleRoomError)) throw error;
      }
    }
    throw new StaleRoomError(race.roomCode);
  }
}
