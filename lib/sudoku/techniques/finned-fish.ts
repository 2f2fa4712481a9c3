/**
 * Finned (and sashimi) X-wing, swordfish and jellyfish on one digit.
 *
 * k base rows hold the digit within k cover columns, except for a few extra cells, the fins,
 * all in one box. Either a fin holds the digit, or the rows form a plain fish; both ways the
 * cover columns' cells inside the fins' box (outside the base rows) lose the digit. Sashimi:
 * without its fins some base row would keep a single cell, which the same logic allows.
 */
import { bit, popcount } from "../digits";
import { cellName, COLUMNS, ROWS } from "../grid";
import {
  eliminationsText,
  listText,
  makeStep,
  TechniqueId,
  type Elimination,
  type Step,
} from "../step";
import { techniqueFromSearch, type LogicState } from "./state";

const cellAt = (byRows: boolean, line: number, k: number): number =>
  byRows ? line * 9 + k : k * 9 + line;

/** Stack (0-2) of a position set, or -1 when the positions span more than one stack. */
function stackOf(positions: number): number {
  for (let s = 0; s < 3; s++) if ((positions & ~(7 << (s * 3))) === 0) return s;
  return -1;
}

/**
 * The cover sets worth trying for a base whose positions are `union`: fins sit in one stack,
 * so the cover takes every position outside that stack plus enough inside it. `hits` are the
 * positions where other lines of the base's bands hold the digit: a stack without any can
 * remove nothing.
 */
function coversFor(union: number, size: number, hits: number): number[] {
  const out: number[] = [];
  for (let stack = 0; stack < 3; stack++) {
    const inside = union & (7 << (stack * 3));
    if (!(inside & hits)) continue;
    const outside = union & ~inside;
    const missing = size - popcount(outside);
    if (missing < 0 || missing > popcount(inside)) continue;
    for (const pick of SUBSETS_OF_STACK[stack]) {
      if ((pick & inside) === pick && popcount(pick) === missing) out.push(outside | pick);
    }
  }
  return out;
}

/** The subsets of each stack's three positions. */
const SUBSETS_OF_STACK: readonly (readonly number[])[] = [0, 1, 2].map((s) =>
  Array.from({ length: 8 }, (_, m) => m << (s * 3)),
);

/**
 * The sets of `size` lines (as bit sets) whose positions together span at most size + 3:
 * fins in one box add at most three. Built line by line, cutting a set once it spans more.
 */
function basesOf(where: readonly number[], size: number): number[] {
  const out: number[] = [];
  const limit = size + 3;
  const grow = (from: number, chosen: number, count: number, union: number): void => {
    for (let line = from; line < 9; line++) {
      const w = where[line];
      if (!w) continue;
      const next = union | w;
      if (popcount(next) > limit) continue;
      if (count + 1 === size) out.push(chosen | (1 << line));
      else grow(line + 1, chosen | (1 << line), count + 1, next);
    }
  };
  grow(0, 0, 0, 0);
  // In bit-set order, as the reported first step has always been.
  return out.sort((a, b) => a - b);
}

/** The positions (0-8) of each nine-bit mask, precomputed: the base loop is hot. */
const BITS: readonly (readonly number[])[] = Array.from({ length: 512 }, (_, mask) => {
  const out: number[] = [];
  for (let k = 0; k < 9; k++) if (mask & (1 << k)) out.push(k);
  return out;
});
const bitsOf = (mask: number): readonly number[] => BITS[mask];

/** One finned fish as the search meets it: a base, a cover, its fins and what it removes. */
export interface FinnedFishInstance {
  digit: number;
  byRows: boolean;
  /** Base lines (0-8). */
  lines: readonly number[];
  /** Cover lines (0-8). */
  coverLines: readonly number[];
  bodyCells: number[];
  finCells: number[];
  sashimi: boolean;
  /** Sorted by cell. */
  eliminations: Elimination[];
}

/**
 * Walks every finned fish of one size (each base with each cover that leaves its fins in one
 * box and removes something), in the order the technique reports them, handing each to
 * `visit` until it returns true. Two covers of one base are two instances (siamese fish).
 */
