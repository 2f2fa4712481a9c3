/**
 * The seeds' plain backtracking solver, kept as the yardstick for `npm run bench`: first empty
 * cell, digits 1 to 9, recursion, a digit is allowed when no peer holds it, counting solutions
 * up to a limit. No propagation and no clever ordering, on purpose.
 *
 * Some puzzles (17-clue ones especially) take this approach millions of steps, so every run has
 * a node cap and a deadline; a capped run reports `capped: true` and its count is a lower bound.
 */
import type { Grid } from "../lib/sudoku/grid";

export interface BaselineOptions {
  /** Stop after this many placements tried (default 20 million). */
  maxNodes?: number;
  /** Stop when `performance.now()` passes this time in ms (default: no deadline). */
  deadline?: number;
}

export interface BaselineResult {
  count: number;
  solution: number[] | null;
  nodes: number;
  /** True when the node cap or the deadline stopped the search: `count` is then a lower bound. */
  capped: boolean;
}

const BOX_START = Array.from({ length: 81 }, (_, cell) => {
  const row = Math.floor(cell / 9);
  const col = cell % 9;
  return (row - (row % 3)) * 9 + col - (col % 3);
});

function allowed(cells: number[], cell: number, digit: number): boolean {
  const row = cell - (cell % 9);
  const col = cell % 9;
  for (let k = 0; k < 9; k++) {
    if (cells[row + k] === digit || cells[col + k * 9] === digit) return false;
  }
  const box = BOX_START[cell];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) if (cells[box + r * 9 + c] === digit) return false;
  }
  return true;
}

function hasClash(cells: number[]): boolean {
  for (let cell = 0; cell < 81; cell++) {
    const digit = cells[cell];
    if (digit === 0) continue;
    cells[cell] = 0;
    const ok = allowed(cells, cell, digit);
    cells[cell] = digit;
    if (!ok) return true;
  }
  return false;
}

/**
 * Counts solutions up to `limit` by plain backtracking.
 *
 * @example
 * const { count, capped } = baselineCount(gridFrom(text), 2, { maxNodes: 1e6 });
 */
export function baselineCount(
  grid: Grid,
  limit = 2,
  options: BaselineOptions = {},
): BaselineResult {
  const maxNodes = options.maxNodes ?? 20_000_000;
  const deadline = options.deadline ?? Infinity;
  const cells = Array.from(grid);
  let count = 0;
  let nodes = 0;
  let capped = false;
  let solution: number[] | null = null;
  if (hasClash(cells)) return { count: 0, solution: null, nodes: 0, capped: false };

  const walk = (from: number): void => {
    let cell = from;
    while (cell < 81 && cells[cell] !== 0) cell++;
    if (cell === 81) {
      count++;
      if (solution === null) solution = cells.slice();
      return;
    }
    for (let digit = 1; digit <= 9; digit++) {
      if (!allowed(cells, cell, digit)) continue;
      nodes++;
      // Checking the clock on every node would dominate; every 64k nodes is plenty.
      if (nodes > maxNodes || ((nodes & 0xffff) === 0 && performance.now() > deadline)) {
        capped = true;
        break;
      }
      cells[cell] = digit;
      walk(cell + 1);
      cells[cell] = 0;
      if (capped || count >= limit) break;
    }
  };
  walk(0);
  return { count, solution, nodes, capped };
}
