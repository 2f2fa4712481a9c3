import { describe, expect, it } from "vitest";
import { TECHNIQUE_NAMES, TECHNIQUE_WEIGHTS, TechniqueId } from "../step";
import { TECHNIQUES } from "./index";

describe("TECHNIQUES", () => {
  it("runs easiest first, in the agreed order, with every technique once", () => {
    expect(TECHNIQUES.map((t) => t.id)).toEqual([
      "full-house",
      "naked-single",
      "hidden-single",
      "pointing",
      "claiming",
      "naked-pair",
      "hidden-pair",
      "naked-triple",
      "hidden-triple",
      "naked-quad",
      "hidden-quad",
      "x-wing",
      "swordfish",
      "jellyfish",
      "xy-wing",
      "xyz-wing",
      "w-wing",
      "simple-colouring",
      "x-chain",
      "unique-rectangle-1",
      "last-resort",
    ]);
    expect(new Set(TECHNIQUES.map((t) => t.id))).toEqual(new Set(Object.values(TechniqueId)));
  });

  it("gives every technique a name and a positive weight, the last resort the heaviest", () => {
    for (const { id } of TECHNIQUES) {
      expect(TECHNIQUE_NAMES[id]).toMatch(/^[A-Z]/);
      expect(TECHNIQUE_WEIGHTS[id]).toBeGreaterThan(0);
      expect(TECHNIQUE_WEIGHTS[id]).toBeLessThanOrEqual(TECHNIQUE_WEIGHTS["last-resort"]);
    }
  });
});
