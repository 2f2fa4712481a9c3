/**
 * The logical solver's working state and the shape every technique shares.
 */
import { bit } from "../digits";
import { candidatesOf, PEERS, type Grid } from "../grid";
import type { Step, TechniqueId } from "../step";

/** Values plus the candidates still open in each empty cell (0 for a filled cell). */
export interface LogicState {
  values: number[];
  candidates: number[];
}

/** A technique looks at the state and returns the first deduction it finds, or null. */
export interface Technique {
  id: TechniqueId;
  /** `solution` is only needed by the last resort. */
  find(state: LogicState, solution?: Grid): Step | null;
}

/**
 * Starts from a grid's own candidates (every digit no peer holds).
 *
 * @example
 * const state = createState(gridFrom(text));
 */
export function createState(grid: Grid): LogicState {
  return { values: [...grid], candidates: candidatesOf(grid) };
}

/** A deep copy, so a caller can explore without touching the original. */
export function cloneState(state: LogicState): LogicState {
  return { values: state.values.slice(), candidates: state.candidates.slice() };
}

/** Writes a digit and removes it from its peers' candidates. */
export function place(state: LogicState, cell: number, digit: number): void {
  state.values[cell] = digit;
  state.candidates[cell] = 0;
  const b = bit(digit);
  for (const peer of PEERS[cell]) state.candidates[peer] &= ~b;
}

/** The cells of `cells` whose candidates include the digit bit `b`. */
export function cellsWithBit(state: LogicState, cells: readonly number[], b: number): number[] {
  const out: number[] = [];
  for (const cell of cells) if (state.candidates[cell] & b) out.push(cell);
  return out;
}

/** All k-element combinations of `items`, in lexicographic order, passed to `visit`; stops when it returns true. */
export function forEachCombination<T>(
  items: readonly T[],
  k: number,
  visit: (combo: T[]) => boolean,
): boolean {
  const combo: T[] = [];
  const walk = (start: number): boolean => {
    if (combo.length === k) return visit(combo);
    for (let i = start; i <= items.length - (k - combo.length); i++) {
      combo.push(items[i]);
      if (walk(i + 1)) return true;
      combo.pop();
    }
    return false;
  };
  return walk(0);
}
