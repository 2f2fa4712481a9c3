/**
 * The game authority. Every change to a game (a move, a hint, the clock) is decided here,
 * against the solution and the board replayed from the move log, written to the store, and
 * only then published on the bus (GameCommitted, GameUpdated, MoveApplied). Knows nothing of
 * socket.io: callers pass a guest id and a tab id (one socket: a browser tab).
 *
 * With several processes, nothing cached here decides anything: writes are conditional on the
 * stored revision, another process's GameCommitted marks a cached copy stale, a join compares
 * the stored revision before serving a cached copy, and a game's open tabs are counted across
 * processes (PresenceSets), so only the last tab anywhere pauses the clock.
 */
import { randomBytes } from "node:crypto";
import { applyMove, centreMarksOf, replayMoves, valuesOf, type BoardState } from "@/lib/game/board";
import type { Move } from "@/lib/game/move";
import {
  ERROR_CODES,
  GAME_STATUS,
  MAX_MISTAKES,
  LIMITS,
  NO_HINTS,
  type GameSnapshot,
  type GameSummary,
  type GameUpdated,
  type HintCounts,
  type HintLevel,
  type HintView,
  type GameRating,
  type Level,
  type MoveAck,
  type MoveApplied,
  type TimerState,
} from "@/lib/game/protocol";
import { dailyDateOf } from "@/lib/daily/dates";
import { formatGrid, gridFrom, type Grid } from "@/lib/sudoku/grid";
import { MemoryBus, type Bus } from "../bus/bus";
import type { GameCommittedEvent } from "../bus/events";
import { MemoryPresenceSets, type PresenceSets } from "../presence/presence-sets";
import type { PuzzleSource } from "../puzzles/puzzle-source";
import {
  STOPPED_CLOCK,
  elapsedMs,
  joinClock,
  pauseClock,
  playerPause,
  resumeClock,
  timerView,
  type ClockState,
} from "./clock";
import { GameError } from "./errors";
import { GameLifecycle } from "./game-lifecycle";
import {
  StaleWriteError,
  onWallClock,
  type GameRecord,
  type GameStore,
  type RaceLink,
} from "./game-store";
import { hintsHere, type HintEngine } from "./hint-engine";
import { countHint, gradeHint, isIssuedStep } from "./hint-grading";
import { newMistakes, statusAfter, wrongCells } from "./verdict";
import { SerialQueue } from "./serial-queue";

/** A reload or a flaky network should not pause the game: wait this long after the last tab. */
export const PAUSE_GRACE_MS = 3_000;

/** At most this many games in the "Continue" list. */
export const LIST_LIMIT = 20;

/** A game nobody has open leaves memory this long after its clock stopped. */
export const IDLE_EVICT_MS = 5 * 60_000;

export interface GameServiceOptions {
  store: GameStore;
  puzzles: PuzzleSource;
  /** The server clock (epoch ms); injected so tests control time. */
  now?: () => number;
  pauseGraceMs?: number;
  idleEvictMs?: number;
  /**
   * Where every change goes out (GameCommitted after each write, GameUpdated and MoveApplied
   * for the game's tabs), and where other processes' writes come in. Default: a bus of its
   * own that nobody hears.
   */
  bus?: Bus;
  /** Each game's open tabs (`game:<id>:tabs`), across processes; default: this process's memory. */
  presence?: PresenceSets;
  /** Where failures of background work go. */
  logError?: (message: string, error: unknown) => void;
  /** Computes hints: a worker thread on a server (its owner closes it); in-process by default. */
  hints?: HintEngine;
}

/** A game's state after a write: what a race room needs to know of one racer. */
export interface GameCommitted {
  gameId: string;
  guestId: string;
  raceId: string | null;
  version: number;
  /** Every write bumps it: a cache holding a lower one is stale. */
  revision: number;
  filled: number;
  status: GameRecord["status"];
  gaveUp: boolean;
  forfeited: boolean;
  mistakes: number;
  hints: HintCounts;
  finishedAt: number | null;
}

export interface CreateGameCommand {
  level?: Level;
  puzzle?: string;
  mistakeChecking: boolean;
  /** A daily attempt: the player's isomorph of the day's puzzle, used as it is. */
  daily?: { date: string; level: Level; givens: string; solution: string; rating: GameRating };
}

/**
 * A result plus the `game:updated` event the request caused, if any. It is already published
 * on the bus: callers read it, never re-emit it.
 */
interface WithUpdate {
  updated: GameUpdated | null;
}

