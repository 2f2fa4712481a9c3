/**
 * Almost locked sets (ALS): N empty cells of one unit holding N+1 candidates between them. If
 * any one of those digits is taken out of the set, the other N fill its N cells.
 *
 * Two disjoint sets share a restricted common candidate (RCC) x when every x of one sees every
 * x of the other: at most one of the sets holds x, so the other is locked on its other digits.
 *
 * Cell sets are three 27-bit words (cells 0-26, 27-53, 54-80), so "sees every x of this set"
 * is an AND of precomputed peer words. The index is built once per position and shared by the
 * ALS techniques of one solver step (they see the same candidates).
 */
import { digitsOf, popcount } from "../digits";
import { cellName, colOf, PEERS, rowOf, UNITS, type Unit } from "../grid";
import { type Elimination, type Step, type TechniqueId } from "../step";
import { techniqueFromAll, type LogicState, type Technique } from "./state";

/**
 * Sets of up to five cells (six digits). Bigger sets are rare in hints and make the index grow
 * fast on the hardest positions (six cells cost about twice the time of five).
 */
export const MAX_ALS_CELLS = 5;

export interface Als {
  /** Cells in ascending order. */
  cells: number[];
  /** The N+1 candidates the cells hold between them. */
  mask: number;
  /** A unit holding every cell (0-26). */
  unit: number;
  /** The cells, as three words. */
  set: Int32Array;
  /** For digit d (1-9), words (d-1)*3..: the set's cells holding d. */
  digitCells: Int32Array;
  /** For digit d, words (d-1)*3..: the cells outside the set that see every d of the set. */
  seen: Int32Array;
  /**
   * The digits some candidate outside the set could lose for them (a cell holding d sees every
   * d of the set): only these can be eliminated through this set, which prunes the searches.
   */
  reach: number;
}

export interface AlsLink {
  to: number;
  /** The restricted common candidates, as a digit mask (one or two digits). */
  rcc: number;
}

export interface AlsIndex {
  alss: Als[];
  /** For each set, the disjoint sets it shares a restricted common candidate with. */
  links: AlsLink[][];
  /**
   * For each set, the sets it overlaps and still shares a restricted common with: no copy of
   * the digit lies in the shared cells, and every copy in one sees every copy in the other,
   * so at most one of the two holds it (HoDoKu's "ALS overlap"). Kept apart from `links` so
   * the searches meet the disjoint patterns, easier to follow, first.
   */
  overlapLinks: AlsLink[][];
  /** For digit d, words (d-1)*3..: the cells where d is still a candidate. */
  candidateCells: Int32Array;
}

const PEER_WORDS = new Int32Array(81 * 3);
for (let cell = 0; cell < 81; cell++) {
  for (const peer of PEERS[cell]) PEER_WORDS[cell * 3 + ((peer / 27) | 0)] |= 1 << (peer % 27);
}

/** Whether `cell` is in the three words at `offset` of `words`. */
export function hasCell(words: Int32Array, offset: number, cell: number): boolean {
  return (words[offset + ((cell / 27) | 0)] & (1 << (cell % 27))) !== 0;
}

/** The cells of three words, ascending. */
export function cellsOfWords(w0: number, w1: number, w2: number): number[] {
  const out: number[] = [];
  const words = [w0, w1, w2];
  for (let k = 0; k < 3; k++) {
    let w = words[k];
    while (w) {
      const low = w & -w;
      out.push(k * 27 + 31 - Math.clz32(low));
      w ^= low;
    }
  }
  return out;
}

function buildAls(cells: number[], mask: number, unit: number, state: LogicState): Als {
  const set = new Int32Array(3);
  const digitCells = new Int32Array(27);
  const seen = new Int32Array(27).fill(-1);
  for (const cell of cells) {
    const k = (cell / 27) | 0;
    const b = 1 << (cell % 27);
    set[k] |= b;
    const cands = state.candidates[cell];
    for (let d = 0; d < 9; d++) {
      if (!(cands & (1 << d))) continue;
      digitCells[d * 3 + k] |= b;
      for (let j = 0; j < 3; j++) seen[d * 3 + j] &= PEER_WORDS[cell * 3 + j];
    }
  }
  for (let d = 0; d < 9; d++) if (!(mask & (1 << d))) seen.fill(0, d * 3, d * 3 + 3);
  return { cells, mask, unit, set, digitCells, seen, reach: 0 };
}

