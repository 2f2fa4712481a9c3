import { describe, expect, it } from "vitest";
import { gridFrom } from "../grid";
import { solve } from "../solver";
import type { Step } from "../step";
import { aic } from "./aic";
import { cellAt, fromCells, fromMarks } from "./als-fixtures";
import {
  AIC_TYPE_2,
  GROUP_END_AIC,
  GROUPED_LOOP,
  LOOP_WEAK_STRONG,
  LOOP_WEAK_WEAK,
  type Position,
} from "./chain-form-positions";

const e = (name: string, digit: number) => ({ cell: cellAt(name), digit });

function aicSteps({ values, marks }: Position): Step[] {
  return aic.findAll?.(fromMarks(values, marks)) ?? [];
}

/** The step of the list whose explanation starts so. */
function stepStarting(steps: readonly Step[], start: string): Step | undefined {
  return steps.find((s) => s.explanation.startsWith(start));
}

describe("AIC forms (issue 22)", () => {
  it("a continuous nice loop through groups removes what sees both ends of each weak link", () => {
    // r2c1 is not 7 -> 7 in r4c1-r6c1 (column 1) -/- r4c3-r6c3 (box 4) -> r1c3/r2c3 (column
    // 3) -/- r2c1 (box 1). r5c2 sees both box-4 groups; r1c2 sees r1c3, r2c3 and r2c1.
    const step = stepStarting(aicSteps(GROUPED_LOOP), "AIC (nice loop): If r2c1 is not 7");
    expect(step?.eliminations).toEqual([e("r1c2", 7), e("r5c2", 7)]);
    expect(step?.explanation).toBe(
      "AIC (nice loop): If r2c1 is not 7 then r4c1, r5c1 or r6c1 is 7, so none of r4c3, r5c3, r6c3 is 7, so r1c3 or r2c3 is 7, which again means r2c1 is not 7: the loop closes, so each of its weak links holds one true candidate: 7 is removed from r1c2 and r5c2",
    );
  });

  it("a continuous loop is also listed as the AIC between its ends, which removes less", () => {
    const steps = aicSteps(GROUPED_LOOP);
    const loop = stepStarting(steps, "AIC (nice loop): If r2c4 is not 4");
    expect(loop?.eliminations).toEqual([e("r2c5", 4), e("r3c5", 4), e("r4c5", 4)]);
    const open = stepStarting(steps, "AIC: If r2c4 is not 4 then r4c4 is 4");
    expect(open?.eliminations).toEqual([e("r2c5", 4), e("r3c5", 4)]);
    expect(open?.explanation).toBe(
      "AIC: If r2c4 is not 4 then r4c4 is 4, so r4c6 is not 4, so r2c6 or r3c6 is 4; so r2c4 is 4 or r2c6 or r3c6 is 4, and 4 is removed from r2c5 and r3c5",
    );
  });

  it("an AIC may end on a group: what sees the whole group and the other end goes", () => {
    const step = stepStarting(aicSteps(GROUP_END_AIC), "AIC: If none of r2c4, r2c5, r2c6 is 4");
    expect(step?.eliminations).toEqual([e("r3c5", 4)]);
    expect(step?.explanation).toBe(
      "AIC: If none of r2c4, r2c5, r2c6 is 4 then r2c8 or r2c9 is 4, so r2c4 is not 4, so r4c4 is 4, so r4c6 is not 4, so r2c6 or r3c6 is 4; so r2c4, r2c5 or r2c6 is 4 or r2c6 or r3c6 is 4, and 4 is removed from r3c5",
    );
  });

  it("ends on different digits in cells that see each other remove each digit from the other end", () => {
    const step = stepStarting(aicSteps(AIC_TYPE_2), "AIC: If r8c2 is not 7 then r9c2 is 7");
    // r8c7 has no 7 left, so only r8c2 loses the other end's 9.
    expect(step?.eliminations).toEqual([e("r8c2", 9)]);
    expect(step?.explanation).toBe(
      "AIC: If r8c2 is not 7 then r9c2 is 7, so r9c2 is not 6, so r8c2 is 6, so r8c7 is not 6, so r8c7 is 9; so r8c2 is 7 or r8c7 is 9, and 9 is removed from r8c2",
    );
  });

  it("a discontinuous loop with two weak links at its start removes the start", () => {
    const step = stepStarting(
      aicSteps(LOOP_WEAK_WEAK),
      "AIC (discontinuous nice loop): If r4c3 is 7",
    );
    expect(step?.eliminations).toEqual([e("r4c3", 7)]);
    expect(step?.explanation).toBe(
      "AIC (discontinuous nice loop): If r4c3 is 7 then r1c3 is not 7, so r1c2 is 7, so r2c1 is not 7, so r4c1, r5c1 or r6c1 is 7, so r4c3 is not 7; the chain contradicts its start, so 7 is removed from r4c3",
    );
  });

  it("a discontinuous loop coming back on another digit of the cell removes the start", () => {
    const step = stepStarting(
      aicSteps(LOOP_WEAK_STRONG),
      "AIC (discontinuous nice loop): If r5c6 is 5",
    );
    expect(step?.eliminations).toEqual([e("r5c6", 5)]);
    expect(step?.explanation).toBe(
      "AIC (discontinuous nice loop): If r5c6 is 5 then r5c6 is not 2, so r6c6 is 2, so r6c6 is not 6, so r5c6 is 6; a cell holds one digit, so r5c6 is not 5: 5 is removed from r5c6",
    );
  });

  it("every step on these positions keeps the solution's digits", () => {
    for (const position of [GROUPED_LOOP, GROUP_END_AIC, AIC_TYPE_2, LOOP_WEAK_WEAK]) {
      const givens = position.values.replace(/0/g, ".");
      const solution = solve(gridFrom(givens), 1).solution ?? [];
      const steps = aicSteps(position);
      expect(steps.length).toBeGreaterThan(0);
      for (const s of steps) {
        for (const { cell, digit } of s.eliminations) expect(solution[cell]).not.toBe(digit);
        for (const { cell, digit } of s.placements) expect(solution[cell]).toBe(digit);
      }
    }
  });

  it("find gives the first of the full list", () => {
    for (const position of [GROUPED_LOOP, LOOP_WEAK_STRONG]) {
      expect(aic.find(fromMarks(position.values, position.marks))).toEqual(aicSteps(position)[0]);
    }
  });

  it("an AIC removing two candidates also lists each as a discontinuous loop", () => {
    // r1c1 1/2 - r1c5 2/3 - r5c5 3/4 - r5c9 4/1 on an open board: r1c1 or r5c9 is 1, and
    // r1c9 and r5c1 see both ends. "If r1c9 is 1" then r1c1 and r5c9 are not, a dead end.
    const steps =
      aic.findAll?.(openBoard({ r1c1: "12", r1c5: "23", r5c5: "34", r5c9: "14" })) ?? [];
    const both = steps.find((s) => s.eliminations.length === 2);
    expect(both?.eliminations).toEqual([e("r1c9", 1), e("r5c1", 1)]);
    const loops = steps.filter((s) => s.explanation.startsWith("AIC (discontinuous"));
    expect(loops.map((s) => s.eliminations)).toEqual([[e("r1c9", 1)], [e("r5c1", 1)]]);
    expect(loops[0].explanation).toBe(
      "AIC (discontinuous nice loop): If r1c9 is 1 then r1c1 is not 1, so r1c1 is 2, so r1c5 is not 2, so r1c5 is 3, so r5c5 is not 3, so r5c5 is 4, so r5c9 is not 4, so r5c9 is 1, so r1c9 is not 1; the chain contradicts its start, so 1 is removed from r1c9",
    );
  });

  it("finds nothing when the chain does not come back to its digit", () => {
    // The last cell holds 4/5: nothing is 1 at both ends, and no loop closes.
    const state = fromCells({
      r1c1: "12",
      r1c5: "23",
      r5c5: "34",
      r5c9: "45",
      r1c9: "16",
      r5c1: "17",
    });
    expect(aic.findAll?.(state)).toEqual([]);
  });
});

/** Every candidate open in every cell but the named ones, which hold only their digits. */
function openBoard(cells: Readonly<Record<string, string>>) {
  const state = fromCells({});
  for (let cell = 0; cell < 81; cell++) {
    state.values[cell] = 0;
    state.candidates[cell] = 0x1ff;
  }
  for (const [name, digits] of Object.entries(cells)) {
    state.candidates[cellAt(name)] = [...digits].reduce((m, d) => m | (1 << (Number(d) - 1)), 0);
  }
  return state;
}
