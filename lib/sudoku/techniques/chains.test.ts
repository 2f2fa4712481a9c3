import { describe, expect, it } from "vitest";
import { gridFrom } from "../grid";
import { simpleColouring, xChain } from "./chains";
import { createState } from "./state";

const e = (cell: number, digit: number) => ({ cell, digit });

const POSITIONS = [
  {
    technique: simpleColouring,
    grid: "143792685952684007876050942735819264290460700460027090029070400504236079007940020",
    eliminations: [e(41, 5), e(51, 5), e(57, 5), e(61, 5), e(77, 5)],
    explanation:
      "Simple colouring (colour wrap) on 5: r5c6 and r9c6 have the same colour and see each other, so that colour is not 5: 5 is removed from r5c6, r6c7, r7c4, r7c8 and r9c6",
  },
  {
    technique: xChain,
    grid: "000000870070090310003007005100600000050020040008009007400000200060010050000006003",
    eliminations: [e(55, 1)],
    explanation:
      "X-chain on 1 (r3c2=r3c4-r1c6=r5c6-r5c9=r7c9): either r3c2 or r7c9 is 1, so 1 is removed from r7c2",
  },
];

const HIDDEN_SINGLE_POSITION =
  "400030000000600800000000001000050090080000600070200000000102700503000040900000000";

describe("single-digit chains", () => {
  it.each(POSITIONS)("$technique.id", ({ technique, grid, eliminations, explanation }) => {
    // Puzzles where the solver once first needed the technique; a unique rectangle or finned
    // X-wing now comes earlier in some, so ask the technique itself.
    const step = technique.find(createState(gridFrom(grid)));
    expect(step?.technique).toBe(technique.id);
    expect(step?.eliminations).toEqual(eliminations);
    expect(step?.explanation).toBe(explanation);
  });

  it("simple colouring finds a colour trap on an open board", () => {
    // Digit 1 fits in box 1 only at r1c1/r3c3, in row 3 only at r3c3/r3c8, in box 3 only at
    // r3c8/r1c9: the chain r1c1=r3c3=r3c8=r1c9 has ends of opposite colours, so one of them is
    // 1 and the rest of row 1 (r1c4-r1c6) cannot be.
    const state = createState(gridFrom("0".repeat(81)));
    state.candidates.fill(0x1ff);
    const keep = (cells: number[], kept: number[]) => {
      for (const cell of cells) if (!kept.includes(cell)) state.candidates[cell] &= ~1;
    };
    keep([0, 1, 2, 9, 10, 11, 18, 19, 20], [0, 20]);
    keep([18, 19, 20, 21, 22, 23, 24, 25, 26], [20, 25]);
    keep([6, 7, 8, 15, 16, 17, 24, 25, 26], [25, 8]);
    const step = simpleColouring.find(state);
    expect(step?.cells).toEqual([0, 8, 20, 25]);
    expect(step?.eliminations).toEqual([3, 4, 5].map((cell) => e(cell, 1)));
    expect(step?.explanation).toBe(
      "Simple colouring (colour trap) on 1: in the chain r1c1, r1c9, r3c3 and r3c8 one colour holds 1, and r1c4, r1c5 and r1c6 see both colours, so 1 is removed from r1c4, r1c5 and r1c6",
    );
  });

  it("a colour trap also catches a cell of another cluster", () => {
    // Digit 1: box 4 only r4c1/r6c3, row 6 only r6c3/r6c8, box 6 only r6c8/r4c9, so the chain
    // r4c1=r6c3=r6c8=r4c9 traps row 4 between its ends. Column 5 holds 1 only at r1c5/r4c5:
    // r4c5 already has a colour from that other link, and is trapped all the same.
    const state = createState(gridFrom("0".repeat(81)));
    state.candidates.fill(0x1ff);
    const keep = (cells: number[], kept: number[]) => {
      for (const cell of cells) if (!kept.includes(cell)) state.candidates[cell] &= ~1;
    };
    keep([27, 28, 29, 36, 37, 38, 45, 46, 47], [27, 47]);
    keep([45, 46, 47, 48, 49, 50, 51, 52, 53], [47, 52]);
    keep([33, 34, 35, 42, 43, 44, 51, 52, 53], [52, 35]);
    keep([4, 13, 22, 31, 40, 49, 58, 67, 76], [4, 31]);
    const steps = simpleColouring.findAll?.(state) ?? [];
    expect(steps.map((s) => s.eliminations)).toEqual([[30, 31, 32].map((cell) => e(cell, 1))]);
    expect(steps[0].explanation).toBe(
      "Simple colouring (colour trap) on 1: in the chain r4c1, r4c9, r6c3 and r6c8 one colour holds 1, and r4c4, r4c5 and r4c6 see both colours, so 1 is removed from r4c4, r4c5 and r4c6",
    );
  });

  it.each([simpleColouring, xChain])("no $id in a hidden single position", (technique) => {
    expect(technique.find(createState(gridFrom(HIDDEN_SINGLE_POSITION)))).toBeNull();
  });
});
