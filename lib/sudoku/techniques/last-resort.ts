/**
 * The last resort when no technique applies: take the empty cell with the fewest candidates
 * and place its digit from the unique solution. A player would guess and check ("trial and
 * error", Bowman's bingo); its weight is huge so any puzzle that needs it rates extreme.
 */
import { popcount } from "../digits";
import { cellName, type Grid } from "../grid";
import { makeStep, TechniqueId, type Step } from "../step";
import type { LogicState, Technique } from "./state";

export const lastResort: Technique = {
  id: TechniqueId.LastResort,
  find(state: LogicState, solution?: Grid): Step | null {
    if (!solution) return null;
    let best = -1;
    let bestCount = 10;
    for (let cell = 0; cell < 81; cell++) {
      if (state.values[cell]) continue;
      const n = popcount(state.candidates[cell]);
      if (n < bestCount) {
        best = cell;
        bestCount = n;
      }
    }
    if (best < 0) return null;
    const digit = solution[best];
    if (!digit) return null;
    return makeStep(TechniqueId.LastResort, {
      placements: [{ cell: best, digit }],
      eliminations: [],
      cells: [best],
      units: [],
      digits: [digit],
      explanation: `Trial and error: no technique applies here; trying each of the ${bestCount} candidates of ${cellName(best)} shows only ${digit} leads to a solution`,
    });
  },
};
