/**
 * Whether a solve is plausible enough to rank. Implausible results are stored and shown to
 * their owner as "under review", but held out of every ranking. Two independent signs:
 * a time below what the puzzle can take a fast human, and a move log no human types.
 */

/**
 * The floor: every empty cell needs at least a glance and a keypress (0.8 s), and every point
 * of the rating score (lib/sudoku/step.ts TECHNIQUE_WEIGHTS: a hidden single 2, an X-Wing 18)
 * needs some thinking (0.1 s a point). An easy puzzle (45 empty, score ~100) floors at ~46 s:
 * a 20 s solve is held out, a human-fast 3 min is not; an expert (55 empty, score ~600) at
 * ~1 min 44 s.
 */
export const FLOOR_MS_PER_EMPTY_CELL = 800;
export const FLOOR_MS_PER_SCORE_POINT = 100;

/**
 * Move timing: at least this many moves, none of them notes, never a pause longer than
 * TIMING_MAX_GAP_MS, on average faster than TIMING_MAX_MEAN_MS a move, at a steady pace
 * (the gaps' standard deviation under TIMING_MAX_VARIATION of their mean). Humans stop to
 * look, pencil in candidates and speed up at the end; a script fills cells on a beat.
 */
export const TIMING_MIN_MOVES = 15;
export const TIMING_MAX_GAP_MS = 3_000;
export const TIMING_MAX_MEAN_MS = 1_000;
export const TIMING_MAX_VARIATION = 0.5;

/** Move kinds that are notes: a player who writes one is thinking on the board. */
const NOTE_MOVES: ReadonlySet<string> = new Set(["corner", "centre", "autoCandidates"]);

export const REVIEW_REASONS = {
  floor: "faster than the floor for this puzzle",
  timing: "move timing",
} as const;

export type ReviewReason = (typeof REVIEW_REASONS)[keyof typeof REVIEW_REASONS];

/** One entry of the move log as the review sees it: when (server ms) and what kind. */
export interface TimedMove {
  at: number;
  type: string;
}

export interface ReviewInput {
  solved: boolean;
  /** The time the result ranks by (measured time plus penalties): help counts as time spent. */
  rankedMs: number;
  emptyCells: number;
  /** The puzzle's rating score. */
  score: number;
  /** The move log in order. */
  moves: readonly TimedMove[];
}

/** The least time a human could take on a puzzle of this size and difficulty. */
export function solveFloorMs(emptyCells: number, score: number): number {
  return emptyCells * FLOOR_MS_PER_EMPTY_CELL + score * FLOOR_MS_PER_SCORE_POINT;
}

/**
 * Why this result is held out of rankings, or null when it ranks. Unsolved results rank
 * nowhere, so they are never held out.
 *
 * @example
 * reviewOf({ solved: true, rankedMs: 20_000, emptyCells: 45, score: 100, moves: [] })
 * // => "faster than the floor for this puzzle"
 */
export function reviewOf(input: ReviewInput): ReviewReason | null {
  if (!input.solved) return null;
  if (input.rankedMs < solveFloorMs(input.emptyCells, input.score)) return REVIEW_REASONS.floor;
  if (isMachineTiming(input.moves)) return REVIEW_REASONS.timing;
  return null;
}

/** A log filled at a steady sub-second beat, without a pause and without a note. */
export function isMachineTiming(moves: readonly TimedMove[]): boolean {
  if (moves.length < TIMING_MIN_MOVES) return false;
  if (moves.some((move) => NOTE_MOVES.has(move.type))) return false;
  const gaps = moves.slice(1).map((move, i) => move.at - moves[i].at);
  if (gaps.some((gap) => gap > TIMING_MAX_GAP_MS)) return false;
  const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
  if (mean >= TIMING_MAX_MEAN_MS) return false;
  const variance = gaps.reduce((sum, gap) => sum + (gap - mean) ** 2, 0) / gaps.length;
  return Math.sqrt(variance) <= TIMING_MAX_VARIATION * mean;
}
