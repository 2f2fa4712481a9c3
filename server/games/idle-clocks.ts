/**
 * Who stops a game's clock when nobody plays it: after the grace that follows the last tab
 * anywhere, when a game leaves memory, and at shutdown. Never while a tab has the game open
 * in another process (that process stops it when its own last tab goes), and never a race or
 * daily clock (wall time). Each stop is a conditional write in the game's queue: one that
 * loses a race forgets the cached copy, since the store knows better.
 */
import type { GameUpdated } from "@/lib/game/protocol";
import type { PresenceSets } from "../presence/presence-sets";
import { pauseClock, type ClockState } from "./clock";
import { gameTabsKey, type GameRegistry } from "./game-registry";
import { StaleWriteError, onWallClock } from "./game-store";
import type { LiveGame } from "./live-game";
import type { SerialQueue } from "./serial-queue";

export interface IdleClocksOptions {
  queue: SerialQueue;
  registry: GameRegistry;
  presence: PresenceSets;
  /** Writes the clock and returns the update for the game's tabs (not yet published). */
  writeClock: (live: LiveGame, clock: ClockState) => Promise<GameUpdated>;
  publish: (update: GameUpdated) => void;
  logError: (message: string, error: unknown) => void;
}

export class IdleClocks {
  constructor(private readonly options: IdleClocksOptions) {}

  /**
   * A live game's timer went off: in the game's queue, if no tab came back here and the game
   * is still the one in memory, stop the clock as of `at()` (null: not this process's to
   * stop) and go on with `then`.
   */
  stopWhenStillIdle(live: LiveGame, at: () => number | null, what: string, then: () => void): void {
    const { queue, registry, presence, writeClock, publish, logError } = this.options;
    queue
      .run(live.id, async () => {
        if (live.tabs.size > 0 || registry.get(live.id) !== live) return;
        const { record } = live.game;
        const keepsRunning = onWallClock(record) || (await presence.size(gameTabsKey(live.id))) > 0;
        const stopAt = keepsRunning ? null : at();
        const clock = stopAt === null ? record.clock : pauseClock(record.clock, stopAt);
        try {
          if (clock !== record.clock) publish(await writeClock(live, clock));
        } catch (error) {
          this.forgetIfStale(live, error);
          return;
        }
        then();
      })
      .catch((error: unknown) => logError(`${what} game ${live.id} failed`, error));
  }

  /**
   * Shutdown: this process's tabs go with it. Stops, as of `now`, the clock of every game
   * nobody has open in another process, so downtime never counts as playing time.
   */
  async stopAll(games: readonly LiveGame[], now: number): Promise<void> {
    const { queue, writeClock, logError } = this.options;
    await Promise.all(
      games
        .filter((live) => !onWallClock(live.game.record))
        .map((live) =>
          queue
            .run(live.id, async () => {
              if (await this.stillOpenElsewhere(live)) return;
              const clock = pauseClock(live.game.record.clock, now);
              // A game another server wrote meanwhile is that server's to stop.
              if (clock !== live.game.record.clock) {
                await writeClock(live, clock).catch((error: unknown) =>
                  this.forgetIfStale(live, error),
                );
              }
            })
            .catch((error: unknown) => logError(`pausing ${live.id} failed`, error)),
        ),
    );
  }

  /** A background write lost a race: forget the cache unless a tab here still has it. */
  private forgetIfStale(live: LiveGame, error: unknown): void {
    if (!(error instanceof StaleWriteError)) throw error;
    const { registry } = this.options;
    if (registry.get(live.id) === live && live.tabs.size === 0) registry.drop(live);
  }

  /** Whether a tab has the game open in another process (this process's tabs removed first). */
  private async stillOpenElsewhere(live: LiveGame): Promise<boolean> {
    const { presence } = this.options;
    const key = gameTabsKey(live.id);
    for (const tab of live.tabs) await presence.remove(key, tab);
    return (await presence.size(key)) > 0;
  }
}
