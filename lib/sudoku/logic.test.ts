import { describe, expect, it } from "vitest";
import { hasDigit } from "./digits";
import { formatGrid, gridFrom, isSolutionOf } from "./grid";
import { applyStep, createState, hardestWithin, nextStep, solveLogically } from "./logic";
import { solve } from "./solver";
import { TechniqueId } from "./step";
import { puzzleLines, sweep, sweepTimeout } from "./testdata/puzzle-sets";

const puzzles = (file: string): readonly string[] => puzzleLines(file);

const EULER_1 = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

describe("solveLogically", () => {
  it("solves an easy puzzle with singles only and returns the solution", () => {
    const result = solveLogically(gridFrom(EULER_1));
    expect(result.solved).toBe(true);
    expect(isSolutionOf(gridFrom(EULER_1), result.grid)).toBe(true);
    const singles: string[] = [
      TechniqueId.FullHouse,
      TechniqueId.NakedSingle,
      TechniqueId.HiddenSingle,
    ];
    expect(result.steps.every((s) => singles.includes(s.technique))).toBe(true);
    expect(result.steps).toHaveLength(EULER_1.split("").filter((c) => c === "0").length);
  });

  it("finishes the hardest puzzles by logic, with forcing nets with techniques, never a guess", () => {
    const [escargot] = puzzles("famous_puzzles.txt");
    const result = solveLogically(gridFrom(escargot));
    expect(result.solved).toBe(true);
    expect(result.steps.some((s) => s.technique === TechniqueId.DeepForcingNet)).toBe(true);
    expect(result.steps.some((s) => s.technique === TechniqueId.LastResort)).toBe(false);
  });

  it("stops where the allowed techniques run out", () => {
    const [escargot] = puzzles("famous_puzzles.txt");
    const result = solveLogically(gridFrom(escargot), { maxLevel: "medium" });
    expect(result.solved).toBe(false);
    expect(result.grid.some((v) => v === 0)).toBe(true);
  });

  it("leaves a full grid alone", () => {
    const solution = solve(gridFrom(EULER_1)).solution ?? [];
    expect(solveLogically(solution)).toEqual({ steps: [], solved: true, grid: solution });
    expect(nextStep(createState(solution))).toBeNull();
  });

  it("agrees with the fast check on which level suffices", () => {
    expect(hardestWithin(gridFrom(EULER_1), "easy")).toBeGreaterThanOrEqual(0);
    const [escargot] = puzzles("famous_puzzles.txt");
    expect(hardestWithin(gridFrom(escargot), "expert")).toBe(-1);
  });
});

describe("applyStep", () => {
  it("places a digit and removes it from the peers' candidates", () => {
    const state = createState(gridFrom(EULER_1));
    const step = nextStep(state);
    if (!step) throw new Error("expected a step");
    const [{ cell, digit }] = step.placements;
    applyStep(state, step);
    expect(state.values[cell]).toBe(digit);
    expect(state.candidates[cell]).toBe(0);
    expect(hasDigit(state.candidates[cell + (cell % 9 === 8 ? -1 : 1)], digit)).toBe(false);
  });
});

/**
 * The invariant every technique must keep: over real hard puzzles, no step ever places a
 * wrong digit or removes the solution's digit, and every elimination removes something.
 */
// Chains and forcing nets run where the last resort used to: about four minutes on a busy
// machine with every third of top1465 and every fifth of forum_hardest, so `npm test` walks
// thinner samples (each technique's own soundness test walks its own sample too) and
// `npm run test:engine -- --full` every puzzle of the three sets.
describe("soundness", { timeout: sweepTimeout(300_000) }, () => {
  const sets = [
    { file: "top95.txt", lines: sweep("top95.txt", 1) },
    { file: "top1465.txt", lines: sweep("top1465.txt", 14) },
    { file: "forum_hardest_1106.txt", lines: sweep("forum_hardest_1106.txt", 24) },
  ].map((set) => ({ ...set, count: set.lines.length }));
  it.each(sets)("holds on $count puzzles of $file", ({ lines }) => {
    const problems: string[] = [];
    for (const line of lines) {
      const grid = gridFrom(line);
      const solution = solve(grid).solution ?? [];
      const state = createState(grid);
      for (let step = nextStep(state, { solution }); step; step = nextStep(state, { solution })) {
        for (const { cell, digit } of step.placements) {
          if (solution[cell] !== digit) problems.push(`${line}: ${step.explanation}`);
        }
        for (const { cell, digit } of step.eliminations) {
          if (solution[cell] === digit) problems.push(`${line}: ${step.explanation}`);
          if (!hasDigit(state.candidates[cell], digit))
            problems.push(`no-op in ${step.explanation}`);
        }
        if (!step.explanation.startsWith(step.name)) problems.push(`name: ${step.explanation}`);
        applyStep(state, step);
      }
      if (formatGrid(state.values) !== formatGrid(solution)) problems.push(`${line}: unsolved`);
    }
    expect(problems).toEqual([]);
  });
});
