import { describe, expect, it } from "vitest";
import { aic } from "./aic";
import { CHAIN_FIXTURES, stateFromMarks } from "./chain-fixtures";
import { remotePairs } from "./remote-pairs";
import type { LogicState, Technique } from "./state";
import { xyChain } from "./xy-chain";

const e = (cell: number, digit: number) => ({ cell, digit });

/** Every candidate open in every cell, then only `pairs` (cell -> digits) kept as given. */
function openBoard(pairs: Record<number, number[]>): LogicState {
  const state: LogicState = {
    values: new Array<number>(81).fill(0),
    candidates: new Array<number>(81).fill(0x1ff),
  };
  for (const [cell, digits] of Object.entries(pairs)) {
    state.candidates[Number(cell)] = digits.reduce((m, d) => m | (1 << (d - 1)), 0);
  }
  return state;
}

describe("chain techniques on real positions", () => {
  const techniques: Record<string, Technique> = {
    aic,
    "xy-chain": xyChain,
    "remote-pairs": remotePairs,
  };
  it.each(CHAIN_FIXTURES.filter((f) => f.technique in techniques))(
    "$technique finds its step on a real position and explains its chain",
    ({ technique, values, marks, eliminations, explanation }) => {
      const state = stateFromMarks(values, marks);
      // Positions where the solver first needed the technique before the pattern, uniqueness
      // and ALS techniques joined; some of those now fire earlier, so ask the technique itself.
      const step = techniques[technique].find(state);
      expect(step?.technique).toBe(technique);
      expect(step?.eliminations).toEqual(eliminations.map(([c, d]) => e(c, d)));
      expect(step?.explanation).toBe(explanation);
      expect(techniques[technique].findAll?.(state)[0]).toEqual(step);
    },
  );
});

describe("XY-chain", () => {
  // r1c1 {1,2} - r1c5 {2,3} - r5c5 {3,4} - r5c9 {4,1}: r1c1 or r5c9 is 1, and r1c9 and r5c1 see both.
  const chain = { 0: [1, 2], 4: [2, 3], 40: [3, 4], 44: [4, 1] };

  it("removes the end digit from the cells seeing both ends", () => {
    const steps = xyChain.findAll?.(openBoard(chain)) ?? [];
    expect(steps).toHaveLength(1);
    expect(steps[0].eliminations).toEqual([e(8, 1), e(36, 1)]);
    expect(steps[0].cells).toEqual([0, 4, 40, 44]);
    expect(steps[0].explanation).toBe(
      "XY-chain: If r1c1 is not 1 then r1c1 is 2, so r1c5 is not 2, so r1c5 is 3, so r5c5 is not 3, so r5c5 is 4, so r5c9 is not 4, so r5c9 is 1; so r1c1 or r5c9 is 1, and 1 is removed from r1c9 and r5c1",
    );
    expect(xyChain.find(openBoard(chain))).toEqual(steps[0]);
  });

  it("needs the ends to share the digit", () => {
    expect(xyChain.find(openBoard({ ...chain, 44: [4, 5] }))).toBeNull();
  });
});

describe("remote pairs", () => {
  const chain = { 0: [1, 2], 4: [1, 2], 40: [1, 2], 44: [1, 2] };

  it("removes both digits from cells seeing two cells an odd number of links apart", () => {
    const step = remotePairs.find(openBoard(chain));
    expect(step?.eliminations).toEqual([e(8, 1), e(8, 2), e(36, 1), e(36, 2)]);
    expect(step?.explanation).toBe(
      "Remote pairs on 1 and 2: r1c1, r1c5, r5c5 and r5c9 each hold only 1 or 2 and see the next, so the digits alternate along the chain and r1c1 and r5c9 hold one each: 1 is removed from r1c9 and r5c1; 2 from r1c9 and r5c1",
    );
  });

  it("needs four cells: three are an XY-wing's business", () => {
    expect(remotePairs.find(openBoard({ 0: [1, 2], 4: [1, 2], 40: [1, 2] }))).toBeNull();
  });
});

describe("AIC", () => {
  it("mixes cell and unit links: r1c1 or r5c9 is 1", () => {
    // r1c1 holds only 1 or 2; 2 fits column 5 only in r1c5 and r5c5; 1 fits row 5 only in r5c5
    // and r5c9. If r1c1 is not 1 it is 2, so r1c5 is not 2, so r5c5 is 2 and not 1, so r5c9 is 1.
    const state = openBoard({ 0: [1, 2] });
    for (let row = 0; row < 9; row++)
      if (row !== 0 && row !== 4) state.candidates[row * 9 + 4] &= ~2;
    for (let col = 0; col < 9; col++) if (col !== 4 && col !== 8) state.candidates[36 + col] &= ~1;
    const steps = aic.findAll?.(state) ?? [];
    const step = steps.find((s) =>
      s.explanation.startsWith("AIC: If r1c1 is not 1 then r1c1 is 2, so r1c5"),
    );
    expect(step?.eliminations).toEqual([e(8, 1)]);
    expect(step?.explanation).toBe(
      "AIC: If r1c1 is not 1 then r1c1 is 2, so r1c5 is not 2, so r5c5 is 2, so r5c5 is not 1, so r5c9 is 1; so r1c1 is 1 or r5c9 is 1, and 1 is removed from r1c9",
    );
  });

  it("places the start when the chain comes back to it (a discontinuous loop)", () => {
    // If r1c1 is not 1 it is 2, so r1c5 is 3, so r5c5 is 1, so r5c1 is not 1, and 1 fits
    // column 1 only in r1c1 and r5c1: r1c1 is 1 after all.
    const state = openBoard({ 0: [1, 2], 4: [2, 3], 40: [1, 3], 36: [1, 4] });
    for (let row = 1; row < 9; row++) if (row !== 4) state.candidates[row * 9] &= ~1;
    const step = (aic.findAll?.(state) ?? []).find((s) => s.placements.length > 0);
    expect(step?.placements).toEqual([e(0, 1)]);
    expect(step?.explanation).toBe(
      "AIC (nice loop): If r1c1 is not 1 then r1c1 is 2, so r1c5 is not 2, so r1c5 is 3, so r5c5 is not 3, so r5c5 is 1, so r5c1 is not 1, so r1c1 is 1; the chain contradicts its start, so r1c1 is 1",
    );
  });

  it("finds nothing on an open board", () => {
    expect(aic.find(openBoard({}))).toBeNull();
  });
});
