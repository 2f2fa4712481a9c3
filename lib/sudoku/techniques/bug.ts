/**
 * BUG+1 (bivalue universal grave plus one). When every empty cell holds two candidates except
 * one cell with three, and each digit fits exactly twice in every unit except that cell's
 * extra digit, which fits three times in its row, column and box: without that digit in that
 * cell the grid would be a "BUG", which always has two solutions (or none). The puzzle has
 * one, so the cell takes that digit.
 */
import { bit, digitsOf, popcount } from "../digits";
import { cellName, UNITS_OF, UNITS } from "../grid";
import { makeStep, TechniqueId, type Step } from "../step";
import { techniqueFromAll, type LogicState } from "./state";

function findBugPlusOne(state: LogicState): Step[] {
  const cands = state.candidates;
  let triple = -1;
  for (let cell = 0; cell < 81; cell++) {
    const n = popcount(cands[cell]);
    if (state.values[cell] || n === 2) continue;
    if (n !== 3 || triple >= 0) return [];
    triple = cell;
  }
  if (triple < 0) return [];
  // The extra digit is the one seen three times in the cell's units; the others, twice.
  const extra = digitsOf(cands[triple]).filter((d) =>
    UNITS_OF[triple].every((unit) => unit.cells.filter((c) => cands[c] & bit(d)).length === 3),
  );
  if (extra.length !== 1) return [];
  const [digit] = extra;
  for (const unit of UNITS) {
    for (let d = 1; d <= 9; d++) {
      const count = unit.cells.filter((c) => cands[c] & bit(d)).length;
      const allowed = d === digit && unit.cells.includes(triple) ? 3 : 2;
      if (count !== 0 && count !== allowed) return [];
    }
  }
  return [
    makeStep(TechniqueId.BugPlusOne, {
      placements: [{ cell: triple, digit }],
      eliminations: [],
      cells: [triple],
      units: [],
      digits: [digit],
      explanation: `BUG+1: every other empty cell holds two candidates and every digit fits twice in each unit, except ${digit} three times around ${cellName(triple)}; because the puzzle has one solution, ${cellName(triple)} is ${digit}`,
    }),
  ];
}

export const bugPlusOne = techniqueFromAll(TechniqueId.BugPlusOne, findBugPlusOne);