/** A game in memory: its record, and the board its move log replays to. */
interface LiveGame {
  record: GameRecord;
  givens: Grid;
  solution: Grid;
  board: BoardState;
  moves: Move[];
  /** moveId -> seq, to recognise retried submits. */
  moveSeqs: Map<string, number>;
  /** Bytes of the log's move payloads as JSON, against LIMITS.logBytesPerGame. */
  logBytes: number;
  /** Carried over when the game is reloaded after a lost race: tabs and timers stay. */
  lifecycle: GameLifecycle;
  /** Another process wrote the game since this copy was read: reload before the next use. */
  stale: boolean;
}

/** The presence key of a game's open tabs. */
export function gameTabsKey(gameId: string): string {
  return `game:${gameId}:tabs`;
}

/** Game ids appear in URLs: 16 URL-safe characters, 96 random bits. */
function newGameId(): string {
  return randomBytes(12).toString("base64url");
}

export class GameService {
  private readonly store: GameStore;
  private readonly puzzles: PuzzleSource;
  private readonly now: () => number;
  private readonly pauseGraceMs: number;
  private readonly idleEvictMs: number;
  private readonly bus: Bus;
  private readonly presence: PresenceSets;
  private readonly unsubscribe: () => void;
  private readonly logError: (message: string, error: unknown) => void;
  private readonly hints: HintEngine;
  private readonly live = new Map<string, LiveGame>();
  private readonly queue = new SerialQueue();

  constructor(options: GameServiceOptions) {
    this.store = options.store;
    this.puzzles = options.puzzles;
    this.now = options.now ?? Date.now;
    this.pauseGraceMs = options.pauseGraceMs ?? PAUSE_GRACE_MS;
    this.idleEvictMs = options.idleEvictMs ?? IDLE_EVICT_MS;
    this.logError = options.logError ?? ((message, error) => console.error(message, error));
    this.hints = options.hints ?? hintsHere;
    this.bus = options.bus ?? new MemoryBus(this.logError);
    this.presence = options.presence ?? new MemoryPresenceSets();
    // Only remote writes: this process's own already updated its copy.
    this.unsubscribe = this.bus.subscribe((event, origin) => {
      if (origin === "remote" && event.type === "GameCommitted") this.writtenElsewhere(event);
    });
  }

  /** Another process wrote a game: a copy cached here that is older is stale. */
  private writtenElsewhere({ game: written }: GameCommittedEvent): void {
    const cached = this.live.get(written.gameId);
    if (!cached) return;
    const { record } = cached;
    if (written.revision > record.revision || written.version > record.version) {
      cached.stale = true;
    }
  }

  /** Creates a game for the guest from a level or a given puzzle; its clock starts on join. */
  async create(guestId: string, command: CreateGameCommand): Promise<{ gameId: string }> {
    const { daily } = command;
    const puzzle = daily
      ? null
      : command.puzzle
        ? await this.puzzles.custom(command.puzzle)
        : await this.puzzles.take(command.level ?? "easy");
    const record: GameRecord = {
      id: newGameId(),
      guestId,
      level: daily ? daily.level : command.puzzle ? "custom" : (command.level ?? "easy"),
      givens: daily ? daily.givens : formatGrid(puzzle!.givens),
      solution: daily ? daily.solution : formatGrid(puzzle!.solution),
      rating: daily ? daily.rating : puzzle!.rating,
      mistakeChecking: command.mistakeChecking,
      mistakes: 0,
      hints: NO_HINTS,
      issuedStep: null,
      status: GAME_STATUS.playing,
      clock: STOPPED_CLOCK,
      version: 0,
      revision: 0,
      filled: 0,
      createdAt: new Date(this.now()),
      updatedAt: new Date(this.now()),
      finishedAt: null,
      race: null,
      gaveUp: false,
      forfeited: false,
      startedAt: null,
      dailyDate: daily?.date ?? null,
    };
    await this.store.insertGame(record);
    return { gameId: record.id };
  }

  /** A tab opens the game: the snapshot, and the clock runs while the game is played. */
  join(
    guestId: string,
    gameId: string,
    tabId: string,
    sinceVersion?: number,
  ): Promise<{ snapshot: GameSnapshot } & WithUpdate> {
    return this.withGame(
      guestId,
      gameId,
      async (game) => {
        // The puzzle appears for every racer at the room's start instant, not a moment before.
        refuseBeforeStart(game.record, this.now());
        game.lifecycle.tabs.add(tabId);
        game.lifecycle.cancel();
        await this.presence.add(gameTabsKey(gameId), tabId);
        let updated: GameUpdated | null = null;
        // A wall clock starts at the first join and is never touched again.
        const clock =
          onWallClock(game.record) && game.record.clock.resumedAt !== null
            ? game.record.clock
            : joinClock(game.record.clock, this.now());
        if (game.record.status === GAME_STATUS.playing && clock !== game.record.clock) {
          updated = this.published(await this.setClock(game, clock));
        }
        return { snapshot: this.snapshot(game, sinceVersion), updated };
      },
      // A join writes nothing when the clock already runs (a race, a daily, a second tab), so
      // no conditional write would catch a stale copy: ask the store (a bus event can be late).
      { checkStore: true },
    );
  }

