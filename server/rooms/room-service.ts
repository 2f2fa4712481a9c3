/**
 * The room authority: lobbies, starts, finishes and the winner. Every change reads the room
 * from the store in the room's queue, applies a rule from room-rules.ts and writes it back
 * only over the version it read (another server's write in between means: read again, apply
 * again, once). Racers' moves never pass through here: each racer's game is an ordinary game
 * of the GameService, which reports every write (`onGameCommitted`); progress is relayed from
 * those reports. The winner and the race's end are written in the transaction that ends a
 * racer's game (race-settlement.ts); a room whose race ended moves on from here.
 */
import { randomBytes, randomInt } from "node:crypto";
import { ERROR_CODES, GAME_STATUS } from "@/lib/game/protocol";
import {
  DEFAULT_ROOM_SETTINGS,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  ROOM_LIMITS,
  type RaceProgressEvent,
  type RacerProgress,
  type RoomSettings,
  type RoomSnapshot,
} from "@/lib/game/room-protocol";
import { formatGrid } from "@/lib/sudoku/grid";
import { GameError } from "../games/errors";
import { raceGameRecord, type GameCommitted, type GameService } from "../games/game-service";
import { SerialQueue } from "../games/serial-queue";
import type { PuzzleSource } from "../puzzles/puzzle-source";
import { Presence } from "./presence";
import {
  addMember,
  bump,
  changeSettings,
  handOver,
  kick,
  memberOf,
  racers,
  removeMember,
  requireHost,
  requireLobby,
  toLobby,
  updateMember,
  whyNotStart,
} from "./room-rules";
import { StaleRoomError, type RaceRecord, type RoomRecord, type RoomStore } from "./room-store";
import { roomSnapshot } from "./room-view";
import { needsSettling, progressOf, standings } from "./standings";

/** Progress reports of one race are gathered this long and sent as one event. */
export const PROGRESS_FLUSH_MS = 100;
const SWEEP_EVERY_MS = 60_000;
/** Races whose racers are cached for progress (the newest are kept). */
const RACE_CACHE = 5_000;

/** Where room events go: the socket layer sends each to the right channel. */
export interface RoomPublisher {
  /** The room as each member sees it. */
  roomChanged(code: string, views: readonly { guestId: string; room: RoomSnapshot }[]): void;
  progress(event: RaceProgressEvent): void;
}

export interface RoomServiceOptions {
  store: RoomStore;
  games: GameService;
  puzzles: PuzzleSource;
  publisher: RoomPublisher;
  now?: () => number;
  countdownMs?: number;
  reconnectGraceMs?: number;
  logError?: (message: string, error: unknown) => void;
}

/** The racers of a race by guest, for relaying progress without reading the database. */
interface RaceMeta {
  race: RaceRecord;
  playerIds: Map<string, string>;
}

export class RoomService {
  private readonly store: RoomStore;
  private readonly games: GameService;
  private readonly puzzles: PuzzleSource;
  private readonly publisher: RoomPublisher;
  private readonly now: () => number;
  private readonly countdownMs: number;
  private readonly graceMs: number;
  private readonly logError: (message: string, error: unknown) => void;
  private readonly queue = new SerialQueue();
  private readonly presence = new Presence();
  private readonly races = new Map<string, Promise<RaceMeta | null>>();
  /** Progress waiting to be sent, per race, with the race as last known (winner, finish). */
  private readonly pending = new Map<
    string,
    { race: RaceRecord; entries: Map<string, RacerProgress> }
  >();
  private readonly flushTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private sweeper: ReturnType<typeof setInterval> | null = null;
  /** Work no request waits for (presence broadcasts): close() waits for it before the
   * database goes. */
  private readonly background = new Set<Promise<unknown>>();
  private closed = false;

  constructor(options: RoomServiceOptions) {
    this.store = options.store;
    this.games = options.games;
    this.puzzles = options.puzzles;
    this.publisher = options.publisher;
    this.now = options.now ?? Date.now;
    this.countdownMs = options.countdownMs ?? ROOM_LIMITS.countdownMs;
    this.graceMs = options.reconnectGraceMs ?? ROOM_LIMITS.reconnectGraceMs;
    this.logError = options.logError ?? ((message, error) => console.error(message, error));
  }

