/**
 * Singles: full house, naked single, hidden single. They place digits; everything else only
 * removes candidates.
 */
import { ALL_DIGITS_MASK, bit, firstDigit, popcount } from "../digits";
import { BOXES, cellName, COLUMNS, PEERS, ROWS, UNITS, unitName, type Unit } from "../grid";
import { makeStep, TechniqueId } from "../step";
import { techniqueFromScan } from "./scan";
import type { Technique } from "./state";

/** The last empty cell of a unit takes the one digit the unit is missing. */
export const fullHouse: Technique = techniqueFromScan(TechniqueId.FullHouse, (state, emit) => {
  for (const unit of UNITS) {
    let empty = -1;
    let emptyCount = 0;
    let used = 0;
    for (const cell of unit.cells) {
      const v = state.values[cell];
      if (v) used |= bit(v);
      else {
        empty = cell;
        emptyCount++;
      }
    }
    if (emptyCount !== 1) continue;
    const missing = ALL_DIGITS_MASK & ~used;
    // A broken state (wrong digits on the board) may leave no or several digits: not a full house.
    if (popcount(missing) !== 1 || !(state.candidates[empty] & missing)) continue;
    const digit = firstDigit(missing);
    const step = makeStep(TechniqueId.FullHouse, {
      placements: [{ cell: empty, digit }],
      eliminations: [],
      cells: [empty],
      units: [unit.index],
      digits: [digit],
      explanation: `Full house: ${cellName(empty)} is the last empty cell in ${unitName(unit)}, so it is ${digit}`,
    });
    if (emit(step)) return;
  }
});

/** A cell with one candidate left. */
export const nakedSingle: Technique = techniqueFromScan(TechniqueId.NakedSingle, (state, emit) => {
  for (let cell = 0; cell < 81; cell++) {
    const mask = state.candidates[cell];
    if (state.values[cell] || popcount(mask) !== 1) continue;
    const digit = firstDigit(mask);
    // Say why truthfully: earlier steps may have removed candidates the peers do not explain.
    let seen = 0;
    for (const peer of PEERS[cell]) if (state.values[peer]) seen |= bit(state.values[peer]);
    const why =
      popcount(ALL_DIGITS_MASK & ~seen) === 1
        ? "every other digit is already in its row, column or box"
        : "every other candidate has been ruled out";
    const step = makeStep(TechniqueId.NakedSingle, {
      placements: [{ cell, digit }],
      eliminations: [],
      cells: [cell],
      units: [],
      digits: [digit],
      explanation: `Naked single: ${cellName(cell)} can only be ${digit}, ${why}`,
    });
    if (emit(step)) return;
  }
});

// Boxes first: that is where players look for hidden singles first.
const HIDDEN_SINGLE_UNITS: readonly Unit[] = [...BOXES, ...ROWS, ...COLUMNS];

/** A digit with one possible cell left in a unit. */
export const hiddenSingle: Technique = techniqueFromScan(
  TechniqueId.HiddenSingle,
  (state, emit) => {
    for (const unit of HIDDEN_SINGLE_UNITS) {
      let once = 0;
      let twice = 0;
      for (const cell of unit.cells) {
        const m = state.candidates[cell];
        twice |= once & m;
        once |= m;
      }
      const single = once & ~twice;
      for (let rest = single; rest; rest &= rest - 1) {
        const digit = firstDigit(rest);
        const b = bit(digit);
        const cell = unit.cells.find((c) => state.candidates[c] & b);
        if (cell === undefined) continue;
        const step = makeStep(TechniqueId.HiddenSingle, {
          placements: [{ cell, digit }],
          eliminations: [],
          cells: [cell],
          units: [unit.index],
          digits: [digit],
          explanation: `Hidden single: ${digit} can only go in ${cellName(cell)} within ${unitName(unit)}`,
        });
        if (emit(step)) return;
      }
    }
  },
);