  /** Whether a game open here is a race game (false when it is not open here). */
  isRaceGame(gameId: string): boolean {
    return (this.live.get(gameId)?.record.race ?? null) !== null;
  }

  /**
   * A tab closes the game (left or disconnected). When it was the last one, the clock
   * stops after the grace period, as of the moment it left.
   */
  leave(gameId: string, tabId: string): void {
    // Gone from the count every process reads, in the game's queue, so the grace check below
    // runs after it. Only the process whose tab left last anywhere stops the clock: it knows
    // when play stopped (another process's tab may have played on after this one left).
    let lastOut = true;
    this.queue
      .run(gameId, async () => {
        lastOut = (await this.presence.remove(gameTabsKey(gameId), tabId)) === 0;
      })
      .catch((error: unknown) => this.logError(`leaving game ${gameId} failed`, error));
    const game = this.live.get(gameId);
    const { lifecycle } = game ?? {};
    if (!game || !lifecycle || !lifecycle.tabs.delete(tabId) || lifecycle.tabs.size > 0) {
      return;
    }
    // A race or daily clock runs on whoever looks: only the memory is freed later.
    if (onWallClock(game.record)) {
      this.evictWhenIdle(game);
      return;
    }
    const leftAt = this.now();
    lifecycle.schedule(this.pauseGraceMs, () =>
      this.stopWhenStillIdle(
        gameId,
        lifecycle,
        () => (lastOut ? leftAt : null),
        "pausing",
        (current) => this.evictWhenIdle(current),
      ),
    );
  }

  /** Live games and their pending timers: what a leak would show. */
  stats(): { liveGames: number; pendingTimers: number } {
    const games = [...this.live.values()];
    return {
      liveGames: games.length,
      pendingTimers: games.filter((game) => game.lifecycle.pending).length,
    };
  }

  /**
   * Applies a player's move, or acknowledges a retried one again without applying it. The
   * move goes out to the game's other tabs (all but `tabId`, which has its ack) on the bus;
   * `applied` says what was published.
   */
  submitMove(
    guestId: string,
    command: { gameId: string; moveId: string; move: Move; tabId?: string },
  ): Promise<{ ack: MoveAck; applied: MoveApplied | null } & WithUpdate> {
    return this.withGame(guestId, command.gameId, async (game, reloaded) => {
      const { record } = game;
      const earlier = game.moveSeqs.get(command.moveId);
      if (earlier !== undefined) {
        // A retry repeats the same move; another move under the same id is a client bug
        // that must not be acknowledged as if it had been applied.
        if (!sameMove(game.moves[earlier - 1], command.move)) {
          throw new GameError(
            ERROR_CODES.conflict,
            "This move id was already used for another move.",
          );
        }
        const ack = { ...this.verdict(game), version: earlier, duplicate: true };
        return { ack, applied: null, updated: null };
      }
      if (record.status !== GAME_STATUS.playing) throw gameOver(record);
      refuseBeforeStart(record, this.now());
      const { move } = command;
      // A step move places digits without the player typing them: only the step a hint showed
      // in full may be applied, or a paused player could fill the whole board in one move.
      const { issuedStep } = record;
      if (move.type === "step" && !(issuedStep && isIssuedStep(move, issuedStep))) {
        // A hint served by another server does not change the version: look at the store
        // once before refusing.
        if (!reloaded) throw new StaleWriteError(record.id);
        throw new GameError(ERROR_CODES.badRequest, "Apply only a step the hint showed.");
      }
      if (onGivensOnly(game.givens, move)) {
        throw new GameError(ERROR_CODES.badRequest, "Givens cannot be changed.");
      }
      // Playing on a paused board would let the clock miss the thinking done meanwhile.
      if (record.clock.pausedByPlayer) {
        throw new GameError(ERROR_CODES.badRequest, "Resume the game first.");
      }

      const bytes = moveBytes(move);
      if (record.version >= LIMITS.movesPerGame || game.logBytes + bytes > LIMITS.logBytesPerGame) {
        throw new GameError(
          ERROR_CODES.limit,
          "This game's move log is full: no more moves can be saved. Start a new game.",
        );
      }
      // A move that changes nothing is still logged: the log is what the player did, and
      // every acknowledged move advances the version by one on both sides.
      const now = this.now();
      const board = applyMove(game.board, command.move);
      // The count stops at the limit: one move over many cells ends the game at "3 of 3".
      const mistakes = record.mistakeChecking
        ? Math.min(
            MAX_MISTAKES,
            record.mistakes + newMistakes(game.board, board, command.move, game.solution),
          )
        : record.mistakes;
      const status = statusAfter(board, game.solution, mistakes, record.mistakeChecking);
      const ended = status !== GAME_STATUS.playing;
      // A move restarts a clock stopped while nobody looked; the end stops it for good.
      const running = checkpoint(resumeClock(record.clock, now), now);
      const next: GameRecord = {
        ...record,
        mistakes,
        status,
        clock: ended ? pauseClock(running, now) : running,
        version: record.version + 1,
        revision: record.revision + 1,
        filled: filledCells(game.givens, board),
        updatedAt: new Date(now),
        finishedAt: ended ? new Date(now) : null,
        issuedStep: move.type === "step" ? null : record.issuedStep,
        startedAt: startedAtOf(record, running),
      };
      await this.store.appendMove(next, {
        seq: next.version,
        moveId: command.moveId,
        move: command.move,
      });

      const clockChanged = (record.clock.resumedAt === null) !== (next.clock.resumedAt === null);
      game.record = next;
      game.board = board;
      game.moves.push(command.move);
      game.logBytes += bytes;
      game.moveSeqs.set(command.moveId, next.version);
      this.committed(next);
      const verdict = this.verdict(game);
      const applied: MoveApplied = {
        gameId: record.id,
        moveId: command.moveId,
        move: command.move,
        ...verdict,
      };
      this.bus.publish({
        type: "MoveApplied",
        v: 1,
        applied,
        exceptSocket: command.tabId ?? null,
      });
      const updated = ended || clockChanged ? this.published(this.updateEvent(game)) : null;
      return { ack: { ...verdict, duplicate: false }, applied, updated };
    });
  }