  /** Sweeps expired rooms now and then (and keeps occupied ones alive). */
  startSweeping(everyMs = SWEEP_EVERY_MS): void {
    this.sweeper ??= setInterval(() => this.inBackground(this.sweep()), everyMs);
    this.sweeper.unref?.();
  }

  async create(
    guestId: string,
    name: string,
    settings: Partial<RoomSettings> = {},
  ): Promise<{ code: string }> {
    await this.refusePastRoomCap(guestId);
    for (let attempt = 0; attempt < 8; attempt++) {
      const code = newRoomCode();
      const playerId = newPlayerId();
      const room: RoomRecord = {
        code,
        hostId: playerId,
        settings: { ...DEFAULT_ROOM_SETTINGS, ...settings },
        phase: "lobby",
        raceId: null,
        round: 0,
        version: 1,
        expiresAt: new Date(this.now() + ROOM_LIMITS.emptyLobbyMs),
        members: [{ guestId, playerId, name, role: "player", ready: false, seat: 1 }],
        banned: [],
      };
      if (await this.store.insertRoom(room)) return { code };
    }
    throw new GameError(ERROR_CODES.unavailable, "No free room code was found: try again.");
  }

  /** Enters the room (a returning member keeps their place) and returns it as they see it. */
  join(guestId: string, code: string, name: string): Promise<{ room: RoomSnapshot }> {
    return this.withRoom(code, async (room) => {
      let next = room;
      if (!room.members.some((m) => m.guestId === guestId)) {
        await this.refusePastRoomCap(guestId);
        // Joining does not extend the room's life: presence does (the sweeper keeps rooms
        // someone is connected to), so a lobby nobody is connected to expires on time however
        // often its code is joined.
        next = addMember(room, { guestId, playerId: newPlayerId(), name });
        await this.store.saveRoom(next);
      }
      return next;
    })
      .then((room) => (room.phase === "racing" ? this.settleRoom(room) : room))
      .then(async (room) => {
        // After a restart nobody was timing the absent racers: start their grace now.
        if (room.phase === "racing") this.timeAbsentRacers(room);
        return { room: await this.viewFor(room, guestId) };
      });
  }

  /**
   * A running room whose race is over in the database (or lags behind its games) is settled
   * before anyone sees it: a room must not stay "racing" because the write after a finish
   * was lost. Returns the room as it is then.
   */
  private settleRoom(room: RoomRecord): Promise<RoomRecord> {
    const { raceId } = room;
    if (!raceId) return Promise.resolve(room);
    return this.queue.run(room.code, async () => {
      const race = await this.settledRace(raceId);
      if (race?.record.finishedAt == null) return room;
      await this.finishRoom(race.record);
      return this.loadRoom(room.code);
    });
  }

  /** A tab of a member is here (joined the room's channel). */
  connected(code: string, guestId: string, socketId: string): void {
    if (this.presence.add(code, guestId, socketId)) this.inBackground(this.republish(code));
  }

  /** A tab left; once the member's last one is gone they have the grace period to return. */
  disconnected(code: string, guestId: string, socketId: string): void {
    if (!this.presence.remove(code, guestId, socketId)) return;
    // Shutting down: every socket disconnects, nobody is leaving.
    if (this.closed) return;
    this.presence.startAbsence(code, guestId, this.now(), this.graceMs, () =>
      this.absentTooLong(code, guestId),
    );
    this.inBackground(this.republish(code));
  }

  async leave(guestId: string, code: string): Promise<void> {
    this.presence.forget(code, guestId);
    await this.removeFromRoom(code, guestId);
  }

  settings(guestId: string, code: string, change: Partial<RoomSettings>) {
    return this.change(code, guestId, (room) => {
      requireHost(room, guestId);
      requireLobby(room);
      return changeSettings(room, change);
    });
  }

