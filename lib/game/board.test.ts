/**
 * The board reducer, one behaviour per block. The server replays move logs with it and the
 * browser shows moves with it, so every rule here is a rule of the game.
 */
import { describe, expect, it } from "vitest";
import { bit } from "../sudoku/digits";
import { candidatesOf, gridFrom } from "../sudoku/grid";
import { solve } from "../sudoku/solver";
import {
  applyMove,
  canRedo,
  canUndo,
  createBoard,
  digitCounts,
  isFull,
  replayMoves,
  valuesOf,
  type BoardState,
} from "./board";
import type { Move } from "./move";

// Cell 0 is the given 5; cells 2 and 3 are empty; cell 1 (given 3) and cell 9 (given 6)
// are peers of cell 0.
const GIVENS = gridFrom(
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
);
const e = (cell: number, digit: number) => ({ cell, digit });
const fresh = () => createBoard(GIVENS);
const play = (...moves: Move[]) => replayMoves(GIVENS, moves);
const marks = (board: BoardState, cell: number) => ({
  corner: board.cells[cell].corner,
  centre: board.cells[cell].centre,
});

describe("values", () => {
  it("places a digit in every selected empty cell", () => {
    const board = play({ type: "value", cells: [2, 3], digit: 4 });
    expect(valuesOf(board).slice(0, 4)).toEqual([5, 3, 4, 4]);
    expect(digitCounts(board)[4]).toBe(digitCounts(fresh())[4] + 2);
  });

  it("replaces a digit with another", () => {
    const board = play(
      { type: "value", cells: [2], digit: 4 },
      { type: "value", cells: [2], digit: 1 },
    );
    expect(board.cells[2].value).toBe(1);
  });

  it("never changes a given", () => {
    const board = play({ type: "value", cells: [0, 2], digit: 9 });
    expect(board.cells[0].value).toBe(5);
    expect(board.cells[2].value).toBe(9);
    expect(play({ type: "erase", cells: [0] }).cells[0].value).toBe(5);
    expect(play({ type: "corner", cells: [0], digit: 1 }).cells[0].corner).toBe(0);
  });

  it("removes the digit's marks from the cell's peers, and only those", () => {
    const board = play(
      { type: "corner", cells: [3, 40], digit: 4 },
      { type: "centre", cells: [3], digit: 7 },
      { type: "value", cells: [2], digit: 4 },
    );
    expect(marks(board, 3)).toEqual({ corner: 0, centre: bit(7) }); // peer: 4 goes, 7 stays
    expect(board.cells[40].corner).toBe(bit(4)); // not a peer of cell 2
  });

  it("is full only when every cell holds a digit", () => {
    const solution = solve(GIVENS).solution ?? [];
    const empties = GIVENS.flatMap((v, cell) => (v ? [] : [cell]));
    const fill = (cells: number[]) =>
      play(...cells.map((cell): Move => ({ type: "value", cells: [cell], digit: solution[cell] })));
    expect(isFull(fresh())).toBe(false);
    expect(isFull(fill(empties.slice(0, -1)))).toBe(false);
    expect(isFull(fill(empties))).toBe(true);
  });
});

describe("pencil marks", () => {
  it("adds a corner mark everywhere unless every selected cell has it, then removes it", () => {
    const some = play(
      { type: "corner", cells: [2], digit: 1 },
      { type: "corner", cells: [2, 3], digit: 1 },
    );
    expect([some.cells[2].corner, some.cells[3].corner]).toEqual([bit(1), bit(1)]);
    const none = applyMove(some, { type: "corner", cells: [2, 3], digit: 1 });
    expect([none.cells[2].corner, none.cells[3].corner]).toEqual([0, 0]);
  });

  it("toggles centre marks the same way, independently of corner marks", () => {
    const board = play(
      { type: "corner", cells: [2], digit: 2 },
      { type: "centre", cells: [2], digit: 2 },
    );
    expect(marks(board, 2)).toEqual({ corner: bit(2), centre: bit(2) });
    expect(applyMove(board, { type: "centre", cells: [2], digit: 2 }).cells[2]).toMatchObject({
      corner: bit(2),
      centre: 0,
    });
  });

  it("does not mark cells that hold a digit", () => {
    const board = play(
      { type: "value", cells: [2], digit: 4 },
      { type: "corner", cells: [2, 3], digit: 1 },
    );
    expect(board.cells[2].corner).toBe(0);
    expect(board.cells[3].corner).toBe(bit(1));
  });
});

describe("erase", () => {
  const layered = () =>
    play(
      { type: "colour", cells: [2, 3], colour: 3 },
      { type: "corner", cells: [2, 3], digit: 1 },
      { type: "value", cells: [2], digit: 4 },
    );

  it("removes the top layer the selection has: digits, then marks, then colours", () => {
    const digitsGone = applyMove(layered(), { type: "erase", cells: [2, 3] });
    expect(digitsGone.cells[2]).toMatchObject({ value: 0, colour: 3 });
    expect(digitsGone.cells[3].corner).toBe(bit(1)); // marks survive the digit layer
    const marksGone = applyMove(digitsGone, { type: "erase", cells: [2, 3] });
    expect(marksGone.cells[3]).toMatchObject({ corner: 0, colour: 3 });
    const coloursGone = applyMove(marksGone, { type: "erase", cells: [2, 3] });
    expect(coloursGone.cells[3].colour).toBe(0);
  });

  it("clears colours from givens too", () => {
    const board = play({ type: "colour", cells: [0], colour: 2 }, { type: "erase", cells: [0] });
    expect(board.cells[0]).toMatchObject({ value: 5, colour: 0 });
  });
});

