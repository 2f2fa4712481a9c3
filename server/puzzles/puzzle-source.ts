import type { GameRating, Level } from "@/lib/game/protocol";

/** A proper puzzle ready to play: givens, its one solution, and its rating. */
export interface Puzzle {
  readonly givens: readonly number[];
  readonly solution: readonly number[];
  readonly rating: GameRating;
}

/**
 * A puzzle with the part of the engine's rating a game records (the engine's rating carries
 * more, such as the steps). The one place that conversion is written.
 */
export function puzzleOf(
  givens: readonly number[],
  solution: readonly number[],
  rating: GameRating,
): Puzzle {
  const { hardest, hardestName, score } = rating;
  return { givens, solution, rating: { hardest, hardestName, score } };
}

/** Where new games get their puzzles. */
export interface PuzzleSource {
  /** A fresh puzzle that rates exactly `level`. */
  take(level: Level): Promise<Puzzle>;
  /** A puzzle the player pasted, checked (one solution, an empty cell) and rated; an
   * unplayable one is a bad_request GameError. */
  custom(text: string): Promise<Puzzle>;
}

/** The engine's CPU-heavy work, run where it cannot stall the socket thread. */
export interface PuzzleWorker {
  generate(level: Level): Promise<Puzzle>;
  rate(puzzle: string): Promise<Puzzle>;
}
