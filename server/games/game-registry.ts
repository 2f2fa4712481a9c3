/**
 * The games this process holds in memory: loads them, hands out only a player's own, drops
 * copies that are no longer the stored game, and forgets them. A cache, never the authority:
 * every write is conditional on the stored revision, another process's GameCommitted marks a
 * copy stale, and a caller that cannot rely on a write to catch a stale copy (a join) asks
 * the store first.
 *
 * Every method runs in the game's queue (the service's), so one game is never loaded twice.
 */
import { ERROR_CODES } from "@/lib/game/protocol";
import type { PresenceSets } from "../presence/presence-sets";
import { GameError } from "./errors";
import { onWallClock, type GameStore } from "./game-store";
import { gameFromStore, type GameState } from "./game-rules";
import type { GameCommitted } from "./game-views";
import { LiveGame, type LiveGameTimers } from "./live-game";

/** The presence key of a game's open tabs, across processes. */
export function gameTabsKey(gameId: string): string {
  return `game:${gameId}:tabs`;
}

export class GameRegistry {
  private readonly live = new Map<string, LiveGame>();

  constructor(
    private readonly store: GameStore,
    private readonly presence: PresenceSets,
    private readonly timers: LiveGameTimers,
  ) {}

  get(gameId: string): LiveGame | undefined {
    return this.live.get(gameId);
  }

  all(): LiveGame[] {
    return [...this.live.values()];
  }

  /**
   * The guest's game, loaded if needed. A copy another process wrote since, or claimed for
   * an account there (a sign-in updates only the process it ran on), is reloaded once before
   * anything is refused; with `checkStore`, so is a copy whose stored revision moved on
   * (a bus event can be late). Only a game that belongs to the guest is kept: another
   * guest's probe must not fill memory.
   */
  async owned(guestId: string, gameId: string, checkStore: boolean): Promise<LiveGame> {
    const cached = this.live.get(gameId);
    if (cached) {
      const stale =
        cached.stale ||
        cached.game.record.guestId !== guestId ||
        (checkStore && !(await this.isStored(cached)));
      if (stale) await this.reload(cached);
      refuseOthers(cached.game, guestId);
      return cached;
    }
    const game = await this.load(gameId);
    refuseOthers(game, guestId);
    const live = new LiveGame(game, this.timers);
    this.live.set(gameId, live);
    return live;
  }

  /** The game as stored now, in place of a cached copy that lost a race: tabs and timers stay. */
  async reload(live: LiveGame): Promise<LiveGame> {
    live.game = await this.load(live.id);
    live.stale = false;
    return live;
  }

  /** Another process wrote a game: a copy here that is older is stale. */
  writtenElsewhere(written: GameCommitted): void {
    const cached = this.live.get(written.gameId);
    if (!cached) return;
    const { record } = cached.game;
    if (written.revision > record.revision || written.version > record.version) {
      cached.stale = true;
    }
  }

  /** Forgets a game (its next use loads it again) and disposes of its timers. */
  drop(live: LiveGame): void {
    if (this.live.get(live.id) === live) this.live.delete(live.id);
    live.dispose();
  }

  /** Forgets every game. */
  clear(): void {
    for (const live of this.live.values()) live.dispose();
    this.live.clear();
  }

  /** Whether the cached copy is the game as stored (one cheap read). */
  private async isStored(live: LiveGame): Promise<boolean> {
    const stamp = await this.store.loadStamp(live.id);
    const { record } = live.game;
    return (
      stamp !== null &&
      stamp.revision === record.revision &&
      stamp.version === record.version &&
      stamp.guestId === record.guestId
    );
  }

  /**
   * Rebuilds a game from the store. Its clock keeps running when it is a wall clock or a tab
   * has the game open anywhere (another process plays it); else a running clock is a crash's
   * leftover and stops as of its last start.
   */
  private async load(gameId: string): Promise<GameState> {
    const stored = await this.store.loadGame(gameId);
    if (!stored) throw new GameError(ERROR_CODES.notFound, "There is no such game.");
    const keepsRunning =
      onWallClock(stored.game) || (await this.presence.size(gameTabsKey(gameId))) > 0;
    return gameFromStore(stored.game, stored.moves, keepsRunning);
  }
}

// Same answer for "not yours" and "not there" would hide existence; ids are unguessable, so
// the clearer answer wins.
function refuseOthers(game: GameState, guestId: string): void {
  if (game.record.guestId !== guestId) {
    throw new GameError(ERROR_CODES.forbidden, "This game belongs to another player.");
  }
}