  /**
   * A hint from the player's whole position (digits and centre marks): one wrong cell (a
   * check), or the next logical step shown and counted at the requested level.
   */
  requestHint(
    guestId: string,
    gameId: string,
    level: HintLevel,
  ): Promise<{ hint: HintView; hints: HintCounts } & WithUpdate> {
    return this.withGame(guestId, gameId, async (game) => {
      if (game.record.status !== GAME_STATUS.playing) throw gameOver(game.record);
      if (game.record.race && !game.record.race.hintsAllowed) {
        throw new GameError(ERROR_CODES.forbidden, "Hints are off in this race.");
      }
      refuseBeforeStart(game.record, this.now());
      const found = await this.hints.find({
        givens: game.givens,
        entries: valuesOf(game.board),
        solution: game.solution,
        marks: centreMarksOf(game.board),
      });
      const hints = countHint(game.record.hints, found, level);
      if (hints === game.record.hints)
        return { hint: gradeHint(found, level), hints, updated: null };
      const now = this.now();
      const shown = found.kind === "step" && level === "step" ? found.step : null;
      const next: GameRecord = {
        ...game.record,
        hints,
        revision: game.record.revision + 1,
        clock: checkpoint(game.record.clock, now),
        updatedAt: new Date(now),
        issuedStep: shown
          ? { placements: shown.placements, eliminations: shown.eliminations }
          : game.record.issuedStep,
      };
      await this.store.saveGame(next);
      game.record = next;
      this.committed(next);
      return {
        hint: gradeHint(found, level),
        hints,
        updated: this.published(this.updateEvent(game)),
      };
    });
  }

  /**
   * The player stops the clock; it stays stopped until they resume (a no-op when over). With
   * `hidden` the page stopped it (tab hidden or closing): the next join or move restarts it.
   */
  pause(
    guestId: string,
    gameId: string,
    hidden = false,
  ): Promise<{ timer: TimerState } & WithUpdate> {
    return this.changeClock(guestId, gameId, (clock, now) =>
      hidden ? pauseClock(clock, now) : playerPause(clock, now),
    );
  }

  /** Restarts the clock; a finished game's clock stays stopped. */
  resume(guestId: string, gameId: string): Promise<{ timer: TimerState } & WithUpdate> {
    return this.changeClock(guestId, gameId, (clock, now) => resumeClock(clock, now));
  }

