/**
 * Unique rectangle, type 1. Four empty cells on two rows, two columns and two boxes that could
 * all be x/y would let x and y swap, giving a second solution. A proper puzzle has one, so when
 * three corners are exactly x/y the fourth cannot be x or y.
 *
 * Only sound for puzzles with a unique solution: the rating and the generator check that first.
 */
import { boxOf, cellName } from "../grid";
import { digitsOf, popcount } from "../digits";
import { cellsText, makeStep, TechniqueId, type Elimination, type Step } from "../step";
import type { LogicState, Technique } from "./state";

export const uniqueRectangle1: Technique = {
  id: TechniqueId.UniqueRectangle1,
  find(state: LogicState): Step | null {
    const cands = state.candidates;
    for (let r1 = 0; r1 < 9; r1++) {
      for (let r2 = r1 + 1; r2 < 9; r2++) {
        for (let c1 = 0; c1 < 9; c1++) {
          for (let c2 = c1 + 1; c2 < 9; c2++) {
            const corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
            const boxes = new Set(corners.map(boxOf));
            if (boxes.size !== 2) continue;
            const pairs = corners.filter((c) => popcount(cands[c]) === 2);
            if (pairs.length !== 3) continue;
            const mask = cands[pairs[0]];
            if (cands[pairs[1]] !== mask || cands[pairs[2]] !== mask) continue;
            const target = corners.find((c) => !pairs.includes(c));
            if (target === undefined || (cands[target] & mask) !== mask) continue;
            const digits = digitsOf(mask);
            const eliminations: Elimination[] = digits.map((digit) => ({ cell: target, digit }));
            return makeStep(TechniqueId.UniqueRectangle1, {
              placements: [],
              eliminations,
              cells: corners,
              units: [],
              digits,
              explanation: `Unique rectangle on ${digits.join("/")} in ${cellsText(corners)}: if ${cellName(target)} were ${digits[0]} or ${digits[1]} the two digits could swap and the puzzle would have two solutions, so ${digits[0]} and ${digits[1]} are removed from ${cellName(target)}`,
            });
          }
        }
      }
    }
    return null;
  },
};
