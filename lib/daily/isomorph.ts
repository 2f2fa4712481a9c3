/**
 * Every player gets the day's puzzle in disguise: the same logic (same techniques, same
 * rating, one solution) with relabelled digits and shuffled rows, columns, bands and stacks,
 * maybe transposed. Answers cannot be copied cell by cell from a friend's grid or a forum,
 * yet the race is fair. The transformations are the validity-preserving symmetries of Sudoku.
 */
import { createRng, type Rng } from "../sudoku/random";

/** A puzzle as the game stores it: 81 characters, 0 for empty. */
export interface DailyGrids {
  givens: string;
  solution: string;
}

/** A permutation of 0..8 that keeps each group of three together (rows in bands). */
function bandedOrder(rng: Rng): number[] {
  const bands = rng.shuffle([0, 1, 2]);
  return bands.flatMap((band) => rng.shuffle([0, 1, 2]).map((offset) => band * 3 + offset));
}

/** cellSource[cell] = the cell of the original grid that lands on `cell`. */
function cellSources(rng: Rng): number[] {
  const rows = bandedOrder(rng);
  const columns = bandedOrder(rng);
  const transpose = rng.int(2) === 1;
  return Array.from({ length: 81 }, (_, cell) => {
    const row = Math.floor(cell / 9);
    const column = cell % 9;
    const [r, c] = transpose ? [column, row] : [row, column];
    return rows[r] * 9 + columns[c];
  });
}

/**
 * The isomorph of a puzzle for a seed: the same transformation applied to givens and solution.
 *
 * @example
 * isomorph({ givens, solution }, "2026-11-23:user:42") // same seed, same isomorph
 */
export function isomorph(grids: DailyGrids, seed: string): DailyGrids {
  const rng = createRng(seed);
  const sources = cellSources(rng);
  // digits[d] = the new label of digit d; 0 (empty) stays 0.
  const digits = [0, ...rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9])];
  const apply = (grid: string) =>
    sources.map((source) => String(digits[Number(grid[source])])).join("");
  return { givens: apply(grids.givens), solution: apply(grids.solution) };
}
