/**
 * The solving engine behind `solver.ts`: a band bitboard solver in the style of JCZSolve.
 *
 * Representation: for each digit, three bands of 27 bits (three rows of nine cells) saying
 * where the digit may still go. 32-bit integer operations on typed arrays only, no allocation
 * while solving, so V8 keeps everything in registers and small integers.
 *
 * Propagation, run to a fixed point after every placement:
 * - inside a band, the mini-rows that can still hold the digit must admit one mini-row per row
 *   and per box; one table lookup keeps only those (pointing and claiming along rows, and a
 *   row reduced to one cell is a hidden single);
 * - a digit placed in a row leaves the other digits' candidates at that cell and its column in
 *   the other two bands;
 * - across bands, the same permutation rule on mini-columns of each stack (pointing and
 *   claiming along columns, hidden singles in columns);
 * - naked singles and empty cells, found for 27 cells at once by bit-sliced counting.
 * Search branches on a cell with two candidates when there is one, else on a cell with fewest.
 *
 * Not reentrant: one solve at a time per module instance (JavaScript is single-threaded, and
 * nothing here awaits).
 */
import {
  BAND_FULL,
  KEEP_WHEN_PLACED,
  MINI_ROWS_OF_ROW,
  PLACEABLE_CELLS,
  PLACEABLE_MINIS,
  ROWS_MASK,
  ROW_IS_SINGLE,
} from "./solver-tables";

/*
 * State layout inside one Int32Array: bands 0-26, then the fields below. A search node saves
 * only the first SLOT values: when it is saved, propagation is done, so PREV equals the bands.
 */
const UNSOLVED_CELLS = 27; // per band, the cells without a placed digit
const UNSOLVED_ROWS = 30; // per band, bit digit*3+row: that digit not yet placed in that row
const SLOT = 33;
const PREV = 33; // the bands as last propagated: a band that differs has news to spread
const STATE_SIZE = 60;
const MAX_DEPTH = 82;

const state = new Int32Array(STATE_SIZE);
const saved = new Int32Array(SLOT * MAX_DEPTH);
/** Per band, the unsolved cells with exactly two candidates (from the last naked-single pass). */
const pairs = new Int32Array(3);
/** The first solution found: digit 1-9 per cell. */
const firstSolution = new Int32Array(81);

let solutionCount = 0;
let solutionLimit = 2;

/**
 * Bands that may have changed since they were last propagated, bit i for band i. Always 0
 * between propagations, so it is not part of the saved state.
 */
let dirty = 0;

/** For each band: the bits of the same band of every digit (its cells' other candidates). */
const SAME_BAND = [0x1249249, 0x2492492, 0x4924924];
const BAND_OF = new Int32Array(27).map((_, i) => i % 3);

/** Resets the state to an empty grid. */
function reset(): void {
  for (let i = 0; i < 27; i++) {
    state[i] = BAND_FULL;
    state[PREV + i] = BAND_FULL;
  }
  for (let b = 0; b < 3; b++) {
    state[UNSOLVED_CELLS + b] = BAND_FULL;
    state[UNSOLVED_ROWS + b] = BAND_FULL;
  }
  dirty = 0;
}

/** Places digit index `d` (0-8) at cell 0-80 by narrowing its band; propagation does the rest. */
function place(cell: number, d: number): void {
  const band = (cell / 27) | 0;
  const i = d * 3 + band;
  state[i] &= KEEP_WHEN_PLACED[cell - band * 27];
  dirty |= 1 << i;
}

