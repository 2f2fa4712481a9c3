import { describe, expect, it } from "vitest";
import { gridFrom } from "./grid";
import { hint, hintFromGivens } from "./hint";
import { UnratableError } from "./rating";
import { solve } from "./solver";

const GIVENS = gridFrom(
  "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
);
const SOLUTION = solve(GIVENS).solution ?? [];

/** The givens plus the solution's digits at the listed cells, with overrides. */
function board(filled: number[], wrong: Record<number, number> = {}): number[] {
  const out = [...GIVENS];
  for (const cell of filled) out[cell] = SOLUTION[cell];
  for (const [cell, digit] of Object.entries(wrong)) out[Number(cell)] = digit;
  return out;
}

describe("hint", () => {
  it("names a wrong cell without telling its digit", () => {
    // r3c5 (cell 22) is empty in the givens; the solution has another digit there.
    const wrongDigit = SOLUTION[22] === 9 ? 8 : 9;
    const result = hint(GIVENS, board([], { 22: wrongDigit }), SOLUTION);
    expect(result).toEqual({ kind: "mistake", cells: [22], explanation: "r3c5 is wrong" });
  });

  it("lists every wrong cell", () => {
    const wrong = { 0: SOLUTION[0] === 1 ? 2 : 1, 80: SOLUTION[80] === 1 ? 2 : 1 };
    const result = hint(GIVENS, board([], wrong), SOLUTION);
    expect(result).toEqual({
      kind: "mistake",
      cells: [0, 80],
      explanation: "r1c1 and r9c9 are wrong",
    });
  });

  it("gives the next step from the player's board", () => {
    const result = hint(GIVENS, board([]), SOLUTION);
    expect(result.kind).toBe("step");
    if (result.kind !== "step") return;
    for (const { cell, digit } of result.step.placements) expect(SOLUTION[cell]).toBe(digit);
    expect(result.step.explanation.length).toBeGreaterThan(10);
  });

  it("takes the player's correct digits into account", () => {
    const empties = GIVENS.flatMap((v, i) => (v ? [] : [i]));
    const almost = board(empties.slice(0, -1));
    const result = hint(GIVENS, almost, SOLUTION);
    expect(result.kind === "step" && result.step.technique).toBe("full-house");
  });

  it("says solved on a finished board", () => {
    expect(hint(GIVENS, SOLUTION, SOLUTION)).toEqual({ kind: "solved" });
  });

  it("works out the solution itself in hintFromGivens", () => {
    expect(hintFromGivens(GIVENS, board([]))).toEqual(hint(GIVENS, board([]), SOLUTION));
  });

  it("refuses givens without a unique solution", () => {
    expect(() => hintFromGivens(new Array(81).fill(0), new Array(81).fill(0))).toThrow(
      UnratableError,
    );
  });
});
