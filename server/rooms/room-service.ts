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
import { ERROR_CODES, GAME_STATUS } from "@/lib/game/protocol";
import {
  ROOM_LIMITS,
  type RaceProgressEvent,
  type RoomSettings,
  type RoomSnapshot,
} from "@/lib/game/room-protocol";
import { RACE_DEADLINE } from "@/lib/race/deadline";
import { GameError } from "../games/errors";
import type { GameCommitted, GameService } from "../games/game-service";
import { MemoryPresenceSets, type PresenceSets } from "../presence/presence-sets";
import type { PuzzleSource } from "../puzzles/puzzle-source";
import { MemberAbsences } from "./member-absences";
import { MemberPresence } from "./member-presence";
import { ProgressRelay } from "./progress-relay";
import { RaceReferee, type RaceAnnouncement } from "./race-referee";
import { RoomAccess, roomNotFound } from "./room-access";
import { newPlayerId, newRoomCode } from "./room-codes";
import {
  addMember,
  changeSettings,
  handOver,
  joinNextRound,
  kick,
  memberOf,
  newRoom,
  requireHost,
  requireLobby,
  toLobby,
  updateMember,
} from "./room-rules";
import type { RoomRecord, RoomStore } from "./room-store";
import { sweepExpiredRooms } from "./room-expiry";
import { RoomSweeper, type RoomSweeperOptions } from "./room-sweeper";
import { progressOf } from "./standings";

export { PROGRESS_FLUSH_MS } from "./progress-relay";

/** Where room events go: the socket layer sends each to the right channel. */
export interface RoomPublisher {
  /** The room as each member sees it. */
  roomChanged(code: string, views: readonly { guestId: string; room: RoomSnapshot }[]): void;
  progress(event: RaceProgressEvent): void;
  /** A race this process started or finished (once per race across processes). */
  race?(kind: "started" | "finished", race: RaceAnnouncement): void;
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
  /** The least time the others get after the first finish (tests shorten it). */
  raceDeadlineMinMs?: number;
  /** The sweeps' intervals and jitter (tests). */
  sweeper?: Pick<RoomSweeperOptions, "absenceEveryMs" | "roomsEveryMs" | "random">;
  logError?: (message: string, error: unknown) => void;
}

export class RoomService {
  private readonly games: GameService;
  private readonly publisher: RoomPublisher;
  private readonly now: () => number;
  private readonly logError: (message: string, error: unknown) => void;
  private readonly graceMs: number;
  /** Presence sets this service made (and so closes); null when they were passed in. */
  private readonly ownSets: PresenceSets | null;
  private readonly access: RoomAccess;
  private readonly relay: ProgressRelay;
  private readonly absences: MemberAbsences;
  private readonly referee: RaceReferee;
  private readonly sweeper: RoomSweeper;
  /** Work no request waits for (presence changes, progress): close() waits for it before the
   * database goes. */
  private readonly background = new Set<Promise<unknown>>();
  private closed = false;

  constructor(options: RoomServiceOptions) {
    const { store } = options;
    this.games = options.games;
    this.publisher = options.publisher;
    this.now = options.now ?? Date.now;
    this.logError = options.logError ?? ((message, error) => console.error(message, error));
    const graceMs = options.reconnectGraceMs ?? ROOM_LIMITS.reconnectGraceMs;
    this.ownSets = options.presence ? null : new MemoryPresenceSets();
    const presence = new MemberPresence(options.presence ?? this.ownSets!);
    this.access = new RoomAccess(
      store,
      presence,
      (code, views) => this.publisher.roomChanged(code, views),
      this.now,
    );
    this.relay = new ProgressRelay(store, (event) => this.publisher.progress(event));
    this.sweeper = new RoomSweeper({
      ...options.sweeper,
      jobs: {
        timeLostRacers: () => this.absences.timeLostRacers(),
        dueAbsences: (now, limit) => store.dueAbsences(now, limit),
        absenceDue: (code, guestId) => this.absences.absenceDue(code, guestId),
        timeLostRaces: () => this.referee.timeLostRaces(),
        dueRaces: (now, limit) => store.dueRaces(now, limit),
        raceDue: (raceId) => this.referee.raceDue(raceId),
        sweepRooms: () => this.sweep(),
      },
      now: this.now,
      logError: this.logError,
    });
    this.absences = new MemberAbsences({
      access: this.access,
      games: this.games,
      timers: this.sweeper,
      graceMs,
      lobbyExpiry: (room) => this.lobbyExpiry(room),
    });
    this.referee = new RaceReferee({
      access: this.access,
      relay: this.relay,
      absences: this.absences,
      games: this.games,
      puzzles: options.puzzles,
      timers: this.sweeper,
      countdownMs: options.countdownMs ?? ROOM_LIMITS.countdownMs,
      graceMs,
      deadlineMinMs: options.raceDeadlineMinMs ?? RACE_DEADLINE.minMs,
      logError: this.logError,
      announce: (kind, race) => this.publisher.race?.(kind, race),
    });
    this.graceMs = graceMs;
  }

