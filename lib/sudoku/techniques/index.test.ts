import { describe, expect, it } from "vitest";
import { LEVELS, TECHNIQUE_LEVELS, TECHNIQUE_NAMES, TECHNIQUE_WEIGHTS, TechniqueId } from "../step";
import { TECHNIQUES } from "./index";

describe("TECHNIQUES", () => {
  it("holds every technique once, singles first and the last resort last", () => {
    const ids = TECHNIQUES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(Object.values(TechniqueId)));
    // logic.ts skips the non-singles by index when only singles are allowed.
    expect(ids.slice(0, 3).sort()).toEqual(["full-house", "hidden-single", "naked-single"]);
    expect(ids[ids.length - 1]).toBe("last-resort");
  });

  it("tries each level's techniques before any technique of a harder level but xy-wing", () => {
    // XY-wing is rated hard but tried after the expert fish: it rarely fires before them and
    // the order only decides which step is shown, never the level (rating.ts allows by level).
    const ranks = TECHNIQUES.filter((t) => t.id !== "xy-wing").map((t) =>
      LEVELS.indexOf(TECHNIQUE_LEVELS[t.id]),
    );
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("gives every technique a name and a positive weight, the last resort the heaviest", () => {
    for (const { id } of TECHNIQUES) {
      expect(TECHNIQUE_NAMES[id]).toMatch(/^[A-Z]/);
      expect(TECHNIQUE_WEIGHTS[id]).toBeGreaterThan(0);
      expect(TECHNIQUE_WEIGHTS[id]).toBeLessThanOrEqual(TECHNIQUE_WEIGHTS["last-resort"]);
    }
  });
});
