/**
 * Basic fish on one digit: X-wing (2), Swordfish (3), Jellyfish (4).
 *
 * If in k rows a digit fits only within the same k columns, those rows place it once in each
 * of those columns, so the columns' other cells lose it (and the same with rows and columns
 * swapped).
 */
import { bit, popcount } from "../digits";
import { COLUMNS, ROWS } from "../grid";
import { eliminationsText, listText, makeStep, type Elimination, type TechniqueId } from "../step";
import { techniqueFromScan } from "./scan";
import { lockedSets, type Technique } from "./state";

/** The cell at position k of a base line: a row when `byRows`, else a column. */
const cellAt = (byRows: boolean, line: number, k: number): number =>
  byRows ? line * 9 + k : k * 9 + line;

function fish(size: 2 | 3 | 4, id: TechniqueId, label: string): Technique {
  return techniqueFromScan(id, (state, emit) => {
    const cands = state.candidates;
    const lines: number[] = [];
    const positions: number[] = [];
    for (let digit = 1; digit <= 9; digit++) {
      const b = bit(digit);
      for (const byRows of [true, false]) {
        // Base lines and, for each, the bit set of cover positions (0-8) where the digit fits.
        lines.length = 0;
        positions.length = 0;
        for (let line = 0; line < 9; line++) {
          let where = 0;
          for (let k = 0; k < 9; k++) if (cands[cellAt(byRows, line, k)] & b) where |= 1 << k;
          const n = popcount(where);
          if (n >= 2 && n <= size) {
            lines.push(line);
            positions.push(where);
          }
        }
        if (lines.length < size) continue;
        for (const chosen of lockedSets(positions, size)) {
          const base = chosen.map((i) => lines[i]);
          let cover = 0;
          for (const i of chosen) cover |= positions[i];
          const eliminations: Elimination[] = [];
          const coverLines: number[] = [];
          for (let k = 0; k < 9; k++) {
            if (!(cover & (1 << k))) continue;
            coverLines.push(k);
            for (let other = 0; other < 9; other++) {
              if (base.includes(other)) continue;
              const cell = cellAt(byRows, other, k);
              if (cands[cell] & b) eliminations.push({ cell, digit });
            }
          }
          if (eliminations.length === 0) continue;
          eliminations.sort((x, y) => x.cell - y.cell);
          const cells: number[] = [];
          for (const line of base) {
            for (const k of coverLines)
              if (cands[cellAt(byRows, line, k)] & b) cells.push(cellAt(byRows, line, k));
          }
          const baseWord = byRows ? "rows" : "columns";
          const coverWord = byRows ? "columns" : "rows";
          const nums = (xs: readonly number[]) => listText(xs.map((x) => String(x + 1)));
          const step = makeStep(id, {
            placements: [],
            eliminations,
            cells: cells.sort((x, y) => x - y),
            units: [
              ...base.map((l) => (byRows ? ROWS : COLUMNS)[l].index),
              ...coverLines.map((l) => (byRows ? COLUMNS : ROWS)[l].index),
            ],
            digits: [digit],
            explanation: `${label} on ${digit} in ${baseWord} ${nums(base)} (${coverWord} ${nums(coverLines)}): ${eliminationsText(eliminations)}`,
          });
          if (emit(step)) return;
        }
      }
    }
  });
}

export const xWing = fish(2, "x-wing", "X-wing");
export const swordfish = fish(3, "swordfish", "Swordfish");
export const jellyfish = fish(4, "jellyfish", "Jellyfish");