/** Spreads changed bands until nothing changes. False on a contradiction. */
function propagateBands(): boolean {
  const s = state;
  while (dirty !== 0) {
    const low = dirty & -dirty;
    dirty ^= low;
    const i = 31 - Math.clz32(low);
    let a = s[i];
    if (a === s[PREV + i]) continue;
    const present =
      MINI_ROWS_OF_ROW[a & 0x1ff] |
      (MINI_ROWS_OF_ROW[(a >>> 9) & 0x1ff] << 3) |
      (MINI_ROWS_OF_ROW[a >>> 18] << 6);
    a &= PLACEABLE_CELLS[present];
    if (a === 0) return false;
    s[i] = a;
    s[PREV + i] = a;
    const band = BAND_OF[i];
    const shift = i - band; // digit * 3
    const singleRows =
      ROW_IS_SINGLE[a & 0x1ff] |
      (ROW_IS_SINGLE[(a >>> 9) & 0x1ff] << 1) |
      (ROW_IS_SINGLE[a >>> 18] << 2);
    const unsolvedRows = s[UNSOLVED_ROWS + band];
    const newRows = singleRows & (unsolvedRows >>> shift) & 7;
    if (newRows === 0) continue;
    s[UNSOLVED_ROWS + band] = unsolvedRows & ~(newRows << shift);
    const cells = a & ROWS_MASK[newRows];
    s[UNSOLVED_CELLS + band] &= ~cells;
    const keep = ~cells;
    s[band] &= keep;
    s[band + 3] &= keep;
    s[band + 6] &= keep;
    s[band + 9] &= keep;
    s[band + 12] &= keep;
    s[band + 15] &= keep;
    s[band + 18] &= keep;
    s[band + 21] &= keep;
    s[band + 24] &= keep;
    const cols = (cells | (cells >>> 9) | (cells >>> 18)) & 0x1ff;
    const keepCols = ~(cols | (cols << 9) | (cols << 18));
    s[shift] &= keepCols;
    s[shift + 1] &= keepCols;
    s[shift + 2] &= keepCols;
    s[i] = a;
    dirty |= (SAME_BAND[band] | (7 << shift)) & ~low;
  }
  return true;
}

/**
 * Column-direction locked candidates: per digit and stack, the mini-columns present in the
 * three bands must admit one per band and per column. Returns -1 on a contradiction, else
 * whether a band changed.
 */
function lockColumns(): number {
  const s = state;
  let changed = 0;
  for (let d3 = 0; d3 < 27; d3 += 3) {
    const a0 = s[d3];
    const a1 = s[d3 + 1];
    const a2 = s[d3 + 2];
    const c0 = (a0 | (a0 >>> 9) | (a0 >>> 18)) & 0x1ff;
    const c1 = (a1 | (a1 >>> 9) | (a1 >>> 18)) & 0x1ff;
    const c2 = (a2 | (a2 >>> 9) | (a2 >>> 18)) & 0x1ff;
    let k0 = 0;
    let k1 = 0;
    let k2 = 0;
    for (let st = 0; st < 9; st += 3) {
      const present = ((c0 >>> st) & 7) | (((c1 >>> st) & 7) << 3) | (((c2 >>> st) & 7) << 6);
      const allowed = PLACEABLE_MINIS[present];
      if (allowed === 0) return -1;
      k0 |= (allowed & 7) << st;
      k1 |= ((allowed >>> 3) & 7) << st;
      k2 |= ((allowed >>> 6) & 7) << st;
    }
    if (k0 !== c0) {
      s[d3] = a0 & (k0 | (k0 << 9) | (k0 << 18));
      dirty |= 1 << d3;
      changed = 1;
    }
    if (k1 !== c1) {
      s[d3 + 1] = a1 & (k1 | (k1 << 9) | (k1 << 18));
      dirty |= 2 << d3;
      changed = 1;
    }
    if (k2 !== c2) {
      s[d3 + 2] = a2 & (k2 | (k2 << 9) | (k2 << 18));
      dirty |= 4 << d3;
      changed = 1;
    }
  }
  return changed;
}

/**
 * Propagates to a fixed point, including naked singles. Returns 0 on a contradiction,
 * 1 when the grid is open, 2 when every cell is placed.
 */
