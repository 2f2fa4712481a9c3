import { describe, expect, it } from "vitest";
import { stepProblems } from "./step-problems";
import { sweep, sweepTimeout } from "../testdata/puzzle-sets";
import { allSteps } from "../all-steps";
import { ALL_DIGITS_MASK } from "../digits";
import { gridFrom } from "../grid";
import { applyStep, nextStep } from "../logic";
import { solve } from "../solver";
import { fullHouse, hiddenSingle } from "./singles";
import { xWing } from "./fish";
import { TECHNIQUES } from "./index";
import { stepKey } from "./scan";
import { cloneState, createState, type LogicState } from "./state";

const EULER_1 = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
const WITH_FIND_ALL = TECHNIQUES.filter((t) => t.findAll);

/**
 * Positions along the solving path of a sample of hard puzzles, with the solution: every
 * technique meets states where it fires once, several times, or not at all.
 */
function samplePositions(): { state: LogicState; solution: number[] }[] {
  const out: { state: LogicState; solution: number[] }[] = [];
  // Thin enough to stay well under the test timeout on a busy machine with every technique
  // (the mutant jellyfish's findAll alone takes up to a second on a hard position);
  // the full sweep takes all of top95 and every tenth of forum_hardest (each costs seconds).
  const lines = [...sweep("top95.txt", 24), ...sweep("forum_hardest_1106.txt", 300, 0, 10)];
  for (const line of lines) {
    const grid = gridFrom(line);
    const solution = solve(grid).solution ?? [];
    const state = createState(grid);
    for (let n = 0; ; n++) {
      const step = nextStep(state, { solution });
      if (!step) break;
      if (n % 6 === 0) out.push({ state: cloneState(state), solution });
      applyStep(state, step);
    }
  }
  return out;
}

// Forcing chains and nets list every conclusion: seconds alone, far more on a loaded machine.
describe("findAll", { timeout: sweepTimeout(120_000) }, () => {
  const positions = samplePositions();

  it("is given by every technique but the last resort", () => {
    expect(TECHNIQUES.filter((t) => !t.findAll).map((t) => t.id)).toEqual(["last-resort"]);
  });

  it("starts with what find returns, and find is null exactly when findAll is empty", () => {
    const problems: string[] = [];
    for (const { state } of positions) {
      for (const technique of WITH_FIND_ALL) {
        const first = technique.find(state);
        const all = technique.findAll?.(state) ?? [];
        if (
          (first === null) !== (all.length === 0) ||
          (first && stepKey(first) !== stepKey(all[0]))
        )
          problems.push(`${technique.id}: find ${first?.explanation} vs ${all[0]?.explanation}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("lists each deduction once and only sound ones over the sample", () => {
    const problems: string[] = [];
    let several = 0;
    for (const { state, solution } of positions) {
      const steps = allSteps(state);
      const keys = steps.map(stepKey);
      if (new Set(keys).size !== keys.length) problems.push(`duplicate in ${keys.join(" ")}`);
      for (const step of steps) problems.push(...stepProblems(step, state.candidates, solution));
      if (steps.some((s) => !["full-house", "naked-single", "hidden-single"].includes(s.technique)))
        several++;
    }
    expect(problems).toEqual([]);
    // The sample reaches past the singles, or this test would check little.
    expect(several).toBeGreaterThan(10);
  });

  it("finds every hidden single of a fresh puzzle, the box one of a digit only once", () => {
    const state = createState(gridFrom(EULER_1));
    const all = hiddenSingle.findAll?.(state) ?? [];
    expect(all.length).toBeGreaterThan(3);
    const placed = all.map((s) => `${s.placements[0].cell}:${s.placements[0].digit}`);
    expect(new Set(placed).size).toBe(placed.length);
    expect(stepKey(all[0])).toBe(stepKey(hiddenSingle.find(state) ?? all[0]));
  });

  it("finds every full house of a nearly full grid", () => {
    const solution = solve(gridFrom(EULER_1)).solution ?? [];
    const grid = solution.slice();
    grid[0] = 0; // r1c1
    grid[80] = 0; // r9c9
    const all = fullHouse.findAll?.(createState(grid)) ?? [];
    // Each hole is the last of its row, column and box: one step per hole.
    expect(all.map((s) => s.placements)).toEqual([
      [{ cell: 0, digit: solution[0] }],
      [{ cell: 80, digit: solution[80] }],
    ]);
  });

  it("finds two X-wings on two digits", () => {
    const state = createState(gridFrom("0".repeat(81)));
    state.candidates.fill(ALL_DIGITS_MASK);
    // Digit 1 fits only in columns 1 and 2 of rows 1-2; digit 2 only in columns 4 and 5 of rows 5-6.
    for (let col = 0; col < 9; col++) {
      if (col > 1) for (const row of [0, 1]) state.candidates[row * 9 + col] &= ~1;
      if (col !== 3 && col !== 4) for (const row of [4, 5]) state.candidates[row * 9 + col] &= ~2;
    }
    const all = xWing.findAll?.(state) ?? [];
    expect(all.map((s) => [s.digits[0], s.cells])).toEqual([
      [1, [0, 1, 9, 10]],
      [2, [39, 40, 48, 49]],
    ]);
  });

  it("gives no step for a solved grid", () => {
    const solution = solve(gridFrom(EULER_1)).solution ?? [];
    expect(allSteps(createState(solution))).toEqual([]);
  });
});