/**
 * Whether a set of cells in `unit` also lies in an earlier unit of UNITS (rows, then columns,
 * then boxes), where it was already listed: a single cell is listed with its row, cells of a
 * box that share a row or a column with theirs.
 */
function listedEarlier(cells: readonly number[], unit: Unit): boolean {
  if (unit.kind === "row") return false;
  if (cells.length === 1) return true;
  if (unit.kind === "column") return false;
  let sameRow = true;
  let sameCol = true;
  for (let i = 1; i < cells.length; i++) {
    sameRow &&= rowOf(cells[i]) === rowOf(cells[0]);
    sameCol &&= colOf(cells[i]) === colOf(cells[0]);
  }
  return sameRow || sameCol;
}

function findAlss(state: LogicState): Als[] {
  const out: Als[] = [];
  const cands = state.candidates;
  for (const unit of UNITS) {
    const empty = unit.cells.filter((c) => cands[c] !== 0);
    const chosen: number[] = [];
    const grow = (start: number, union: number): void => {
      for (let i = start; i < empty.length; i++) {
        const next = union | cands[empty[i]];
        const bits = popcount(next);
        // A set can only stay almost locked if its digits never exceed the largest size + 1.
        if (bits > MAX_ALS_CELLS + 1) continue;
        chosen.push(empty[i]);
        if (bits === chosen.length + 1 && !listedEarlier(chosen, unit)) {
          out.push(buildAls(chosen.slice(), next, unit.index, state));
        }
        if (chosen.length < MAX_ALS_CELLS) grow(i + 1, next);
        chosen.pop();
      }
    };
    grow(0, 0);
  }
  return out;
}

/**
 * The digits of `a & b` that are restricted common candidates of two different sets: no copy
 * in a cell both share, every copy in `b` seen by every copy in `a`.
 */
function restrictedCommon(a: Als, b: Als): number {
  const common = a.mask & b.mask;
  if (!common) return 0;
  const s0 = a.set[0] & b.set[0];
  const s1 = a.set[1] & b.set[1];
  const s2 = a.set[2] & b.set[2];
  let rcc = 0;
  for (let d = 0; d < 9; d++) {
    if (!(common & (1 << d))) continue;
    const o = d * 3;
    if (
      (s0 | s1 | s2) !== 0 &&
      ((a.digitCells[o] | b.digitCells[o]) & s0 ||
        (a.digitCells[o + 1] | b.digitCells[o + 1]) & s1 ||
        (a.digitCells[o + 2] | b.digitCells[o + 2]) & s2)
    )
      continue;
    if (
      (b.digitCells[o] & ~a.seen[o]) === 0 &&
      (b.digitCells[o + 1] & ~a.seen[o + 1]) === 0 &&
      (b.digitCells[o + 2] & ~a.seen[o + 2]) === 0
    )
      rcc |= 1 << d;
  }
  return rcc;
}

function buildIndex(state: LogicState): AlsIndex {
  // Smaller sets first: the searches walk the index in order under node budgets, so the
  // patterns easiest to follow are met first and bigger sets only add what is left.
  const alss = findAlss(state).sort((a, b) => a.cells.length - b.cells.length);
  const links: AlsLink[][] = alss.map(() => []);
  const overlapLinks: AlsLink[][] = alss.map(() => []);
  for (let i = 0; i < alss.length; i++) {
    for (let j = i + 1; j < alss.length; j++) {
      const rcc = restrictedCommon(alss[i], alss[j]);
      if (!rcc) continue;
      const lists = disjoint(alss[i], alss[j]) ? links : overlapLinks;
      lists[i].push({ to: j, rcc });
      lists[j].push({ to: i, rcc });
    }
  }
  const candidateCells = new Int32Array(27);
  for (let cell = 0; cell < 81; cell++) {
    const cands = state.candidates[cell];
    for (let d = 0; d < 9; d++)
      if (cands & (1 << d)) candidateCells[d * 3 + ((cell / 27) | 0)] |= 1 << (cell % 27);
  }
  for (const als of alss) {
    for (let d = 0; d < 9; d++) {
      const o = d * 3;
      const hit =
        (candidateCells[o] & als.seen[o]) |
        (candidateCells[o + 1] & als.seen[o + 1]) |
        (candidateCells[o + 2] & als.seen[o + 2]);
      if (hit) als.reach |= 1 << d;
    }
  }
  return { alss, links, overlapLinks, candidateCells };
}

