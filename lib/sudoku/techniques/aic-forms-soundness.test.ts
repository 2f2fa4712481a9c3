import { describe, expect, it } from "vitest";
import { stepProblems } from "./step-problems";
import { gridFrom } from "../grid";
import { applyStep, createState, nextStep } from "../logic";
import { solve } from "../solver";
import { sweep, sweepTimeout } from "../testdata/puzzle-sets";
import { aic } from "./aic";

const SINGLES = new Set(["full-house", "naked-single", "hidden-single"]);
/** A group in an explanation: "r1c1 or r1c2 is 5", "neither r1c1 nor r1c2", "none of r1c1, ...". */
const GROUP = /r\dc\d or r\dc\d is|neither r|none of r/;

/**
 * Every AIC step, in each position past the singles met while solving a sample of top95
 * (all of it with ENGINE_SWEEP=full): nothing removed or placed disagrees with the solution,
 * and each form of issue 22 is met somewhere, so the sweep checks them all.
 */
describe("AIC forms are sound on the public sets", () => {
  const lines = sweep("top95.txt", 12);

  it(`holds on ${lines.length} puzzles of top95`, { timeout: sweepTimeout(90_000) }, () => {
    const problems: string[] = [];
    const forms = { groupedLoop: 0, groupEnd: 0, discontinuous: 0, groupedDiscontinuous: 0 };
    for (const line of lines) {
      const grid = gridFrom(line);
      const solution = solve(grid, 1).solution ?? [];
      const state = createState(grid);
      for (let step = nextStep(state, { solution }); step; step = nextStep(state, { solution })) {
        if (!SINGLES.has(step.technique)) {
          for (const s of aic.findAll?.(state) ?? []) {
            const text = s.explanation;
            if (text.startsWith("AIC (nice loop)") && s.eliminations.length && GROUP.test(text))
              forms.groupedLoop++;
            if (/^AIC: If (neither|none of)|or (neither|none of)/.test(text)) forms.groupEnd++;
            if (text.startsWith("AIC (discontinuous"))
              forms[GROUP.test(text) ? "groupedDiscontinuous" : "discontinuous"]++;
            for (const p of stepProblems(s, state.candidates, solution))
              problems.push(`${line}: ${p}`);
          }
        }
        applyStep(state, step);
      }
    }
    expect(problems).toEqual([]);
    for (const count of Object.values(forms)) expect(count).toBeGreaterThan(0);
  });
});