  private get store(): RoomStore {
    return this.access.store;
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
      const room = newRoom({ code, guestId, playerId: newPlayerId(), name, settings }, this.now());
      if (await this.store.insertRoom(room)) return { code };
    }
    throw new GameError(ERROR_CODES.unavailable, "No free room code was found: try again.");
  }

  /** Enters the room (a returning member keeps their place) and returns it as they see it. */
  async join(
    guestId: string,
    code: string,
    name: string,
    socketId?: string,
  ): Promise<{ room: RoomSnapshot }> {
    // The tab's place among the guest's rooms is taken before the cap is read (see reserve);
    // a refused or failed join gives it back.
    const rooms = socketId ? await this.access.presence.reserve(code, guestId, socketId) : null;
    try {
      return await this.enter(guestId, code, name, rooms);
    } catch (error) {
      if (socketId) await this.access.presence.remove(code, guestId, socketId);
      throw error;
    }
  }

  private async enter(
    guestId: string,
    code: string,
    name: string,
    reservedRooms: number | null,
  ): Promise<{ room: RoomSnapshot }> {
    let room: RoomRecord | null = await this.access.withRoom(code, async (current) => {
      if (current.members.some((m) => m.guestId === guestId)) return current;
      if (reservedRooms !== null) {
        if (reservedRooms > ROOM_LIMITS.roomsPerGuest) throw roomCapReached();
      } else await this.refusePastRoomCap(guestId);
      // Joining does not extend the room's life: presence does (the sweeper keeps rooms
      // someone is connected to), so a lobby nobody is connected to expires on time however
      // often its code is joined.
      const next = addMember(current, { guestId, playerId: newPlayerId(), name });
      await this.store.saveRoom(next);
      return next;
    });
    if (room.phase === "racing") room = await this.referee.settleRoom(room);
    if (!room) throw roomNotFound();
    // Racers nobody timed (every server restarted, or theirs was killed) get their grace now.
    if (room.phase === "racing") room = await this.absences.timeAbsentRacers(room);
    return { room: await this.access.viewFor(room, guestId) };
  }

  /** A tab of a member is here (joined the room's channel), on this process. */
  connected(code: string, guestId: string, socketId: string): void {
    this.inBackground(this.absences.connected(code, guestId, socketId));
  }

  /** A tab left; once the member's last one anywhere is gone they have the grace to return. */
  disconnected(code: string, guestId: string, socketId: string): void {
    // Closed: nothing is written any more (the database is going).
    const writing = () => !this.closed;
    this.inBackground(this.absences.disconnected(code, guestId, socketId, writing));
  }

  async leave(guestId: string, code: string): Promise<void> {
    await this.absences.forget(code, guestId);
    await this.absences.removeFromRoom(code, guestId);
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
      // After a race, ready is "I'm in" for the next round: anyone in the room may say it.
      if (room.phase === "finished") return joinNextRound(room, guestId, ready);
      if (room.phase === "racing") {
        throw new GameError(ERROR_CODES.badRequest, "A race is on: say you're in once it ends.");
      }
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
    if (kicked) await this.absences.forget(code, kicked);
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

  /** The host starts a race: see RaceReferee.start. */
  start(guestId: string, code: string): Promise<{ room: RoomSnapshot }> {
    return this.referee.start(guestId, code);
  }

  /** The host ends the round once someone has finished: see RaceReferee.endRound. */
  endRound(guestId: string, code: string): Promise<{ room: RoomSnapshot }> {
    return this.referee.endRound(guestId, code);
  }

  /** A racer gives up the race they are in. */
  async giveUp(guestId: string, code: string): Promise<{ room: RoomSnapshot }> {
    const room = await this.access.load(code);
    memberOf(room, guestId);
    const game = room.phase === "racing" ? await this.access.racerGame(room, guestId) : null;
    if (!game) throw new GameError(ERROR_CODES.badRequest, "You are not racing now.");
    await this.games.giveUp(guestId, game);
    return { room: await this.access.viewFor(await this.access.load(code), guestId) };
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
    return sweepExpiredRooms(this.store, this.access.presence, this.now(), this.logError);
  }

  stats() {
    return { ...this.relay.stats(), ...this.sweeper.stats() };
  }

  /** Resolves once background work (presence changes, progress) and queued changes are done. */
  async idle(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
    await this.access.queue.drain();
  }

  /** Stops every timer and waits for background work, so nothing touches a closed database. */
  async close(): Promise<void> {
    this.closed = true;
    await this.sweeper.dispose();
    await this.idle();
    this.relay.dispose();
    await this.ownSets?.close();
  }

  // ---------------------------------------------------------------- internals

  private inBackground(work: Promise<unknown>): void {
    const logged = work.catch((error: unknown) =>
      this.logError("room background work failed", error),
    );
    this.background.add(logged);
    void logged.finally(() => this.background.delete(logged));
  }

  /**
   * A player has a bounded number of rooms open (on any of their tabs, on any process): one
   * who joined dozens could keep them all alive by being connected (the sweeper keeps rooms
   * someone is in). Rooms they moved on from (a closed tab, a page that left: room:unwatch)
   * do not count, so a player going from room to room all evening is never refused.
   */
  private async refusePastRoomCap(guestId: string): Promise<void> {
    if ((await this.access.presence.roomsOf(guestId)) < ROOM_LIMITS.roomsPerGuest) return;
    throw roomCapReached();
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
    const room = await this.access.withRoom(code, async (current) => {
      const next = rule(current);
      changed = next !== current;
      if (changed) await this.store.saveRoom(next);
      return next;
    });
    // A request that changed nothing (ready twice) costs the others nothing.
    if (changed) await this.access.publish(room);
    return { room: await this.access.viewFor(room, guestId) };
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

function roomCapReached(): GameError {
  return new GameError(
    ERROR_CODES.limit,
    `You are in too many rooms (${ROOM_LIMITS.roomsPerGuest}): leave one first.`,
  );
}
