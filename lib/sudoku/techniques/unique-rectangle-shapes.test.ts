import { describe, expect, it } from "vitest";
import { ALL_DIGITS_MASK, maskOf } from "../digits";
import { gridFrom } from "../grid";
import { UR3_LINE_AND_BOX } from "./pattern-positions";
import { createState, type LogicState } from "./state";
import { positionState } from "./test-positions";
import {
  uniqueRectangle2,
  uniqueRectangle3,
  uniqueRectangle4,
  uniqueRectangle5,
  uniqueRectangle6,
} from "./unique-rectangles";

const e = (cell: number, digit: number) => ({ cell, digit });

/** Every cell open to every digit, then the listed cells set to the listed digits. */
function openState(
  cells: Record<number, number[]>,
  lines: number[][] = [],
  without = 0,
): LogicState {
  const state = createState(gridFrom("0".repeat(81)));
  state.candidates.fill(ALL_DIGITS_MASK);
  for (const line of lines) for (const cell of line) state.candidates[cell] &= ~without;
  for (const [cell, digits] of Object.entries(cells))
    state.candidates[Number(cell)] = maskOf(digits);
  return state;
}

const ROW_1 = [1, 2, 4, 5, 6, 7, 8];
const ROW_2 = [10, 11, 13, 14, 15, 16, 17];

describe("unique rectangle type 3 with a hidden subset", () => {
  // Floors r1c1 and r1c4 are 1/2, roofs r2c1 1/2/5 and r2c4 1/2/6: the roofs cannot both take
  // 1/2, so they take at most one of them.
  const RECTANGLE = { 0: [1, 2], 3: [1, 2], 9: [1, 2, 5], 12: [1, 2, 6] };

  it("a hidden pair: 1 and 2 fit in row 2 only in the roofs and r2c2, which keeps only 1/2", () => {
    const state = openState(RECTANGLE, [ROW_2.slice(1)], maskOf([1, 2]));
    const steps = uniqueRectangle3.findAll?.(state) ?? [];
    expect(steps).toHaveLength(1);
    expect(steps[0].eliminations).toEqual([3, 4, 5, 6, 7, 8, 9].map((d) => e(10, d)));
    expect(steps[0].cells).toEqual([0, 3, 9, 12, 10]);
    expect(steps[0].explanation).toBe(
      "Unique rectangle type 3 on 1/2 in r1c1, r1c4, r2c1 and r2c4: because the puzzle has one solution, r2c1 and r2c4 take at most one of 1/2, and 1/2 fit in row 2 only there and in r2c2, a hidden set: r2c2 holds only 1/2: " +
        "3 is removed from r2c2; 4 from r2c2; 5 from r2c2; 6 from r2c2; 7 from r2c2; 8 from r2c2; 9 from r2c2",
    );
  });

  it("a hidden triple: 1, 2 and 7 fit in row 2 only in the roofs, r2c2 and r2c3", () => {
    const state = openState(
      { ...RECTANGLE, 10: [1, 3, 7, 8], 11: [2, 7, 9] },
      [ROW_2.slice(2)],
      maskOf([1, 2, 7]),
    );
    const steps = uniqueRectangle3.findAll?.(state) ?? [];
    expect(steps.map((s) => s.eliminations)).toEqual([[e(10, 3), e(10, 8), e(11, 9)]]);
    expect(steps[0].cells).toEqual([0, 3, 9, 12, 10, 11]);
  });

  it("needs both pair digits confined: a 1 elsewhere in row 2 breaks the hidden pair", () => {
    const state = openState(RECTANGLE, [ROW_2.slice(1)], maskOf([1, 2]));
    state.candidates[17] |= maskOf([1]);
    expect(uniqueRectangle3.findAll?.(state)).toEqual([]);
  });

  it("never counts a roof's extra digit in the hidden set", () => {
    // 5 (r2c1's extra) fits in row 2 only in r2c1 and r2c2: 1/2/5 is no hidden set here.
    const state = openState(
      { ...RECTANGLE, 10: [1, 2, 5, 8], 11: [3, 4] },
      [ROW_2.slice(2)],
      maskOf([1, 2, 5]),
    );
    const steps = uniqueRectangle3.findAll?.(state) ?? [];
    expect(steps.map((s) => s.eliminations)).toEqual([[e(10, 5), e(10, 8)]]);
  });

  it("roofs sharing a box and a row: both subsets in one step, then one step each", () => {
    // Floors r5c1 and r5c2 1/2, roofs r2c1 1/2/5 and r2c2 1/2/6 (box 1 and row 2). r2c5 5/6
    // makes a naked pair in row 2, r1c3 5/6 another in box 1: both hold at once.
    const state = openState({
      36: [1, 2],
      37: [1, 2],
      9: [1, 2, 5],
      10: [1, 2, 6],
      13: [5, 6],
      2: [5, 6],
    });
    const steps = uniqueRectangle3.findAll?.(state) ?? [];
    expect(steps.map((s) => s.units)).toEqual([[1, 18], [1], [18]]);
    const row = [11, 12, 14, 15, 16, 17].flatMap((c) => [e(c, 5), e(c, 6)]);
    const box = [0, 1, 11, 18, 19, 20].flatMap((c) => [e(c, 5), e(c, 6)]);
    const key = ({ cell, digit }: { cell: number; digit: number }) => cell * 10 + digit;
    expect(steps[0].eliminations.map(key).sort()).toEqual(
      [...new Set([...row, ...box].map(key))].sort(),
    ); // r2c3 once
    expect(steps[0].explanation).toMatch(
      /r2c5 makes a naked set of 5\/6 in row 2; and r2c1 or r2c2 holds one of 5\/6, which with r1c3 makes a naked set of 5\/6 in box 1: /,
    );
    expect(steps[1].eliminations).toEqual(row);
    expect(steps[2].eliminations).toEqual(box);
    expect(steps[2].explanation).toContain("makes a naked set of 5/6 in box 1");
    expect(uniqueRectangle3.find(state)).toEqual(steps[0]);
  });

  it("one naked pair in the roofs' column and box at once: one sentence, both removals", () => {
    const state = positionState(UR3_LINE_AND_BOX);
    const steps = (uniqueRectangle3.findAll?.(state) ?? []).filter((s) =>
      s.explanation.startsWith("Unique rectangle type 3 on 4/6"),
    );
    expect(steps[0].eliminations).toEqual([e(32, 5), e(75, 5)]);
    expect(steps[0].explanation).toBe(
      "Unique rectangle type 3 on 4/6 in r8c1, r8c6, r9c1 and r9c6: because the puzzle has one solution, r8c6 or r9c6 holds one of 5/9, which with r7c6 makes a naked set of 5/9 in column 6, and in box 8 too: 5 is removed from r4c6 and r9c4",
    );
    // Each unit's own step follows, with its half.
    expect(steps.slice(1, 3).map((s) => s.eliminations)).toEqual([[e(32, 5)], [e(75, 5)]]);
  });
});

