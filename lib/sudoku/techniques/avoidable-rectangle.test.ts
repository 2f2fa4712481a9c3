import { describe, expect, it } from "vitest";
import { ALL_DIGITS_MASK, maskOf } from "../digits";
import {
  avoidableRectangle1,
  avoidableRectangle2,
  avoidableRectangle3,
  hiddenAvoidableRectangle,
} from "./avoidable-rectangle";
import { AVOIDABLE_1 } from "./pattern-positions";
import { createState, type LogicState } from "./state";
import { positionState, publicPuzzles, soundness } from "./test-positions";

const e = (cell: number, digit: number) => ({ cell, digit });

describe("avoidable rectangles", () => {
  it("type 1: the empty corner cannot complete a swappable x/y/y/x", () => {
    const step = avoidableRectangle1.find(positionState(AVOIDABLE_1));
    expect(step?.eliminations).toEqual([e(60, 9)]);
    expect(step?.explanation).toBe(
      "Avoidable rectangle type 1 on 3/9 in r1c7, r1c9, r7c7 and r7c9: none of them is a given, so were r7c7 9 the digits 3 and 9 could swap; because the puzzle has one solution, 9 is removed from r7c7",
    );
  });

  it("stays silent when it cannot tell givens from placed digits", () => {
    expect(avoidableRectangle1.findAll?.(positionState(AVOIDABLE_1, false))).toEqual([]);
  });

  it("type 1 needs every corner to be a placed digit, not a given", () => {
    const state = positionState(AVOIDABLE_1);
    state.givens = state.givens?.map((g, cell) => g || cell === 8);
    expect(avoidableRectangle1.findAll?.(state).some((s) => s.cells.includes(60))).toBe(false);
  });

  it("type 2: two placed corners, and the empty ones share one extra digit", () => {
    // r1c1 = 1 and r1c4 = 2 were placed; r2c1 holds 2/9 and r2c4 1/9. One of them is 9,
    // so the rest of row 2 loses 9.
    const values = Array<number>(81).fill(0);
    values[0] = 1;
    values[3] = 2;
    const state = createState(values);
    state.candidates.fill(ALL_DIGITS_MASK);
    state.candidates[0] = 0;
    state.candidates[3] = 0;
    state.candidates[9] = maskOf([2, 9]);
    state.candidates[12] = maskOf([1, 9]);
    state.givens = Array<boolean>(81).fill(false);
    const step = avoidableRectangle2.find(state);
    expect(step?.eliminations).toEqual([10, 11, 13, 14, 15, 16, 17].map((c) => e(c, 9)));
    state.givens = state.givens.map((_, cell) => cell === 3);
    expect(avoidableRectangle2.find(state)).toBeNull();
  });

  /** r1c1 = 1 and r1c4 = 2 placed, the empty corners r2c1 and r2c4 and others as listed. */
  function placedSide(cells: Record<number, number[]>): LogicState {
    const values = Array<number>(81).fill(0);
    values[0] = 1;
    values[3] = 2;
    const state = createState(values);
    state.candidates.fill(ALL_DIGITS_MASK);
    state.candidates[0] = 0;
    state.candidates[3] = 0;
    for (const [cell, digits] of Object.entries(cells))
      state.candidates[Number(cell)] = maskOf(digits);
    state.givens = Array<boolean>(81).fill(false);
    return state;
  }

  it("type 3: the empty corners' extras make a naked subset with another cell", () => {
    // r2c1 would need 2 and holds 2/5, r2c4 would need 1 and holds 1/6: one of them is 5 or
    // 6, which with r2c6 5/6 makes a naked pair in row 2.
    const state = placedSide({ 9: [2, 5], 12: [1, 6], 14: [5, 6] });
    const steps = avoidableRectangle3.findAll?.(state) ?? [];
    expect(steps).toHaveLength(1);
    expect(steps[0].eliminations).toEqual(
      [10, 11, 13, 15, 16, 17].flatMap((c) => [e(c, 5), e(c, 6)]),
    );
    expect(steps[0].cells).toEqual([0, 3, 9, 12, 14]);
    expect(steps[0].explanation).toBe(
      "Avoidable rectangle type 3 on 1/2 in r1c1, r1c4, r2c1 and r2c4: none of them is a given, and because the puzzle has one solution, r2c1 or r2c4 holds one of 5/6, which with r2c6 makes a naked set of 5/6 in row 2: " +
        "5 is removed from r2c2, r2c3, r2c5, r2c7, r2c8 and r2c9; 6 from r2c2, r2c3, r2c5, r2c7, r2c8 and r2c9",
    );
    // The same with an extra of 7 in both: a naked triple 5/6/7 with r2c6 5/7 and r2c7 6/7.
    const triple = placedSide({ 9: [2, 5, 7], 12: [1, 6], 14: [5, 7], 15: [6, 7] });
    expect(avoidableRectangle3.findAll?.(triple)[0]?.cells).toEqual([0, 3, 9, 12, 14, 15]);
  });

  it("type 3 with a hidden pair: 1 and 2 fit in row 2 only in the empty corners and r2c2", () => {
    const others = Object.fromEntries(
      [11, 13, 14, 15, 16, 17].map((c) => [c, [3, 4, 5, 6, 7, 8, 9]]),
    );
    const state = placedSide({ ...others, 9: [2, 5], 12: [1, 6] });
    const steps = avoidableRectangle3.findAll?.(state) ?? [];
    expect(steps.map((s) => s.eliminations)).toEqual([[3, 4, 5, 6, 7, 8, 9].map((d) => e(10, d))]);
    expect(steps[0].explanation).toContain(
      "r2c1 and r2c4 take at most one of 1/2, and 1/2 fit in row 2 only there and in r2c2, a hidden set: r2c2 holds only 1/2",
    );
  });

  it("type 3 needs the filled corners to be placed digits and a real subset", () => {
    const state = placedSide({ 9: [2, 5], 12: [1, 6], 14: [5, 6] });
    state.givens = state.givens?.map((_, cell) => cell === 0);
    expect(avoidableRectangle3.findAll?.(state)).toEqual([]);
    expect(
      avoidableRectangle3.findAll?.(placedSide({ 9: [2, 5], 12: [1, 6], 14: [5, 7] })),
    ).toEqual([]);
  });

  /** r1c1 = 1 placed; 2 fits in row 2 and column 4 only at r2c1, r2c4 and r1c4. */
  function hiddenSetUp(): LogicState {
    const values = Array<number>(81).fill(0);
    values[0] = 1;
    const state = createState(values);
    state.candidates.fill(ALL_DIGITS_MASK);
    state.candidates[0] = 0;
    for (const cell of [10, 11, 13, 14, 15, 16, 17, 21, 30, 39, 48, 57, 66, 75])
      state.candidates[cell] &= ~maskOf([2]);
    state.givens = Array<boolean>(81).fill(false);
    return state;
  }

  it("hidden: a placed corner, and a digit locked on the far corner's lines", () => {
    // Were r2c4 1, 2 would fill r2c1 and r1c4: 1/2/2/1 with r1c1, which could swap.
    const steps = hiddenAvoidableRectangle.findAll?.(hiddenSetUp()) ?? [];
    expect(steps.map((s) => s.eliminations)).toEqual([[e(12, 1)]]);
    expect(steps[0].explanation).toBe(
      "Hidden avoidable rectangle on 1/2 in r1c1, r1c4, r2c1 and r2c4: r1c1 was placed as 1, not a given, and 2 fits in row 2 and column 4 only at the corners, so because the puzzle has one solution, r2c4 cannot be 1: 1 is removed from r2c4",
    );
  });

  it("hidden: not with a given corner, nor with the digit open elsewhere on a line", () => {
    const given = hiddenSetUp();
    given.givens = given.givens?.map((_, cell) => cell === 0);
    expect(hiddenAvoidableRectangle.findAll?.(given)).toEqual([]);
    const open = hiddenSetUp();
    open.candidates[75] |= maskOf([2]);
    expect(hiddenAvoidableRectangle.findAll?.(open)).toEqual([]);
  });

  it("never remove a solution digit on a sample of the public sets", () => {
    const puzzles = [...publicPuzzles("top95.txt", 16, 2), ...publicPuzzles("top1465.txt", 250, 3)];
    const { problems, fired } = soundness(
      [avoidableRectangle1, avoidableRectangle2, avoidableRectangle3, hiddenAvoidableRectangle],
      puzzles,
    );
    expect(problems).toEqual([]);
    expect(fired["avoidable-rectangle-1"]).toBeGreaterThan(0);
  });
});
