/**
 * What makes a move a mistake and a game won or lost. Pure functions of boards and the
 * solution, so the server's verdicts can be tested without a server.
 */
import { type BoardState } from "@/lib/game/board";
import type { Move } from "@/lib/game/move";
import { GAME_STATUS, MAX_MISTAKES, type GameStatus } from "@/lib/game/protocol";

/**
 * How many wrong digits a move newly placed. Only moves that place digits count (a value or
 * an applied step): undo and redo replay earlier edits and are not new decisions.
 */
export function newMistakes(
  before: BoardState,
  after: BoardState,
  move: Move,
  solution: readonly number[],
): number {
  if (move.type !== "value" && move.type !== "step") return 0;
  let count = 0;
  for (let cell = 0; cell < 81; cell++) {
    const value = after.cells[cell].value;
    if (value !== 0 && value !== before.cells[cell].value && value !== solution[cell]) count++;
  }
  return count;
}

/** The player's digits that differ from the solution, in cell order. */
export function wrongCells(board: BoardState, solution: readonly number[]): number[] {
  const cells: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const value = board.cells[cell].value;
    if (value !== 0 && value !== solution[cell]) cells.push(cell);
  }
  return cells;
}

/** Whether every cell holds its solution digit. */
export function isSolvedBoard(board: BoardState, solution: readonly number[]): boolean {
  return board.cells.every((c, cell) => c.value === solution[cell]);
}

/** The status after a move: solved when the board is the solution, failed at the mistake limit. */
export function statusAfter(
  board: BoardState,
  solution: readonly number[],
  mistakes: number,
  mistakeChecking: boolean,
): GameStatus {
  if (isSolvedBoard(board, solution)) return GAME_STATUS.solved;
  if (mistakeChecking && mistakes >= MAX_MISTAKES) return GAME_STATUS.failed;
  return GAME_STATUS.playing;
}