  /**
   * A racer gives up their race game (or, `forfeited`, the room gives up for a racer who left
   * or stayed away too long): over and unsolved, its time stopped. A game already over stays.
   */
  giveUp(
    guestId: string,
    gameId: string,
    forfeited = false,
  ): Promise<{ changed: boolean } & WithUpdate> {
    return this.withGame(guestId, gameId, async (game) => {
      const { record } = game;
      if (record.status !== GAME_STATUS.playing) return { changed: false, updated: null };
      const now = this.now();
      const next: GameRecord = {
        ...record,
        status: GAME_STATUS.failed,
        gaveUp: true,
        forfeited,
        clock: pauseClock(checkpoint(record.clock, now), now),
        revision: record.revision + 1,
        updatedAt: new Date(now),
        finishedAt: new Date(now),
      };
      await this.store.saveGame(next);
      game.record = next;
      this.committed(next);
      return { changed: true, updated: this.published(this.updateEvent(game)) };
    });
  }

  /** The guest's unfinished games for "Continue", most recently played first. */
  async list(guestId: string): Promise<GameSummary[]> {
    const now = this.now();
    const records = await this.store.listUnfinished(guestId, LIST_LIMIT);
    return records.map((stored) => {
      // A game open here is fresher than the store (its clock runs in memory), unless another
      // process wrote it since.
      const cached = this.live.get(stored.id)?.record;
      const record = cached && cached.revision >= stored.revision ? cached : stored;
      return {
        id: record.id,
        level: record.level,
        elapsedMs: elapsedMs(record.clock, now),
        filled: record.filled,
        toFill: [...record.givens].filter((ch) => ch === "0").length,
        updatedAt: record.updatedAt.toISOString(),
      };
    });
  }

  /** Waits for every queued change; for tests and shutdown. */
  idle(): Promise<void> {
    return this.queue.drain();
  }

  /** Stops every running clock and writes it, so downtime never counts as playing time. */
  async close(): Promise<void> {
    this.unsubscribe();
    for (const game of this.live.values()) game.lifecycle.cancel();
    await this.queue.drain();
    const now = this.now();
    await Promise.all(
      [...this.live.values()]
        .filter((game) => !onWallClock(game.record))
        .map((game) =>
          this.queue
            .run(game.record.id, async () => {
              // This process's tabs go with it; a tab open in another process keeps the clock
              // running there, and that process stops it when its own last tab goes.
              if (await this.stillOpenElsewhere(game)) return;
              const clock = pauseClock(game.record.clock, now);
              // A game another server wrote meanwhile is that server's to stop.
              if (clock !== game.record.clock) {
                await this.setClock(game, clock).catch((error: unknown) =>
                  this.forgetIfStale(game, error),
                );
              }
            })
            .catch((error: unknown) => this.logError(`pausing ${game.record.id} failed`, error)),
        ),
    );
    this.live.clear();
  }

  private changeClock(
    guestId: string,
    gameId: string,
    change: (clock: ClockState, now: number) => ClockState,
  ): Promise<{ timer: TimerState } & WithUpdate> {
    return this.withGame(guestId, gameId, async (game) => {
      const now = this.now();
      // A race or daily clock is the wall clock from the start: nobody pauses it.
      const clock =
        game.record.status === GAME_STATUS.playing && !onWallClock(game.record)
          ? change(game.record.clock, now)
          : game.record.clock;
      const updated =
        clock === game.record.clock ? null : this.published(await this.setClock(game, clock));
      return { timer: timerView(game.record.clock, now), updated };
    });
  }

  /** Writes a new clock, then returns the event that tells the game's sessions. */
  private async setClock(game: LiveGame, clock: ClockState): Promise<GameUpdated> {
    const next = {
      ...game.record,
      clock,
      revision: game.record.revision + 1,
      updatedAt: new Date(this.now()),
      startedAt: startedAtOf(game.record, clock),
    };
    await this.store.saveGame(next);
    game.record = next;
    this.committed(next);
    return this.updateEvent(game);
  }

  /**
   * The store moved these games to another owner (a guest's games claimed by the account
   * they signed in to): cached copies follow, in each game's queue, so the new owner's next
   * join is not refused by a stale copy.
   */
  async ownerChanged(gameIds: readonly string[], owner: string): Promise<void> {
    await Promise.all(
      gameIds.map((gameId) =>
        this.queue.run(gameId, async () => {
          const game = this.live.get(gameId);
          if (game) game.record = { ...game.record, guestId: owner };
        }),
      ),
    );
  }

