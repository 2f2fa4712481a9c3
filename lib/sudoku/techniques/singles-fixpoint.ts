/**
 * Singles to their fixpoint, without steps: the generator's fast path and the inside of a
 * forcing net with techniques.
 */
import { bit, firstDigit, popcount } from "../digits";
import { UNITS } from "../grid";
import { place, type LogicState } from "./state";

/**
 * Places every naked and hidden single until none is left, without building steps: the
 * generator's fast path. The singles' fixpoint does not depend on the order they are found in,
 * so what follows matches the step-by-step solver. Returns false on a contradiction.
 */
export function propagateSingles(state: LogicState): boolean {
  const { values, candidates } = state;
  let changed = true;
  while (changed) {
    changed = false;
    for (let cell = 0; cell < 81; cell++) {
      if (values[cell]) continue;
      const mask = candidates[cell];
      if (mask === 0) return false;
      if (popcount(mask) === 1) {
        place(state, cell, firstDigit(mask));
        changed = true;
      }
    }
    for (let u = 0; u < 27; u++) {
      const cells = UNITS[u].cells;
      let once = 0;
      let twice = 0;
      let placed = 0;
      for (let k = 0; k < 9; k++) {
        const cell = cells[k];
        const m = candidates[cell];
        twice |= once & m;
        once |= m;
        if (values[cell]) placed |= bit(values[cell]);
      }
      if ((once | placed) !== 0x1ff) return false;
      let single = once & ~twice;
      while (single) {
        const b = single & -single;
        single ^= b;
        for (let k = 0; k < 9; k++) {
          const cell = cells[k];
          if (candidates[cell] & b) {
            place(state, cell, firstDigit(b));
            changed = true;
            break;
          }
        }
      }
    }
  }
  return true;
}
