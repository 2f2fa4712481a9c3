/**
 * Cell sets as three 27-bit words (one per band), the fish search's representation: a set
 * fits in three integers, so the hot search allocates nothing. Tables of every unit's cells,
 * every cell's peers and every cell's three units, built once.
 */
import { boxOf, colOf, PEERS, rowOf, UNITS } from "../grid";

/** Cells of each unit, three words per unit. */
export const UNIT_SET = new Int32Array(27 * 3);
/** Peers of each cell, three words per cell. */
export const PEER_SET = new Int32Array(81 * 3);
/** The three units (row, column, box) of each cell, as unit indices 0-26. */
export const CELL_UNITS = new Int32Array(81 * 3);
/** The same three units of each cell as one 27-bit mask. */
export const CELL_UNIT_MASK = new Int32Array(81);

for (const unit of UNITS) {
  for (const cell of unit.cells) UNIT_SET[unit.index * 3 + ((cell / 27) | 0)] |= 1 << (cell % 27);
}
for (let cell = 0; cell < 81; cell++) {
  for (const peer of PEERS[cell]) PEER_SET[cell * 3 + ((peer / 27) | 0)] |= 1 << (peer % 27);
  CELL_UNITS[cell * 3] = rowOf(cell);
  CELL_UNITS[cell * 3 + 1] = 9 + colOf(cell);
  CELL_UNITS[cell * 3 + 2] = 18 + boxOf(cell);
  CELL_UNIT_MASK[cell] = (1 << rowOf(cell)) | (1 << (9 + colOf(cell))) | (1 << (18 + boxOf(cell)));
}

/** Set bits of a 32-bit word. */
export function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The cells of a three-word set, ascending. */
export function cellsOf(w0: number, w1: number, w2: number): number[] {
  const out: number[] = [];
  const words = [w0, w1, w2];
  for (let w = 0; w < 3; w++) {
    for (let x = words[w]; x; x &= x - 1) out.push(w * 27 + 31 - Math.clz32(x & -x));
  }
  return out;
}