describe("unique rectangle type 6 with missing candidates", () => {
  // Floors r1c1 and r2c4 are 1/2; 1 fits in rows 1 and 2 only at the corners. Were roof r1c4
  // 1, r1c1 and r2c4 would be 2 and r2c1 1: all four 1/2.
  it("a roof that lost 2 still loses 1", () => {
    const state = openState({ 0: [1, 2], 12: [1, 2], 3: [1, 5], 9: [1, 2, 7] }, [ROW_1, ROW_2], 1);
    const steps = uniqueRectangle6.findAll?.(state) ?? [];
    expect(steps.map((s) => s.eliminations)).toEqual([[e(3, 1), e(9, 1)]]);
    expect(steps[0].explanation).toBe(
      "Unique rectangle type 6 on 1/2 in r1c1, r1c4, r2c1 and r2c4: 1 fits in both rows only at the corners, and because the puzzle has one solution, 1 cannot be in r1c4 and r2c1: 1 is removed from r1c4 and r2c1",
    );
  });

  it("needs 1 locked in both rows", () => {
    const state = openState({ 0: [1, 2], 12: [1, 2], 3: [1, 5], 9: [1, 2, 7] }, [ROW_1, ROW_2], 1);
    state.candidates[17] |= 1;
    expect(uniqueRectangle6.findAll?.(state)).toEqual([]);
  });

  it("needs the floors on a diagonal, bivalue", () => {
    const state = openState(
      { 0: [1, 2, 8], 12: [1, 2], 3: [1, 5], 9: [1, 2, 7] },
      [ROW_1, ROW_2],
      1,
    );
    expect(uniqueRectangle6.findAll?.(state)).toEqual([]);
  });
});

describe("unique rectangle types 4 and 5 in other shapes", () => {
  it("type 4 locked in the box the roofs share (row 2 holds 1 elsewhere)", () => {
    // Floors r5c1 and r5c2 1/2, roofs r2c1 1/2/5 and r2c2 1/2/6; box 1 holds 1 only there.
    const state = openState(
      { 36: [1, 2], 37: [1, 2], 9: [1, 2, 5], 10: [1, 2, 6] },
      [[0, 1, 2, 11, 18, 19, 20]],
      1,
    );
    const steps = uniqueRectangle4.findAll?.(state) ?? [];
    expect(steps.map((s) => s.eliminations)).toEqual([[e(9, 2), e(10, 2)]]);
    expect(steps[0].units).toEqual([18]);
    expect(steps[0].explanation).toContain("box 1 holds 1 only in r2c1 and r2c2");
  });

  it("type 5 with three roofs, two of them missing a pair digit", () => {
    // Floor r1c1 1/2; roofs r1c4 1/2/3, r2c1 2/3, r2c4 1/3. Without a 3 they would be 2, 2
    // and 1 around r1c1 = 1: one is 3, and r2c5 and r2c6 see all three.
    const state = openState({ 0: [1, 2], 3: [1, 2, 3], 9: [2, 3], 12: [1, 3] });
    // (The same corners on 2/3 and on 1/3, each from its own floor, give the other steps.)
    const steps = (uniqueRectangle5.findAll?.(state) ?? []).filter(
      (s) => s.digits.join() === "1,2,3",
    );
    expect(steps.map((s) => s.eliminations)).toEqual([[e(13, 3), e(14, 3)]]);
    expect(steps[0].explanation).toBe(
      "Unique rectangle type 5 on 1/2 in r1c1, r1c4, r2c1 and r2c4: because the puzzle has one solution, r1c4, r2c1 and r2c4 cannot all lose 3, so one of them is 3: 3 is removed from r2c5 and r2c6",
    );
    expect(uniqueRectangle2.findAll?.(state)).toEqual([]);
  });
});
