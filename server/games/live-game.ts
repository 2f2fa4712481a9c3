/**
 * One game held in this process's memory: its state, the tabs that have it open here, and the
 * one timer that decides when it stops and leaves. Every timer a live game owns is here, so
 * disposing of it clears them all.
 *
 * States: `open` (a tab here has it), `grace` (the last tab here left: the clock stops when
 * the grace passes, unless a tab comes back; a reload should not pause the game), `idle` (no
 * tab here: it leaves memory when the idle time passes), `disposed` (gone; nothing more
 * runs). A game enters memory only once loaded (the registry loads it in the game's queue),
 * so there is no state before that.
 */
import { onWallClock } from "./game-store";
import type { GameState } from "./game-rules";

export const LIVE_GAME_STATES = {
  open: "open",
  grace: "grace",
  idle: "idle",
  disposed: "disposed",
} as const;
export type LiveGameState = (typeof LIVE_GAME_STATES)[keyof typeof LIVE_GAME_STATES];

export interface LiveGameTimers {
  graceMs: number;
  idleMs: number;
  /**
   * The grace after the last tab here passed. `stopAt()` is when play stopped, or null when
   * it is not this process's to stop (a tab elsewhere left after this one).
   */
  onGraceOver: (live: LiveGame, stopAt: () => number | null) => void;
  /** Nobody opened it here for the idle time: the owner frees it. */
  onIdleOver: (live: LiveGame) => void;
}

export class LiveGame {
  /** Tabs (sockets) of this process that joined and have not left. */
  readonly tabs = new Set<string>();
  /** Another process wrote the game since this copy was read: reload before the next use. */
  stale = false;
  private current: LiveGameState = LIVE_GAME_STATES.idle;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    /** Replaced whole when the game is reloaded from the store; tabs and timers stay. */
    public game: GameState,
    private readonly timers: LiveGameTimers,
  ) {
    // Loaded without a tab (a join opens it right after): let it go unless one comes.
    this.schedule(timers.idleMs, () => this.timers.onIdleOver(this));
  }

  get id(): string {
    return this.game.record.id;
  }

  get state(): LiveGameState {
    return this.current;
  }

  /** Whether a timer is waiting to run. */
  get pending(): boolean {
    return this.timer !== null;
  }

  /** A tab opened the game here: no grace or idle timer runs while one has it. */
  tabOpened(tabId: string): void {
    if (this.current === LIVE_GAME_STATES.disposed) return;
    this.tabs.add(tabId);
    this.cancel();
    this.current = LIVE_GAME_STATES.open;
  }

  /**
   * A tab closed it here. After the last one, a game on the player's clock waits out the
   * grace; a race or daily clock runs on whoever looks, so only the memory is freed later.
   */
  tabClosed(tabId: string, stopAt: () => number | null): void {
    if (!this.tabs.delete(tabId) || this.tabs.size > 0) return;
    if (this.current === LIVE_GAME_STATES.disposed) return;
    if (onWallClock(this.game.record)) {
      this.idle();
      return;
    }
    this.current = LIVE_GAME_STATES.grace;
    this.schedule(this.timers.graceMs, () => this.timers.onGraceOver(this, stopAt));
  }

  /** Nobody has it open here: it leaves memory after the idle time, unless a tab comes. */
  idle(): void {
    if (this.current === LIVE_GAME_STATES.disposed || this.tabs.size > 0) return;
    this.current = LIVE_GAME_STATES.idle;
    this.schedule(this.timers.idleMs, () => this.timers.onIdleOver(this));
  }

  /** Gone from memory: its timer is cleared and nothing is scheduled again. */
  dispose(): void {
    this.cancel();
    this.current = LIVE_GAME_STATES.disposed;
  }

  private schedule(ms: number, task: () => void): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = null;
      task();
    }, ms);
    // A game waiting to leave memory must not keep the process alive.
    this.timer.unref?.();
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
