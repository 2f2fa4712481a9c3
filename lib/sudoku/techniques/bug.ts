/**
 * BUG+1 (bivalue universal grave plus one), and BUG+n. A "BUG" is a position
 * where every empty cell holds two candidates and every digit fits exactly twice in each unit
 * it is open in: such a position never has exactly one solution. The puzzle has one, so the
 * candidates that spoil the grave (the extras) cannot all be false:
 * - one cell holds extras (BUG+1): that cell is one of its extras; with one extra (the usual
 *   three-candidate cell) it is that digit, and its two grave digits leave it either way;
 * - several cells hold extras (BUG+n): one extra is true, so a candidate every extra would
 *   rule out is false (the cells seeing them all, when they share one extra digit).
 * Sound for any choice of extras that leaves a grave: were no extra true, the solution would
 * lie in the grave, which would then hold a second one.
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

/** Most grave choices (pairs kept per extra cell, multiplied) tried before giving up. */
const MAX_GRAVE_CHOICES = 256;

/** Every way to keep two candidates in each cell: lists of kept masks, one per cell. */
function graveChoices(cands: readonly number[], cells: readonly number[]): number[][] {
  let choices: number[][] = [[]];
  for (const cell of cells) {
    const digits = digitsOf(cands[cell]);
    const pairs = digits.flatMap((x, i) => digits.slice(i + 1).map((y) => bit(x) | bit(y)));
    choices = choices.flatMap((kept) => pairs.map((pair) => [...kept, pair]));
    if (choices.length > MAX_GRAVE_CHOICES) return [];
  }
  return choices;
}

/** Whether candidate (cell, digit) is false whenever extra candidate `e` is true. */
const excludedBy = (cell: number, digit: number, e: Elimination): boolean =>
  e.cell === cell ? e.digit !== digit : e.digit === digit && isPeer(e.cell, cell);

/**
 * Several cells with extras: for each way of keeping two candidates per cell that leaves a
 * grave, one of the extras (the candidates not kept) is true. A candidate that every extra
 * would rule out (another digit in an extra's cell, or an extra's digit in a cell seeing it)
 * is false: with one extra digit in all, the cells seeing every extra cell lose it; with
 * several, say 3 in r1c1 and 9 in r1c5, r1c5 loses 3.
 */
function bugPlusNSteps(state: LogicState, cands: number[], cells: readonly number[]): Step[] {
  const steps: Step[] = [];
  for (const kept of graveChoices(cands, cells)) {
    const saved = cells.map((c) => cands[c]);
    cells.forEach((c, i) => (cands[c] = kept[i]));
    const grave = isGrave(cands);
    cells.forEach((c, i) => (cands[c] = saved[i]));
    if (!grave) continue;
    const extras: Elimination[] = cells.flatMap((cell, i) =>
      digitsOf(cands[cell] & ~kept[i]).map((digit) => ({ cell, digit })),
    );
    const eliminations: Elimination[] = [];
    for (let cell = 0; cell < 81; cell++) {
      for (const digit of digitsOf(state.candidates[cell])) {
        if (extras.some((e) => e.cell === cell && e.digit === digit)) continue;
        if (extras.every((e) => excludedBy(cell, digit, e))) eliminations.push({ cell, digit });
      }
    }
    if (eliminations.length === 0) continue;
    const extraDigits = [...new Set(extras.map((e) => e.digit))].sort((x, y) => x - y);
    const perCell = cells.map((cell, i) => ({
      name: cellName(cell),
      digits: digitsOf(cands[cell] & ~kept[i]).map(String),
    }));
    const without =
      extraDigits.length === 1
        ? `${extraDigits[0]} in ${cellsText(cells)}`
        : listText(perCell.map((c) => `${listText(c.digits)} in ${c.name}`));
    const verdict =
      extraDigits.length === 1
        ? `one of them is ${extraDigits[0]}`
        : listText(
            perCell.map((c) => `${c.name} is ${listText(c.digits, "or")}`),
            "or",
          );
    steps.push(
      makeStep(TechniqueId.BugPlusOne, {
        placements: [],
        eliminations,
        cells: [...cells],
        units: [],
        digits: extraDigits,
        explanation: `BUG+${extras.length}: every other empty cell holds two candidates, and without ${without} every digit would fit exactly twice in each unit, a grave with no single solution; because the puzzle has one solution, ${verdict}, so ${eliminationsText(eliminations)}`,
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
