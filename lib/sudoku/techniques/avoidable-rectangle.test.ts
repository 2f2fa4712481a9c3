import { describe, expect, it } from "vitest";
import { ALL_DIGITS_MASK, maskOf } from "../digits";
import { avoidableRectangle1, avoidableRectangle2 } from "./avoidable-rectangle";
import { AVOIDABLE_1 } from "./pattern-positions";
import { createState } from "./state";
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

  it("never remove a solution digit on a sample of the public sets", () => {
    const puzzles = [...publicPuzzles("top95.txt", 16, 2), ...publicPuzzles("top1465.txt", 250, 3)];
    const { problems, fired } = soundness([avoidableRectangle1, avoidableRectangle2], puzzles);
    expect(problems).toEqual([]);
    expect(fired["avoidable-rectangle-1"]).toBeGreaterThan(0);
  });
});
