import { describe, expect, it } from "vitest";
import { applyMove, createBoard } from "@/lib/game/board";
import type { Move } from "@/lib/game/move";
import { mistakeAnnouncement, moveAnnouncement } from "./move-announcement";

const givens = Array.from({ length: 81 }, (_, i) => (i === 80 ? 9 : 0));
const start = createBoard(givens);
const say = (move: Move, board = start) => moveAnnouncement(move, board, applyMove(board, move));

describe("move announcements", () => {
  it("names a placed digit, its cell and a clash", () => {
    expect(say({ type: "value", cells: [1], digit: 5 })).toBe("5 in row 1, column 2");
    expect(say({ type: "value", cells: [8], digit: 9 })).toBe(
      "9 in row 1, column 9 conflicts with row 9, column 9",
    );
  });

  it("says erase, notes, auto candidates and undo", () => {
    const noted = applyMove(start, { type: "centre", cells: [0, 1], digit: 3 });
    expect(say({ type: "erase", cells: [0, 1] }, noted)).toBe("Erased 2 cells");
    expect(say({ type: "centre", cells: [0], digit: 4 })).toBe(
      "Centre note 4 added to row 1, column 1",
    );
    expect(say({ type: "centre", cells: [0, 1], digit: 3 }, noted)).toBe(
      "Centre note 3 removed from 2 cells",
    );
    expect(say({ type: "autoCandidates" })).toMatch(/^Candidates filled in/);
    expect(say({ type: "undo" }, noted)).toBe("Undone");
    expect(say({ type: "undo" })).toBe("Nothing to undo");
  });

  it("says a wrong entry is wrong, with the mistake count", () => {
    expect(mistakeAnnouncement(5, 11, 1)).toBe("5 in row 2, column 3 is wrong: 1 of 3 mistakes");
  });
});