let cachedCandidates: number[] = [];
let cachedIndex: AlsIndex | null = null;

/**
 * The ALS index of a position. The solver asks each ALS technique in turn on the same
 * candidates, so the last index is kept and reused while the candidates are unchanged.
 */
export function alsIndex(state: LogicState): AlsIndex {
  const cands = state.candidates;
  if (cachedIndex && cands.length === cachedCandidates.length) {
    let same = true;
    for (let i = 0; i < cands.length && same; i++) same = cands[i] === cachedCandidates[i];
    if (same) return cachedIndex;
  }
  cachedIndex = buildIndex(state);
  cachedCandidates = cands.slice();
  return cachedIndex;
}

/**
 * The cells still holding digit d that see every d of every given set, outside the sets
 * (each set's `seen` already excludes its own d-cells).
 */
export function targetsOf(index: AlsIndex, sets: readonly Als[], d: number): Elimination[] {
  const o = (d - 1) * 3;
  let w0 = index.candidateCells[o];
  let w1 = index.candidateCells[o + 1];
  let w2 = index.candidateCells[o + 2];
  for (const s of sets) {
    w0 &= s.seen[o];
    w1 &= s.seen[o + 1];
    w2 &= s.seen[o + 2];
  }
  if ((w0 | w1 | w2) === 0) return [];
  return cellsOfWords(w0, w1, w2).map((cell) => ({ cell, digit: d }));
}

/** Whether two sets share no cell. */
export function disjoint(a: Als, b: Als): boolean {
  return !(a.set[0] & b.set[0] || a.set[1] & b.set[1] || a.set[2] & b.set[2]);
}

/** "r1c1+r1c2 (1/2/3)": a set's cells and digits, as explanations name it. */
export function alsText(als: Als): string {
  return `${als.cells.map(cellName).join("+")} (${digitsOf(als.mask).join("/")})`;
}

/** Eliminations without repeats, in cell then digit order. */
export function uniqueEliminations(eliminations: readonly Elimination[]): Elimination[] {
  const seen = new Set<number>();
  const out: Elimination[] = [];
  for (const e of eliminations) {
    const key = e.cell * 10 + e.digit;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(e);
  }
  return out.sort((a, b) => a.cell - b.cell || a.digit - b.digit);
}

/** Hands each step found to the caller; returning true stops the search. */
export type Emit = (step: Step) => boolean;

/**
 * A technique from a search that emits steps: `find` stops at the first, `findAll` keeps
 * every one whose cells and eliminations were not emitted before.
 */
export function techniqueFromScan(
  id: TechniqueId,
  scan: (state: LogicState, emit: Emit) => void,
): Technique {
  const findAll = (state: LogicState): Step[] => {
    const out: Step[] = [];
    const keys = new Set<string>();
    scan(state, (step) => {
      const cells = [...step.cells].sort((a, b) => a - b).join(",");
      const key = `${cells}|${step.eliminations.map((e) => e.cell * 10 + e.digit).join(",")}`;
      if (!keys.has(key)) {
        keys.add(key);
        out.push(step);
      }
      return false;
    });
    return out;
  };
  const find = (state: LogicState): Step | null => {
    let first: Step | null = null;
    scan(state, (step) => {
      first = step;
      return true;
    });
    return first;
  };
  return techniqueFromAll(id, findAll, find);
}
