/**
 * The subsets of unique (and avoidable) rectangle type 3. Two roofs p and q on a side of a
 * rectangle cannot both take the rectangle's pair digits (that would make it deadly), so:
 * - naked: one of them takes one of its extra digits, and the two act as one cell holding
 *   those extras; with k other cells of a unit they share, holding k+1 digits in all, they
 *   make a naked subset there;
 * - hidden: they take at most one of the pair digits, so with k-1 other cells of the unit
 *   where both pair digits and k-2 more (none of them a roof's extra) are all confined, they
 *   make a hidden subset of k digits: those k-1 cells hold nothing else.
 */
import { bit, digitsOf, popcount } from "../digits";
import { UNITS } from "../grid";
import type { Elimination } from "../step";

/** A subset found with the roofs' pseudo-cell in one unit. */
export interface PseudoSubset {
  unit: number;
  /** The other cells of the subset. */
  cells: number[];
  /** The subset's digits (a mask). */
  digits: number;
  eliminations: Elimination[];
}

/** Other cells a subset takes beside the roofs' pseudo-cell (a quad at most). */
const MAX_SUBSET_CELLS = 3;

const byCellThenDigit = (x: Elimination, y: Elimination): number =>
  x.cell - y.cell || x.digit - y.digit;

/**
 * Naked subsets with the pseudo-cell p+q holding `extra` in `unit`: the subset's digits leave
 * the unit's other cells.
 */
export function nakedPseudoSubsets(
  cands: readonly number[],
  p: number,
  q: number,
  extra: number,
  unit: number,
  first: boolean,
): PseudoSubset[] {
  const found: PseudoSubset[] = [];
  const unitCells = UNITS[unit].cells;
  const others = unitCells.filter(
    (c) => c !== p && c !== q && cands[c] && popcount(cands[c] | extra) <= MAX_SUBSET_CELLS + 1,
  );
  const choose = (start: number, chosen: number[], union: number): void => {
    const size = chosen.length;
    if (size > 0 && popcount(union) === size + 1) {
      const eliminations: Elimination[] = [];
      for (const c of unitCells) {
        if (c === p || c === q || chosen.includes(c)) continue;
        for (const digit of digitsOf(cands[c] & union)) eliminations.push({ cell: c, digit });
      }
      if (eliminations.length === 0) return;
      eliminations.sort(byCellThenDigit);
      found.push({ unit, cells: chosen.slice(), digits: union, eliminations });
      return;
    }
    if (size >= MAX_SUBSET_CELLS) return;
    for (let i = start; i < others.length && !(first && found.length); i++) {
      const next = union | cands[others[i]];
      // A cell may bring several new digits that later cells share: only the largest
      // subset's digit count bounds the union (a naked triple 5/6 + 5/7 + 6/7).
      if (popcount(next) > MAX_SUBSET_CELLS + 1) continue;
      chosen.push(others[i]);
      choose(i + 1, chosen, next);
      chosen.pop();
    }
  };
  choose(0, [], extra);
  return found;
}

/**
 * Hidden subsets in `unit` of the pair digits plus up to two more that no roof holds: when
 * they fit outside the roofs in one cell fewer than there are digits, those cells lose every
 * other digit. Both pair digits must be open in the roofs, else the roofs are no help and a
 * plain hidden subset says the same.
 */
export function hiddenPseudoSubsets(
  cands: readonly number[],
  p: number,
  q: number,
  pair: number,
  unit: number,
  first: boolean,
): PseudoSubset[] {
  const found: PseudoSubset[] = [];
  const roofs = cands[p] | cands[q];
  if ((roofs & pair) !== pair) return found;
  const unitCells = UNITS[unit].cells;
  // Where a digit fits in the unit outside the roofs, as a mask of unit positions. The pair
  // digits first: most rectangles stop there, so the rest is only counted when needed.
  const whereOf = (b: number): number => {
    let m = 0;
    for (let i = 0; i < 9; i++) {
      const c = unitCells[i];
      if (c !== p && c !== q && cands[c] & b) m |= 1 << i;
    }
    return m;
  };
  const base = whereOf(pair);
  if (popcount(base) > MAX_SUBSET_CELLS) return found;
  const where = new Array<number>(10).fill(0);
  for (let d = 1; d <= 9; d++) if (!(roofs & bit(d))) where[d] = whereOf(bit(d));
  // Digits a hidden set may add: open outside the roofs, in no roof.
  const addable = digitsOf(0x1ff & ~roofs).filter((d) => where[d]);
  const tries: [number, number][] = [[pair, base]];
  for (let i = 0; i < addable.length; i++) {
    const one = base | where[addable[i]];
    if (popcount(one) > MAX_SUBSET_CELLS) continue;
    tries.push([pair | bit(addable[i]), one]);
    for (let j = i + 1; j < addable.length; j++)
      tries.push([pair | bit(addable[i]) | bit(addable[j]), one | where[addable[j]]]);
  }
  for (const [digits, positions] of tries) {
    if (popcount(positions) !== popcount(digits) - 1) continue;
    const cells = unitCells.filter((_, i) => positions & (1 << i));
    const eliminations: Elimination[] = [];
    for (const c of cells) {
      for (const digit of digitsOf(cands[c] & ~digits)) eliminations.push({ cell: c, digit });
    }
    if (eliminations.length === 0) continue;
    eliminations.sort(byCellThenDigit);
    found.push({ unit, cells, digits, eliminations });
    if (first) return found;
  }
  return found;
}
