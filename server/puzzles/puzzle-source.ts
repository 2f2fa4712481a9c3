import type { GameRating, Level } from "@/lib/game/protocol";

/** A proper puzzle ready to play: givens, its one solution, and its rating. */
export interface Puzzle {
  readonly givens: readonly number[];
  readonly solution: readonly number[];
  readonly rating: GameRating;
}

/** Where new games get their puzzles. */
export interface PuzzleSource {
  /** A fresh puzzle that rates exactly `level`. */
  take(level: Level): Promise<Puzzle>;
}
