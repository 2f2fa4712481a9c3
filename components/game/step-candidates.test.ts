import { describe, expect, it } from "vitest";
import { applyMove, createBoard } from "@/lib/game/board";
import { candidatesOf } from "@/lib/sudoku/grid";
import { stepCandidates } from "./step-candidates";

const givens = Array.from({ length: 81 }, (_, i) => (i === 8 ? 9 : i === 72 ? 1 : 0));

describe("stepCandidates", () => {
  it("shows the player's centre marks where a cell has them, computed candidates elsewhere", () => {
    let board = createBoard(givens);
    board = applyMove(board, { type: "centre", cells: [0], digit: 2 });
    board = applyMove(board, { type: "centre", cells: [0], digit: 9 });
    const shown = stepCandidates(board);
    // 9 is already in row 1: only the 2 of the player's marks stays.
    expect(shown[0]).toBe(1 << 1);
    expect(shown[1]).toBe(candidatesOf(board.cells.map((c) => c.value))[1]);
    expect(shown[8]).toBe(0);
  });
});
