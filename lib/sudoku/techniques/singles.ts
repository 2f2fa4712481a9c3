/**
 * Singles: full house, naked single, hidden single. They place digits; everything else only
 * removes candidates.
 */
import { ALL_DIGITS_MASK, bit, firstDigit, popcount } from "../digits";
import { BOXES, cellName, COLUMNS, PEERS, ROWS, UNITS, unitName, type Unit } from "../grid";
import { makeStep, TechniqueId, type Step } from "../step";
import type { LogicState, Technique } from "./state";

/** The last empty cell of a unit takes the one digit the unit is missing. */
export const fullHouse: Technique = {
  id: TechniqueId.FullHouse,
  find(state: LogicState): Step | null {
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
      return makeStep(TechniqueId.FullHouse, {
        placements: [{ cell: empty, digit }],
        eliminations: [],
        cells: [empty],
        units: [unit.index],
        digits: [digit],
        explanation: `Full house: ${cellName(empty)} is the last empty cell in ${unitName(unit)}, so it is ${digit}`,
      });
    }
    return null;
  },
};

/** A cell with one candidate left. */
export const nakedSingle: Technique = {
  id: TechniqueId.NakedSingle,
  find(state: LogicState): Step | null {
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
      return makeStep(TechniqueId.NakedSingle, {
        placements: [{ cell, digit }],
        eliminations: [],
        cells: [cell],
        units: [],
        digits: [digit],
        explanation: `Naked single: ${cellName(cell)} can only be ${digit}, ${why}`,
      });
    }
    return null;
  },
};

// Boxes first: that is where players look for hidden singles first.
const HIDDEN_SINGLE_UNITS: readonly Unit[] = [...BOXES, ...ROWS, ...COLUMNS];

/** A digit with one possible cell left in a unit. */
export const hiddenSingle: Technique = {
  id: TechniqueId.HiddenSingle,
  find(state: LogicState): Step | null {
    for (const unit of HIDDEN_SINGLE_UNITS) {
      let once = 0;
      let twice = 0;
      for (const cell of unit.cells) {
        const m = state.candidates[cell];
        twice |= once & m;
        once |= m;
      }
      const single = once & ~twice;
      if (!single) continue;
      const digit = firstDigit(single);
      const b = bit(digit);
      const cell = unit.cells.find((c) => state.candidates[c] & b);
      if (cell === undefined) continue;
      return makeStep(TechniqueId.HiddenSingle, {
        placements: [{ cell, digit }],
        eliminations: [],
        cells: [cell],
        units: [unit.index],
        digits: [digit],
        explanation: `Hidden single: ${digit} can only go in ${cellName(cell)} within ${unitName(unit)}`,
      });
    }
    return null;
  },
};
