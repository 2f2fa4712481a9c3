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
import { BOXES, UNITS, unitName, type Unit } from "../grid";
import { cellsText, eliminationsText, makeStep, TechniqueId, type Elimination } from "../step";
import { techniqueFromScan, type Emit } from "./als";
import type { LogicState } from "./state";

/** Cells taken from the rest of the line or of the box; the intersection has three. */
const MAX_SIDE_CELLS = 3;

interface Group {
  cells: number[];
  mask: number;
}

/** Where a row or column crosses a box: the shared cells and the rest of each unit. */
interface Intersection {
  line: Unit;
  box: Unit;
  cross: readonly number[];
  lineRest: readonly number[];
  boxRest: readonly number[];
}

const INTERSECTIONS: readonly Intersection[] = BOXES.flatMap((box) =>
  UNITS.slice(0, 18).flatMap((line) => {
    const cross = line.cells.filter((c) => box.cells.includes(c));
    if (cross.length === 0) return [];
    const lineRest = line.cells.filter((c) => !cross.includes(c));
    const boxRest = box.cells.filter((c) => !cross.includes(c));
    return [{ line, box, cross, lineRest, boxRest }];
  }),
);

/** Every non-empty choice of up to MAX_SIDE_CELLS cells, with their candidates. */
function sideGroups(state: LogicState, cells: readonly number[]): Group[] {
  const out: Group[] = [];
  const chosen: number[] = [];
  const grow = (start: number, mask: number): void => {
    for (let i = start; i < cells.length; i++) {
      const next = mask | state.candidates[cells[i]];
      chosen.push(cells[i]);
      out.push({ cells: chosen.slice(), mask: next });
      if (chosen.length < MAX_SIDE_CELLS) grow(i + 1, next);
      chosen.pop();
    }
  };
  grow(0, 0);
  return out;
}

/** Each side cell must spend one of C's digits, or C could not lose its extra two. */
const spendsCore = (group: Group, core: number): boolean =>
  popcount(group.mask & ~core) < group.cells.length;

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
  for (const { line, box, cross, lineRest: lineAll, boxRest: boxAll } of INTERSECTIONS) {
    const open = empty(cross);
    if (open.length < 2) continue;
    let openMask = 0;
    for (const c of open) openMask |= cands[c];
    if (popcount(openMask) < 4) continue;
    const lineRest = empty(lineAll);
    const boxRest = empty(boxAll);
    if (lineRest.length === 0 || boxRest.length === 0) continue;
    const lineAllGroups = sideGroups(state, lineRest);
    const boxAllGroups = sideGroups(state, boxRest);
    for (const core of subsetsOfSize2or3(open)) {
      let coreMask = 0;
      for (const c of core) coreMask |= cands[c];
      if (popcount(coreMask) < core.length + 2) continue;
      const lineGroups = lineAllGroups.filter((g) => spendsCore(g, coreMask));
      if (lineGroups.length === 0) continue;
      const boxGroups = boxAllGroups.filter((g) => spendsCore(g, coreMask));
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

/** Sue de Coq on two or three intersection cells. */
export const sueDeCoq = techniqueFromScan(TechniqueId.SueDeCoq, scanSueDeCoq);
