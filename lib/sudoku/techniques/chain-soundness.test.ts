import { describe, expect, it } from "vitest";
import { sweep } from "../testdata/puzzle-sets";
import { hasDigit } from "../digits";
import { gridFrom } from "../grid";
import { applyStep, createState, nextStep } from "../logic";
import { solve } from "../solver";
import { aic } from "./aic";
import { forcingChain } from "./forcing-chains";
import { forcingNet } from "./forcing-nets";
import { remotePairs } from "./remote-pairs";
import type { Technique } from "./state";
import { xyChain } from "./xy-chain";

const CHAIN_TECHNIQUES: readonly Technique[] = [
  remotePairs,
  xyChain,
  aic,
  forcingChain,
  forcingNet,
];
const IDS = new Set<string>(CHAIN_TECHNIQUES.map((t) => t.id));

describe("chain techniques are sound on the public sets", () => {
  // Every step of every chain technique, at each position where the solver reaches for one.
  it.each([...sweep("top1465.txt", 300, 299), ...sweep("forum_hardest_1106.txt", 125, 124)])(
    "%s",
    (puzzle) => {
      const grid = gridFrom(puzzle);
      const solution = solve(grid, 1).solution ?? [];
      const state = createState(grid);
      let used = false;
      let checked = 0;
      for (let step = nextStep(state, { solution }); step; step = nextStep(state, { solution })) {
        if (IDS.has(step.technique)) {
          used = true;
          for (const technique of CHAIN_TECHNIQUES) {
            for (const found of technique.findAll?.(state) ?? []) {
              checked++;
              for (const { cell, digit } of found.placements) expect(solution[cell]).toBe(digit);
              for (const { cell, digit } of found.eliminations) {
                expect(hasDigit(state.candidates[cell], digit)).toBe(true);
                expect(solution[cell]).not.toBe(digit);
              }
            }
          }
        }
        applyStep(state, step);
      }
      expect(state.values).toEqual(solution);
      // The technique that fired must have reported its own step at least.
      expect(checked > 0).toBe(used);
    },
  );
});
