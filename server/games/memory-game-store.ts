/** A GameStore in memory: for unit tests of the game service. */
import {
  StaleWriteError,
  type GameRecord,
  type GameStamp,
  type GameStore,
  type StoredMove,
} from "./game-store";

export class MemoryGameStore implements GameStore {
  readonly games = new Map<string, GameRecord>();
  readonly moves = new Map<string, StoredMove[]>();
  /** Set to make the next write fail, as a lost database would. */
  failNextWrite = false;

  async insertGame(game: GameRecord): Promise<void> {
    this.checkWrite();
    this.games.set(game.id, game);
    this.moves.set(game.id, []);
  }

  async listUnfinished(guestId: string, limit: number): Promise<GameRecord[]> {
    return [...this.games.values()]
      .filter(
        (game) =>
          game.guestId === guestId && game.status === "playing" && !game.race && !game.challenge,
      )
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
      .slice(0, limit);
  }

  async loadGame(id: string) {
    const game = this.games.get(id);
    return game ? { game, moves: [...(this.moves.get(id) ?? [])] } : null;
  }

  async loadStamp(id: string): Promise<GameStamp | null> {
    const game = this.games.get(id);
    return game ? { version: game.version, revision: game.revision, guestId: game.guestId } : null;
  }

  async appendMove(game: GameRecord, move: StoredMove): Promise<void> {
    this.checkWrite();
    this.checkVersion(game, move.seq - 1);
    const log = this.moves.get(game.id) ?? [];
    if (log.some((m) => m.seq === move.seq || m.moveId === move.moveId)) {
      throw new Error("unique constraint");
    }
    this.moves.set(game.id, [...log, move]);
    this.games.set(game.id, game);
  }

  async saveGame(game: GameRecord): Promise<void> {
    this.checkWrite();
    this.checkVersion(game, game.version);
    this.games.set(game.id, game);
  }

  private checkVersion(game: GameRecord, expected: number) {
    const stored = this.games.get(game.id);
    if (stored?.version !== expected || stored.revision !== game.revision - 1) {
      throw new StaleWriteError(game.id);
    }
  }

  private checkWrite() {
    if (this.failNextWrite) {
      this.failNextWrite = false;
      throw new Error("write failed");
    }
  }
}
