import { describe, expect, it } from "vitest";
import { ALL_DIGITS_MASK } from "../digits";
import { gridFrom } from "../grid";
import { sweepTimeout } from "../testdata/puzzle-sets";
import { cellAt, fromCells } from "./als-fixtures";
import { multiColouring } from "./multi-colouring";
import { MULTI_COLOURING } from "./pattern-positions";
import { createState, type LogicState } from "./state";
import { positionState, publicPuzzles, soundness } from "./test-positions";

const e = (cell: number, digit: number) => ({ cell, digit });

/** Every digit open everywhere, except 1 kept in row 1 only at c1 and c9, in column 2 only at r2 and r8. */
function twoChains(): LogicState {
  const state = createState(gridFrom("0".repeat(81)));
  state.candidates.fill(ALL_DIGITS_MASK);
  for (let k = 0; k < 9; k++) {
    if (k !== 0 && k !== 8) state.candidates[k] &= ~1;
    if (k !== 1 && k !== 7) state.candidates[k * 9 + 1] &= ~1;
  }
  return state;
}

describe("multi-colouring", () => {
  it("trap: two chains whose colours meet", () => {
    const step = multiColouring.find(positionState(MULTI_COLOURING));
    expect(step?.eliminations).toEqual([e(47, 4)]);
    expect(step?.explanation).toBe(
      "Multi-colouring (trap) on 4: r2c1 and r9c1 see each other, so the colour of r2c3 or the colour of r6c4 and r9c5 holds 4, and r6c3 sees both: 4 is removed from r6c3",
    );
  });

  it("trap on a hand-built position", () => {
    // Chains r1c1=r1c9 and r2c2=r8c2; r1c1 and r2c2 share box 1, so r1c9 or r8c2 holds 1,
    // and r8c9, seeing both, loses it.
    const steps = multiColouring.findAll?.(twoChains()) ?? [];
    expect(steps.map((s) => s.eliminations)).toEqual([[e(71, 1)]]);
    expect(steps[0].explanation).toBe(
      "Multi-colouring (trap) on 1: r1c1 and r2c2 see each other, so the colour of r1c9 or the colour of r8c2 holds 1, and r8c9 sees both: 1 is removed from r8c9",
    );
  });

  it("trap: two meetings of the same chains make one step with both removals", () => {
    // Chains r1c1=r1c3 and r8c1=r8c3 on 1. r1c1 sees r8c1 (column 1), so r1c3 or r8c3 is 1
    // and r5c3 loses it; r1c3 sees r8c3 (column 3), so r1c1 or r8c1 is 1 and r4c1 loses it.
    // r6c2 keeps box 4 from linking r4c1 and r5c3 into a third chain.
    const state = fromCells({
      ...{ r1c1: "12", r1c3: "13", r8c1: "14", r8c3: "15" },
      ...{ r4c1: "16", r5c3: "17", r6c2: "18" },
    });
    const steps = multiColouring.findAll?.(state) ?? [];
    expect(steps.map((s) => s.eliminations)).toEqual([
      [
        { cell: cellAt("r4c1"), digit: 1 },
        { cell: cellAt("r5c3"), digit: 1 },
      ],
    ]);
    expect(steps[0].explanation).toBe(
      "Multi-colouring (trap) on 1: r1c1 and r8c1, and r1c3 and r8c3 see each other; at each meeting one of the two opposite colours (r1c3 or r8c3; r1c1 or r8c1) holds 1, and r4c1 and r5c3 see both colours of such a pair: 1 is removed from r4c1 and r5c3",
    );
  });

  it("needs the chains to meet", () => {
    const state = twoChains();
    // Move the second chain to column 5 (r2c5=r8c5): no cell of one chain sees the other.
    for (let r = 0; r < 9; r++) {
      state.candidates[r * 9 + 1] |= 1;
      if (r !== 1 && r !== 7) state.candidates[r * 9 + 4] &= ~1;
    }
    state.candidates[1] &= ~1;
    state.candidates[4] &= ~1;
    expect(multiColouring.findAll?.(state)).toEqual([]);
  });

  it(
    "never removes a solution digit on a sample of the public sets",
    { timeout: sweepTimeout(120_000) },
    () => {
      const puzzles = [
        ...publicPuzzles("top95.txt", 16, 9),
        ...publicPuzzles("forum_hardest_1106.txt", 220, 17),
      ];
      const { problems, fired } = soundness([multiColouring], puzzles);
      expect(problems).toEqual([]);
      expect(fired["multi-colouring"]).toBeGreaterThan(0);
    },
  );
});
