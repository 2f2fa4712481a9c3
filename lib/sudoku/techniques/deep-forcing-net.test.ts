import { describe, expect, it } from "vitest";
import { allSteps } from "../all-steps";
import { cellName, gridFrom, type Grid } from "../grid";
import { nextStep } from "../logic";
import { solve } from "../solver";
import { TECHNIQUES } from ".";
import { createState } from "./state";

// A forum_hardest puzzle after its singles: every other technique, plain forcing nets
// included, finds nothing here (last-resort.test.ts used to be the only way on).
const STUCK = "000000008003000402090020060000079000000061200060502070008000500010000020405000003";
const SOLUTION = solve(gridFrom(STUCK)).solution as Grid;

const deep = TECHNIQUES.find((t) => t.id === "deep-forcing-net");
if (!deep?.findAll) throw new Error("the forcing net with techniques is missing");
const { find, findAll } = deep as Required<typeof deep>;

/** A solved grid with a unique-rectangle's four cells emptied: exactly two solutions. */
function twoSolutions(): Grid {
  const g = [...SOLUTION];
  for (let r1 = 0; r1 < 9; r1++)
    for (let r2 = r1 + 1; r2 < 9 && Math.floor(r2 / 3) === Math.floor(r1 / 3); r2++)
      for (let c1 = 0; c1 < 9; c1++)
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          const [a, b, c, d] = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
          if (g[a] === g[d] && g[b] === g[c]) {
            for (const cell of [a, b, c, d]) g[cell] = 0;
            return g;
          }
        }
  throw new Error("no rectangle in the solution");
}

describe("forcing net with techniques", () => {
  it("is the step where nothing else finds one, and removes a candidate that is false", () => {
    const state = createState(gridFrom(STUCK));
    const before = TECHNIQUES.filter((t) => t.id !== "deep-forcing-net" && t.id !== "last-resort");
    expect(before.filter((t) => t.find(state)).map((t) => t.id)).toEqual([]);
    const step = nextStep(state, { solution: SOLUTION });
    expect(step?.technique).toBe("deep-forcing-net");
    expect(step?.name).toBe("Forcing net with techniques");
    expect(step?.placements).toEqual([]);
    const [{ cell, digit }] = step?.eliminations ?? [];
    expect(SOLUTION[cell]).not.toBe(digit);
    const name = cellName(cell);
    // The assumption, the steps taken inside it, what broke, and the conclusion.
    expect(
      step?.explanation.startsWith(`Forcing net with techniques: if ${name} is ${digit}, then `),
    ).toBe(true);
    expect(step?.explanation).toMatch(
      /; and (r\dc\d has no candidate left|\d has no place left in (row|column|box) \d); so r\dc\d is not \d$/,
    );
    expect(step?.explanation.endsWith(`so ${name} is not ${digit}`)).toBe(true);
  });

  it("lists every contradiction, the first being the one the solver takes, none of them false", () => {
    const state = createState(gridFrom(STUCK));
    const all = findAll(state);
    expect(all.length).toBeGreaterThan(5);
    expect(all[0]).toEqual(find(state));
    for (const step of all) {
      expect(step.eliminations).toHaveLength(1);
      const [{ cell, digit }] = step.eliminations;
      expect(SOLUTION[cell]).not.toBe(digit);
    }
    expect(new Set(all.map((s) => JSON.stringify(s.eliminations))).size).toBe(all.length);
  });

  it("never fires on a candidate that belongs to a solution", () => {
    // Two solutions: each candidate left is in one of them, so no assumption can break.
    const grid = twoSolutions();
    expect(solve(grid, 2).count).toBe(2);
    expect(findAll(createState(grid))).toEqual([]);
  });

  it("is listed among all steps only where nothing easier is", () => {
    const stuck = allSteps(createState(gridFrom(STUCK)));
    expect(stuck.length).toBeGreaterThan(0);
    expect(stuck.every((s) => s.technique === "deep-forcing-net")).toBe(true);
    // One more digit given: the position opens up to easier techniques.
    const easier = [...gridFrom(STUCK)];
    easier[0] = SOLUTION[0];
    const withSingles = allSteps(createState(easier));
    expect(withSingles.length).toBeGreaterThan(0);
    expect(withSingles.some((s) => s.technique === "deep-forcing-net")).toBe(false);
  });
});
