import { describe, expect, it } from "vitest";
import { bit, maskOf } from "../digits";
import { gridFrom, PEERS } from "../grid";
import { nudgeText } from "../hint";
import { bugPlusOne } from "./bug";
import { createState, type LogicState } from "./state";
import { puzzleLines } from "../testdata/puzzle-sets";
import { publicPuzzles, soundness } from "./test-positions";

/**
 * A bivalue grave built from a solved grid: the cells holding 1 or 2 are left open with
 * candidates 1/2, those holding 3 or 4 with 3/4. Every open cell is bivalue and each digit
 * fits exactly twice in every unit.
 */
function grave(): LogicState {
  const [solution] = puzzleLines("famous_solutions.txt");
  const values = solution.split("").map((c) => (["1", "2", "3", "4"].includes(c) ? 0 : Number(c)));
  const state = createState(values);
  state.candidates = solution
    .split("")
    .map((c, cell) => (values[cell] ? 0 : Number(c) <= 2 ? maskOf([1, 2]) : maskOf([3, 4])));
  return state;
}

describe("BUG+1", () => {
  it("places the digit that fits three times around the one cell with three candidates", () => {
    const state = grave();
    const cell = state.candidates.findIndex((m) => m === maskOf([1, 2]));
    state.candidates[cell] |= bit(3);
    const step = bugPlusOne.find(state);
    expect(step?.placements).toEqual([{ cell, digit: 3 }]);
    // Its two grave digits go with the placement (other solvers list them as eliminations).
    expect(step?.eliminations).toEqual([
      { cell, digit: 1 },
      { cell, digit: 2 },
    ]);
    expect(step?.explanation).toMatch(
      /^BUG\+1: every other empty cell holds two candidates, and without 3 in r\dc\d every digit would fit exactly twice in each unit, a grave with no single solution; because the puzzle has one solution, r\dc\d is 3, not 1 or 2$/,
    );
    if (step) expect(nudgeText(step)).toMatch(/: a BUG: the few cells with more than two/);
  });

  it("with two extras in the cell, removes its grave digits and places nothing", () => {
    const state = grave();
    const cell = state.candidates.findIndex((m) => m === maskOf([1, 2]));
    state.candidates[cell] |= bit(3) | bit(4);
    const step = bugPlusOne.find(state);
    expect(step?.placements).toEqual([]);
    expect(step?.eliminations).toEqual([
      { cell, digit: 1 },
      { cell, digit: 2 },
    ]);
    expect(step?.explanation).toMatch(/, r\dc\d is 3 or 4: 1 is removed/);
  });

  it("BUG+2: two cells with the same extra digit, one of them is it", () => {
    const state = grave();
    // The first two 1/2 cells of row 1 or wherever they are; both gain a 3.
    const [first, second] = state.candidates
      .map((m, cell) => (m === maskOf([1, 2]) ? cell : -1))
      .filter((c) => c >= 0);
    state.candidates[first] |= bit(3);
    state.candidates[second] |= bit(3);
    const step = bugPlusOne.find(state);
    expect(step?.placements).toEqual([]);
    expect(step?.cells).toEqual([first, second]);
    expect(step?.eliminations.length).toBeGreaterThan(0);
    for (const { cell, digit } of step?.eliminations ?? []) {
      expect(digit).toBe(3);
      expect(PEERS[cell]).toContain(first);
      expect(PEERS[cell]).toContain(second);
    }
    expect(step?.explanation).toMatch(/^BUG\+2: .* one of them is 3, so 3 is removed from /);
  });

  it("BUG+2 with different extra digits: a cell seeing the other's extra loses it", () => {
    // A 1/2 cell gains 3 and a 3/4 cell it sees gains 9: the first is 3 or the second 9,
    // and either way the second is not 3.
    const state = grave();
    const first = state.candidates.findIndex((m) => m === maskOf([1, 2]));
    const second = PEERS[first].find((c) => state.candidates[c] === maskOf([3, 4])) ?? -1;
    state.candidates[first] |= bit(3);
    state.candidates[second] |= bit(9);
    const step = bugPlusOne.find(state);
    expect(step?.placements).toEqual([]);
    expect(step?.eliminations).toEqual([{ cell: second, digit: 3 }]);
    expect(step?.digits).toEqual([3, 9]);
    expect(step?.explanation).toMatch(
      /^BUG\+2: every other empty cell holds two candidates, and without 3 in (r\dc\d) and 9 in (r\dc\d) every digit would fit exactly twice in each unit, a grave with no single solution; because the puzzle has one solution, \1 is 3 or \2 is 9, so 3 is removed from \2$/,
    );
  });

  it("different extra digits prove nothing when no candidate is ruled out by both", () => {
    const state = grave();
    const [first, second] = state.candidates
      .map((m, cell) => (m === maskOf([1, 2]) ? cell : -1))
      .filter((c) => c >= 0);
    state.candidates[first] |= bit(3);
    state.candidates[second] |= bit(9);
    // The 1/2/9 cell holds no 3, the 1/2/3 cell no 9, and no cell can be both 3 and 9.
    expect(bugPlusOne.find(state)).toBeNull();
  });

  it("says nothing on a grave without the extra candidate", () => {
    expect(bugPlusOne.find(grave())).toBeNull();
    expect(bugPlusOne.find(createState(gridFrom("0".repeat(81))))).toBeNull();
  });

  it("places the right digit where it fires on a solving path of the public sets", () => {
    // With every technique in the solver's order, top1465 puzzle 12 reaches a BUG+1 on its
    // way; a few others check it stays quiet.
    const puzzles = [...publicPuzzles("top1465.txt", 1000, 11), ...publicPuzzles("top95.txt", 24)];
    const { problems, fired } = soundness([bugPlusOne], puzzles);
    expect(problems).toEqual([]);
    expect(fired["bug-plus-one"]).toBeGreaterThan(0);
  });
});
