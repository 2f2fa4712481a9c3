/**
 * A run's progress from its move log: the server replays the log (digits stay there) and keeps
 * only how many cells were filled, when. Apart from ghost-timeline.ts, which the page imports:
 * the replay pulls in the board's whole analysis, which the page must not load.
 */
import type { ReplayMove } from "../game/room-protocol";
import { filledCells, racerBoards } from "../race/replay";
import type { Grid } from "../sudoku/grid";
import type { ProgressPoint } from "./ghost-timeline";

/**
 * The change points of a move log's filled count: the start (0 filled) is implied, every
 * point is a change.
 *
 * @example
 * progressOf(givens, [{ atMs: 4_000, move: { type: "value", cells: [2], digit: 5 } }]);
 * // [{ atMs: 4000, filled: 1 }]
 */
export function progressOf(givens: Grid, moves: readonly ReplayMove[]): ProgressPoint[] {
  const boards = racerBoards(givens, moves);
  const points: ProgressPoint[] = [];
  let last = 0;
  boards.atMs.forEach((atMs, i) => {
    const filled = filledCells(boards.states[i + 1]);
    if (filled === last) return;
    last = filled;
    // Two changes stamped the same instant: the later count stands.
    if (points.length && points[points.length - 1].atMs === atMs) points.pop();
    points.push({ atMs, filled });
  });
  return points;
}
