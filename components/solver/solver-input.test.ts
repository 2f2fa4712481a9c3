import { describe, expect, it } from "vitest";
import { bit } from "@/lib/sudoku/digits";
import { ruledOutCells } from "./solver-input";

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
