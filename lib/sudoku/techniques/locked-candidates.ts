/**
 * Locked candidates. Pointing: within a box a digit is confined to one row or column, so the
 * rest of that line loses it. Claiming: within a row or column a digit is confined to one box,
 * so the rest of that box loses it.
 */
import { bit } from "../digits";
import { BOXES, boxOf, COLUMNS, colOf, ROWS, rowOf, UNITS, unitName, type Unit } from "../grid";
import { eliminationsText, makeStep, TechniqueId, type Step } from "../step";
import { techniqueFromScan } from "./scan";
import type { LogicState, Technique } from "./state";

type LockedId = typeof TechniqueId.Pointing | typeof TechniqueId.Claiming;

/** Whether some cell of `target` outside `source` still has the digit bit. */
function hasOutside(state: LogicState, b: number, source: Unit, target: Unit): boolean {
  for (const cell of target.cells) {
    if (state.candidates[cell] & b && !source.cells.includes(cell)) return true;
  }
  return false;
}

function lockedStep(
  state: LogicState,
  technique: LockedId,
  digit: number,
  source: Unit,
  target: Unit,
): Step {
  const b = bit(digit);
  const cells = source.cells.filter((c) => state.candidates[c] & b);
  const eliminations = target.cells
    .filter((c) => state.candidates[c] & b && !source.cells.includes(c))
    .map((cell) => ({ cell, digit }));
  const name = technique === TechniqueId.Pointing ? "Pointing" : "Claiming";
  return makeStep(technique, {
    placements: [],
    eliminations,
    cells,
    units: [source.index, target.index],
    digits: [digit],
    explanation: `${name}: in ${unitName(source)}, ${digit} lies only in ${unitName(target)}, so ${eliminationsText(eliminations)}`,
  });
}

/** The only set bit's index, or -1 when the mask has none or several. */
const soleIndex = (mask: number): number =>
  mask && !(mask & (mask - 1)) ? 31 - Math.clz32(mask) : -1;

export const pointing: Technique = techniqueFromScan(TechniqueId.Pointing, (state, emit) => {
  for (const box of BOXES) {
    for (let digit = 1; digit <= 9; digit++) {
      const b = bit(digit);
      let rows = 0;
      let cols = 0;
      let count = 0;
      for (const cell of box.cells) {
        if (!(state.candidates[cell] & b)) continue;
        rows |= 1 << rowOf(cell);
        cols |= 1 << colOf(cell);
        count++;
      }
      if (count < 2) continue;
      const row = soleIndex(rows);
      const col = soleIndex(cols);
      const line = row >= 0 ? ROWS[row] : col >= 0 ? COLUMNS[col] : null;
      if (line && hasOutside(state, b, box, line)) {
        if (emit(lockedStep(state, TechniqueId.Pointing, digit, box, line))) return;
      }
    }
  }
});

export const claiming: Technique = techniqueFromScan(TechniqueId.Claiming, (state, emit) => {
  for (let u = 0; u < 18; u++) {
    const line = UNITS[u];
    for (let digit = 1; digit <= 9; digit++) {
      const b = bit(digit);
      let boxes = 0;
      let count = 0;
      for (const cell of line.cells) {
        if (!(state.candidates[cell] & b)) continue;
        boxes |= 1 << boxOf(cell);
        count++;
      }
      if (count < 2) continue;
      const box = soleIndex(boxes);
      if (box >= 0 && hasOutside(state, b, line, BOXES[box])) {
        if (emit(lockedStep(state, TechniqueId.Claiming, digit, line, BOXES[box]))) return;
      }
    }
  }
});
