/**
 * Templates of one digit: every way to place all nine copies, one per row, column and box,
 * that the position allows (placed copies kept, the others on cells where the digit is still a
 * candidate). A template is stored as its column in each row, so two templates share a cell
 * exactly when they pick the same column in some row. Pure; used by templates.ts.
 */
import { bit } from "../digits";
import type { LogicState } from "./state";

/** Every template of a digit: `count` of them, template t's column in row r at `cols[t * 9 + r]`. */
export interface DigitTemplates {
  digit: number;
  count: number;
  cols: Uint8Array;
}

/** The columns row r allows the digit in: its placed column, or its candidate columns. */
function rowOptions(state: LogicState, digit: number): number[] {
  const b = bit(digit);
  const options: number[] = [];
  for (let r = 0; r < 9; r++) {
    let mask = 0;
    for (let c = 0; c < 9; c++) {
      const cell = r * 9 + c;
      if (state.values[cell] === digit) {
        mask = 1 << c;
        break;
      }
      if (!state.values[cell] && state.candidates[cell] & b) mask |= 1 << c;
    }
    options.push(mask);
  }
  return options;
}

/**
 * Every template of `digit`, row by row: a column not yet used, in a stack (band of three
 * columns) not yet used by the rows above in the same band, which makes the boxes distinct.
 */
export function digitTemplates(state: LogicState, digit: number): DigitTemplates {
  const options = rowOptions(state, digit);
  let cols = new Uint8Array(9 * 64);
  let count = 0;
  const path = new Uint8Array(9);
  const walk = (r: number, usedCols: number, usedStacks: number): void => {
    if (r === 9) {
      if ((count + 1) * 9 > cols.length) {
        const grown = new Uint8Array(cols.length * 2);
        grown.set(cols);
        cols = grown;
      }
      cols.set(path, count * 9);
      count++;
      return;
    }
    // A new band starts with all three stacks free.
    const stacks = r % 3 === 0 ? 0 : usedStacks;
    let open = options[r] & ~usedCols;
    while (open) {
      const low = open & -open;
      open ^= low;
      const c = 31 - Math.clz32(low);
      const stack = 1 << ((c / 3) | 0);
      if (stacks & stack) continue;
      path[r] = c;
      walk(r + 1, usedCols | low, stacks | stack);
    }
  };
  walk(0, 0, 0);
  return { digit, count, cols: cols.subarray(0, count * 9) };
}

/** Bit sets over a digit's templates, one per cell: which templates use that cell. */
export interface CellUsers {
  words: number;
  /** Cell c's set at `bits[c * words .. (c + 1) * words)`. */
  bits: Uint32Array;
  /** The templates counted (all, or those still alive), as a bit set. */
  counted: Uint32Array;
}

/**
 * For each cell, the templates of `t` that use it, as a bit set over template indices; only
 * those `alive` when given (templates already ruled out no longer protect anything).
 */
export function cellUsers(t: DigitTemplates, alive?: Uint8Array): CellUsers {
  const words = (t.count + 31) >>> 5;
  const bits = new Uint32Array(81 * words);
  const counted = new Uint32Array(words);
  for (let i = 0; i < t.count; i++) {
    if (alive && !alive[i]) continue;
    const w = i >>> 5;
    const m = 1 << (i & 31);
    counted[w] |= m;
    for (let r = 0; r < 9; r++) bits[(r * 9 + t.cols[i * 9 + r]) * words + w] |= m;
  }
  return { words, bits, counted };
}

/**
 * Whether template `i` of `t` shares a cell with every template of the other digit that
 * `users` counts (so it cannot be the true one: the true templates of two digits never share
 * a cell). `acc` is scratch space of `users.words` words.
 */
export function overlapsAll(
  t: DigitTemplates,
  i: number,
  users: CellUsers,
  acc: Uint32Array,
): boolean {
  const { words, bits, counted } = users;
  acc.fill(0);
  for (let r = 0; r < 9; r++) {
    const base = (r * 9 + t.cols[i * 9 + r]) * words;
    for (let w = 0; w < words; w++) acc[w] |= bits[base + w];
  }
  for (let w = 0; w < words; w++) if ((acc[w] & counted[w]) !== counted[w]) return false;
  return true;
}
