import { describe, expect, it } from "vitest";
import { stepProblems } from "./step-problems";
import { bit, hasDigit } from "../digits";
import { gridFrom } from "../grid";
import { applyStep, createState, nextStep } from "../logic";
import { solve } from "../solver";
import type { Step } from "../step";
import { sweep, sweepTimeout } from "../testdata/puzzle-sets";
import { alsAic } from "./aic-als";
import { cellAt, fromMarks } from "./als-fixtures";
import {
  ALS_NODE_PLACEMENT,
  CHAIN_TWO_Z,
  GROUPED_LOOP,
  type Position,
} from "./chain-form-positions";
import type { LogicState } from "./state";

const e = (name: string, digit: number) => ({ cell: cellAt(name), digit });
const stateOf = ({ values, marks }: Position) => fromMarks(values, marks);
const stepsOf = (state: LogicState): Step[] => alsAic.findAll?.(state) ?? [];
const starting = (steps: readonly Step[], start: string) =>
  steps.find((s) => s.explanation.startsWith(start));

describe("AIC with ALS nodes (issue 22)", () => {
  it("passes through an almost locked set that lost one digit and so holds each other one", () => {
    const state = stateOf(GROUPED_LOOP);
    const step = starting(stepsOf(state), "AIC with ALS nodes: If neither r8c8 nor r8c9 is 8");
    expect(step?.eliminations).toEqual([e("r9c8", 8), e("r9c9", 8)]);
    expect(step?.explanation).toBe(
      "AIC with ALS nodes: If neither r8c8 nor r8c9 is 8 then r8c2 is 8, so r8c2 is not 7, so r8c5 is 7, so neither r9c5 nor r9c6 is 7, so the almost locked set r9c4+r9c5+r9c6 (5/7/8/9) without 7 fills its 3 cells with 5/8/9, so r9c4 or r9c6 is 8; so r8c8 or r8c9 is 8 or r9c4 or r9c6 is 8, and 8 is removed from r9c8 and r9c9",
    );
    expect(step?.cells).toEqual(
      ["r8c2", "r8c5", "r8c8", "r8c9", "r9c4", "r9c5", "r9c6"].map(cellAt),
    );
  });

  it("a continuous loop through a set also locks the set's other digit", () => {
    // r7c2 (8/9) and the set r7c1+r7c3 (2/8/9): the loop holds one of 8 and 9 in the set, so
    // the set keeps its 2 and the rest of row 7 loses it (r7c7, r7c9).
    const step = starting(
      stepsOf(stateOf(GROUPED_LOOP)),
      "AIC with ALS nodes (nice loop): If r7c2 is not 8 then r7c2 is 9",
    );
    expect(step?.eliminations).toEqual([
      e("r7c5", 9),
      e("r7c7", 2),
      e("r7c7", 9),
      e("r7c9", 2),
      e("r7c9", 8),
      e("r7c9", 9),
      e("r8c2", 8),
      e("r8c2", 9),
      e("r9c2", 8),
      e("r9c2", 9),
    ]);
    expect(step?.explanation).toContain(
      "so the almost locked set r7c1+r7c3 (2/8/9) without 9 fills its 2 cells with 2/8, so r7c1 or r7c3 is 8, which again means r7c2 is not 8",
    );
  });

  it("a discontinuous loop through a set removes its start", () => {
    const step = starting(
      stepsOf(stateOf(ALS_NODE_PLACEMENT)),
      "AIC with ALS nodes (discontinuous nice loop): If r7c3 is 3",
    );
    expect(step?.eliminations).toEqual([e("r7c3", 3)]);
    expect(step?.explanation).toBe(
      "AIC with ALS nodes (discontinuous nice loop): If r7c3 is 3 then r7c4 is not 3, so r7c4 is 6, so neither r7c5 nor r7c6 is 6, so the almost locked set r7c5+r7c6 (3/6/9) without 6 fills its 2 cells with 3/9, so r7c5 or r7c6 is 3, so r7c3 is not 3; the chain contradicts its start, so 3 is removed from r7c3",
    );
  });

  it("a set left with its digit in one cell ends a chain back at that candidate: a placement", () => {
    // The set r1c4+r1c5+r1c8 holds 6 only in r1c5: the chain from "r1c5 is not 6" ends there.
    const step = starting(
      stepsOf(stateOf(CHAIN_TWO_Z)),
      "AIC with ALS nodes (nice loop): If r1c5 is not 6",
    );
    expect(step?.placements).toEqual([e("r1c5", 6)]);
    expect(step?.eliminations).toEqual([]);
    expect(step?.explanation).toContain(
      "so the almost locked set r1c4+r1c5+r1c8 (1/2/3/6) without 1 fills its 3 cells with 2/3/6, so r1c5 is 6; the chain contradicts its start, so r1c5 is 6",
    );
  });

  it("a chain from a candidate's absence back to it through a set places it", () => {
    const step = starting(
      stepsOf(stateOf(ALS_NODE_PLACEMENT)),
      "AIC with ALS nodes (nice loop): If r1c2 is not 6",
    );
    expect(step?.placements).toEqual([e("r1c2", 6)]);
    expect(step?.eliminations).toEqual([]);
    expect(step?.explanation).toBe(
      "AIC with ALS nodes (nice loop): If r1c2 is not 6 then r7c2 is 6, so r7c4 is not 6, so r7c4 is 3, so neither r7c5 nor r7c6 is 3, so the almost locked set r7c5+r7c6 (3/6/9) without 3 fills its 2 cells with 6/9, so r7c5 or r7c6 is 6, so r7c2 is not 6, so r1c2 is 6; the chain contradicts its start, so r1c2 is 6",
    );
  });

  it("does not use cells that are no almost locked set, nor list chains without a set", () => {
    const state = stateOf(GROUPED_LOOP);
    // One more digit in r7c1: r7c1 and r7c3 hold four digits between them, no set any more.
    const extra = [1, 3, 4, 5, 6, 7].find((d) => !hasDigit(state.candidates[cellAt("r7c1")], d));
    expect(extra).toBeDefined();
    state.candidates[cellAt("r7c1")] |= bit(extra!);
    const steps = stepsOf(state);
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.some((s) => s.explanation.includes("r7c1+r7c3 ("))).toBe(false);
    for (const s of steps) expect(s.explanation).toContain("the almost locked set");
  });
});

describe("AIC with ALS nodes is sound on the public sets", () => {
  const lines = sweep("top95.txt", 8);

  it(`holds on ${lines.length} puzzles of top95`, { timeout: sweepTimeout(90_000) }, () => {
    const problems: string[] = [];
    const forms = { aic: 0, loop: 0, discontinuous: 0, placement: 0 };
    for (const line of lines) {
      const grid = gridFrom(line);
      const solution = solve(grid, 1).solution ?? [];
      const state = createState(grid);
      for (let step = nextStep(state, { solution }); step; step = nextStep(state, { solution })) {
        if (step.technique !== "naked-single" && step.technique !== "hidden-single") {
          for (const s of stepsOf(state)) {
            const text = s.explanation;
            if (s.placements.length) forms.placement++;
            else if (text.startsWith("AIC with ALS nodes (nice loop)")) forms.loop++;
            else if (text.startsWith("AIC with ALS nodes (discontinuous")) forms.discontinuous++;
            else forms.aic++;
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
