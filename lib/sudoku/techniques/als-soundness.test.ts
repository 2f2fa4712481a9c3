import { describe, expect, it } from "vitest";
import { stepProblems } from "./step-problems";
import { sweep } from "../testdata/puzzle-sets";
import { gridFrom } from "../grid";
import { applyStep, createState, nextStep } from "../logic";
import { solve } from "../solver";
import { alsChain } from "./als-chain";
import { alsXyWing } from "./als-xy-wing";
import { alsXz } from "./als-xz";
import { deathBlossom } from "./death-blossom";
import { sueDeCoq } from "./sue-de-coq";

const TECHNIQUES = [sueDeCoq, alsXz, alsXyWing, alsChain, deathBlossom];
const SINGLES = new Set(["full-house", "naked-single", "hidden-single"]);

/**
 * Every step of every ALS technique, in each position past the singles met while solving a
 * sample of hard public puzzles: no elimination removes the solution's digit or a digit that
 * is not there, and each technique finds something somewhere (else this proves nothing).
 */
describe("ALS and Sue de Coq soundness", () => {
  const lines = [...sweep("top95.txt", 8), ...sweep("forum_hardest_1106.txt", 75)];

  it(`holds on ${lines.length} puzzles of top95 and forum_hardest_1106`, () => {
    const problems: string[] = [];
    const found = new Map<string, number>();
    for (const line of lines) {
      const grid = gridFrom(line);
      const solution = solve(grid).solution ?? [];
      const state = createState(grid);
      for (let step = nextStep(state, { solution }); step; step = nextStep(state, { solution })) {
        if (!SINGLES.has(step.technique)) {
          for (const technique of TECHNIQUES) {
            for (const s of technique.findAll?.(state) ?? []) {
              found.set(s.technique, (found.get(s.technique) ?? 0) + 1);
              if (s.eliminations.length === 0) problems.push(`empty: ${s.explanation}`);
              if (!s.explanation.startsWith(s.name)) problems.push(`name: ${s.explanation}`);
              for (const p of stepProblems(s, state.candidates, solution)) {
                problems.push(`${line}: ${p}`);
              }
            }
          }
        }
        applyStep(state, step);
      }
    }
    expect(problems).toEqual([]);
    for (const technique of TECHNIQUES) expect(found.get(technique.id) ?? 0).toBeGreaterThan(0);
    // About 8 s alone; a shared CI machine under load has needed more than the default 30 s.
  }, 90_000);
});
