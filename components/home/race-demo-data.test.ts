import { describe, expect, it } from "vitest";
import { DEMO_FILL_ORDER, DEMO_GIVENS, DEMO_SOLUTION } from "./race-demo-data";

describe("the home page's recorded race", () => {
  it("fills every empty cell exactly once, and no given", () => {
    const empties = [...DEMO_GIVENS].flatMap((digit, cell) => (digit === "0" ? [cell] : []));
    expect([...DEMO_FILL_ORDER].sort((a, b) => a - b)).toEqual(empties);
  });

  it("agrees with its solution on every given", () => {
    for (let cell = 0; cell < 81; cell++) {
      if (DEMO_GIVENS[cell] !== "0") expect(DEMO_SOLUTION[cell]).toBe(DEMO_GIVENS[cell]);
    }
  });
});
