import { describe, expect, it } from "vitest";
import { CHAIN_FIXTURES, stateFromMarks } from "./chain-fixtures";
import { forcingChain } from "./forcing-chains";
import { forcingNet } from "./forcing-nets";
import type { LogicState } from "./state";

const e = (cell: number, digit: number) => ({ cell, digit });

const openBoard = (): LogicState => ({
  values: new Array<number>(81).fill(0),
  candidates: new Array<number>(81).fill(0x1ff),
});

describe("forcing chains and nets on real positions", () => {
  const techniques = { "forcing-chain": forcingChain, "forcing-net": forcingNet };
  it.each(CHAIN_FIXTURES.filter((f) => f.technique in techniques))(
    "$technique finds its step on a real position and explains its chain",
    ({ technique, values, marks, eliminations, explanation }) => {
      const state = stateFromMarks(values, marks);
      // Positions where the solver first needed the technique before the pattern, uniqueness
      // and ALS techniques joined; some of those now fire earlier, so ask the technique itself.
      const step = techniques[technique as keyof typeof techniques].find(state);
      expect(step?.technique).toBe(technique);
      expect(step?.eliminations).toEqual(eliminations.map(([c, d]) => e(c, d)));
      expect(step?.explanation).toBe(explanation);
      const all = techniques[technique as keyof typeof techniques].findAll?.(state) ?? [];
      expect(all[0]).toEqual(step);
    },
  );

  it("a net finds what a chain cannot: it uses several earlier consequences at once", () => {
    const net = CHAIN_FIXTURES.find((f) => f.technique === "forcing-net");
    const state = stateFromMarks(net?.values ?? "", net?.marks ?? "");
    expect(forcingChain.find(state)).toBeNull();
    expect(forcingNet.find(state)).not.toBeNull();
  });
});

describe("forcing chains on built positions", () => {
  it("a contradiction removes the assumed candidate", () => {
    // r1c1 {1,2,3}, r1c5 {1,2}, r5c5 {2,3}, r5c1 {1,3}: if r1c1 is 1, r1c5 is 2 and r5c1 is 3,
    // and r5c5 can then be neither 2 (column 5) nor 3 (row 5).
    const state = openBoard();
    const only = (cell: number, digits: number[]) =>
      (state.candidates[cell] = digits.reduce((m, d) => m | (1 << (d - 1)), 0));
    only(0, [1, 2, 3]);
    only(4, [1, 2]);
    only(40, [2, 3]);
    only(36, [1, 3]);
    const step = forcingChain.find(state);
    expect(step?.eliminations).toEqual([e(0, 1)]);
    expect(step?.placements).toEqual([]);
    expect(step?.explanation).toBe(
      "Forcing chain: If r1c1 is 1 then r1c5 is not 1, so r1c5 is 2, so r5c5 is not 2, so r5c5 is 3; and if r1c1 is 1 then r5c1 is not 1, so r5c1 is 3, so r5c5 is not 3: r5c5 is 3 and r5c5 is not 3 at once; so r1c1 is not 1",
    );
    expect(forcingChain.findAll?.(state)[0]).toEqual(step);
  });

  it("finds nothing on an open board", () => {
    expect(forcingChain.find(openBoard())).toBeNull();
    expect(forcingNet.find(openBoard())).toBeNull();
  });
});