describe("colours", () => {
  it("sets a colour, and toggles it off when every selected cell has it", () => {
    const board = play({ type: "colour", cells: [0, 2], colour: 4 });
    expect([board.cells[0].colour, board.cells[2].colour]).toEqual([4, 4]);
    const off = applyMove(board, { type: "colour", cells: [0, 2], colour: 4 });
    expect([off.cells[0].colour, off.cells[2].colour]).toEqual([0, 0]);
  });
});

describe("auto candidates", () => {
  it("fills every empty cell's centre marks with its candidates and keeps corner marks", () => {
    const board = play(
      { type: "corner", cells: [2], digit: 9 },
      { type: "corner", cells: [3], digit: 1 },
      { type: "autoCandidates" },
    );
    const candidates = candidatesOf(GIVENS);
    expect(board.cells[2]).toMatchObject({ corner: 1 << 8, centre: candidates[2] });
    expect(board.cells[3]).toMatchObject({ corner: 1, centre: candidates[3] });
    expect(board.cells[0]).toMatchObject({ value: 5, centre: 0 });
  });

  it("undoes auto candidates in one step, corner marks untouched", () => {
    const marked = play({ type: "corner", cells: [2], digit: 9 });
    const back = applyMove(applyMove(marked, { type: "autoCandidates" }), { type: "undo" });
    expect(back.cells).toEqual(marked.cells);
  });
});

describe("steps (applied hints)", () => {
  it("applies placements and eliminations as one undoable move", () => {
    const board = play(
      { type: "centre", cells: [3, 5], digit: 6 },
      { type: "centre", cells: [40], digit: 1 },
      {
        type: "step",
        placements: [{ cell: 3, digit: 6 }],
        eliminations: [
          { cell: 40, digit: 1 },
          { cell: 0, digit: 1 },
        ],
      },
    );
    expect(board.cells[3].value).toBe(6);
    expect(board.cells[5].centre).toBe(0); // peer of the placement
    expect(board.cells[40].centre).toBe(0); // eliminated
    const undone = applyMove(board, { type: "undo" });
    expect(undone.cells[3]).toMatchObject({ value: 0, centre: bit(6) });
    expect(undone.cells[40].centre).toBe(bit(1));
  });

  it("writes an elimination into the centre marks, filling a cell that had none", () => {
    const computed = candidatesOf(GIVENS);
    const digit = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => computed[2] & bit(d)) ?? 0;
    const board = play(
      { type: "centre", cells: [3], digit: 2 },
      { type: "centre", cells: [3], digit: 4 },
      { type: "step", placements: [], eliminations: [e(2, digit), e(3, 4)] },
    );
    // Cell 2 had no marks: it now shows every computed candidate but the eliminated one.
    expect(board.cells[2].centre).toBe(computed[2] & ~bit(digit));
    // Cell 3 had the player's own marks: they stay, less the eliminated digit.
    expect(board.cells[3].centre).toBe(bit(2));
  });
});

describe("undo and redo", () => {
  it("undoes and redoes whole moves, multi-cell ones included", () => {
    const placed = play({ type: "value", cells: [2, 3], digit: 4 });
    const undone = applyMove(placed, { type: "undo" });
    expect(undone.cells).toEqual(fresh().cells);
    expect([canUndo(undone), canRedo(undone)]).toEqual([false, true]);
    const redone = applyMove(undone, { type: "redo" });
    expect(redone.cells).toEqual(placed.cells);
    expect([canUndo(redone), canRedo(redone)]).toEqual([true, false]);
  });

  it("restores the marks a placement removed from peers", () => {
    const board = play(
      { type: "corner", cells: [3], digit: 4 },
      { type: "value", cells: [2], digit: 4 },
      { type: "undo" },
    );
    expect(board.cells[3].corner).toBe(bit(4));
  });

  it("forgets the redo history when a new edit is made", () => {
    const board = play(
      { type: "value", cells: [2], digit: 4 },
      { type: "undo" },
      { type: "value", cells: [3], digit: 1 },
    );
    expect(canRedo(board)).toBe(false);
    expect(applyMove(board, { type: "redo" })).toBe(board);
    expect(board.cells[2].value).toBe(0);
  });

  it("keeps the redo history through no-op moves", () => {
    const board = play(
      { type: "value", cells: [2], digit: 4 },
      { type: "undo" },
      { type: "erase", cells: [3] },
    );
    expect(canRedo(board)).toBe(true);
  });
});

describe("no-op moves", () => {
  it.each<[string, Move]>([
    ["undo with nothing to undo", { type: "undo" }],
    ["redo with nothing to redo", { type: "redo" }],
    ["a digit in a given", { type: "value", cells: [0], digit: 9 }],
    ["erasing empty cells", { type: "erase", cells: [2, 3] }],
    ["marks in givens", { type: "centre", cells: [0, 1], digit: 2 }],
  ])("returns the same board for %s", (_, move) => {
    const board = fresh();
    expect(applyMove(board, move)).toBe(board);
  });

  it("returns the same board for a digit already there", () => {
    const board = play({ type: "value", cells: [2], digit: 4 });
    expect(applyMove(board, { type: "value", cells: [2], digit: 4 })).toBe(board);
  });
});