  ready(guestId: string, code: string, ready: boolean) {
    return this.change(code, guestId, (room) => {
      const member = memberOf(room, guestId);
      requireLobby(room);
      if (member.role !== "player") {
        throw new GameError(ERROR_CODES.badRequest, "Spectators do not race this time.");
      }
      return member.ready === ready ? room : updateMember(room, guestId, { ready });
    });
  }

  rename(guestId: string, code: string, name: string) {
    return this.change(code, guestId, (room) =>
      memberOf(room, guestId).name === name ? room : updateMember(room, guestId, { name }),
    );
  }

  /** Sends a member away; resolves with the room and the guest who was sent away. */
  async kick(guestId: string, code: string, playerId: string) {
    let kicked: string | null = null;
    const result = await this.change(code, guestId, (room) => {
      requireHost(room, guestId);
      requireLobby(room);
      const next = kick(room, playerId);
      kicked = room.members.find((m) => m.playerId === playerId)?.guestId ?? null;
      if (kicked) this.presence.forget(code, kicked);
      return { ...next, expiresAt: this.lobbyExpiry(next) };
    });
    return { ...result, kicked };
  }

  handOver(guestId: string, code: string, playerId: string) {
    return this.change(code, guestId, (room) => {
      requireHost(room, guestId);
      return handOver(room, playerId);
    });
  }

  backToLobby(guestId: string, code: string) {
    return this.change(code, guestId, (room) => {
      requireHost(room, guestId);
      if (room.phase !== "finished") {
        throw new GameError(ERROR_CODES.badRequest, "The race is not over yet.");
      }
      return { ...toLobby(room), expiresAt: this.lobbyExpiry(room) };
    });
  }

  /**
   * The host starts a race (from the lobby, or a rematch after a race): a new puzzle, one
   * game per racer, all starting at the same instant after the countdown.
   */
  async start(guestId: string, code: string): Promise<{ room: RoomSnapshot }> {
    const room = await this.withRoom(code, async (current) => {
      requireHost(current, guestId);
      const why = whyNotStart(current);
      if (why) throw new GameError(ERROR_CODES.badRequest, why);
      const { settings } = current;
      const puzzle = await this.puzzles.take(settings.level);
      const now = this.now();
      const startsAt = now + this.countdownMs;
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
      const next: RoomRecord = bump({
        ...current,
        phase: "racing",
        raceId: race.id,
        round: race.round,
        members: current.members.map((m) => ({ ...m, ready: false })),
        expiresAt: new Date(startsAt + ROOM_LIMITS.finishedRoomMs),
      });
      await this.store.startRace(next, race, games);
      return next;
    });
    this.timeAbsentRacers(room);
    await this.publish(room);
    return { room: await this.viewFor(room, guestId) };
  }

  /** A racer gives up the race they are in. */
  async giveUp(guestId: string, code: string): Promise<{ room: RoomSnapshot }> {
    const room = await this.loadRoom(code);
    memberOf(room, guestId);
    const game = room.phase === "racing" ? await this.racerGame(room, guestId) : null;
    if (!game) throw new GameError(ERROR_CODES.badRequest, "You are not racing now.");
    await this.games.giveUp(guestId, game);
    return { room: await this.viewFor(await this.loadRoom(code), guestId) };
  }

  /** Whether the guest is a member (reactions need no more than that). */
  async isMember(guestId: string, code: string): Promise<string | null> {
    const room = await this.store.loadRoom(code);
    return room?.members.find((m) => m.guestId === guestId)?.playerId ?? null;
  }

  /**
   * Every write of a game: a racer's progress is relayed (coalesced per race); a racer who is
   * done may be the winner (decided in the database) and may end the race.
   */
  onGameCommitted(event: GameCommitted): void {
    if (!event.raceId) return;
    const raceId = event.raceId;
    const work = this.raceMeta(raceId)
      .then(async (meta) => {
        if (!meta) return;
        const playerId = meta.playerIds.get(event.guestId);
        if (!playerId) return;
        if (event.status === GAME_STATUS.playing) {
          const entrant = meta.race.entrants.find((e) => e.playerId === playerId)!;
          this.queueProgress(meta.race, [progressOf(meta.race, entrant, toRacerGame(event), null)]);
          return;
        }
        await this.queue.run(meta.race.roomCode, () => this.settle(meta));
      })
      .catch((error: unknown) => this.logError(`race ${raceId} progress failed`, error));
    this.inBackground(work);
  }

