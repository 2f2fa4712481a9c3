import { describe, expect, it } from "vitest";
import type { HintView, StepView } from "@/lib/game/protocol";
import { hintHighlight } from "./hint-highlight";

const STEP = {
  technique: "naked-pair",
  name: "Naked pair",
  placements: [],
  eliminations: [{ cell: 9, digit: 5 }],
  cells: [0, 1],
  units: [0],
  digits: [5, 6],
  explanation: "Naked pair: r1c1 and r1c2 hold only 5 and 6, so 5 is removed from r2c1",
} as StepView;

const step = (level: "nudge" | "cells" | "step"): HintView => ({ kind: "step", level, step: STEP });

describe("what a hint draws on the board", () => {
  it("draws nothing for a nudge, the cells once paid for, the whole step once shown", () => {
    expect(hintHighlight(step("nudge"))).toBeNull();
    expect(hintHighlight(step("cells"))).toEqual({
      cells: [0, 1],
      units: [0],
      digits: [5, 6],
      placements: [],
      eliminations: [],
    });
    expect(hintHighlight(step("step"))).toBe(STEP);
  });

  it("marks a checked cell, and nothing when there is no hint or nothing left", () => {
    expect(hintHighlight({ kind: "mistake", cells: [7], explanation: "r1c8 is wrong" })).toEqual({
      cells: [7],
      units: [],
      placements: [],
      eliminations: [],
    });
    expect(hintHighlight(null)).toBeNull();
    expect(hintHighlight({ kind: "solved" })).toBeNull();
  });
});
