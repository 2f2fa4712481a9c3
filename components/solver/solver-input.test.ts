import { describe, expect, it } from "vitest";
import { bit } from "@/lib/sudoku/digits";
import { gridFrom } from "@/lib/sudoku/grid";
import { formatPencilmarks } from "@/lib/sudoku/pencilmarks";
import { createState } from "@/lib/sudoku/techniques/state";
import { readPosition, ruledOutCells, stateKey } from "./solver-input";

describe("ruledOutCells", () => {
  const solution = Array.from({ length: 81 }, (_, i) => (i % 9) + 1);
  const values = new Array<number>(81).fill(0);
  const open = solution.map((d) => bit(d) | bit((d % 9) + 1));

  it("finds the empty cells whose marks leave out the solution's digit", () => {
    const candidates = open.slice();
    candidates[1] = bit(5) | bit(7); // r1c2's solution is 2
    candidates[40] = 0;
    expect([...ruledOutCells({ values, candidates }, solution)]).toEqual([1, 40]);
  });

  it("ignores filled cells, whose marks do not count", () => {
    const filled = values.slice();
    filled[1] = 2;
    const candidates = open.slice();
    candidates[1] = 0;
    expect(ruledOutCells({ values: filled, candidates }, solution).size).toBe(0);
  });
});

describe("readPosition and stateKey", () => {
  const puzzle =
    "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
  const state = createState(gridFrom(puzzle));
  const [values, marks] = formatPencilmarks(state).split("\t");

  it("keeps a pasted givens field, and tells positions that differ only there apart", () => {
    const told = readPosition(`${values}\t${marks}\t..g.g${".".repeat(76)}`);
    const untold = readPosition(`${values}\t${marks}`);
    if (typeof told === "string" || typeof untold === "string") throw new Error("not read");
    expect(told.givens?.slice(0, 5)).toEqual([false, false, true, false, true]);
    expect(untold.givens).toBeUndefined();
    expect(stateKey(told)).not.toBe(stateKey(untold));
  });

  it("says what is wrong with a givens field", () => {
    expect(readPosition(`${values}\t${marks}\tg${".".repeat(80)}`)).toBe(
      "r1c1 is marked as a given but has no digit.",
    );
  });
});
