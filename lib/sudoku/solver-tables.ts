/**
 * Lookup tables for the band solver (`solver-core.ts`).
 *
 * A band is three rows of one digit: 27 bits, bit `row * 9 + col` (row 0-2 within the band).
 * A mini-row is the three cells of one row inside one box; a band has nine of them, numbered
 * `row * 3 + box`. Every table is computed once at import, so the hot path only indexes.
 */

/** The 27 bits of a band. */
export const BAND_FULL = 0x7ffffff;

/** For a row's 9 bits: which of its three mini-rows hold a candidate (3 bits, one per box). */
export const MINI_ROWS_OF_ROW = new Int32Array(512);

/** For a row's 9 bits: 1 when exactly one cell is left. */
export const ROW_IS_SINGLE = new Int32Array(512);

/**
 * For the 9-bit mini-row presence of a band: the 27-bit mask of the mini-rows that take part in
 * at least one placement of the digit (one mini-row per row and per box, a 3x3 permutation).
 * Zero when no placement exists. This one table gives pointing and claiming inside the band.
 */
export const PLACEABLE_CELLS = new Int32Array(512);

/** Same permutation rule on 9-bit presence, answered in presence bits (for stacks of columns). */
export const PLACEABLE_MINIS = new Int32Array(512);

/** For a 3-bit set of rows within a band: the 27-bit mask of those rows. */
export const ROWS_MASK = new Int32Array(8);

/** For a position 0-26 in a band: the cells that stay when the digit is placed there. */
export const KEEP_WHEN_PLACED = new Int32Array(27);

const PERMUTATIONS: readonly (readonly number[])[] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

function fillTables(): void {
  for (let row = 0; row < 512; row++) {
    let minis = 0;
    for (let box = 0; box < 3; box++) if (row & (7 << (box * 3))) minis |= 1 << box;
    MINI_ROWS_OF_ROW[row] = minis;
    ROW_IS_SINGLE[row] = row !== 0 && (row & (row - 1)) === 0 ? 1 : 0;
  }
  for (let present = 0; present < 512; present++) {
    let allowed = 0;
    for (const perm of PERMUTATIONS) {
      let bits = 0;
      for (let r = 0; r < 3; r++) bits |= 1 << (r * 3 + perm[r]);
      if ((bits & present) === bits) allowed |= bits;
    }
    PLACEABLE_MINIS[present] = allowed;
    let cells = 0;
    for (let m = 0; m < 9; m++)
      if (allowed & (1 << m)) cells |= 7 << (Math.floor(m / 3) * 9 + (m % 3) * 3);
    PLACEABLE_CELLS[present] = cells;
  }
  for (let rows = 0; rows < 8; rows++) {
    let mask = 0;
    for (let r = 0; r < 3; r++) if (rows & (1 << r)) mask |= 0x1ff << (r * 9);
    ROWS_MASK[rows] = mask;
  }
  for (let pos = 0; pos < 27; pos++) {
    const row = Math.floor(pos / 9);
    const box = Math.floor((pos % 9) / 3);
    const rowMask = 0x1ff << (row * 9);
    const boxMask = 0x1c0e07 << (box * 3);
    KEEP_WHEN_PLACED[pos] = (BAND_FULL & ~(rowMask | boxMask)) | (1 << pos);
  }
}

fillTables();
