import { describe, expect, it } from "vitest";
import { gridFrom } from "../grid";
import { nextStep } from "../logic";
import { createState } from "./state";
import { wWing, xyWing, xyzWing } from "./wings";

const e = (cell: number, digit: number) => ({ cell, digit });

// Positions met while solving public puzzles, where this technique is the first step.
const POSITIONS = [
  {
    technique: xyWing,
    grid: "001473506763259841054816307530640918149385672600001453325164789400030065006500034",
    cells: [65, 66, 72],
    eliminations: [e(64, 9), e(76, 9)],
    explanation:
      "XY-wing with pivot r8c3 (7/8) and pincers r8c4 (7/9) and r9c1 (8/9): one pincer is 9, so 9 is removed from r8c2 and r9c5",
  },
  {
    technique: xyzWing,
    grid: "812756943569348721347000006406007030201000074753402109070004390934075018020900407",
    cells: [33, 24, 35],
    eliminations: [e(42, 5)],
    explanation:
      "XYZ-wing with pivot r4c7 (2/5/8) and pincers r3c7 (5/8) and r4c9 (2/5): one of the three is 5, so 5 is removed from r5c7",
  },
  {
    technique: wWing,
    grid: "920001870070092310013407925100600582056028149248159637400005261062910058581206093",
    cells: [39, 63, 32, 68],
    eliminations: [e(36, 7)],
    explanation:
      "W-wing: r5c4 and r8c1 are both 3/7 and the only 3s of column 6 (r4c6 and r8c6) see them, so one of them is 7: 7 is removed from r5c1",
  },
];

const X_WING_POSITION =
  "300500100070000080008004006600400900030060050007001604800100300003020060002009000";

describe("wings", () => {
  it.each(POSITIONS)("$technique.id", ({ technique, grid, cells, eliminations, explanation }) => {
    const step = nextStep(createState(gridFrom(grid)));
    expect(step?.technique).toBe(technique.id);
    expect(step?.cells).toEqual(cells);
    expect(step?.eliminations).toEqual(eliminations);
    expect(step?.explanation).toBe(explanation);
  });

  it.each([xyWing, xyzWing, wWing])("no $id in an x-wing position", (technique) => {
    expect(technique.find(createState(gridFrom(X_WING_POSITION)))).toBeNull();
  });

  it("no xy-wing when the pincers do not share their third digit", () => {
    const state = createState(gridFrom(POSITIONS[0].grid));
    // r9c1 was 8/9; as 8/6 its pair with r8c4 (7/9) no longer shares a digit.
    state.candidates[72] = (1 << 7) | (1 << 5);
    // Untouched, the position has exactly the wing above; broken, it has none at all.
    expect(xyWing.find(createState(gridFrom(POSITIONS[0].grid)))?.cells).toEqual([65, 66, 72]);
    expect(xyWing.find(state)).toBeNull();
  });
});
