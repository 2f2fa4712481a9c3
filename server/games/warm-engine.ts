/**
 * Runs a hint once on a position that reaches the engine's last technique: V8 compiles each
 * technique on its first use, and the first hint after a start paid about half a second for
 * it. The hint worker does this as it starts, before any player waits.
 */
import { gridFrom } from "@/lib/sudoku/grid";
import { hint } from "@/lib/sudoku/hint";
import { solve } from "@/lib/sudoku/solver";

// A forum_hardest puzzle after its singles: only a forcing net with techniques moves on.
const STUCK = "000000008003000402090020060000079000000061200060502070008000500010000020405000003";

/** Warms the engine; returns how long it took, in ms. */
export function warmEngine(): number {
  const start = performance.now();
  const grid = gridFrom(STUCK);
  const { solution } = solve(grid);
  if (solution) hint(grid, grid, solution);
  return performance.now() - start;
}
