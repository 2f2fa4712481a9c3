/**
 * Sue de Coq: two or three empty cells C where a row or column crosses a box, holding at least
 * two digits more than cells, completed by cells L of the rest of the line and cells B of the
 * rest of the box (the intersection's third cell may serve either side), where L and B share no
 * digit of C and the cells of C, L and B hold exactly as many digits as there are cells, a
 * digit outside C found in both L and B counting twice.
 *
 * A digit of L can only go in C or L (all in the line), one of B only in C or B (all in the
 * box), and the other digits of C only in C: each digit fits at most once (a digit of both L
 * and B at most once on each side), and as there are as many such places as cells, each is
 * used. So the digits of C and L that B lacks, and those of both sides, are removed from the
 * rest of the line; those of C and B that L lacks, and those of both sides, from the rest of
 * the box.
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
    const lineOpen = [...empty(lineAll), ...open];
    const boxOpen = [...empty(boxAll), ...open];
    for (const core of subsetsOfSize2or3(open)) {
      let coreMask = 0;
      for (const c of core) coreMask |= cands[c];
      if (popcount(coreMask) < core.length + 2) continue;
      // The intersection cells left out of C lie in both units: either side may use them.
      const lineRest = lineOpen.filter((c) => !core.includes(c));
      const boxRest = boxOpen.filter((c) => !core.includes(c));
      const lineGroups = sideGroups(state, lineRest).filter((g) => spendsCore(g, coreMask));
      if (lineGroups.length === 0) continue;
      const boxGroups = sideGroups(state, boxRest).filter((g) => spendsCore(g, coreMask));
      for (const l of lineGroups) {
        for (const b of boxGroups) {
          const shared = l.mask & b.mask;
          if (shared & coreMask) continue;
          if (b.cells.some((c) => l.cells.includes(c))) continue;
          const all = coreMask | l.mask | b.mask;
          const cellCount = core.length + l.cells.length + b.cells.length;
          if (popcount(all) + popcount(shared) !== cellCount) continue;
          const eliminations: Elimination[] = [];
          const lineDigits = (all & ~b.mask) | shared;
          for (const cell of lineRest) {
            if (l.cells.includes(cell)) continue;
            for (const digit of digitsOf(cands[cell] & lineDigits))
              eliminations.push({ cell, digit });
          }
          const boxDigits = (all & ~l.mask) | shared;
          for (const cell of boxRest) {
            if (b.cells.includes(cell)) continue;
            for (const digit of digitsOf(cands[cell] & boxDigits))
              if (!eliminations.some((x) => x.cell === cell && x.digit === digit))
                eliminations.push({ cell, digit });
          }
          if (eliminations.length === 0) continue;
          eliminations.sort((x, y) => x.cell - y.cell || x.digit - y.digit);
          // A digit of both sides fills one cell of each, so the cells outnumber the digits.
          const fill =
            shared === 0
              ? "in as many cells, each once"
              : `in ${cellCount} cells, each once but ${digitsOf(shared).join("/")} once on each side`;
          const step = makeStep(TechniqueId.SueDeCoq, {
            placements: [],
            eliminations,
            cells: [...core, ...l.cells, ...b.cells],
            units: [line.index, box.index],
            digits: digitsOf(all),
            explanation: `Sue de Coq: ${cellsText(core)}, where ${unitName(line)} crosses ${unitName(box)}, with ${cellsText(l.cells)} (${digitsOf(l.mask).join("/")}) of the ${line.kind} and ${cellsText(b.cells)} (${digitsOf(b.mask).join("/")}) of the box hold the ${popcount(all)} digits ${digitsOf(all).join("/")} ${fill}; so ${eliminationsText(eliminations)}`,
          });
          if (emit(step)) return;
        }
      }
    }
  }
}

/** Sue de Coq on two or three intersection cells. */
export const sueDeCoq = techniqueFromScan(TechniqueId.SueDeCoq, scanSueDeCoq);
