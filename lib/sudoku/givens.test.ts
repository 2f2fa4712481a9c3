import { describe, expect, it } from "vitest";
import { givensProblem } from "./givens";
import { AVOIDABLE_1 } from "./techniques/pattern-positions";
import { positionState } from "./techniques/test-positions";

describe("givensProblem", () => {
  it("trusts givens that make a proper puzzle the placed digits agree with", () => {
    expect(givensProblem(positionState(AVOIDABLE_1))).toBeNull();
    expect(givensProblem(positionState(AVOIDABLE_1, false))).toBeNull();
  });

  it("names a placed digit the givens' solution does not have", () => {
    const state = positionState(AVOIDABLE_1);
    // r1c7 holds a placed 3 (not a given); the solution has 3 there, so 9 is wrong.
    expect(state.givens?.[6]).toBe(false);
    state.values[6] = 9;
    expect(givensProblem(state)).toBe("r1c7 holds 9, but the givens' solution has 3 there.");
  });

  it("refuses givens with several solutions or none", () => {
    const state = positionState(AVOIDABLE_1);
    state.givens = state.values.map(() => false);
    expect(givensProblem(state)).toBe("The givens alone have more than one solution.");
    const clash = positionState(AVOIDABLE_1);
    // r1c1 holds the given 6; a given 6 at r1c2 as well has no solution.
    clash.values[1] = 6;
    clash.givens = clash.givens?.map((g, cell) => g || cell === 1);
    expect(givensProblem(clash)).toBe("The givens have no solution.");
  });
});
