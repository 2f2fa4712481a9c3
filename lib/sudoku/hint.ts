/**
 * Hints for a player's board: first point at wrong digits, else show the next logical step.
 */
import { cellsText } from "./step";
import { candidatesOf, type Grid } from "./grid";
import { nextStep } from "./logic";
import { UnratableError } from "./rating";
import { solve } from "./solver";
import type { Step } from "./step";

export type Hint =
  | { kind: "mistake"; cells: number[]; explanation: string }
  | { kind: "step"; step: Step }
  | { kind: "solved" };

/**
 * The hint for a board. `entries` is the player's full board (givens and their own digits).
 * Wrong digits come first, named by cell only: the hint never tells a right digit away. With
 * no mistakes it is the easiest next step from the board (its candidates come from the board,
 * not from the player's notes).
 *
 * @example
 * hint(givens, board, solution); // { kind: "mistake", cells: [22], explanation: "r3c5 is wrong" }
 */
export function hint(givens: Grid, entries: Grid, solution: Grid): Hint {
  const board = givens.map((g, i) => g || entries[i] || 0);
  const wrong: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (board[cell] && board[cell] !== solution[cell]) wrong.push(cell);
  }
  if (wrong.length > 0) {
    const verb = wrong.length === 1 ? "is" : "are";
    return { kind: "mistake", cells: wrong, explanation: `${cellsText(wrong)} ${verb} wrong` };
  }
  if (board.every((v) => v !== 0)) return { kind: "solved" };
  const step = nextStep({ values: board, candidates: candidatesOf(board) }, { solution });
  // With a correct board and its solution the last resort always applies.
  if (!step) throw new Error("No step found on a correct, unfinished board");
  return { kind: "step", step };
}

/**
 * `hint` for callers without the solution (the CLI, tools): solves the givens first. Throws
 * `UnratableError` when the givens do not have exactly one solution.
 *
 * @example
 * hintFromGivens(givens, board).kind; // "step"
 */
export function hintFromGivens(givens: Grid, entries: Grid): Hint {
  const { count, solution } = solve(givens, 2);
  if (count === 0 || !solution) throw new UnratableError("no-solution");
  if (count > 1) throw new UnratableError("multiple-solutions");
  return hint(givens, entries, solution);
}
