import { describe, expect, it } from "vitest";
import { hintSummary, hintTotal } from "./hint-summary";

const counts = (nudge: number, cells: number, step: number, check = 0) => ({
  nudge,
  cells,
  step,
  check,
});

describe("hint summary", () => {
  it.each([
    [counts(0, 0, 0), "No hints"],
    [counts(1, 0, 0), "1 nudge"],
    [counts(3, 0, 0), "3 nudges"],
    [counts(0, 1, 0), "1 cell hint"],
    [counts(0, 0, 2), "2 steps"],
    [counts(1, 0, 1), "2 hints (1 nudge, 1 step)"],
    [counts(2, 1, 1), "4 hints (2 nudges, 1 cell hint, 1 step)"],
    // Old games counted a pointed-at wrong cell as a check: still said, never hidden.
    [counts(1, 0, 0, 2), "3 hints (1 nudge, 2 checks)"],
  ])("%o is %s", (hints, text) => {
    expect(hintSummary(hints)).toBe(text);
  });

  it("adds up every kind", () => {
    expect(hintTotal(counts(1, 2, 3, 4))).toBe(10);
  });
});