  stats() {
    return { ...this.presence.stats(), cachedRaces: this.races.size };
  }

  idle(): Promise<void> {
    return this.queue.drain();
  }

  /** Stops the timers and waits for background work, so nothing touches a closed database. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    for (const timer of this.flushTimers.values()) clearTimeout(timer);
    this.flushTimers.clear();
    this.presence.close();
    await Promise.allSettled([...this.background]);
    await this.queue.drain();
  }

  private inBackground(work: Promise<unknown>): void {
    this.background.add(work);
    void work.finally(() => this.background.delete(work));
  }

  /** Sweeps expired rooms; rooms with someone in them here are extended first. */
  async sweep(): Promise<string[]> {
    try {
      const occupied = this.presence.occupiedRooms();
      await this.store.extendRooms(occupied, new Date(this.now() + ROOM_LIMITS.emptyLobbyMs));
      return await this.store.sweepExpired(new Date(this.now()));
    } catch (error) {
      this.logError("sweeping rooms failed", error);
      return [];
    }
  }

  // ---------------------------------------------------------------- internals

  /**
   * A racer is done. The winner and the race's end were decided in the transaction that ended
   * their game; here the standings go out and the room of a finished race moves on.
   */
  private async settle(meta: RaceMeta): Promise<void> {
    const race = await this.settledRace(meta.race.id);
    if (!race) return;
    meta.race = race.record;
    this.queueProgress(race.record, standings(race.record, race.games));
    if (race.record.finishedAt !== null) {
      await this.finishRoom(race.record);
      this.races.delete(race.record.id);
    }
  }

  /**
   * The race and its games as stored, settled first if they lag behind (see needsSettling):
   * conditional writes, so a race already settled, or being settled elsewhere, stays as it is.
   */
  private async settledRace(raceId: string) {
    const read = async () => {
      const [record, games] = await Promise.all([
        this.store.loadRace(raceId),
        this.store.raceGames(raceId),
      ]);
      return record ? { record, games } : null;
    };
    const race = await read();
    if (!race || !needsSettling(race.record, race.games)) return race;
    await this.store.settleRace(raceId);
    return read();
  }

  /**
   * Settles, from the database, every race an interrupted or older server left unsettled, and
   * moves the rooms of finished races on: at start-up, before anyone plays.
   */
  async settleLeftovers(limit = 1_000): Promise<number> {
    const raceIds = await this.store.unsettledRaces(limit);
    for (const raceId of raceIds) {
      const race = await this.store.loadRace(raceId);
      if (!race) continue;
      await this.queue
        .run(race.roomCode, async () => {
          const settled = await this.settledRace(raceId);
          if (settled?.record.finishedAt != null) await this.finishRoom(settled.record);
        })
        .catch((error: unknown) => this.logError(`settling race ${raceId} failed`, error));
    }
    return raceIds.length;
  }

  /** The room of a finished race moves on to "finished" (if it still shows that race). */
  private async finishRoom(race: RaceRecord): Promise<void> {
    const room = await this.store.loadRoom(race.roomCode);
    if (!room || room.raceId !== race.id || room.phase !== "racing") {
      if (room) await this.publish(room);
      return;
    }
    const next = bump({
      ...room,
      phase: "finished" as const,
      expiresAt: new Date(this.now() + ROOM_LIMITS.finishedRoomMs),
    });
    try {
      await this.store.saveRoom(next);
      await this.publish(next);
    } catch (error) {
      if (!(error instanceof StaleRoomError)) throw error;
      // Another server changed the room meanwhile: read it again and retry once.
      const fresh = await this.store.loadRoom(race.roomCode);
      if (fresh?.raceId === race.id && fresh.phase === "racing") {
        const retried = bump({ ...fresh, phase: "finished" as const });
        await this.store.saveRoom(retried);
        await this.publish(retried);
      }
    }
  }

