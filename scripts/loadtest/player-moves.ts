/**
 * What a simulated player types next: mostly the right digit in an empty cell, now and then a
 * wrong one (put right on the next move) or a pencil mark. Progress counts cells filled, so
 * only a digit in an empty cell raises it; the grid is filled correctly in the end.
 */
import type { Move } from "@/lib/game/move";
import { gridFrom, solve } from "@/lib/sudoku";

/** Chance that a move is a corner note instead of a digit. */
const NOTE_CHANCE = 0.1;
/** Chance that a digit placed in an empty cell is wrong. */
const WRONG_CHANCE = 0.05;

export interface PlannedMove {
  move: Move;
  /** Cells filled once this move is applied (it rose only if the move filled an empty cell). */
  filled: number;
  /** True when the move filled an empty cell: progress will show `filled`. */
  fillsCell: boolean;
}

/** The solution of `givens` (81 characters, 0 for empty), as the client computes it. */
export function solutionOf(givens: string): string {
  const { solution } = solve(gridFrom(givens), 1);
  if (!solution) throw new Error("the server sent a puzzle without a solution");
  return solution.join("");
}

export class PlayerMoves {
  private readonly empty: number[];
  private wrongCell: number | null = null;
  private filledCount = 0;

  constructor(
    givens: string,
    private readonly solution: string,
    private readonly random: () => number = Math.random,
  ) {
    this.empty = [];
    for (let cell = 0; cell < 81; cell++) if (givens[cell] === "0") this.empty.push(cell);
    // A human fills cells in no fixed order.
    for (let i = this.empty.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [this.empty[i], this.empty[j]] = [this.empty[j], this.empty[i]];
    }
  }

  /** Empty cells of the puzzle. */
  get toFill(): number {
    return this.filledCount + this.empty.length;
  }

  get filled(): number {
    return this.filledCount;
  }

  /** True once every cell holds its solution digit: nothing left to type. */
  get done(): boolean {
    return this.empty.length === 0 && this.wrongCell === null;
  }

  next(): PlannedMove | null {
    if (this.done) return null;
    const digitOf = (cell: number) => Number(this.solution[cell]);
    if (this.wrongCell !== null) {
      const cell = this.wrongCell;
      this.wrongCell = null;
      return this.planned({ type: "value", cells: [cell], digit: digitOf(cell) }, false);
    }
    const cell = this.empty[this.empty.length - 1];
    if (this.random() < NOTE_CHANCE) {
      const digit = 1 + Math.floor(this.random() * 9);
      return this.planned({ type: "corner", cells: [cell], digit }, false);
    }
    this.empty.pop();
    this.filledCount++;
    let digit = digitOf(cell);
    if (this.random() < WRONG_CHANCE) {
      digit = (digit % 9) + 1;
      this.wrongCell = cell;
    }
    return this.planned({ type: "value", cells: [cell], digit }, true);
  }

  private planned(move: Move, fillsCell: boolean): PlannedMove {
    return { move, filled: this.filledCount, fillsCell };
  }
}
