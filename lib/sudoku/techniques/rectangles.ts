/**
 * The rectangles the uniqueness techniques look at: four cells on two rows, two columns and
 * exactly two boxes. If all four could hold the same two digits x and y, x and y could swap
 * between them and the puzzle would have two solutions; Nonet puzzles have one.
 */
import { boxOf, rowOf } from "../grid";

/** Corners in reading order: a (r1c1), b (r1c2), c (r2c1), d (r2c2); a-d and b-c are diagonals. */
export type Corners = readonly [number, number, number, number];

function buildRectangles(): Corners[] {
  const out: Corners[] = [];
  for (let r1 = 0; r1 < 9; r1++) {
    for (let r2 = r1 + 1; r2 < 9; r2++) {
      for (let c1 = 0; c1 < 9; c1++) {
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          const sameBand = Math.floor(r1 / 3) === Math.floor(r2 / 3);
          if (sameBand === (Math.floor(c1 / 3) === Math.floor(c2 / 3))) continue;
          out.push([r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2]);
        }
      }
    }
  }
  return out;
}

/** Every rectangle over exactly two boxes (the only ones that can be deadly). */
export const RECTANGLES: readonly Corners[] = buildRectangles();

/** The corner diagonally opposite corner i (0-3). */
export const opposite = (i: number): number => 3 - i;

/** Whether two corners share a row or a column (a side of the rectangle, not a diagonal). */
export const sameSide = (i: number, j: number): boolean => i + j !== 3;

/** Indices 0-26 of the units two cells share. */
export function sharedUnits(p: number, q: number): number[] {
  const out: number[] = [];
  if (rowOf(p) === rowOf(q)) out.push(rowOf(p));
  if (p % 9 === q % 9) out.push(9 + (p % 9));
  if (boxOf(p) === boxOf(q)) out.push(18 + boxOf(p));
  return out;
}
