/**
 * The game authority. Every change to a game (a move, a hint, the clock) is decided by the
 * rules (game-rules.ts) against the solution and the board replayed from the move log, written
 * to the store, and only then published on the bus (GameCommitted, GameUpdated, MoveApplied).
 * Knows nothing of socket.io: callers pass a guest id and a tab id (one socket: a browser tab).
 *
 * With several processes, nothing cached here decides anything: writes are conditional on the
 * stored revision, the registry drops copies another process wrote, and a game's open tabs
 * are counted across processes (PresenceSets), so only the last tab anywhere stops the clock.
 */
import { centreMarksOf, valuesOf } from "@/lib/game/board";
import type { Move } from "@/lib/game/move";
import {
  ERROR_CODES,
  type GameSnapshot,
  type GameSummary,
  type GameUpdated,
  type HintCounts,
  type HintLevel,
  type HintView,
  type MoveAck,
  type MoveApplied,
  type TimerState,
} from "@/lib/game/protocol";
import { MemoryBus, type Bus } from "../bus/bus";
import { MemoryPresenceSets, type PresenceSets } from "../presence/presence-sets";
import type { PuzzleSource } from "../puzzles/puzzle-source";
import { pauseClock, playerPause, resumeClock, timerView, type ClockState } from "./clock";
import { GameError } from "./errors";
import { GameRegistry, gameTabsKey } from "./game-registry";
import {
  afterGiveUp,
  afterHint,
  changedClock,
  clockOnJoin,
  decideMove,
  refuseBeforeStart,
  refuseHint,
  withClock,
} from "./game-rules";
import { StaleWriteError, type GameStore } from "./game-store";
import { GamePublisher } from "./game-publisher";
import { snapshotOf, summaryOf, updateOf, verdictOf } from "./game-views";
import { hintsHere, type HintEngine } from "./hint-engine";
import { countHint, gradeHint } from "./hint-grading";
import { IdleClocks } from "./idle-clocks";
import type { LiveGame } from "./live-game";
import { createdGameRecord, type CreateGameCommand } from "./new-game";
import { SerialQueue } from "./serial-queue";

// Callers import these from here, as before the split.
export type { GameCommitted } from "./game-views";
export type { CreateGameCommand } from "./new-game";
export { raceGameRecord } from "./new-game";
export { gameTabsKey } from "./game-registry";

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

/**
 * A result plus the `game:updated` event the request caused, if any. It is already published
 * on the bus: callers read it, never re-emit it.
 */
interface WithUpdate {
  updated: GameUpdated | null;
}

export class GameService {
  private readonly store: GameStore;
  private readonly puzzles: PuzzleSource;
  private readonly now: () => number;
  private readonly events: GamePublisher;
  private readonly presence: PresenceSets;
  private readonly unsubscribe: () => void;
  private readonly logError: (message: string, error: unknown) => void;
  private readonly hints: HintEngine;
  private readonly registry: GameRegistry;
  private readonly idleClocks: IdleClocks;
  private readonly queue = new SerialQueue();

  constructor(options: GameServiceOptions) {
    this.store = options.store;
    this.puzzles = options.puzzles;
    this.now = options.now ?? Date.now;
    this.logError = options.logError ?? ((message, error) => console.error(message, error));
    this.hints = options.hints ?? hintsHere;
    const bus = options.bus ?? new MemoryBus(this.logError);
    this.events = new GamePublisher(bus, this.logError);
    this.presence = options.presence ?? new MemoryPresenceSets();
    this.registry = new GameRegistry(this.store, this.presence, {
      graceMs: options.pauseGraceMs ?? PAUSE_GRACE_MS,
      idleMs: options.idleEvictMs ?? IDLE_EVICT_MS,
      onGraceOver: (live, stopAt) =>
        this.idleClocks.stopWhenStillIdle(live, stopAt, "pausing", () => live.idle()),
      onIdleOver: (live) =>
        this.idleClocks.stopWhenStillIdle(live, this.now, "evicting", () =>
          this.registry.drop(live),
        ),
    });
    this.idleClocks = new IdleClocks({
      queue: this.queue,
      registry: this.registry,
      presence: this.presence,
      writeClock: (live, clock) => this.setClock(live, clock),
      publish: (update) => this.events.updated(update),
      logError: this.logError,
    });
    // Only remote writes: this process's own already updated its copy.
    this.unsubscribe = bus.subscribe((event, origin) => {
      if (origin === "remote" && event.type === "GameCommitted") {
        this.registry.writtenElsewhere(event.game);
      }
    });
  }

