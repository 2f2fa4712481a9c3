import { describe, expect, it } from "vitest";
import { ALL_DIGITS_MASK } from "../digits";
import { gridFrom } from "../grid";
import { sweepTimeout } from "../testdata/puzzle-sets";
import { dualEmptyRectangle, dualTwoStringKite } from "./dual-single-digit";
import { DUAL_EMPTY_RECTANGLE } from "./fish-pattern-positions";
import { emptyRectangle, twoStringKite } from "./single-digit";
import { createState, type LogicState } from "./state";
import { positionState, publicPuzzles, soundness } from "./test-positions";

const e = (cell: number, digit: number) => ({ cell, digit });

/**
 * Every cell open to every digit, except 1 in rows 1-2 and columns 1-2: row 1 holds it only in
 * r1c1 and r1c5, row 2 in r2c2 and r2c8, column 1 in r1c1 and r8c1, column 2 in r2c2 and r6c2.
 * r1c1 and r2c2 share box 1: row 1 with column 2 is one kite (r1c5 or r6c2 is 1, so r6c5 is
 * not), column 1 with row 2 the other (r8c1 or r2c8, so r8c8 is not).
 */
function dualKiteState(): LogicState {
  const state = createState(gridFrom("0".repeat(81)));
  state.candidates.fill(ALL_DIGITS_MASK);
  const keep: Record<string, number[]> = {
    row0: [0, 4],
    row1: [10, 16],
    col0: [0, 63],
    col1: [10, 46],
  };
  for (let i = 0; i < 9; i++) {
    for (const [cell, allowed] of [
      [i, keep.row0],
      [9 + i, keep.row1],
      [i * 9, keep.col0],
      [i * 9 + 1, keep.col1],
    ] as const) {
      if (!allowed.includes(cell)) state.candidates[cell] &= ~1;
    }
  }
  return state;
}

describe("dual two-string kite", () => {
  it("two kites through one box's pair of cells, both eliminations in one step", () => {
    const state = dualKiteState();
    const step = dualTwoStringKite.find(state);
    expect(step?.eliminations).toEqual([e(49, 1), e(70, 1)]);
    expect(step?.explanation).toBe(
      "Dual two-string kite on 1: r1c1 and r2c2 in box 1 join two kites (they cannot both be 1); row 1 holds it only in r1c1 and r1c5 and column 2 only in r2c2 and r6c2, so r1c5 or r6c2 is it and r6c5 is not; row 2 holds it only in r2c2 and r2c8 and column 1 only in r1c1 and r8c1, so r2c8 or r8c1 is it and r8c8 is not: 1 is removed from r6c5 and r8c8",
    );
    // Each half is a two-string kite of its own.
    const kites = (twoStringKite.findAll?.(state) ?? []).map((s) => s.eliminations);
    expect(kites).toEqual(expect.arrayContaining([[e(49, 1)], [e(70, 1)]]));
  });

  it("needs all four lines to be strong links", () => {
    const state = dualKiteState();
    state.candidates[6] |= 1; // r1c7 holds 1 too: row 1 is no strong link
    expect(dualTwoStringKite.findAll?.(state)).toEqual([]);
  });
});

describe("dual empty rectangle", () => {
  it("one box, two strong links: both eliminations in one step", () => {
    const state = positionState(DUAL_EMPTY_RECTANGLE);
    const step = dualEmptyRectangle.find(state);
    expect(step?.eliminations).toEqual([e(39, 2), e(63, 2)]);
    expect(step?.explanation).toBe(
      "Dual empty rectangle on 2: box 4 holds 2 only on row 5 or column 1; row 9 holds it only in r9c1 and r9c4, so r5c4 is not 2; column 6 holds it only in r5c6 and r8c6, so r8c1 is not 2: 2 is removed from r5c4 and r8c1",
    );
    const singles = (emptyRectangle.findAll?.(state) ?? []).map((s) => s.eliminations);
    expect(singles).toEqual(expect.arrayContaining([[e(39, 2)], [e(63, 2)]]));
  });

  it("is not reported when only one of the two removes something", () => {
    const state = positionState(DUAL_EMPTY_RECTANGLE);
    state.candidates[63] &= ~2; // r8c1 loses 2
    const steps = dualEmptyRectangle.findAll?.(state) ?? [];
    expect(steps.some((s) => s.eliminations.some((x) => x.cell === 39))).toBe(false);
  });

  it(
    "never remove a solution digit on a sample of the public sets",
    { timeout: sweepTimeout(120_000) },
    () => {
      const puzzles = [
        ...publicPuzzles("top95.txt", 12, 2),
        ...publicPuzzles("top1465.txt", 150, 3),
        ...publicPuzzles("forum_hardest_1106.txt", 280, 9),
      ];
      const { problems, fired } = soundness([dualTwoStringKite, dualEmptyRectangle], puzzles);
      expect(problems).toEqual([]);
      expect(fired["dual-empty-rectangle"]).toBeGreaterThan(0);
    },
  );
});
