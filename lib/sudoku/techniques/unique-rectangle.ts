/**
 * Unique rectangle, type 1. Four empty cells on two rows, two columns and two boxes that could
 * all be x/y would let x and y swap, giving a second solution. A proper puzzle has one, so when
 * three corners are exactly x/y the fourth cannot be x or y. The fourth may have lost one of
 * them already (the swap is about the solution, not the marks): it then loses the other.
 *
 * Only sound for puzzles with a unique solution: the rating and the generator check that first.
 */
import { cellName } from "../grid";
import { digitsOf, popcount } from "../digits";
import { cellsText, listText, makeStep, TechniqueId, type Elimination } from "../step";
import { RECTANGLES } from "./rectangles";
import { techniqueFromScan } from "./scan";
import type { Technique } from "./state";

export const uniqueRectangle1: Technique = techniqueFromScan(
  TechniqueId.UniqueRectangle1,
  (state, emit) => {
    const cands = state.candidates;
    // Hot (tried at every hard position): the shared rectangle list, no allocation until a hit.
    for (const corners of RECTANGLES) {
      // Three corners share one pair; the fourth is anything else holding x or y, a
      // different pair included (it lost a digit of the rectangle to an earlier step).
      const m0 = cands[corners[0]];
      const mask = m0 === cands[corners[1]] || m0 === cands[corners[2]] ? m0 : cands[corners[1]];
      if (popcount(mask) !== 2) continue;
      let target = -1;
      for (let k = 0; k < 4; k++) {
        if (cands[corners[k]] === mask) continue;
        if (target >= 0) {
          target = -2;
          break;
        }
        target = corners[k];
      }
      if (target < 0 || !(cands[target] & mask)) continue;
      const digits = digitsOf(mask);
      const removed = digitsOf(cands[target] & mask);
      const eliminations: Elimination[] = removed.map((digit) => ({ cell: target, digit }));
      const step = makeStep(TechniqueId.UniqueRectangle1, {
        placements: [],
        eliminations,
        cells: [...corners],
        units: [],
        digits,
        explanation: `Unique rectangle on ${digits.join("/")} in ${cellsText(corners)}: if ${cellName(target)} were ${listText(removed.map(String), "or")} the two digits could swap and the puzzle would have two solutions, so ${listText(removed.map(String))} ${removed.length > 1 ? "are" : "is"} removed from ${cellName(target)}`,
      });
      if (emit(step)) return;
    }
  },
);
