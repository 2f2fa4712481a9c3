/**
 * Solving and counting solutions: the engine's answer to "is this a proper puzzle, and what
 * is its solution?". The work happens in `solver-core.ts`; this module checks input and shapes
 * the answer.
 */
import type { Grid } from "./grid";
import { countInto } from "./solver-core";

/** The outcome of `solve`: `count` is capped at the limit, so 2 means "2 or more". */
export interface SolveResult {
  count: 0 | 1 | 2;
  /** The first solution found, 81 digits row by row; null when there is none. */
  solution: number[] | null;
}

/** Throws on a malformed grid: that is a caller's bug, not a puzzle without solution. */
function checkShape(grid: Grid): void {
  if (grid.length !== 81) throw new RangeError(`A grid has 81 cells; this one has ${grid.length}.`);
  for (let i = 0; i < 81; i++) {
    const v = grid[i];
    // Integer 0-9 only: strings, NaN, null and fractions all fail one of these.
    if (!(v >= 0 && v <= 9 && (v | 0) === v)) {
      throw new RangeError(`Cell ${i} holds ${String(v)}; cells hold 0 (empty) or 1-9.`);
    }
  }
}

/**
 * Solves the grid and, with the default limit 2, proves whether the solution is unique.
 * Clashing givens are not an error: such a grid simply has no solution (count 0).
 * Throws a RangeError only when the grid is not 81 values 0-9.
 *
 * @example
 * const { count, solution } = solve(gridFrom(
 *   "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"));
 * // count === 1, solution[0] === 5, solution[2] === 4
 */
export function solve(grid: Grid, limit: 1 | 2 = 2): SolveResult {
  checkShape(grid);
  const solution = new Array<number>(81);
  // Clamped so an untyped caller's limit cannot break the 0 | 1 | 2 promise.
  const count = countInto(grid, limit === 1 ? 1 : 2, solution) as 0 | 1 | 2;
  return { count, solution: count > 0 ? solution : null };
}

/**
 * Counts the solutions of the grid, stopping at `limit` (default 2). Clashing givens give 0.
 *
 * @example
 * countSolutions(emptyGrid(), 5); // 5: the empty grid has billions
 */
export function countSolutions(grid: Grid, limit = 2): number {
  checkShape(grid);
  if (!(limit >= 1)) return 0;
  return countInto(grid, Math.min(Math.floor(limit), 0x7fffffff), null);
}

/**
 * Whether the grid has exactly one solution: the definition of a proper puzzle.
 *
 * @example
 * hasUniqueSolution(gridFrom(puzzleText)); // true for any published puzzle
 */
export function hasUniqueSolution(grid: Grid): boolean {
  return countSolutions(grid, 2) === 1;
}
