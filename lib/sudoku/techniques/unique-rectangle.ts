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
      let mask = 0;
      let pairs = 0;
      let target = -1;
      for (let k = 0; k < 4; k++) {
        const m = cands[corners[k]];
        if (popcount(m) !== 2) {
          if (target >= 0) break;
          target = corners[k];
        } else if (pairs++ === 0) mask = m;
        else if (m !== mask) {
          pairs = -9;
          break;
        }
      }
      if (pairs !== 3 || target < 0 || !(cands[target] & mask)) continue;
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
