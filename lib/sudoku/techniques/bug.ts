/**
 * BUG+1 (bivalue universal grave plus one), and BUG+n on one digit. A "BUG" is a position
 * where every empty cell holds two candidates and every digit fits exactly twice in each unit
 * it is open in: such a position never has exactly one solution. The puzzle has one, so the
 * candidates that spoil the grave (the extras) cannot all be false:
 * - one cell holds extras (BUG+1): that cell is one of its extras; with one extra (the usual
 *   three-candidate cell) it is that digit, and its two grave digits leave it either way;
 * - several three-candidate cells hold the same extra digit (BUG+n): one of them is that
 *   digit, so every cell seeing them all loses it.
 */
import { bit, digitsOf, popcount } from "../digits";
import { cellName, isPeer, UNITS } from "../grid";
import {
  cellsText,
  eliminationsText,
  listText,
  makeStep,
  TechniqueId,
  type Elimination,
  type Step,
} from "../step";
import { techniqueFromAll, type LogicState } from "./state";

/** How many cells beyond the grave are looked at (BUG+n with more is rare and slow). */
const MAX_EXTRA_CELLS = 4;

/** Whether the candidates form a grave: every digit open 0 or 2 times in every unit. */
function isGrave(cands: readonly number[]): boolean {
  for (const unit of UNITS) {
    // Two bit-planes count to three per digit: once, twice, more.
    let once = 0;
    let twice = 0;
    let more = 0;
    for (const c of unit.cells) {
      const m = cands[c];
      more |= twice & m;
      twice |= once & m;
      once |= m;
    }
    if (more || once !== twice) return false;
  }
  return true;
}

/** One cell with more than two candidates: the two grave digits that leave a grave, if any. */
function bugPlusOneSteps(cands: number[], cell: number): Step[] {
  const mask = cands[cell];
  const steps: Step[] = [];
  for (const kept of digitsOf(mask).flatMap((x, i, all) => all.slice(i + 1).map((y) => [x, y]))) {
    const graveMask = bit(kept[0]) | bit(kept[1]);
    cands[cell] = graveMask;
    const grave = isGrave(cands);
    cands[cell] = mask;
    if (!grave) continue;
    const extras = digitsOf(mask & ~graveMask);
    const eliminations: Elimination[] = kept.map((digit) => ({ cell, digit }));
    const name = cellName(cell);
    const placements = extras.length === 1 ? [{ cell, digit: extras[0] }] : [];
    const verdict =
      extras.length === 1
        ? `${name} is ${extras[0]}, not ${listText(kept.map(String), "or")}`
        : `${name} is ${listText(extras.map(String), "or")}: ${eliminationsText(eliminations)}`;
    steps.push(
      makeStep(TechniqueId.BugPlusOne, {
        placements,
        eliminations,
        cells: [cell],
        units: [],
        digits: extras,
        explanation: `BUG+1: every other empty cell holds two candidates, and without ${listText(extras.map(String))} in ${name} every digit would fit exactly twice in each unit, a grave with no single solution; because the puzzle has one solution, ${verdict}`,
      }),
    );
  }
  return steps;
}

/** Several three-candidate cells: the one digit they all hold whose removal leaves a grave. */
function bugPlusNSteps(state: LogicState, cands: number[], cells: readonly number[]): Step[] {
  if (!cells.every((c) => popcount(cands[c]) === 3)) return [];
  let common = 0x1ff;
  for (const c of cells) common &= cands[c];
  const steps: Step[] = [];
  for (const digit of digitsOf(common)) {
    const saved = cells.map((c) => cands[c]);
    for (const c of cells) cands[c] &= ~bit(digit);
    const grave = isGrave(cands);
    cells.forEach((c, i) => (cands[c] = saved[i]));
    if (!grave) continue;
    const eliminations: Elimination[] = [];
    for (let cell = 0; cell < 81; cell++) {
      if (!(state.candidates[cell] & bit(digit)) || cells.includes(cell)) continue;
      if (cells.every((c) => isPeer(c, cell))) eliminations.push({ cell, digit });
    }
    if (eliminations.length === 0) continue;
    steps.push(
      makeStep(TechniqueId.BugPlusOne, {
        placements: [],
        eliminations,
        cells: [...cells],
        units: [],
        digits: [digit],
        explanation: `BUG+${cells.length}: every other empty cell holds two candidates, and without ${digit} in ${cellsText(cells)} every digit would fit exactly twice in each unit, a grave with no single solution; because the puzzle has one solution, one of them is ${digit}, so ${eliminationsText(eliminations)}`,
      }),
    );
  }
  return steps;
}

function findBug(state: LogicState): Step[] {
  const cands = state.candidates.slice();
  const extraCells: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    const n = popcount(cands[cell]);
    if (state.values[cell] || n === 2) continue;
    if (n < 2 || extraCells.length === MAX_EXTRA_CELLS) return [];
    extraCells.push(cell);
  }
  if (extraCells.length === 0) return [];
  if (extraCells.length === 1) return bugPlusOneSteps(cands, extraCells[0]);
  return bugPlusNSteps(state, cands, extraCells);
}

export const bugPlusOne = techniqueFromAll(TechniqueId.BugPlusOne, findBug);
