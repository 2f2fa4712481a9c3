import { describe, expect, it } from "vitest";
import { ALL_DIGITS_MASK, maskOf } from "../digits";
import { COLUMNS, gridFrom } from "../grid";
import { HIDDEN_RECTANGLE, UR2, UR3, UR4, UR6 } from "./pattern-positions";
import { createState, type LogicState } from "./state";
import { addCandidate, positionState, publicPuzzles, soundness } from "./test-positions";
import {
  hiddenRectangle,
  uniqueRectangle2,
  uniqueRectangle3,
  uniqueRectangle4,
  uniqueRectangle5,
  uniqueRectangle6,
} from "./unique-rectangles";

const e = (cell: number, digit: number) => ({ cell, digit });

/** Every cell open to every digit, then the given cells set to the given digits. */
function openState(cells: Record<number, number[]>): LogicState {
  const state = createState(gridFrom("0".repeat(81)));
  state.candidates.fill(ALL_DIGITS_MASK);
  for (const [cell, digits] of Object.entries(cells))
    state.candidates[Number(cell)] = maskOf(digits);
  return state;
}

describe("unique rectangles", () => {
  it("type 2: the roofs' common extra digit leaves the cells seeing both", () => {
    const step = uniqueRectangle2.find(positionState(UR2));
    expect(step?.eliminations).toEqual([e(53, 2)]);
    expect(step?.explanation).toBe(
      "Unique rectangle type 2 on 1/6 in r3c7, r3c9, r4c7 and r4c9: because the puzzle has one solution, r3c9 and r4c9 cannot both lose 2, so one of them is 2: 2 is removed from r6c9",
    );
  });

  it("type 2 needs the same single extra digit in both roofs", () => {
    const state = positionState(UR2);
    state.candidates[35] |= 1 << 8; // r4c9 also holds 9
    expect(uniqueRectangle2.findAll?.(state).some((s) => s.cells.includes(35))).toBe(false);
  });

  it("type 3: the roofs' extras make a naked subset with another cell", () => {
    const step = uniqueRectangle3.find(positionState(UR3));
    expect(step?.eliminations).toEqual([e(40, 3), e(40, 9)]);
    expect(step?.cells).toEqual([3, 5, 39, 41, 37]);
  });

  it("type 3: a naked triple where no cell lies within the roofs' extras", () => {
    // Floors r1c1, r1c4 1/2; roofs r2c1 1/2/5 and r2c4 1/2/6 act as one cell 5/6, which with
    // r2c2 5/7 and r2c3 6/7 makes a naked triple 5/6/7 in row 2.
    const state = openState({
      0: [1, 2],
      3: [1, 2],
      9: [1, 2, 5],
      12: [1, 2, 6],
      10: [5, 7],
      11: [6, 7],
    });
    const steps = uniqueRectangle3.findAll?.(state) ?? [];
    expect(steps).toHaveLength(1);
    expect(steps[0].cells).toEqual([0, 3, 9, 12, 10, 11]);
    expect(steps[0].eliminations).toEqual(
      [13, 14, 15, 16, 17].flatMap((cell) => [e(cell, 5), e(cell, 6), e(cell, 7)]),
    );
    // r2c3 with an 8 as well: four digits in three cells, no subset.
    state.candidates[11] |= 1 << 7;
    expect(uniqueRectangle3.findAll?.(state)).toEqual([]);
  });

  it("type 4: a pair digit locked in the roofs' unit removes the other", () => {
    const step = uniqueRectangle4.find(positionState(UR4));
    expect(step?.eliminations).toEqual([e(63, 1), e(72, 1)]);
    expect(step?.explanation).toBe(
      "Unique rectangle type 4 on 1/5 in r8c1, r8c9, r9c1 and r9c9: column 1 holds 5 only in r8c1 and r9c1, and because the puzzle has one solution, neither can be 1: 1 is removed from r8c1 and r9c1",
    );
  });

  it("type 4 needs the digit locked in the roofs", () => {
    const state = positionState(UR4);
    // 5 also in column 1 outside box 7: the column no longer locks it (box 7 still may).
    addCandidate(state, COLUMNS[0].cells.slice(0, 6), 5);
    const steps = uniqueRectangle4.findAll?.(state) ?? [];
    expect(steps.some((s) => s.cells.includes(63) && s.units.includes(COLUMNS[0].index))).toBe(
      false,
    );
  });

  it("type 5: diagonal roofs with one common extra", () => {
    // r1c1 and r2c4 are 1/2, the diagonal r1c4 and r2c1 are 1/2/3.
    const state = openState({ 0: [1, 2], 3: [1, 2, 3], 9: [1, 2, 3], 12: [1, 2] });
    const step = uniqueRectangle5.find(state);
    // The cells seeing both roofs: r1c2, r1c3 (row 1 and box 1), r2c5, r2c6 (row 2 and box 2).
    expect(step?.eliminations).toEqual([e(1, 3), e(2, 3), e(13, 3), e(14, 3)]);
    expect(uniqueRectangle2.find(state)).toBeNull();
  });

  it("type 6: a pair digit in both rows only at the corners leaves the roofs", () => {
    const step = uniqueRectangle6.find(positionState(UR6));
    expect(step?.eliminations).toEqual([e(0, 3), e(28, 3)]);
  });

  it("hidden rectangle: a floor corner and a digit locked on the far lines", () => {
    const step = hiddenRectangle.find(positionState(HIDDEN_RECTANGLE));
    expect(step?.eliminations).toEqual([e(55, 4)]);
    expect(step?.explanation).toBe(
      "Hidden rectangle on 4/8 in r7c2, r7c6, r9c2 and r9c6: r9c6 holds only 4/8 and 8 fits in row 7 and column 2 only at the corners, so because the puzzle has one solution, r7c2 cannot be 4: 4 is removed from r7c2",
    );
  });

  // Missing candidates: a roof that lost one pair digit. The argument is about the solution
  // (x/y/y/x could swap, the corners being no givens), so the marks need not show both.
  const NO_ONE = [2, 3, 4, 5, 6, 7, 8, 9];
  /** Row 2 and column 4 (other than the rectangle r1c1, r1c4, r2c1, r2c4) without 1. */
  const withoutOne = (cells: Record<number, number[]>, lines: number[][]) => {
    const all: Record<number, number[]> = {};
    for (const line of lines) for (const cell of line) all[cell] = NO_ONE;
    return openState({ ...all, ...cells });
  };
  const ROW_2 = [10, 11, 13, 14, 15, 16, 17];
  const COLUMN_4 = [21, 30, 39, 48, 57, 66, 75];

  it("type 2 with missing candidates: roofs 1/9 and 2/9 still hide a 9", () => {
    const state = openState({ 0: [1, 2], 3: [1, 2], 9: [1, 9], 12: [2, 9] });
    const step = uniqueRectangle2.find(state);
    expect(step?.cells).toEqual([0, 3, 9, 12]);
    expect(step?.eliminations).toEqual(ROW_2.map((c) => e(c, 9)));
  });

  it("type 4 with missing candidates: 1 locked in row 2, 2 leaves the roof that has it", () => {
    // Floors r1c1 and r1c4 are 1/2; roofs r2c1 1/2/9 and r2c4 1/9 (2 already gone).
    const state = withoutOne({ 0: [1, 2], 3: [1, 2], 9: [1, 2, 9], 12: [1, 9] }, [ROW_2]);
    const steps = uniqueRectangle4.findAll?.(state) ?? [];
    expect(steps.map((s) => s.eliminations)).toEqual([[e(9, 2)]]);
    expect(steps[0].explanation).toBe(
      "Unique rectangle type 4 on 1/2 in r1c1, r1c4, r2c1 and r2c4: row 2 holds 1 only in r2c1 and r2c4, and because the puzzle has one solution, neither can be 2: 2 is removed from r2c1",
    );
    // 1 open elsewhere in row 2: no lock, no step.
    state.candidates[17] |= 1;
    expect(uniqueRectangle4.findAll?.(state)).toEqual([]);
  });

  it("hidden rectangle with missing candidates: the corners beside the target need only t", () => {
    // Floor r1c1 1/2, target r2c4 1/2/7; r1c4 1/5 and r2c1 1/3 lack 2. 1 fits in row 2 and
    // column 4 only at the corners: were r2c4 2, r2c1 and r1c4 would be 1 and r1c1 2.
    const cells = { 0: [1, 2], 3: [1, 5], 9: [1, 3], 12: [1, 2, 7] };
    const state = withoutOne(cells, [ROW_2, COLUMN_4]);
    const steps = hiddenRectangle.findAll?.(state) ?? [];
    expect(steps.map((s) => s.eliminations)).toEqual([[e(12, 2)]]);
    // A 1 placed in row 2 (no mark left beside the target) proves nothing.
    const placed = withoutOne({ ...cells, 9: [2, 3] }, [ROW_2, COLUMN_4]);
    expect(hiddenRectangle.findAll?.(placed)).toEqual([]);
  });

  it("hidden rectangle whose target is a floor too: two floors on a diagonal", () => {
    // Floors r1c1 and r2c4 1/2, roofs r1c4 1/2/5 and r2c1 1/2/3; 1 fits in row 2 and column 4
    // only at the corners: were r2c4 2, r2c1 and r1c4 would be 1 and r1c1 2.
    const cells = { 0: [1, 2], 3: [1, 2, 5], 9: [1, 2, 3], 12: [1, 2] };
    const steps = hiddenRectangle.findAll?.(withoutOne(cells, [ROW_2, COLUMN_4])) ?? [];
    expect(steps.map((s) => s.eliminations)).toEqual([[e(12, 2)]]);
    expect(steps[0].explanation).toBe(
      "Hidden rectangle on 1/2 in r1c1, r1c4, r2c1 and r2c4: r1c1 holds only 1/2 and 1 fits in row 2 and column 4 only at the corners, so because the puzzle has one solution, r2c4 cannot be 2: 2 is removed from r2c4",
    );
    // 1 open elsewhere in column 4: no lock, no step.
    expect(hiddenRectangle.findAll?.(withoutOne(cells, [ROW_2]))).toEqual([]);
  });

  it("rectangles over four boxes are never deadly", () => {
    // As type 5 above, but on columns 1 and 5 of rows 1 and 5: four boxes.
    const state = openState({ 0: [1, 2], 4: [1, 2, 3], 36: [1, 2, 3], 40: [1, 2] });
    expect(uniqueRectangle5.find(state)).toBeNull();
  });

  it("never remove a solution digit on a sample of the public sets", () => {
    const techniques = [
      uniqueRectangle2,
      uniqueRectangle3,
      uniqueRectangle4,
      uniqueRectangle5,
      uniqueRectangle6,
      hiddenRectangle,
    ];
    const puzzles = [
      ...publicPuzzles("top95.txt", 16, 5),
      ...publicPuzzles("forum_hardest_1106.txt", 220, 11),
    ];
    const { problems, fired } = soundness(techniques, puzzles);
    expect(problems).toEqual([]);
    expect(Object.keys(fired).length).toBeGreaterThanOrEqual(3);
  });
});
