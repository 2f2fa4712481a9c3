/**
 * The room authority: lobbies, starts, absences and the room's side of a race. Every change
 * reads the room from the store in the room's queue, applies a rule from room-rules.ts and
 * writes it back only over the version it read; a write that finds another process wrote first
 * reads again and applies again (a lost race is retried, never a silent overwrite). Nothing here
 * is decided by this process's memory, so several processes can serve one room:
 * - who is connected is shared presence (member-presence.ts over PresenceSets);
 * - an away member's grace is a deadline stored on their row (awayUntil), acted on by whichever
 *   process sees it pass (room-sweeper.ts), after checking presence on every process;
 * - progress is relayed by the process that wrote the racer's game (progress-relay.ts), which
 *   reads the race on a miss; the winner and the race's end are written in the transaction
 *   that ends a racer's game (race-settlement.ts), and race-referee.ts moves the room on.
 */
import { randomBytes, randomInt } from "node:crypto";
import { ERROR_CODES, GAME_STATUS } from "@/lib/game/protocol";
import {
  DEFAULT_ROOM_SETTINGS,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  ROOM_LIMITS,
  type RaceProgressEvent,
  type RoomSettings,
  type RoomSnapshot,
} from "@/lib/game/room-protocol";
import { formatGrid } from "@/lib/sudoku/grid";
import { GameError } from "../games/errors";
import { raceGameRecord, type GameCommitted, type GameService } from "../games/game-service";
import { SerialQueue } from "../games/serial-queue";
import { MemoryPresenceSets, type PresenceSets } from "../presence/presence-sets";
import type { PuzzleSource } from "../puzzles/puzzle-source";
import { MemberPresence } from "./member-presence";
import { ProgressRelay } from "./progress-relay";
import { RaceReferee } from "./race-referee";
import {
  addMember,
  bump,
  changeSettings,
  handOver,
  kick,
  markAway,
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
import { RoomSweeper, type RoomSweeperOptions } from "./room-sweeper";
import { roomSnapshot, type RoomPresence } from "./room-view";
import { progressOf } from "./standings";

export { PROGRESS_FLUSH_MS } from "./progress-relay";
/** Tries of a room change against writes of other processes before the caller is told. */
const WRITE_ATTEMPTS = 5;

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
  /**
   * Who is connected where. Several processes pass one shared through Redis; without it, this
   * process's memory (one process: the same thing). The owner of a passed one closes it.
   */
  presence?: PresenceSets;
  now?: () => number;
  countdownMs?: number;
  reconnectGraceMs?: number;
  /** The sweeps' intervals and jitter (tests). */
  sweeper?: Pick<RoomSweeperOptions, "absenceEveryMs" | "roomsEveryMs" | "random">;
  logError?: (message: string, error: unknown) => void;
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
  /** Presence sets this service made (and so closes); null when they were passed in. */
  private readonly ownSets: PresenceSets | null;
  private readonly presence: MemberPresence;
  private readonly relay: ProgressRelay;
  private readonly referee: RaceReferee;
  private readonly sweeper: RoomSweeper;
  /** Work no request waits for (presence changes, progress): close() waits for it before the
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
    this.ownSets = options.presence ? null : new MemoryPresenceSets();
    this.presence = new MemberPresence(options.presence ?? this.ownSets!);
    this.relay = new ProgressRelay(this.store, (event) => this.publisher.progress(event));
    this.referee = new RaceReferee({
      store: this.store,
      queue: this.queue,
      relay: this.relay,
      publish: (room) => this.publish(room),
      now: this.now,
      logError: this.logError,
    });
    this.sweeper = new RoomSweeper({
      ...options.sweeper,
      jobs: {
        dueAbsences: (now, limit) => this.store.dueAbsences(now, limit),
        absenceDue: (code, guestId) => this.absenceDue(code, guestId),
        sweepRooms: () => this.sweep(),
      },
      now: this.now,
      logError: this.logError,
    });
  }

  /** Starts this process's sweeps of away deadlines and expired rooms. */
  startSweeping(): void {
    this.sweeper.start();
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
        members: [
          { guestId, playerId, name, role: "player", ready: false, seat: 1, awayUntil: null },
        ],
        banned: [],
      };
      if (await this.store.insertRoom(room)) return { code };
    }
    throw new GameError(ERROR_CODES.unavailable, "No free room code was found: try again.");
  }

  /** Enters the room (a returning member keeps their place) and returns it as they see it. */
  async join(guestId: string, code: string, name: string): Promise<{ room: RoomSnapshot }> {
    let room: RoomRecord | null = await this.withRoom(code, async (current) => {
      if (current.members.some((m) => m.guestId === guestId)) return current;
      await this.refusePastRoomCap(guestId);
      // Joining does not extend the room's life: presence does (the sweeper keeps rooms
      // someone is connected to), so a lobby nobody is connected to expires on time however
      // often its code is joined.
      const next = addMember(current, { guestId, playerId: newPlayerId(), name });
      await this.store.saveRoom(next);
      return next;
    });
    if (room.phase === "racing") room = await this.referee.settleRoom(room);
    if (!room) throw notFound();
    // Racers nobody timed (every server restarted, or theirs was killed) get their grace now.
    if (room.phase === "racing") room = await this.timeAbsentRacers(room);
    return { room: await this.viewFor(room, guestId) };
  }

  /** A tab of a member is here (joined the room's channel), on this process. */
  connected(code: string, guestId: string, socketId: string): void {
    this.sweeper.cancel(code, guestId);
    const work = this.presence.add(code, guestId, socketId).then(async (first) => {
      if (first) await this.presenceChanged(code, guestId);
    });
    this.inBackground(work);
  }

  /** A tab left; once the member's last one anywhere is gone they have the grace to return. */
  disconnected(code: string, guestId: string, socketId: string): void {
    const work = this.presence.remove(code, guestId, socketId).then(async (gone) => {
      // Closed: nothing is written any more (the database is going).
      if (gone && !this.closed) await this.presenceChanged(code, guestId);
    });
    this.inBackground(work);
  }

  async leave(guestId: string, code: string): Promise<void> {
    this.sweeper.cancel(code, guestId);
    await this.presence.forget(code, guestId);
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
      return { ...next, expiresAt: this.lobbyExpiry(next) };
    });
    if (kicked) {
      this.sweeper.cancel(code, kicked);
      await this.presence.forget(code, kicked);
    }
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
   * game per racer, all starting at the same instant after the countdown. Racers with no tab
   * on any process get their grace from now, in the same write.
   */
  async start(guestId: string, code: string): Promise<{ room: RoomSnapshot }> {
    const room = await this.withRoom(code, async (current) => {
      requireHost(current, guestId);
      const why = whyNotStart(current);
      if (why) throw new GameError(ERROR_CODES.badRequest, why);
      const { settings } = current;
      const puzzle = await this.puzzles.take(settings.level);
      const here = await this.presence.here(code);
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
      const away = (m: RoomRecord["members"][number]) =>
        m.role === "player" && !here.has(m.guestId) ? (m.awayUntil ?? now + this.graceMs) : null;
      const next: RoomRecord = bump({
        ...current,
        phase: "racing",
        raceId: race.id,
        round: race.round,
        members: current.members.map((m) => ({ ...m, ready: false, awayUntil: away(m) })),
        expiresAt: new Date(startsAt + ROOM_LIMITS.finishedRoomMs),
      });
      await this.store.startRace(next, race, games);
      return next;
    });
    this.expectDeadlines(room);
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
   * A write of a game on this process: a racer's progress is relayed (batched per race); a
   * racer who is done may be the winner (decided in the database) and may end the race. The
   * race is read on a miss, so a race started by another process is relayed all the same.
   */
  onGameCommitted(event: GameCommitted): void {
    if (!event.raceId) return;
    const raceId = event.raceId;
    const work = this.relay
      .meta(raceId)
      .then(async (meta) => {
        const playerId = meta?.playerIds.get(event.guestId);
        if (!meta || !playerId) return;
        if (event.status === GAME_STATUS.playing) {
          const entrant = meta.race.entrants.find((e) => e.playerId === playerId)!;
          this.relay.queue(meta.race, [progressOf(meta.race, entrant, toRacerGame(event), null)]);
          return;
        }
        await this.referee.settle(meta);
      })
      .catch((error: unknown) => this.logError(`race ${raceId} progress failed`, error));
    this.inBackground(work);
  }

  /** Settles what an interrupted server left: see RaceReferee.settleLeftovers. At start-up. */
  async settleLeftovers(limit = 1_000): Promise<number> {
    // Deadlines that passed while no server ran: the members' links went with the server, so
    // they get their grace again rather than a forfeit before they could come back.
    const now = this.now();
    await this.store.renewOverdueAbsences(new Date(now), new Date(now + this.graceMs));
    return this.referee.settleLeftovers(limit);
  }

  /** One sweep of away deadlines now (the periodic sweep does the same); how many were due. */
  sweepAbsences(): Promise<number> {
    return this.sweeper.sweepAbsences();
  }

  /** Deletes expired rooms nobody is connected to on any process; extends the others. */
  async sweep(): Promise<string[]> {
    try {
      const now = new Date(this.now());
      const expired = await this.store.expiredRooms(now, 500);
      const occupied = await Promise.all(expired.map((code) => this.presence.occupied(code)));
      const kept = expired.filter((_, i) => occupied[i]);
      const idle = expired.filter((_, i) => !occupied[i]);
      await this.store.extendRooms(kept, new Date(now.getTime() + ROOM_LIMITS.emptyLobbyMs));
      return await this.store.deleteExpired(idle, now);
    } catch (error) {
      this.logError("sweeping rooms failed", error);
      return [];
    }
  }

  stats() {
    return { ...this.relay.stats(), ...this.sweeper.stats() };
  }

  /** Resolves once background work (presence changes, progress) and queued changes are done. */
  async idle(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
    await this.queue.drain();
  }

  /** Stops every timer and waits for background work, so nothing touches a closed database. */
  async close(): Promise<void> {
    this.closed = true;
    await this.sweeper.dispose();
    await Promise.allSettled([...this.background]);
    await this.queue.drain();
    this.relay.dispose();
    await this.ownSets?.close();
  }

  // ---------------------------------------------------------------- internals

  private inBackground(work: Promise<unknown>): void {
    const logged = work.catch((error: unknown) => {
      if (error instanceof GameError && error.code === ERROR_CODES.notFound) return;
      this.logError("room background work failed", error);
    });
    this.background.add(logged);
    void logged.finally(() => this.background.delete(logged));
  }

  /**
   * The member's tabs came or went (on some process): their deadline is set or cleared from
   * presence as it is now, read in the room's turn, and everyone sees the dot.
   */
  private async presenceChanged(code: string, guestId: string): Promise<void> {
    const room = await this.withRoom(code, async (current) => {
      const here = await this.presence.connected(code, guestId);
      const next = markAway(current, [guestId], here ? null : this.now() + this.graceMs);
      if (next !== current) await this.store.saveRoom(next);
      return next;
    });
    this.expectDeadlines(room);
    await this.publish(room);
  }

  /** Racers of a running race with no tab anywhere and no deadline get one now. */
  private async timeAbsentRacers(room: RoomRecord): Promise<RoomRecord> {
    const untimed = (current: RoomRecord, here: ReadonlySet<string>) =>
      racers(current)
        .filter((m) => m.awayUntil === null && !here.has(m.guestId))
        .map((m) => m.guestId);
    if (untimed(room, await this.presence.here(room.code)).length === 0) return room;
    const next = await this.withRoom(room.code, async (current) => {
      const absent = untimed(current, await this.presence.here(room.code));
      const marked = markAway(current, absent, this.now() + this.graceMs);
      if (marked !== current) await this.store.saveRoom(marked);
      return marked;
    });
    this.expectDeadlines(next);
    if (next !== room) await this.publish(next);
    return next;
  }

  /** This process acts on the room's deadlines when they pass (the sweep would, later). */
  private expectDeadlines(room: RoomRecord): void {
    for (const m of room.members) {
      if (m.awayUntil === null) this.sweeper.cancel(room.code, m.guestId);
      else this.sweeper.expect(room.code, m.guestId, m.awayUntil);
    }
  }

  /**
   * A member's away deadline passed (seen by this process's timer or sweep): unless they are
   * connected on some process, they leave as if they had said so (a racer forfeits, a host
   * hands over), so nobody waits for them. Conditional on the deadline still standing, so a
   * deadline two processes see pass is acted on once.
   */
  private async absenceDue(code: string, guestId: string): Promise<void> {
    let changed = false;
    const room = await this.withRoom(code, async (current) => {
      const member = current.members.find((m) => m.guestId === guestId);
      if (member?.awayUntil == null || member.awayUntil > this.now()) return current;
      let next: RoomRecord;
      if (await this.presence.connected(code, guestId)) {
        // Back on some process, whose write clearing the deadline has not landed (or failed).
        next = markAway(current, [guestId], null);
      } else {
        if (current.phase === "racing") {
          const game = await this.racerGame(current, guestId);
          // Idempotent: a game already over stays as it is.
          if (game) await this.games.giveUp(guestId, game, true);
        }
        const removed = removeMember(current, guestId);
        next = { ...removed, expiresAt: this.lobbyExpiry(removed) };
      }
      await this.store.saveRoom(next);
      changed = true;
      return next;
    }).catch((error: unknown) => {
      if (error instanceof GameError && error.code === ERROR_CODES.notFound) return null;
      throw error;
    });
    if (room && changed) await this.publish(room);
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
   * A player has a bounded number of rooms open (on any of their tabs, on any process): one
   * who joined dozens could keep them all alive by being connected (the sweeper keeps rooms
   * someone is in). Rooms they moved on from (a closed tab, a page that left: room:unwatch)
   * do not count, so a player going from room to room all evening is never refused.
   */
  private async refusePastRoomCap(guestId: string): Promise<void> {
    if ((await this.presence.roomsOf(guestId)) < ROOM_LIMITS.roomsPerGuest) return;
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
   * Runs a change in the room's queue (this process's order) on the room as stored; a write
   * that finds another process wrote first runs the change again on the fresh room, a few
   * times, then tells the caller to try again. Nothing is ever written over a newer room.
   */
  private withRoom<T>(code: string, change: (room: RoomRecord) => Promise<T>): Promise<T> {
    return this.queue.run(code, async () => {
      for (let attempt = 1; ; attempt++) {
        const room = await this.loadRoom(code);
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

  private async loadRoom(code: string): Promise<RoomRecord> {
    const room = await this.store.loadRoom(code);
    if (!room) throw notFound();
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

  /** Who is connected, from every process; an away member's deadline, from the room. */
  private async presenceOf(room: RoomRecord): Promise<RoomPresence> {
    const here = await this.presence.here(room.code);
    const deadlines = new Map(room.members.map((m) => [m.guestId, m.awayUntil]));
    return {
      connected: (guestId) => here.has(guestId),
      forfeitsAt: (guestId) => (here.has(guestId) ? null : (deadlines.get(guestId) ?? null)),
    };
  }

  private async viewFor(room: RoomRecord, guestId: string): Promise<RoomSnapshot> {
    const [race, presence] = await Promise.all([this.raceOf(room), this.presenceOf(room)]);
    return roomSnapshot(room, race, presence, guestId, this.now());
  }

  /** Sends every member the room as they see it. */
  private async publish(room: RoomRecord): Promise<void> {
    const [race, presence] = await Promise.all([this.raceOf(room), this.presenceOf(room)]);
    const now = this.now();
    this.publisher.roomChanged(
      room.code,
      room.members.map((m) => ({
        guestId: m.guestId,
        room: roomSnapshot(room, race, presence, m.guestId, now),
      })),
    );
  }
}

function notFound(): GameError {
  return new GameError(ERROR_CODES.notFound, "This room does not exist, or it has expired.");
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