function propagate(): number {
  const s = state;
  for (;;) {
    if (!propagateBands()) return 0;
    if ((s[UNSOLVED_ROWS] | s[UNSOLVED_ROWS + 1] | s[UNSOLVED_ROWS + 2]) === 0) return 2;
    let found = false;
    for (let band = 0; band < 3; band++) {
      const unsolved = s[UNSOLVED_CELLS + band];
      if (unsolved === 0) {
        pairs[band] = 0;
        continue;
      }
      let one = 0;
      let two = 0;
      let three = 0;
      for (let i = band; i < 27; i += 3) {
        const x = s[i];
        three |= two & x;
        two |= one & x;
        one |= x;
      }
      if ((unsolved & ~one) !== 0) return 0;
      pairs[band] = unsolved & two & ~three;
      let singles = unsolved & ~two;
      while (singles !== 0) {
        const bitCell = singles & -singles;
        singles ^= bitCell;
        const pos = 31 - Math.clz32(bitCell);
        let i = band;
        while (i < 27 && (s[i] & bitCell) === 0) i += 3;
        if (i >= 27) return 0; // an earlier single in this pass took its last candidate
        s[i] &= KEEP_WHEN_PLACED[pos];
        dirty |= 1 << i;
        found = true;
      }
    }
    if (found) continue;
    const locked = lockColumns();
    if (locked < 0) return 0;
    if (locked === 0) return 1;
  }
}

/** Records the placed digits as the first solution. */
function recordSolution(): void {
  for (let i = 0; i < 27; i++) {
    let a = state[i];
    const d = ((i / 3) | 0) + 1;
    const base = (i % 3) * 27;
    while (a !== 0) {
      const low = a & -a;
      a ^= low;
      firstSolution[base + 31 - Math.clz32(low)] = d;
    }
  }
}

/** Picks the cell to branch on: a two-candidate cell if any, else one with fewest. */
function chooseCell(): number {
  for (let band = 2; band >= 0; band--) {
    const p = pairs[band];
    if (p !== 0) return band * 27 + 31 - Math.clz32(p);
  }
  let best = -1;
  let bestCount = 10;
  for (let band = 0; band < 3; band++) {
    let unsolved = state[UNSOLVED_CELLS + band];
    while (unsolved !== 0) {
      const bitCell = unsolved & -unsolved;
      unsolved ^= bitCell;
      let count = 0;
      for (let i = band; i < 27; i += 3) if (state[i] & bitCell) count++;
      if (count < bestCount) {
        bestCount = count;
        best = band * 27 + 31 - Math.clz32(bitCell);
        if (count <= 3) return best;
      }
    }
  }
  return best;
}

/** Depth-first search from a propagated, open state. Stops once the limit is reached. */
function search(depth: number): void {
  const cell = chooseCell();
  const band = (cell / 27) | 0;
  const bitCell = 1 << (cell - band * 27);
  let candidates = 0;
  for (let d = 0; d < 9; d++) if (state[d * 3 + band] & bitCell) candidates |= 1 << d;
  const base = depth * SLOT;
  for (let k = 0; k < SLOT; k++) saved[base + k] = state[k];
  let first = true;
  while (candidates !== 0) {
    const low = candidates & -candidates;
    candidates ^= low;
    const d = 31 - Math.clz32(low);
    if (!first) {
      for (let k = 0; k < 27; k++) state[k] = state[PREV + k] = saved[base + k];
      for (let k = 27; k < SLOT; k++) state[k] = saved[base + k];
      dirty = 0;
    }
    first = false;
    place(cell, d);
    const result = propagate();
    if (result === 2) {
      if (solutionCount === 0) recordSolution();
      solutionCount++;
    } else if (result === 1) {
      search(depth + 1);
    }
    if (solutionCount >= solutionLimit) return;
  }
}

/**
 * Counts solutions of `values` (81 digits 0-9, already checked by the caller) up to `limit`,
 * and copies the first one into `out` when there is one. Callers go through `solver.ts`.
 *
 * @example
 * const out = new Array<number>(81);
 * countInto(grid, 2, out); // 0, 1 or 2; out holds a solution unless 0
 */
export function countInto(values: ArrayLike<number>, limit: number, out: number[] | null): number {
  reset();
  solutionCount = 0;
  solutionLimit = limit;
  for (let cell = 0; cell < 81; cell++) {
    const v = values[cell];
    if (v !== 0) place(cell, v - 1);
  }
  const result = propagate();
  if (result === 2) {
    recordSolution();
    solutionCount = 1;
  } else if (result === 1) {
    search(0);
  }
  if (out !== null && solutionCount > 0) for (let c = 0; c < 81; c++) out[c] = firstSolution[c];
  return solutionCount;
}
