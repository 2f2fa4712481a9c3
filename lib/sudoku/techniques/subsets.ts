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
  type Elimination,
  type TechniqueId,
} from "../step";
import { techniqueFromScan } from "./scan";
import { lockedSets, type Technique } from "./state";

const SIZE_WORDS = ["", "", "pair", "triple", "quad"];

function nakedSubset(size: 2 | 3 | 4, id: TechniqueId): Technique {
  return techniqueFromScan(id, (state, emit) => {
    const cands = state.candidates;
    const open: number[] = [];
    const masks: number[] = [];
    for (const unit of UNITS) {
      open.length = 0;
      masks.length = 0;
      let unitMask = 0;
      for (const c of unit.cells) {
        const n = popcount(cands[c]);
        unitMask |= cands[c];
        if (n >= 2 && n <= size) {
          open.push(c);
          masks.push(cands[c]);
        }
      }
      if (open.length < size) continue;
      for (const chosen of lockedSets(masks, size)) {
        const cells = chosen.map((i) => open[i]);
        let union = 0;
        for (const c of cells) union |= cands[c];
        // Nothing to remove unless another cell of the unit has one of the digits.
        let outside = 0;
        for (const other of unit.cells) if (!cells.includes(other)) outside |= cands[other];
        if (!(outside & union & unitMask)) continue;
        const eliminations: Elimination[] = [];
        for (const other of unit.cells) {
          if (cells.includes(other)) continue;
          for (const digit of digitsOf(cands[other] & union))
            eliminations.push({ cell: other, digit });
        }
        const digits = digitsOf(union);
        const step = makeStep(id, {
          placements: [],
          eliminations,
          cells,
          units: [unit.index],
          digits,
          explanation: `Naked ${SIZE_WORDS[size]}: ${cellsText(cells)} in ${unitName(unit)} hold only ${listText(digits.map(String))} between them, so ${eliminationsText(eliminations)}`,
        });
        if (emit(step)) return;
      }
    }
  });
}

function hiddenSubset(size: 2 | 3 | 4, id: TechniqueId): Technique {
  return techniqueFromScan(id, (state, emit) => {
    const cands = state.candidates;
    const open: number[] = [];
    const places: number[] = [];
    const where = new Array<number>(9);
    for (const unit of UNITS) {
      open.length = 0;
      places.length = 0;
      const cells = unit.cells;
      // For each digit, the slots (0-8 within the unit) where it still fits.
      where.fill(0);
      for (let slot = 0; slot < 9; slot++) {
        for (let m = cands[cells[slot]]; m; m &= m - 1) where[31 - Math.clz32(m & -m)] |= 1 << slot;
      }
      for (let d = 0; d < 9; d++) {
        const n = popcount(where[d]);
        if (n >= 2 && n <= size) {
          open.push(d + 1);
          places.push(where[d]);
        }
      }
      if (open.length < size) continue;
      for (const chosen of lockedSets(places, size)) {
        let digitMask = 0;
        let union = 0;
        for (const i of chosen) {
          digitMask |= bit(open[i]);
          union |= places[i];
        }
        let extra = 0;
        for (let slot = 0; slot < 9; slot++) {
          if (union & (1 << slot)) extra |= cands[cells[slot]] & ~digitMask;
        }
        if (!extra) continue;
        const subsetCells = cells.filter((_, slot) => union & (1 << slot));
        const eliminations: Elimination[] = [];
        for (const cell of subsetCells) {
          for (const digit of digitsOf(cands[cell] & ~digitMask))
            eliminations.push({ cell, digit });
        }
        const digits = chosen.map((i) => open[i]);
        const step = makeStep(id, {
          placements: [],
          eliminations,
          cells: subsetCells,
          units: [unit.index],
          digits,
          explanation: `Hidden ${SIZE_WORDS[size]}: in ${unitName(unit)}, ${listText(digits.map(String))} fit only in ${cellsText(subsetCells)}, so ${eliminationsText(eliminations)}`,
        });
        if (emit(step)) return;
      }
    }
  });
}

export const nakedPair = nakedSubset(2, "naked-pair");
export const hiddenPair = hiddenSubset(2, "hidden-pair");
export const nakedTriple = nakedSubset(3, "naked-triple");
export const hiddenTriple = hiddenSubset(3, "hidden-triple");
export const nakedQuad = nakedSubset(4, "naked-quad");
export const hiddenQuad = hiddenSubset(4, "hidden-quad");