  /**
   * Runs a change on the game in its queue. When a conditional write finds that another
   * server changed the game since it was cached, the change runs once more on the game as
   * stored; losing twice is a `conflict`, never a silent overwrite.
   */
  private withGame<T>(
    guestId: string,
    gameId: string,
    change: (game: LiveGame, reloaded: boolean) => Promise<T>,
    { checkStore = false }: { checkStore?: boolean } = {},
  ): Promise<T> {
    return this.queue.run(gameId, async () => {
      const game = await this.owned(guestId, gameId, checkStore);
      try {
        return await change(game, false);
      } catch (error) {
        if (!(error instanceof StaleWriteError)) throw error;
      }
      const fresh = await this.reload(game);
      // The game may have changed hands meanwhile (a claim, a deleted account).
      if (fresh.record.guestId !== guestId) {
        throw new GameError(ERROR_CODES.forbidden, "This game belongs to another player.");
      }
      try {
        return await change(fresh, true);
      } catch (error) {
        if (!(error instanceof StaleWriteError)) throw error;
        this.live.delete(gameId);
        fresh.lifecycle.cancel();
        throw new GameError(
          ERROR_CODES.conflict,
          "This game was changed elsewhere at the same moment. Try again.",
        );
      }
    });
  }

  /** The game as stored now, in place of a cached copy that lost a race. */
  private async reload(game: LiveGame): Promise<LiveGame> {
    const fresh = await this.load(game.record.id);
    fresh.lifecycle = game.lifecycle;
    this.live.set(game.record.id, fresh);
    return fresh;
  }

  /** A background write (pause, eviction) lost a race: forget the cache, the store knows. */
  private forgetIfStale(game: LiveGame, error: unknown): void {
    if (!(error instanceof StaleWriteError)) throw error;
    if (this.live.get(game.record.id) === game && game.lifecycle.tabs.size === 0) {
      game.lifecycle.cancel();
      this.live.delete(game.record.id);
    }
  }

  /**
   * The game, loaded if needed, after checking that it belongs to this guest. Only then is a
   * loaded game kept in memory: another guest's probe must not fill it.
   */
  private async owned(guestId: string, gameId: string, checkStore: boolean): Promise<LiveGame> {
    const cached = this.live.get(gameId);
    // A copy another process wrote since, or claimed for an account there (a sign-in runs
    // `ownerChanged` only where it happened): the store decides, once, before any refusal.
    const stale =
      cached &&
      (cached.stale ||
        cached.record.guestId !== guestId ||
        (checkStore && !(await this.isStored(cached))));
    const game = stale ? await this.reload(cached) : (cached ?? (await this.load(gameId)));
    // Same answer for "not yours" and "not there" would hide existence; ids are unguessable,
    // so the clearer answer wins.
    if (game.record.guestId !== guestId) {
      throw new GameError(ERROR_CODES.forbidden, "This game belongs to another player.");
    }
    if (!cached) {
      this.live.set(gameId, game);
      // Loaded without a tab (a join schedules nothing until it leaves): let it go unless one comes.
      this.evictWhenIdle(game);
    }
    return game;
  }

  /** Whether the cached copy is the game as stored (one cheap read). */
  private async isStored(game: LiveGame): Promise<boolean> {
    const stamp = await this.store.loadStamp(game.record.id);
    const { record } = game;
    return (
      stamp !== null &&
      stamp.revision === record.revision &&
      stamp.version === record.version &&
      stamp.guestId === record.guestId
    );
  }

  /** Whether a tab has the game open in another process (this process's tabs removed first). */
  private async stillOpenElsewhere(game: LiveGame): Promise<boolean> {
    const key = gameTabsKey(game.record.id);
    for (const tab of game.lifecycle.tabs) await this.presence.remove(key, tab);
    return (await this.presence.size(key)) > 0;
  }

  /** Frees the memory of a game nobody opened for a while; the next join reloads it. */
  private evictWhenIdle(game: LiveGame): void {
    const gameId = game.record.id;
    const { lifecycle } = game;
    lifecycle.schedule(this.idleEvictMs, () =>
      this.stopWhenStillIdle(gameId, lifecycle, this.now, "evicting", () =>
        this.live.delete(gameId),
      ),
    );
  }

