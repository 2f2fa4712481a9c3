/**
 * Sue de Coq: two or three empty cells C where a row or column crosses a box, holding at least
 * two digits more than cells, completed by cells L of the rest of the line and cells B of the
 * rest of the box, where no digit of L is a candidate in B and the cells of C, L and B together
 * hold exactly as many digits as there are cells.
 *
 * A digit of L can only go in C or L (all in the line), one of B only in C or B (all in the
 * box), and the other digits of C only in C: each digit fits at most once, and as there are as
 * many digits as cells, each is placed exactly once. So the digits of C and L that B lacks are
 * removed from the rest of the line, those of C and B that L lacks from the rest of the box.
 */
import { digitsOf, popcount } from "../digits";
import { BOXES, UNITS, unitName } from "../grid";
import { cellsText, eliminationsText, makeStep, TechniqueId, type Elimination } from "../step";
import { techniqueFromScan, type Emit } from "./als";
import type { LogicState } from "./state";

/** Cells taken from the rest of the line or of the box; the intersection has three. */
const MAX_SIDE_CELLS = 3;

interface Group {
  cells: number[];
  mask: number;
}

/** Every non-empty choice of up to MAX_SIDE_CELLS cells that brings fewer new digits than cells. */
function sideGroups(state: LogicState, cells: readonly number[], core: number): Group[] {
  const out: Group[] = [];
  const chosen: number[] = [];
  const grow = (start: number, mask: number): void => {
    for (let i = start; i < cells.length; i++) {
      const next = mask | state.candidates[cells[i]];
      chosen.push(cells[i]);
      // Each side cell must spend one of C's digits, or C could not lose its extra two.
      if (popcount(next & ~core) < chosen.length) out.push({ cells: chosen.slice(), mask: next });
      if (chosen.length < MAX_SIDE_CELLS) grow(i + 1, next);
      chosen.pop();
    }
  };
  grow(0, 0);
  return out;
}

function subsetsOfSize2or3(cells: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < cells.length; i++)
    for (let j = i + 1; j < cells.length; j++) {
      out.push([cells[i], cells[j]]);
      for (let k = j + 1; k < cells.length; k++) out.push([cells[i], cells[j], cells[k]]);
    }
  return out;
}

function scanSueDeCoq(state: LogicState, emit: Emit): void {
  const cands = state.candidates;
  const empty = (cells: readonly number[]) => cells.filter((c) => cands[c] !== 0);
  for (const box of BOXES) {
    for (const line of UNITS.slice(0, 18)) {
      const cross = line.cells.filter((c) => box.cells.includes(c));
      if (cross.length === 0) continue;
      const lineRest = empty(line.cells.filter((c) => !cross.includes(c)));
      const boxRest = empty(box.cells.filter((c) => !cross.includes(c)));
      for (const core of subsetsOfSize2or3(empty(cross))) {
        let coreMask = 0;
        for (const c of core) coreMask |= cands[c];
        if (popcount(coreMask) < core.length + 2) continue;
        const lineGroups = sideGroups(state, lineRest, coreMask);
        if (lineGroups.length === 0) continue;
        const boxGroups = sideGroups(state, boxRest, coreMask);
        for (const l of lineGroups) {
          for (const b of boxGroups) {
            if (l.mask & b.mask) continue;
            const all = coreMask | l.mask | b.mask;
            if (popcount(all) !== core.length + l.cells.length + b.cells.length) continue;
            const eliminations: Elimination[] = [];
            const lineDigits = all & ~b.mask;
            for (const cell of lineRest) {
              if (l.cells.includes(cell)) continue;
              for (const digit of digitsOf(cands[cell] & lineDigits))
                eliminations.push({ cell, digit });
            }
            const boxDigits = all & ~l.mask;
            for (const cell of boxRest) {
              if (b.cells.includes(cell)) continue;
              for (const digit of digitsOf(cands[cell] & boxDigits))
                eliminations.push({ cell, digit });
            }
            if (eliminations.length === 0) continue;
            eliminations.sort((x, y) => x.cell - y.cell || x.digit - y.digit);
            const step = makeStep(TechniqueId.SueDeCoq, {
              placements: [],
              eliminations,
              cells: [...core, ...l.cells, ...b.cells],
              units: [line.index, box.index],
              digits: digitsOf(all),
              explanation: `Sue de Coq: ${cellsText(core)}, where ${unitName(line)} crosses ${unitName(box)}, with ${cellsText(l.cells)} (${digitsOf(l.mask).join("/")}) of the ${line.kind} and ${cellsText(b.cells)} (${digitsOf(b.mask).join("/")}) of the box hold the ${popcount(all)} digits ${digitsOf(all).join("/")} in as many cells, each once; so ${eliminationsText(eliminations)}`,
            });
            if (emit(step)) return;
          }
        }
      }
    }
  }
}

/** Sue de Coq on two or three intersection cells. */
export const sueDeCoq = techniqueFromScan(TechniqueId.SueDeCoq, scanSueDeCoq);