  /** Creates a game for the guest from a level or a given puzzle; its clock starts on join. */
  async create(guestId: string, command: CreateGameCommand): Promise<{ gameId: string }> {
    const record = await createdGameRecord(guestId, command, this.puzzles, this.now());
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
      async (live) => {
        // The puzzle appears for every racer at the room's start instant, not a moment before.
        refuseBeforeStart(live.game.record, this.now());
        const clock = clockOnJoin(live.game.record, this.now());
        const updated =
          clock === live.game.record.clock
            ? null
            : this.events.updated(await this.setClock(live, clock));
        // The tab counts only once its join succeeded: a failed join gets no `leave`, and a
        // tab counted forever would keep the clock from ever stopping. (Timers wait in this
        // queue, so none can stop the clock meanwhile.)
        await this.presence.add(gameTabsKey(gameId), tabId);
        live.tabOpened(tabId);
        return { snapshot: snapshotOf(live.game, this.now(), sinceVersion), updated };
      },
      // A join writes nothing when the clock already runs (a race, a daily, a second tab), so
      // no conditional write would catch a stale copy: ask the store (a bus event can be late).
      { checkStore: true },
    );
  }

  /** Whether a game open here is a race game (false when it is not open here). */
  isRaceGame(gameId: string): boolean {
    return (this.registry.get(gameId)?.game.record.race ?? null) !== null;
  }

  /**
   * A tab closes the game (left or disconnected). When it was the last one anywhere, the
   * clock stops after the grace period, as of the moment it left.
   */
  leave(gameId: string, tabId: string): void {
    // Gone from the count every process reads, in the game's queue, so the grace check runs
    // after it. Only the process whose tab left last anywhere stops the clock: it knows when
    // play stopped (another process's tab may have played on after this one left).
    let lastOut = true;
    this.queue
      .run(gameId, async () => {
        lastOut = (await this.presence.remove(gameTabsKey(gameId), tabId)) === 0;
      })
      .catch((error: unknown) => this.logError(`leaving game ${gameId} failed`, error));
    const leftAt = this.now();
    this.registry.get(gameId)?.tabClosed(tabId, () => (lastOut ? leftAt : null));
  }

  /** Live games and their pending timers: what a leak would show. */
  stats(): { liveGames: number; pendingTimers: number } {
    const games = this.registry.all();
    return {
      liveGames: games.length,
      pendingTimers: games.filter((live) => live.pending).length,
    };
  }

  /** Whether a tab other than `tabId` has the game open, on any process (when unsure, yes). */
  private async othersWatching(gameId: string, tabId: string | undefined): Promise<boolean> {
    if (tabId === undefined) return true;
    const tabs = await this.presence.size(gameTabsKey(gameId)).catch(() => Infinity);
    return tabs > 1;
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
    return this.withGame(guestId, command.gameId, async (live, reloaded) => {
      const { game } = live;
      const decision = decideMove(game, command, this.now(), reloaded);
      if (decision.kind === "retry") {
        const ack = { ...verdictOf(game), version: decision.seq, duplicate: true };
        return { ack, applied: null, updated: null };
      }
      const { next, board, bytes } = decision;
      await this.store.appendMove(next, {
        seq: next.version,
        moveId: command.moveId,
        move: command.move,
      });
      const before = game.record;
      game.record = next;
      game.board = board;
      game.moves.push(command.move);
      game.logBytes += bytes;
      game.moveSeqs.set(command.moveId, next.version);
      this.events.committed(next);
      const verdict = verdictOf(game);
      const applied: MoveApplied = {
        gameId: next.id,
        moveId: command.moveId,
        move: command.move,
        ...verdict,
      };
      // The usual racer has one tab: then nobody else needs the move, and it need not cross
      // every process through the adapter (at 1 000 moves/s each process was decoding every
      // other process's moves for nobody).
      if (await this.othersWatching(next.id, command.tabId)) {
        this.events.moveApplied(applied, command.tabId ?? null);
      }
      const ended = next.status !== before.status;
      const clockChanged = (before.clock.resumedAt === null) !== (next.clock.resumedAt === null);
      const updated =
        ended || clockChanged ? this.events.updated(updateOf(next, this.now())) : null;
      return { ack: { ...verdict, duplicate: false }, applied, updated };
    });
  }

  /**
   * A hint from the player's whole position (digits and centre marks): one wrong cell (counted
   * as a nudge), or the next logical step shown and counted at the requested level.
   */
  requestHint(
    guestId: string,
    gameId: string,
    level: HintLevel,
  ): Promise<{ hint: HintView; hints: HintCounts } & WithUpdate> {
    return this.withGame(guestId, gameId, async ({ game }) => {
      refuseHint(game.record, this.now());
      const found = await this.hints.find({
        givens: game.givens,
        entries: valuesOf(game.board),
        solution: game.solution,
        marks: centreMarksOf(game.board),
      });
      const hints = countHint(game.record.hints, found, level);
      const hint = gradeHint(found, level);
      if (hints === game.record.hints) return { hint, hints, updated: null };
      const next = afterHint(game.record, hints, found, level, this.now());
      await this.store.saveGame(next);
      game.record = next;
      this.events.committed(next);
      return { hint, hints, updated: this.events.updated(updateOf(next, this.now())) };
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
    return this.withGame(guestId, gameId, async ({ game }) => {
      const next = afterGiveUp(game.record, forfeited, this.now());
      if (!next) return { changed: false, updated: null };
      await this.store.saveGame(next);
      game.record = next;
      this.events.committed(next);
      return { changed: true, updated: this.events.updated(updateOf(next, this.now())) };
    });
  }

  /** The guest's unfinished games for "Continue", most recently played first. */
  async list(guestId: string): Promise<GameSummary[]> {
    const now = this.now();
    const records = await this.store.listUnfinished(guestId, LIST_LIMIT);
    return records.map((stored) => {
      // A game open here is fresher than the store (its clock runs in memory), unless another
      // process wrote it since.
      const cached = this.registry.get(stored.id)?.game.record;
      return summaryOf(cached && cached.revision >= stored.revision ? cached : stored, now);
    });
  }

  /** Waits for every queued change; for tests and shutdown. */
  idle(): Promise<void> {
    return this.queue.drain();
  }

  /**
   * Stops every running clock nobody plays in another process and writes it, so downtime
   * never counts as playing time.
   */
  async close(): Promise<void> {
    this.unsubscribe();
    const games = this.registry.all();
    for (const live of games) live.dispose();
    await this.queue.drain();
    await this.idleClocks.stopAll(games, this.now());
    this.registry.clear();
  }

  /**
   * The store moved these games to another owner (a guest's games claimed by the account
   * they signed in to): cached copies follow, in each game's queue, so the new owner's next
   * join is not refused by a stale copy. (Another process holding a copy reloads it when the
   * owner does not match: see GameRegistry.owned.)
   */
  async ownerChanged(gameIds: readonly string[], owner: string): Promise<void> {
    await Promise.all(
      gameIds.map((gameId) =>
        this.queue.run(gameId, async () => {
          const live = this.registry.get(gameId);
          if (live) live.game.record = { ...live.game.record, guestId: owner };
        }),
      ),
    );
  }

  private changeClock(
    guestId: string,
    gameId: string,
    change: (clock: ClockState, now: number) => ClockState,
  ): Promise<{ timer: TimerState } & WithUpdate> {
    return this.withGame(guestId, gameId, async (live) => {
      const now = this.now();
      const clock = changedClock(live.game.record, change, now);
      const updated =
        clock === live.game.record.clock
          ? null
          : this.events.updated(await this.setClock(live, clock));
      return { timer: timerView(live.game.record.clock, now), updated };
    });
  }

  /** Writes a new clock, then returns the event that tells the game's sessions. */
  private async setClock(live: LiveGame, clock: ClockState): Promise<GameUpdated> {
    const next = withClock(live.game.record, clock, this.now());
    await this.store.saveGame(next);
    live.game.record = next;
    this.events.committed(next);
    return updateOf(next, this.now());
  }

  /**
   * Runs a change on the game in its queue. When a conditional write finds that another
   * server changed the game since it was cached, the change runs once more on the game as
   * stored; losing twice is a `conflict`, never a silent overwrite.
   */
  private withGame<T>(
    guestId: string,
    gameId: string,
    change: (live: LiveGame, reloaded: boolean) => Promise<T>,
    { checkStore = false }: { checkStore?: boolean } = {},
  ): Promise<T> {
    return this.queue.run(gameId, async () => {
      const live = await this.registry.owned(guestId, gameId, checkStore);
      try {
        return await change(live, false);
      } catch (error) {
        if (!(error instanceof StaleWriteError)) throw error;
      }
      await this.registry.reload(live);
      // The game may have changed hands meanwhile (a claim, a deleted account).
      if (live.game.record.guestId !== guestId) {
        throw new GameError(ERROR_CODES.forbidden, "This game belongs to another player.");
      }
      try {
        return await change(live, true);
      } catch (error) {
        if (!(error instanceof StaleWriteError)) throw error;
        this.registry.drop(live);
        throw new GameError(
          ERROR_CODES.conflict,
          "This game was changed elsewhere at the same moment. Try again.",
        );
      }
    });
  }
}
