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
import { techniqueFromScan } from "./scan";
import type { Technique } from "./state";

export const uniqueRectangle1: Technique = techniqueFromScan(
  TechniqueId.UniqueRectangle1,
  (state, emit) => {
    const cands = state.candidates;
    for (let r1 = 0; r1 < 9; r1++) {
      for (let r2 = r1 + 1; r2 < 9; r2++) {
        const sameBand = Math.floor(r1 / 3) === Math.floor(r2 / 3);
        for (let c1 = 0; c1 < 9; c1++) {
          for (let c2 = c1 + 1; c2 < 9; c2++) {
            // Exactly two boxes: same band and different stacks, or the other way round.
            if (sameBand === (Math.floor(c1 / 3) === Math.floor(c2 / 3))) continue;
            const corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
            let mask = 0;
            let pairs = 0;
            let target = -1;
            for (const c of corners) {
              const m = cands[c];
              if (popcount(m) !== 2) target = c;
              else if (pairs++ === 0) mask = m;
              else if (m !== mask) pairs = -9;
            }
            if (pairs !== 3 || target < 0 || !(cands[target] & mask)) continue;
            const digits = digitsOf(mask);
            const removed = digitsOf(cands[target] & mask);
            const eliminations: Elimination[] = removed.map((digit) => ({ cell: target, digit }));
            const step = makeStep(TechniqueId.UniqueRectangle1, {
              placements: [],
              eliminations,
              cells: corners,
              units: [],
              digits,
              explanation: `Unique rectangle on ${digits.join("/")} in ${cellsText(corners)}: if ${cellName(target)} were ${listText(removed.map(String), "or")} the two digits could swap and the puzzle would have two solutions, so ${listText(removed.map(String))} ${removed.length > 1 ? "are" : "is"} removed from ${cellName(target)}`,
            });
            if (emit(step)) return;
          }
        }
      }
    }
  },
);