  /**
   * A lifecycle timer's work, in the game's queue: if no tab came back here and the cached
   * game is still this lifecycle's (a reload after a lost race carries it over), stop the
   * clock as of `at()` (null: not this process's to stop) and go on with `then`; a write that
   * lost a race forgets the cache instead. The clock keeps running while a tab has the game
   * open in another process, and a race or daily clock is never stopped: only this process's
   * memory is freed.
   */
  private stopWhenStillIdle(
    gameId: string,
    lifecycle: GameLifecycle,
    at: () => number | null,
    what: string,
    then: (game: LiveGame) => void,
  ): void {
    this.queue
      .run(gameId, async () => {
        const current = this.live.get(gameId);
        if (lifecycle.tabs.size > 0 || current?.lifecycle !== lifecycle) return;
        const keepsRunning =
          onWallClock(current.record) || (await this.presence.size(gameTabsKey(gameId))) > 0;
        const stopAt = keepsRunning ? null : at();
        const clock =
          stopAt === null ? current.record.clock : pauseClock(current.record.clock, stopAt);
        try {
          if (clock !== current.record.clock) {
            this.published(await this.setClock(current, clock));
          }
        } catch (error) {
          this.forgetIfStale(current, error);
          return;
        }
        then(current);
      })
      .catch((error: unknown) => this.logError(`${what} game ${gameId} failed`, error));
  }

  /** Rebuilds a game from the store (not cached): the record and the board its log replays to. */
  private async load(gameId: string): Promise<LiveGame> {
    const stored = await this.store.loadGame(gameId);
    if (!stored) throw new GameError(ERROR_CODES.notFound, "There is no such game.");
    const { game: record, moves } = stored;
    const givens = gridFrom(record.givens);
    const log = moves.map((m) => m.move);
    // A clock still running in the store with no tab open anywhere means the server stopped
    // without closing it: the time since the last write is lost rather than the downtime
    // counted as play. With a tab open (here or in another process) it simply runs.
    // A race or daily clock runs through downtime: its time is wall time from the start.
    const running = onWallClock(record) || (await this.presence.size(gameTabsKey(gameId))) > 0;
    const game: LiveGame = {
      record: running
        ? record
        : { ...record, clock: pauseClock(record.clock, record.clock.resumedAt ?? 0) },
      givens,
      solution: gridFrom(record.solution),
      board: replayMoves(givens, log),
      moves: log,
      moveSeqs: new Map(moves.map((m) => [m.moveId, m.seq])),
      logBytes: log.reduce((sum, move) => sum + moveBytes(move), 0),
      lifecycle: new GameLifecycle(),
      stale: false,
    };
    return game;
  }

  /** Publishes a `game:updated` for the game's tabs; returns it for the caller's result. */
  private published(update: GameUpdated): GameUpdated {
    try {
      this.bus.publish({ type: "GameUpdated", v: 1, update });
    } catch (error) {
      this.logError(`publishing game ${update.gameId} failed`, error);
    }
    return update;
  }

  /** Tells rooms (racers' progress) and other processes' caches that the game was written. */
  private committed(record: GameRecord): void {
    try {
      this.bus.publish({
        type: "GameCommitted",
        v: 1,
        game: {
          gameId: record.id,
          guestId: record.guestId,
          raceId: record.race?.raceId ?? null,
          version: record.version,
          revision: record.revision,
          filled: record.filled,
          status: record.status,
          gaveUp: record.gaveUp,
          forfeited: record.forfeited,
          mistakes: record.mistakes,
          hints: record.hints,
          finishedAt: record.finishedAt?.getTime() ?? null,
        },
      });
    } catch (error) {
      // A listener's failure must not undo an acknowledged write.
      this.logError(`reporting game ${record.id} failed`, error);
    }
  }

  private verdict(game: LiveGame) {
    const { record } = game;
    return {
      version: record.version,
      status: record.status,
      mistakes: record.mistakes,
      wrongCells: record.mistakeChecking ? wrongCells(game.board, game.solution) : [],
    };
  }

  private updateEvent(game: LiveGame): GameUpdated {
    const { record } = game;
    return {
      gameId: record.id,
      status: record.status,
      mistakes: record.mistakes,
      hints: record.hints,
      timer: timerView(record.clock, this.now()),
      finishedAt: record.finishedAt?.toISOString() ?? null,
      solution: solutionOnceOver(record, this.now()),
    };
  }

  /**
   * The game for a tab. With `sinceVersion` (what the tab already has), only the moves after
   * it; a version the server never reached means the tab is confused: it gets the whole log.
   */
  private snapshot(game: LiveGame, sinceVersion?: number): GameSnapshot {
    const { record } = game;
    const fromVersion =
      sinceVersion !== undefined && sinceVersion <= record.version ? sinceVersion : 0;
    return {
      id: record.id,
      level: record.level,
      givens: record.givens,
      fromVersion,
      moves: game.moves.slice(fromVersion),
      moveIds: moveIdsInOrder(game.moveSeqs, game.moves.length).slice(fromVersion),
      version: record.version,
      status: record.status,
      mistakeChecking: record.mistakeChecking,
      mistakes: record.mistakes,
      hints: record.hints,
      wrongCells: this.verdict(game).wrongCells,
      timer: timerView(record.clock, this.now()),
      rating: record.rating,
      createdAt: record.createdAt.toISOString(),
      finishedAt: record.finishedAt?.toISOString() ?? null,
      solution: solutionOnceOver(record, this.now()),
    };
  }
}