export function searchFinnedFish(
  state: LogicState,
  size: number,
  visit: (fish: FinnedFishInstance) => boolean,
): void {
  const cands = state.candidates;
  const where = new Array<number>(9);
  for (let digit = 1; digit <= 9; digit++) {
    const b = bit(digit);
    for (const byRows of [true, false]) {
      // Positions (0-8 along the line) where the digit fits, per line.
      for (let line = 0; line < 9; line++) {
        let w = 0;
        for (let k = 0; k < 9; k++) if (cands[cellAt(byRows, line, k)] & b) w |= 1 << k;
        where[line] = w;
      }
      for (const base of basesOf(where, size)) {
        const lines = bitsOf(base);
        let union = 0;
        let empty = false;
        for (const l of lines) {
          union |= where[l];
          if (where[l] === 0) empty = true;
        }
        // All in the cover is a plain fish; fins in one box add at most three positions.
        const spread = popcount(union);
        if (empty || spread <= size || spread > size + 3) continue;
        let hits = 0;
        for (let band = 0; band < 3; band++) {
          const bandLines = 7 << (band * 3);
          if (!(base & bandLines)) continue;
          for (const l of bitsOf(bandLines & ~base)) hits |= where[l];
        }
        if (!(union & hits)) continue;
        for (const cover of coversFor(union, size, hits)) {
          let finLines = 0;
          let fins = 0;
          let sashimi = false;
          for (const l of lines) {
            const extra = where[l] & ~cover;
            if (extra) {
              fins |= extra;
              finLines |= 1 << l;
            }
            if (popcount(where[l] & cover) <= 1) sashimi = true;
          }
          if (!fins) continue;
          const stack = stackOf(fins);
          const band = stackOf(finLines);
          if (stack < 0 || band < 0) continue;
          // The fins' box: base-line band `band`, cross-line stack `stack`.
          const eliminations: Elimination[] = [];
          for (const k of bitsOf(cover & (7 << (stack * 3)))) {
            for (let other = band * 3; other < band * 3 + 3; other++) {
              if (base & (1 << other)) continue;
              const cell = cellAt(byRows, other, k);
              if (cands[cell] & b) eliminations.push({ cell, digit });
            }
          }
          if (eliminations.length === 0) continue;
          eliminations.sort((x, y) => x.cell - y.cell);
          const finCells: number[] = [];
          const bodyCells: number[] = [];
          for (const l of lines) {
            for (const k of bitsOf(where[l])) {
              (cover & (1 << k) ? bodyCells : finCells).push(cellAt(byRows, l, k));
            }
          }
          const coverLines = bitsOf(cover);
          const fish = { digit, byRows, lines, coverLines, bodyCells, finCells, sashimi };
          if (visit({ ...fish, eliminations })) return;
        }
      }
    }
  }
}

/** "1, 2 and 3" for 0-based line numbers. */
export const lineNumbers = (xs: readonly number[]): string =>
  listText(xs.map((x) => String(x + 1)));

/** "fins r4c2 and r4c3", "fin r4c2". */
export const finText = (finCells: readonly number[]): string =>
  `fin${finCells.length > 1 ? "s" : ""} ${listText(finCells.map(cellName))}`;

function finnedFish(state: LogicState, size: 2 | 3 | 4, id: TechniqueId, first = false): Step[] {
  const steps: Step[] = [];
  const seen = new Set<string>();
  const label = LABELS[size];
  searchFinnedFish(state, size, (fish) => {
    const { digit, byRows, lines, coverLines, eliminations } = fish;
    const key = `${digit}:${eliminations.map((e) => e.cell).join(",")}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const baseWord = byRows ? "rows" : "columns";
    const coverWord = byRows ? "columns" : "rows";
    steps.push(
      makeStep(id, {
        placements: [],
        eliminations,
        cells: [...fish.bodyCells, ...fish.finCells].sort((x, y) => x - y),
        units: [
          ...lines.map((l) => (byRows ? ROWS : COLUMNS)[l].index),
          ...coverLines.map((l) => (byRows ? COLUMNS : ROWS)[l].index),
        ],
        digits: [digit],
        explanation: `${label}${fish.sashimi ? " (sashimi)" : ""} on ${digit} in ${baseWord} ${lineNumbers(lines)} (${coverWord} ${lineNumbers(coverLines)}) with ${finText(fish.finCells)}: either a fin is ${digit} or the ${baseWord} make a fish, so ${eliminationsText(eliminations)}`,
      }),
    );
    return first;
  });
  return steps;
}

const LABELS: Readonly<Record<number, string>> = {
  2: "Finned X-wing",
  3: "Finned swordfish",
  4: "Finned jellyfish",
};

export const finnedXWing = techniqueFromSearch(TechniqueId.FinnedXWing, (s, first) =>
  finnedFish(s, 2, TechniqueId.FinnedXWing, first),
);
export const finnedSwordfish = techniqueFromSearch(TechniqueId.FinnedSwordfish, (s, first) =>
  finnedFish(s, 3, TechniqueId.FinnedSwordfish, first),
);
export const finnedJellyfish = techniqueFromSearch(TechniqueId.FinnedJellyfish, (s, first) =>
  finnedFish(s, 4, TechniqueId.FinnedJellyfish, first),
);
