/**
 * Basic fish on one digit: X-wing (2), Swordfish (3), Jellyfish (4).
 *
 * If in k rows a digit fits only within the same k columns, those rows place it once in each
 * of those columns, so the columns' other cells lose it (and the same with rows and columns
 * swapped).
 */
import { bit, popcount } from "../digits";
import { COLUMNS, ROWS } from "../grid";
import {
  eliminationsText,
  listText,
  makeStep,
  TechniqueId,
  type Elimination,
  type Step,
} from "../step";
import { forEachCombination, type LogicState, type Technique } from "./state";

function fish(size: 2 | 3 | 4, id: TechniqueId, label: string): Technique {
  return {
    id,
    find(state: LogicState): Step | null {
      for (let digit = 1; digit <= 9; digit++) {
        const b = bit(digit);
        for (const byRows of [true, false]) {
          // Base lines and, for each, the bit set of cover positions (0-8) where the digit fits.
          const lines: number[] = [];
          const positions: number[] = new Array<number>(9).fill(0);
          for (let line = 0; line < 9; line++) {
            let where = 0;
            for (let k = 0; k < 9; k++) {
              const cell = byRows ? line * 9 + k : k * 9 + line;
              if (state.candidates[cell] & b) where |= 1 << k;
            }
            positions[line] = where;
            const n = popcount(where);
            if (n >= 2 && n <= size) lines.push(line);
          }
          if (lines.length < size) continue;
          let found = null as Step | null;
          forEachCombination(lines, size, (base) => {
            let cover = 0;
            for (const line of base) cover |= positions[line];
            if (popcount(cover) !== size) return false;
            const eliminations: Elimination[] = [];
            const coverLines: number[] = [];
            for (let k = 0; k < 9; k++) {
              if (!(cover & (1 << k))) continue;
              coverLines.push(k);
              for (let other = 0; other < 9; other++) {
                if (base.includes(other)) continue;
                const cell = byRows ? other * 9 + k : k * 9 + other;
                if (state.candidates[cell] & b) eliminations.push({ cell, digit });
              }
            }
            if (eliminations.length === 0) return false;
            eliminations.sort((x, y) => x.cell - y.cell);
            const cells: number[] = [];
            for (const line of base) {
              for (const k of coverLines) {
                const cell = byRows ? line * 9 + k : k * 9 + line;
                if (state.candidates[cell] & b) cells.push(cell);
              }
            }
            const baseWord = byRows ? "rows" : "columns";
            const coverWord = byRows ? "columns" : "rows";
            const nums = (xs: readonly number[]) => listText(xs.map((x) => String(x + 1)));
            found = {
              ...makeStep(id, {
                placements: [],
                eliminations,
                cells: cells.sort((x, y) => x - y),
                units: [
                  ...base.map((l) => (byRows ? ROWS : COLUMNS)[l].index),
                  ...coverLines.map((l) => (byRows ? COLUMNS : ROWS)[l].index),
                ],
                digits: [digit],
                explanation: `${label} on ${digit} in ${baseWord} ${nums(base)} (${coverWord} ${nums(coverLines)}): ${eliminationsText(eliminations)}`,
              }),
            };
            return true;
          });
          if (found) return found;
        }
      }
      return null;
    },
  };
}

export const xWing = fish(2, TechniqueId.XWing, "X-wing");
export const swordfish = fish(3, TechniqueId.Swordfish, "Swordfish");
export const jellyfish = fish(4, TechniqueId.Jellyfish, "Jellyfish");
