/**
 * The logical solver's working state and the shape every technique shares.
 */
import { bit, popcount } from "../digits";
import { candidatesOf, PEERS, type Grid } from "../grid";
import type { Step, TechniqueId } from "../step";
import { uniqueSteps } from "./scan";

/** Values plus the candidates still open in each empty cell (0 for a filled cell). */
export interface LogicState {
  values: number[];
  candidates: number[];
  /**
   * Which cells hold a given (true) rather than a digit the player or solver placed. Absent
   * means unknown, and the techniques that need it (avoidable rectangles) stay silent.
   */
  givens?: readonly boolean[];
}

/** A technique looks at the state and returns the first deduction it finds, or null. */
export interface Technique {
  id: TechniqueId;
  /** `solution` is only needed by the last resort. */
  find(state: LogicState, solution?: Grid): Step | null;
  /**
   * Every instance the technique finds in the state (the `steps` command, the solver page's
   * "all steps"); the first one is what `find` returns. Absent only for the last resort.
   */
  findAll?(state: LogicState): Step[];
}

/**
 * A technique from its "find every instance" function: `find` is the first instance. New
 * techniques are written this way; a hot technique may give its own faster `find`, which must
 * return the first of `findAll`. Two patterns with the same effect are listed once (the first),
 * so the "all steps" list names each deduction once per technique.
 */
export function techniqueFromAll(
  id: TechniqueId,
  findAll: (state: LogicState) => Step[],
  find?: (state: LogicState) => Step | null,
): Technique {
  return {
    id,
    findAll: (state) => uniqueSteps(findAll(state)),
    find: find ?? ((state) => findAll(state)[0] ?? null),
  };
}

/**
 * A technique from one search that either stops at its first step (`first`) or collects
 * every one: `find` and `findAll` share the search, so they never disagree on the first step.
 */
export function techniqueFromSearch(
  id: TechniqueId,
  search: (state: LogicState, first: boolean) => Step[],
): Technique {
  return techniqueFromAll(
    id,
    (state) => search(state, false),
    (state) => search(state, true)[0] ?? null,
  );
}

/**
 * Starts from a grid's own candidates (every digit no peer holds). With `puzzle` (the givens
 * of which `grid` is a later position), the state also knows which digits are givens.
 *
 * @example
 * const state = createState(gridFrom(text));
 * const known = createState(board, puzzle); // known.givens[cell] is true for a given
 */
export function createState(grid: Grid, puzzle?: Grid): LogicState {
  const state: LogicState = { values: [...grid], candidates: candidatesOf(grid) };
  if (puzzle) state.givens = puzzle.map((v) => v !== 0);
  return state;
}

/** A deep copy, so a caller can explore without touching the original. */
export function cloneState(state: LogicState): LogicState {
  const copy: LogicState = { values: state.values.slice(), candidates: state.candidates.slice() };
  if (state.givens) copy.givens = state.givens;
  return copy;
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

/**
 * Every choice of `size` items whose masks together have exactly `size` bits, as index lists
 * in lexicographic order: the shape of every subset and fish pattern. Partial choices that
 * already exceed `size` bits are cut, which keeps the search small.
 *
 * @example
 * lockedSets([0b011, 0b110, 0b011], 2); // [[0, 2]]
 */
export function lockedSets(masks: readonly number[], size: number): number[][] {
  const out: number[][] = [];
  collectLockedSets(masks, size, 0, [], 0, out);
  return out;
}

function collectLockedSets(
  masks: readonly number[],
  size: number,
  start: number,
  chosen: number[],
  union: number,
  out: number[][],
): void {
  const depth = chosen.length;
  for (let i = start; i <= masks.length - (size - depth); i++) {
    const next = union | masks[i];
    const bits = popcount(next);
    if (bits > size) continue;
    chosen.push(i);
    if (depth + 1 < size) collectLockedSets(masks, size, i + 1, chosen, next, out);
    else if (bits === size) out.push(chosen.slice());
    chosen.pop();
  }
}
