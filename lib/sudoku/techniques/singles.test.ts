import { describe, expect, it } from "vitest";
import { gridFrom } from "../grid";
import { nextStep } from "../logic";
import { fullHouse, hiddenSingle, nakedSingle } from "./singles";
import { createState } from "./state";

// Positions met while solving public puzzles, where this technique is the first step.
const POSITIONS = [
  {
    technique: fullHouse,
    grid: "460030500000600800000000061034050290280000600070200000046192700513000942927040186",
    placement: { cell: 54, digit: 8 },
    explanation: "Full house: r7c1 is the last empty cell in box 7, so it is 8",
  },
  {
    technique: nakedSingle,
    grid: "460030500000600800000000001000050090080000600070200000000192700513000942927040100",
    placement: { cell: 55, digit: 4 },
    explanation:
      "Naked single: r7c2 can only be 4, every other digit is already in its row, column or box",
  },
  {
    technique: hiddenSingle,
    grid: "400030000000600800000000001000050090080000600070200000000102700503000040900000000",
    placement: { cell: 74, digit: 7 },
    explanation: "Hidden single: 7 can only go in r9c3 within box 7",
  },
];

// Positions where the technique has nothing to find.
const NO_STEP = [
  { technique: fullHouse, grid: POSITIONS[2].grid },
  { technique: nakedSingle, grid: POSITIONS[2].grid },
  {
    technique: hiddenSingle,
    grid: "400030000000600800000000001000050090080000600070200000000102700503000040907000000",
  },
];

describe("singles", () => {
  it.each(POSITIONS)(
    "$technique.id places $placement.digit",
    ({ technique, grid, placement, explanation }) => {
      const step = nextStep(createState(gridFrom(grid)));
      expect(step?.technique).toBe(technique.id);
      expect(step?.placements).toEqual([placement]);
      expect(step?.eliminations).toEqual([]);
      expect(step?.explanation).toBe(explanation);
    },
  );

  it.each(NO_STEP)("$technique.id finds nothing when it does not apply", ({ technique, grid }) => {
    expect(technique.find(createState(gridFrom(grid)))).toBeNull();
  });

  it("a naked single is found from candidates even when the digit is not yet hidden", () => {
    const state = createState(gridFrom("0".repeat(81)));
    state.candidates[40] = 1 << 4;
    const step = nakedSingle.find(state);
    expect(step?.placements).toEqual([{ cell: 40, digit: 5 }]);
    expect(step?.explanation).toBe(
      "Naked single: r5c5 can only be 5, every other candidate has been ruled out",
    );
  });
});
