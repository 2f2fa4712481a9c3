/**
 * Which cells a fish on a given base could still remove the digit from: the bound that keeps
 * fish-search.ts from walking the cover sets of a base that removes nothing.
 *
 * A removed cell t sees every fin, so each base cell that does not see t is a body cell and
 * lies in a cover unit; t itself lies in a cover unit (outside the base) or in two (a
 * cannibal inside it). A base cell's own base unit may not cover it, so each such cell has at
 * most two units that may, and the covers form a vertex cover of a small graph: a size-n fish
 * has n covers, so a t whose graph needs more is removed by no fish on this base, nor on any
 * base grown from it (more base cells to cover, fewer units left to cover them).
 */
import { bitCount, CELL_UNIT_MASK, PEER_SET } from "./fish-cell-sets";

/** Scratch: the open units of each cell still to cover, two or three per entry. */
const edges = new Int32Array(82);

/** Whether `budget` more units, added to `chosen`, meet every edge from index `from` on. */
function coverable(count: number, chosen: number, budget: number, from: number): boolean {
  for (let i = from; i < count; i++) {
    const units = edges[i];
    if (units & chosen) continue;
    if (budget === 0) return false;
    for (let rest = units; rest; rest &= rest - 1) {
      if (coverable(count, chosen | (rest & -rest), budget - 1, i + 1)) return true;
    }
    return false;
  }
  return true;
}

/** Whether some `size` units outside `closed` can cover the cells the target t needs covered. */
function canRemove(
  t: number,
  b0: number,
  b1: number,
  b2: number,
  e0: number,
  e1: number,
  e2: number,
  closed: number,
  size: number,
): boolean {
  const w = (t / 27) | 0;
  const tb = 1 << (t % 27);
  // Base cells that do not see t: body cells, never fins (t is no peer of itself).
  const x0 = b0 & ~PEER_SET[t * 3];
  const x1 = b1 & ~PEER_SET[t * 3 + 1];
  const x2 = b2 & ~PEER_SET[t * 3 + 2];
  if ((x0 & e0) | (x1 & e1) | (x2 & e2)) return false;
  const open = CELL_UNIT_MASK[t] & ~closed;
  let chosen = 0;
  let count = 0;
  if ((w === 0 ? x0 : w === 1 ? x1 : x2) & tb) {
    // A cannibal: both its units other than its base unit are covers.
    if (bitCount(open) < 2) return false;
    chosen = open;
  } else if (!open) return false;
  else edges[count++] = open;
  for (let v = 0; v < 3; v++) {
    let rest = v === 0 ? x0 : v === 1 ? x1 : x2;
    if (v === w) rest &= ~tb;
    for (; rest; rest &= rest - 1) {
      const units = CELL_UNIT_MASK[v * 27 + 31 - Math.clz32(rest & -rest)] & ~closed;
      if (!units) return false;
      if (units & (units - 1)) edges[count++] = units;
      else chosen |= units;
    }
  }
  const budget = size - bitCount(chosen);
  if (budget < 0) return false;
  // Edges no two of which share a unit (none met by the forced units) each need a cover.
  let used = chosen;
  let needed = 0;
  for (let i = 0; i < count; i++) {
    if (edges[i] & used) continue;
    used |= edges[i];
    if (++needed > budget) return false;
  }
  return coverable(count, chosen, budget, 0);
}

/**
 * Narrows `targets` (three words, in place) to the cells a size-`size` fish on base cells b,
 * with endo fins e and no cover among `closed` units, could still remove.
 */
export function narrowTargets(
  targets: Int32Array,
  b0: number,
  b1: number,
  b2: number,
  e0: number,
  e1: number,
  e2: number,
  closed: number,
  size: number,
): void {
  for (let w = 0; w < 3; w++) {
    let kept = targets[w];
    for (let rest = kept; rest; rest &= rest - 1) {
      const low = rest & -rest;
      const t = w * 27 + 31 - Math.clz32(low);
      if (!canRemove(t, b0, b1, b2, e0, e1, e2, closed, size)) kept &= ~low;
    }
    targets[w] = kept;
  }
}
