/**
 * Locked candidates. Pointing: within a box a digit is confined to one row or column, so the
 * rest of that line loses it. Claiming: within a row or column a digit is confined to one box,
 * so the rest of that box loses it.
 */
import { bit } from "../digits";
import { BOXES, boxOf, COLUMNS, colOf, ROWS, rowOf, UNITS, unitName, type Unit } from "../grid";
import { eliminationsText, makeStep, TechniqueId, type Step } from "../step";
import { cellsWithBit, type LogicState, type Technique } from "./state";

/** Removes `digit` from the cells of `target` outside `inside`, as a step, or null if none. */
function lockedStep(
  state: LogicState,
  technique: typeof TechniqueId.Pointing | typeof TechniqueId.Claiming,
  digit: number,
  source: Unit,
  target: Unit,
  cells: number[],
): Step | null {
  const b = bit(digit);
  const eliminations = target.cells
    .filter((c) => state.candidates[c] & b && !cells.includes(c))
    .map((cell) => ({ cell, digit }));
  if (eliminations.length === 0) return null;
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

export const pointing: Technique = {
  id: TechniqueId.Pointing,
  find(state: LogicState): Step | null {
    for (const box of BOXES) {
      for (let digit = 1; digit <= 9; digit++) {
        const cells = cellsWithBit(state, box.cells, bit(digit));
        if (cells.length < 2) continue;
        const row = rowOf(cells[0]);
        const col = colOf(cells[0]);
        const line = cells.every((c) => rowOf(c) === row)
          ? ROWS[row]
          : cells.every((c) => colOf(c) === col)
            ? COLUMNS[col]
            : null;
        if (!line) continue;
        const step = lockedStep(state, TechniqueId.Pointing, digit, box, line, cells);
        if (step) return step;
      }
    }
    return null;
  },
};

export const claiming: Technique = {
  id: TechniqueId.Claiming,
  find(state: LogicState): Step | null {
    for (const line of UNITS.slice(0, 18)) {
      for (let digit = 1; digit <= 9; digit++) {
        const cells = cellsWithBit(state, line.cells, bit(digit));
        if (cells.length < 2) continue;
        const box = boxOf(cells[0]);
        if (!cells.every((c) => boxOf(c) === box)) continue;
        const step = lockedStep(state, TechniqueId.Claiming, digit, line, BOXES[box], cells);
        if (step) return step;
      }
    }
    return null;
  },
};
