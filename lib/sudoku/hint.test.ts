import { describe, expect, it } from "vitest";

import { applyMove, centreMarksOf, createBoard, valuesOf } from "../game/board";
import { bit } from "./digits";
import { generate } from "./generator";
import { cellName, gridFrom } from "./grid";
import { hint, hintFromGivens, nudgeText } from "./hint";
import { makeStep } from "./step";
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

  it("names one wrong cell only, so a board full of one digit learns nothing more", () => {
    const wrong = { 0: SOLUTION[0] === 1 ? 2 : 1, 80: SOLUTION[80] === 1 ? 2 : 1 };
    const result = hint(GIVENS, board([], wrong), SOLUTION);
    expect(result).toEqual({ kind: "mistake", cells: [0], explanation: "r1c1 is wrong" });
    // Which one is the caller's choice among the wrong cells.
    const chosen: number[] = [];
    const last = hint(GIVENS, board([], wrong), SOLUTION, undefined, (count) => {
      chosen.push(count);
      return count - 1;
    });
    expect(chosen).toEqual([2]);
    expect(last).toMatchObject({ kind: "mistake", cells: [80] });
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

  it("reasons from the player's centre marks, not only from the placed digits", () => {
    const first = hint(GIVENS, board([]), SOLUTION);
    expect(first.kind).toBe("step");
    // Marks that leave r1c1 with only its solution digit make it a naked single at once.
    const marks = new Array<number>(81).fill(0);
    const cell = GIVENS.findIndex((v) => v === 0);
    marks[cell] = bit(SOLUTION[cell]);
    const result = hint(GIVENS, board([]), SOLUTION, marks);
    expect(result.kind === "step" && result.step.placements).toEqual([
      { cell, digit: SOLUTION[cell] },
    ]);
  });

  it("says which cell's notes lost the right digit, without naming the digit", () => {
    const marks = new Array<number>(81).fill(0);
    const cell = GIVENS.findIndex((v) => v === 0);
    marks[cell] = 0x1ff & ~bit(SOLUTION[cell]);
    const result = hint(GIVENS, board([]), SOLUTION, marks);
    expect(result).toEqual({
      kind: "missing",
      cells: [cell],
      explanation: `The notes in ${cellName(cell)} have lost the digit that belongs there`,
    });
  });
});

describe("nudgeText", () => {
  it.each([
    ["pointing", [19], "Look at box 2: a pointing pair or triple"],
    ["naked-pair", [3], "Look at row 4: a naked pair"],
    ["x-wing", [1, 5], "Look at row 2 and row 6: an X-wing"],
    // Without units, the boxes of its cells: a nudge never names a cell ("Show cells" does).
    ["xy-wing", [], "Look at box 1: an XY-wing"],
    ["naked-single", [], "Look at box 1: a naked single"],
    // Acronyms and names keep their case and take the article they are said with.
    ["aic", [1], "Look at row 2: an AIC"],
    ["als-xy-wing", [1], "Look at row 2: an ALS-XY-wing"],
    ["als-aic", [1], "Look at row 2: an AIC with ALS nodes"],
    ["sue-de-coq", [1], "Look at row 2: a Sue de Coq"],
    ["unique-rectangle-1", [1], "Look at row 2: a unique rectangle"],
    ["empty-rectangle", [1], "Look at row 2: an empty rectangle"],
    ["franken-x-wing", [1], "Look at row 2: a Franken X-wing"],
    ["mutant-x-wing", [1], "Look at row 2: a mutant X-wing"],
    ["w-wing", [1], "Look at row 2: a W-wing"],
  ] as const)("%s", (technique, units, text) => {
    const step = makeStep(technique, {
      placements: [],
      eliminations: [],
      cells: [0, 1],
      units: [...units],
      digits: [],
      explanation: "",
    });
    expect(nudgeText(step)).toBe(text);
  });

  it("names at most two boxes of a step's cells, each once", () => {
    const step = makeStep("xy-chain", {
      placements: [],
      eliminations: [],
      cells: [0, 40, 80, 41],
      units: [],
      digits: [],
      explanation: "",
    });
    expect(nudgeText(step)).toBe("Look at box 1 and box 5: an XY-chain");
  });
});

describe("Hint, Apply, Hint, Apply", () => {
  // A player who only ever presses Hint and applies the full step must reach the end: each
  // step is written into the board (eliminations into centre marks), so no hint repeats.
  it.each(["medium", "hard", "expert"] as const)("finishes a %s game", (level) => {
    for (const seed of ["a", "b"]) {
      const puzzle = generate({ level, seed: `hint-loop-${seed}` });
      let state = createBoard(puzzle.puzzle);
      let steps = 0;
      let previous = "";
      for (;;) {
        const h = hint(puzzle.puzzle, valuesOf(state), puzzle.solution, centreMarksOf(state));
        if (h.kind === "solved") break;
        expect(h.kind).toBe("step");
        if (h.kind !== "step") return;
        const key = JSON.stringify([h.step.placements, h.step.eliminations]);
        expect(key).not.toBe(previous);
        previous = key;
        const { placements, eliminations } = h.step;
        const next = applyMove(state, { type: "step", placements, eliminations });
        expect(next).not.toBe(state);
        state = next;
        expect(++steps).toBeLessThan(400);
      }
      expect(valuesOf(state)).toEqual(puzzle.solution);
    }
  });
});