/**
 * Banks a running clock's time at every write, so that after a crash only the time since the
 * last write is lost.
 */
function checkpoint(clock: ClockState, now: number): ClockState {
  return clock.resumedAt === null
    ? clock
    : { ...clock, activeMs: elapsedMs(clock, now), resumedAt: now };
}

/**
 * The solution goes out only once the game is over ("Show solution"); never while it is
 * played, and never for a race game (a racer who is out could pass it on to one still racing:
 * the replay shows it once the race is over). A daily game (ranked, practice or claimed) keeps
 * it until its day is over: it is an isomorph of the puzzle everyone is ranked on that day,
 * so a lost practice game would hand a ranked attempt its answer.
 */
function solutionOnceOver(record: GameRecord, now: number): string | null {
  if (record.status === GAME_STATUS.playing || record.race) return null;
  if (record.dailyDate !== null && record.dailyDate >= dailyDateOf(now)) return null;
  return record.solution;
}

/**
 * When the game's clock first started: kept once set, else the start of the clock's current
 * run (the first join, resume or move). A result's start time; race games have their start.
 */
function startedAtOf(record: GameRecord, clock: ClockState): Date | null {
  if (record.startedAt) return record.startedAt;
  return clock.resumedAt === null ? null : new Date(clock.resumedAt);
}

/** A race game before the room's start instant: nothing may be seen or played yet. */
function refuseBeforeStart(record: GameRecord, now: number): void {
  if (!record.race || now >= record.race.startsAt) return;
  const seconds = Math.ceil((record.race.startsAt - now) / 1000);
  throw new GameError(ERROR_CODES.tooEarly, `The race starts in ${seconds} s.`);
}

/** A racer's game of a race's puzzle: its clock runs from the start instant, never paused. */
export function raceGameRecord(input: {
  guestId: string;
  level: Level;
  givens: string;
  solution: string;
  rating: GameRecord["rating"];
  mistakeChecking: boolean;
  race: RaceLink;
  now: number;
}): GameRecord {
  return {
    id: newGameId(),
    guestId: input.guestId,
    level: input.level,
    givens: input.givens,
    solution: input.solution,
    rating: input.rating,
    mistakeChecking: input.mistakeChecking,
    mistakes: 0,
    hints: NO_HINTS,
    issuedStep: null,
    status: GAME_STATUS.playing,
    clock: { activeMs: 0, resumedAt: input.race.startsAt, pausedByPlayer: false },
    version: 0,
    revision: 0,
    filled: 0,
    createdAt: new Date(input.now),
    updatedAt: new Date(input.now),
    finishedAt: null,
    race: input.race,
    gaveUp: false,
    forfeited: false,
    startedAt: new Date(input.race.startsAt),
    dailyDate: null,
  };
}

function gameOver(record: GameRecord): GameError {
  const how = record.status === GAME_STATUS.solved ? "solved" : "lost";
  return new GameError(ERROR_CODES.gameOver, `This game is over: it was ${how}.`);
}

/** Whether two moves are the same, whatever the order of their keys. */
function sameMove(a: Move | undefined, b: Move): boolean {
  const canonical = (move: Move | undefined) =>
    JSON.stringify(move, (_, value: unknown) =>
      value && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)))
        : value,
    );
  return canonical(a) === canonical(b);
}

/** A digit or mark move whose every cell is a given: it could only ever be refused by the board. */
function onGivensOnly(givens: Grid, move: Move): boolean {
  if (
    move.type !== "value" &&
    move.type !== "erase" &&
    move.type !== "corner" &&
    move.type !== "centre"
  ) {
    return false;
  }
  return move.cells.every((cell) => givens[cell] !== 0);
}

/** A move's share of the log's byte budget: its JSON, as stored. */
function moveBytes(move: Move): number {
  return Buffer.byteLength(JSON.stringify(move));
}

/** Empty cells of the puzzle that hold a digit on this board. */
function filledCells(givens: Grid, board: BoardState): number {
  const values = valuesOf(board);
  return givens.filter((given, cell) => given === 0 && values[cell] !== 0).length;
}

/** The moveIds of the log, in log order (seq 1 is the first move). */
function moveIdsInOrder(moveSeqs: ReadonlyMap<string, number>, count: number): string[] {
  const ids = new Array<string>(count).fill("");
  for (const [moveId, seq] of moveSeqs) ids[seq - 1] = moveId;
  return ids;
}
