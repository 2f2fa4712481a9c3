/**
 * Naked and hidden subsets (pairs, triples, quads) within one unit.
 *
 * Naked: k cells whose candidates together are only k digits; those digits must fill those
 * cells, so the unit's other cells lose them. Hidden: k digits that fit only in k cells of a
 * unit; those cells hold them, so they lose every other candidate.
 */
import { bit, digitsOf, popcount } from "../digits";
import { UNITS, unitName } from "../grid";
import {
  cellsText,
  eliminationsText,
  listText,
  makeStep,
  TechniqueId,
  type Elimination,
  type Step,
} from "../step";
import { forEachCombination, type LogicState, type Technique } from "./state";

const SIZE_WORDS = ["", "", "pair", "triple", "quad"];

function nakedSubset(size: 2 | 3 | 4, id: TechniqueId): Technique {
  return {
    id,
    find(state: LogicState): Step | null {
      let found = null as Step | null;
      for (const unit of UNITS) {
        const open = unit.cells.filter((c) => {
          const n = popcount(state.candidates[c]);
          return n >= 2 && n <= size;
        });
        if (open.length < size) continue;
        forEachCombination(open, size, (cells) => {
          let union = 0;
          for (const c of cells) union |= state.candidates[c];
          if (popcount(union) !== size) return false;
          const eliminations: Elimination[] = [];
          for (const other of unit.cells) {
            if (cells.includes(other)) continue;
            const hit = state.candidates[other] & union;
            for (const digit of digitsOf(hit)) eliminations.push({ cell: other, digit });
          }
          if (eliminations.length === 0) return false;
          const digits = digitsOf(union);
          found = makeStep(id, {
            placements: [],
            eliminations,
            cells: [...cells],
            units: [unit.index],
            digits,
            explanation: `Naked ${SIZE_WORDS[size]}: ${cellsText(cells)} in ${unitName(unit)} hold only ${listText(digits.map(String))} between them, so ${eliminationsText(eliminations)}`,
          });
          return true;
        });
        if (found) return found;
      }
      return null;
    },
  };
}

function hiddenSubset(size: 2 | 3 | 4, id: TechniqueId): Technique {
  return {
    id,
    find(state: LogicState): Step | null {
      let found = null as Step | null;
      for (const unit of UNITS) {
        // For each digit still open in the unit, the bit set (over the unit's 9 slots) of its places.
        const places: number[] = new Array<number>(10).fill(0);
        const open: number[] = [];
        for (let digit = 1; digit <= 9; digit++) {
          const b = bit(digit);
          let where = 0;
          unit.cells.forEach((c, slot) => {
            if (state.candidates[c] & b) where |= 1 << slot;
          });
          places[digit] = where;
          const n = popcount(where);
          if (n >= 2 && n <= size) open.push(digit);
        }
        if (open.length < size) continue;
        forEachCombination(open, size, (digits) => {
          let union = 0;
          for (const d of digits) union |= places[d];
          if (popcount(union) !== size) return false;
          let digitMask = 0;
          for (const d of digits) digitMask |= bit(d);
          const cells = unit.cells.filter((_, slot) => union & (1 << slot));
          const eliminations: Elimination[] = [];
          for (const cell of cells) {
            for (const digit of digitsOf(state.candidates[cell] & ~digitMask)) {
              eliminations.push({ cell, digit });
            }
          }
          if (eliminations.length === 0) return false;
          found = makeStep(id, {
            placements: [],
            eliminations,
            cells,
            units: [unit.index],
            digits: [...digits],
            explanation: `Hidden ${SIZE_WORDS[size]}: in ${unitName(unit)}, ${listText(digits.map(String))} fit only in ${cellsText(cells)}, so ${eliminationsText(eliminations)}`,
          });
          return true;
        });
        if (found) return found;
      }
      return null;
    },
  };
}

export const nakedPair = nakedSubset(2, TechniqueId.NakedPair);
export const hiddenPair = hiddenSubset(2, TechniqueId.HiddenPair);
export const nakedTriple = nakedSubset(3, TechniqueId.NakedTriple);
export const hiddenTriple = hiddenSubset(3, TechniqueId.HiddenTriple);
export const nakedQuad = nakedSubset(4, TechniqueId.NakedQuad);
export const hiddenQuad = hiddenSubset(4, TechniqueId.HiddenQuad);