  private queueProgress(race: RaceRecord, progress: readonly RacerProgress[]): void {
    const pending = this.pending.get(race.id) ?? { race, entries: new Map() };
    // The newest race record wins: it may have learnt its winner or its end meanwhile.
    if (race.winnerId !== null || race.finishedAt !== null) pending.race = race;
    for (const entry of progress) pending.entries.set(entry.playerId, entry);
    this.pending.set(race.id, pending);
    if (this.flushTimers.has(race.id)) return;
    const timer = setTimeout(() => {
      this.flushTimers.delete(race.id);
      const batch = this.pending.get(race.id);
      this.pending.delete(race.id);
      if (!batch?.entries.size) return;
      this.publisher.progress({
        code: batch.race.roomCode,
        raceId: batch.race.id,
        progress: [...batch.entries.values()],
        winnerId: batch.race.winnerId,
        finishedAt: batch.race.finishedAt,
      });
    }, PROGRESS_FLUSH_MS);
    timer.unref?.();
    this.flushTimers.set(race.id, timer);
  }

  private raceMeta(raceId: string): Promise<RaceMeta | null> {
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
      meta.catch(() => this.races.delete(raceId));
      if (this.races.size > RACE_CACHE) this.races.delete(this.races.keys().next().value!);
    }
    return meta;
  }

  /**
   * A member stayed away too long: they leave the room as if they had said so (a racer
   * forfeits, a host hands over), so nobody waits for them to be ready or to rematch.
   */
  private absentTooLong(code: string, guestId: string): void {
    if (this.presence.connected(code, guestId)) return;
    this.removeFromRoom(code, guestId).catch((error: unknown) => {
      if (error instanceof GameError && error.code === ERROR_CODES.notFound) return;
      this.logError(`room ${code}: absence failed`, error);
    });
  }

  /** Racers of a running race who have no tab here get their grace period now. */
  private timeAbsentRacers(room: RoomRecord): void {
    for (const member of racers(room)) {
      const { code } = room;
      if (this.presence.connected(code, member.guestId)) continue;
      if (this.presence.hasAbsence(code, member.guestId)) continue;
      this.presence.startAbsence(code, member.guestId, this.now(), this.graceMs, () =>
        this.absentTooLong(code, member.guestId),
      );
    }
  }

  /**
   * The member leaves, in the room's queue: a racer who leaves mid-race forfeits (the others
   * need not wait for them). Read and decided in the queue, so a start cannot slip in between
   * and leave a racer in the race who is no longer in the room.
   */
  private async removeFromRoom(code: string, guestId: string): Promise<void> {
    const room = await this.withRoom(code, async (current) => {
      if (current.phase === "racing") {
        const game = await this.racerGame(current, guestId);
        if (game) await this.games.giveUp(guestId, game, true);
      }
      const next = removeMember(current, guestId);
      if (next === current) return null;
      const saved = { ...next, expiresAt: this.lobbyExpiry(next) };
      await this.store.saveRoom(saved);
      return saved;
    }).catch((error: unknown) => {
      if (error instanceof GameError && error.code === ERROR_CODES.notFound) return null;
      throw error;
    });
    if (room) await this.publish(room);
  }

  /** The guest's game in the room's current race, or null. */
  private async racerGame(room: RoomRecord, guestId: string): Promise<string | null> {
    if (!room.raceId) return null;
    const games = await this.store.raceGames(room.raceId);
    return games.find((g) => g.guestId === guestId)?.gameId ?? null;
  }

  /**
   * A player has a bounded number of rooms open (on any of their tabs): one who joined dozens
   * could keep them all alive by being connected (the sweeper extends rooms someone is in).
   * Rooms they moved on from (a closed tab, a page that left: room:unwatch) do not count, so a
   * player going from room to room all evening is never refused.
   */
  private async refusePastRoomCap(guestId: string): Promise<void> {
    if (this.presence.roomsOf(guestId) < ROOM_LIMITS.roomsPerGuest) return;
    throw new GameError(
      ERROR_CODES.limit,
      `You are in too many rooms (${ROOM_LIMITS.roomsPerGuest}): leave one first.`,
    );
  }

  /** A lobby with nobody in it goes after a while; a busy room is extended by the sweeper. */
  private lobbyExpiry(room: RoomRecord): Date {
    if (room.phase === "lobby") return new Date(this.now() + ROOM_LIMITS.emptyLobbyMs);
    return room.expiresAt;
  }

  /** Applies a rule to the room, writes it, tells the members, and answers the caller. */
  private async change(
    code: string,
    guestId: string,
    rule: (room: RoomRecord) => RoomRecord,
  ): Promise<{ room: RoomSnapshot }> {
    let changed = false;
    const room = await this.withRoom(code, async (current) => {
      const next = rule(current);
      changed = next !== current;
      if (changed) await this.store.saveRoom(next);
      return next;
    });
    // A request that changed nothing (ready twice) costs the others nothing.
    if (changed) await this.publish(room);
    return { room: await this.viewFor(room, guestId) };
  }

  /**
   * Runs a change in the room's queue on the room as stored; a write that finds another
   * server wrote first runs the change once more on the fresh room, then gives up.
   */
  private withRoom<T>(code: string, change: (room: RoomRecord) => Promise<T>): Promise<T> {
    return this.queue.run(code, async () => {
      for (let attempt = 0; ; attempt++) {
        const room = await this.loadRoom(code);
        try {
          return await change(room);
        } catch (error) {
          if (!(error instanceof StaleRoomError) || attempt > 0) {
            if (error instanceof StaleRoomError) {
              throw new GameError(
                ERROR_CODES.conflict,
                "The room changed at the same moment. Try again.",
              );
            }
            throw error;
          }
        }
      }
    });
  }

  private async loadRoom(code: string): Promise<RoomRecord> {
    const room = await this.store.loadRoom(code);
    if (!room) {
      throw new GameError(ERROR_CODES.notFound, "This room does not exist, or it has expired.");
    }
    return room;
  }

  private async raceOf(room: RoomRecord) {
    if (!room.raceId) return null;
    const [record, games] = await Promise.all([
      this.store.loadRace(room.raceId),
      this.store.raceGames(room.raceId),
    ]);
    return record ? { record, games } : null;
  }

  private async viewFor(room: RoomRecord, guestId: string): Promise<RoomSnapshot> {
    const race = await this.raceOf(room);
    return roomSnapshot(room, race, this.presence.view(room.code), guestId, this.now());
  }

  /** Sends every member the room as they see it. */
  private async publish(room: RoomRecord): Promise<void> {
    const race = await this.raceOf(room);
    const presence = this.presence.view(room.code);
    const now = this.now();
    this.publisher.roomChanged(
      room.code,
      room.members.map((m) => ({
        guestId: m.guestId,
        room: roomSnapshot(room, race, presence, m.guestId, now),
      })),
    );
  }

  /** Presence changed: the members' dots. */
  private async republish(code: string): Promise<void> {
    try {
      const room = await this.store.loadRoom(code);
      if (room) await this.publish(room);
    } catch (error) {
      this.logError(`room ${code}: publishing presence failed`, error);
    }
  }
}

function toRacerGame(event: GameCommitted) {
  return {
    gameId: event.gameId,
    guestId: event.guestId,
    filled: event.filled,
    status: event.status,
    gaveUp: event.gaveUp,
    forfeited: event.forfeited,
    mistakes: event.mistakes,
    hints: event.hints,
    finishedAt: event.finishedAt,
  };
}

/** A code to read aloud: 6 characters of an alphabet without look-alikes (~2.4e8 codes). */
export function newRoomCode(): string {
  let code = "";
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) {
    code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  }
  return code;
}

/** A member's public id: random, so it says nothing about their guest id. */
function newPlayerId(): string {
  return randomBytes(6).toString("base64url");
}
