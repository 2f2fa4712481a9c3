/**
 * The search behind Franken and mutant fish: on one digit, `size` base units (rows, columns
 * or boxes) whose candidates lie in `size` cover units, except for fins.
 *
 * Each base unit holds the digit once. If no fin holds it, those `size` digits sit in distinct
 * body cells (a cell in two base units is an endo fin), each inside a cover unit, and each cover
 * holds the digit at most once: so every cover unit's digit is in the base, its cells outside
 * the base lose the digit, and a body cell in two covers (cannibalism) loses it too. If a fin
 * holds it, every cell that sees all the fins loses it; so either way such cells lose it.
 *
 * Speed: cells are three 27-bit words (one per band). Covers grow from the base cell with the
 * fewest units left to cover it (as exact-cover search does), branching on each unit or on "it
 * is a fin" while the fins still share a peer holding the digit and some cell that sees them
 * all can still be removed; the last cover is any unit left, the rest become fins. Each base
 * unit added narrows the cells the fish could still remove (fish-targets.ts); a base with
 * none left is dropped before any cover is tried, and the rest search only that zone.
 */
import { bit } from "../digits";
import type { Elimination } from "../step";
import { bitCount, CELL_UNITS, cellsOf, PEER_SET, UNIT_SET } from "./fish-cell-sets";
import { narrowTargets } from "./fish-targets";
import type { LogicState } from "./state";

/** At most this many fins, of which at most `MAX_ENDO_FINS` sit in two base units. */
const MAX_FINS = 5;
const MAX_ENDO_FINS = 2;

/** Which units a search may use: base units from a list, cover units from a 27-bit mask. */
export interface FishUnits {
  base: readonly number[];
  cover: number;
}

/** One fish as the search meets it. */
export interface GeneralFishInstance {
  digit: number;
  /** Unit indices 0-26, ascending. */
  base: number[];
  cover: number[];
  /** 27-bit masks of the same units. */
  baseMask: number;
  coverMask: number;
  bodyCells: number[];
  /** Every fin, endo fins included. */
  fins: number[];
  /** Fins in two base units. */
  endoFins: number[];
  /** Body cells in two cover units that the fish removes. */
  cannibals: number[];
  /** Sorted by cell. */
  eliminations: Elimination[];
}

/**
 * Walks every fish of one size whose base and cover units come from `shapes` and which
 * `accept` takes (by its base and cover unit masks) and removes something, handing each to
 * `visit` until it returns true. Order: digit, then shape, then base units ascending.
 *
 * What a digit gives depends only on the cells holding it, so `fishless` (kept by the caller
 * for one size, shapes and `accept`) remembers the cell sets that gave nothing: along a solving
 * path most digits keep their cells from one step to the next, and are not searched again.
 */
export function searchGeneralFish(
  state: LogicState,
  size: number,
  shapes: readonly FishUnits[],
  accept: (baseMask: number, coverMask: number) => boolean,
  visit: (fish: GeneralFishInstance) => boolean,
  fishless?: Set<string>,
): void {
  const cands = state.candidates;
  // Per digit: the digit's cells (p0-p2) and each unit's share of them.
  const unitCells = new Int32Array(27 * 3);
  let p0 = 0;
  let p1 = 0;
  let p2 = 0;
  let digit = 0;
  let shape: FishUnits = shapes[0];
  let pool: number[] = [];
  let stop = false;
  // Whether the current digit gave a fish.
  let visited = false;
  // Per base depth: the cells a fish on the base so far could still remove (fish-targets.ts).
  const targets = new Int32Array(3 * 5);
  const level = new Int32Array(3);

  // The chosen base: its cells, its endo fins and its units.
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let baseMask = 0;

  /**
   * Base cells no two of which share a unit that may cover them (`closed` units may not),
   * found greedily: each needs a cover of its own, or is a fin.
   */
  const separateCells = (w0: number, w1: number, w2: number, closed: number): number => {
    let n = 0;
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    const words = [w0, w1, w2];
    for (let w = 0; w < 3; w++) {
      for (let x = words[w] & ~(w === 0 ? s0 : w === 1 ? s1 : s2); x;) {
        const low = x & -x;
        const cell = w * 27 + 31 - Math.clz32(low);
        n++;
        for (let i = 0; i < 3; i++) {
          const u = CELL_UNITS[cell * 3 + i];
          if (closed & (1 << u)) continue;
          s0 |= unitCells[u * 3];
          s1 |= unitCells[u * 3 + 1];
          s2 |= unitCells[u * 3 + 2];
        }
        x &= ~low & ~(w === 0 ? s0 : w === 1 ? s1 : s2);
      }
    }
    return n;
  };

  const leaf = (
    c0: number,
    c1: number,
    c2: number,
    k0: number,
    k1: number,
    k2: number,
    f0: number,
    f1: number,
    f2: number,
    z0: number,
    z1: number,
    z2: number,
    coverMask: number,
    e0: number,
    e1: number,
    e2: number,
  ): void => {
    // Cover cells outside the base, and body cells in two covers, that see every fin.
    const t0 = ((c0 & ~b0) | (k0 & b0 & ~f0)) & z0;
    const t1 = ((c1 & ~b1) | (k1 & b1 & ~f1)) & z1;
    const t2 = ((c2 & ~b2) | (k2 & b2 & ~f2)) & z2;
    if (!(t0 | t1 | t2) || !accept(baseMask, coverMask)) return;
    const unitsOf = (mask: number): number[] => {
      const out: number[] = [];
      for (let u = 0; u < 27; u++) if (mask & (1 << u)) out.push(u);
      return out;
    };
    const fish: GeneralFishInstance = {
      digit,
      base: unitsOf(baseMask),
      cover: unitsOf(coverMask),
      baseMask,
      coverMask,
      bodyCells: cellsOf(b0 & ~f0, b1 & ~f1, b2 & ~f2),
      fins: cellsOf(f0, f1, f2),
      endoFins: cellsOf(e0, e1, e2),
      cannibals: cellsOf(t0 & b0, t1 & b1, t2 & b2),
      eliminations: cellsOf(t0, t1, t2).map((cell) => ({ cell, digit })),
    };
    visited = true;
    if (visit(fish)) stop = true;
  };

  /**
   * Whether a cell that sees every fin (the zone z) can still end up removed: outside the base
   * in a cover unit taken or still reachable (`reach`), or a body cell in two covers.
   */
  const canEliminate = (
    c0: number,
    c1: number,
    c2: number,
    k0: number,
    k1: number,
    k2: number,
    f0: number,
    f1: number,
    f2: number,
    z0: number,
    z1: number,
    z2: number,
    reach: number,
  ): boolean => {
    if ((z0 & ~b0 & c0) | (z1 & ~b1 & c1) | (z2 & ~b2 & c2)) return true;
    if ((z0 & b0 & k0 & ~f0) | (z1 & b1 & k1 & ~f1) | (z2 & b2 & k2 & ~f2)) return true;
    // Body cells of the zone already in a cover or in a reachable unit met so far (s).
    const y0 = z0 & b0 & ~f0;
    const y1 = z1 & b1 & ~f1;
    const y2 = z2 & b2 & ~f2;
    let s0 = y0 & c0;
    let s1 = y1 & c1;
    let s2 = y2 & c2;
    for (let units = reach; units; units &= units - 1) {
      const u = 31 - Math.clz32(units & -units);
      const u0 = unitCells[u * 3];
      const u1 = unitCells[u * 3 + 1];
      const u2 = unitCells[u * 3 + 2];
      if ((z0 & ~b0 & u0) | (z1 & ~b1 & u1) | (z2 & ~b2 & u2)) return true;
      // A body cell of the zone in two covers (taken or reachable) is cannibalised.
      if ((s0 & u0) | (s1 & u1) | (s2 & u2)) return true;
      s0 |= y0 & u0;
      s1 |= y1 & u1;
      s2 |= y2 & u2;
    }
    return false;
  };

  /** Every covers taken: the base cells left uncovered are fins. */
  const finish = (
    c0: number,
    c1: number,
    c2: number,
    k0: number,
    k1: number,
    k2: number,
    f0: number,
    f1: number,
    f2: number,
    z0: number,
    z1: number,
    z2: number,
    coverMask: number,
    fins: number,
    e0: number,
    e1: number,
    e2: number,
  ): void => {
    const r0 = b0 & ~c0 & ~f0;
    const r1 = b1 & ~c1 & ~f1;
    const r2 = b2 & ~c2 & ~f2;
    if (fins + bitCount(r0) + bitCount(r1) + bitCount(r2) > MAX_FINS) return;
    for (const cell of cellsOf(r0, r1, r2)) {
      z0 &= PEER_SET[cell * 3];
      z1 &= PEER_SET[cell * 3 + 1];
      z2 &= PEER_SET[cell * 3 + 2];
    }
    if (z0 | z1 | z2)
      leaf(c0, c1, c2, k0, k1, k2, f0 | r0, f1 | r1, f2 | r2, z0, z1, z2, coverMask, e0, e1, e2);
  };

  const cover = (
    depth: number,
    c0: number,
    c1: number,
    c2: number,
    k0: number,
    k1: number,
    k2: number,
    f0: number,
    f1: number,
    f2: number,
    z0: number,
    z1: number,
    z2: number,
    forbidden: number,
    coverMask: number,
    fins: number,
    e0: number,
    e1: number,
    e2: number,
  ): void => {
    const r0 = b0 & ~c0 & ~f0;
    const r1 = b1 & ~c1 & ~f1;
    const r2 = b2 & ~c2 & ~f2;
    if (!(r0 | r1 | r2)) {
      if (depth === size)
        leaf(c0, c1, c2, k0, k1, k2, f0, f1, f2, z0, z1, z2, coverMask, e0, e1, e2);
      return;
    }
    if (depth === size) {
      finish(c0, c1, c2, k0, k1, k2, f0, f1, f2, z0, z1, z2, coverMask, fins, e0, e1, e2);
      return;
    }
    // Cells none of whose units may still cover them are fins now; branch on the cell with the
    // fewest units left, as exact-cover search does.
    const closed = baseMask | ~shape.cover | forbidden;
    let x = -1;
    let fewest = 4;
    // The units later covers may take: open units of the cells still to cover.
    let reach = 0;
    const words = [r0, r1, r2];
    for (let w = 0; w < 3; w++) {
      for (let rest = words[w]; rest; rest &= rest - 1) {
        const low = rest & -rest;
        const cell = w * 27 + 31 - Math.clz32(low);
        let open = 0;
        for (let i = 0; i < 3; i++) {
          const u = 1 << CELL_UNITS[cell * 3 + i];
          if (!(closed & u)) {
            open++;
            reach |= u;
          }
        }
        if (open === 0) {
          if (w === 0) f0 |= low;
          else if (w === 1) f1 |= low;
          else f2 |= low;
          z0 &= PEER_SET[cell * 3];
          z1 &= PEER_SET[cell * 3 + 1];
          z2 &= PEER_SET[cell * 3 + 2];
          fins++;
        } else if (open < fewest) {
          x = cell;
          fewest = open;
        }
      }
    }
    if (fins > MAX_FINS || !(z0 | z1 | z2) || x < 0) return;
    if (f0 | f1 | f2 && !canEliminate(c0, c1, c2, k0, k1, k2, f0, f1, f2, z0, z1, z2, reach))
      return;
    if (depth === size - 1) {
      // The last cover: any reachable unit, leaving the rest as fins.
      for (let units = reach; units && !stop; units &= units - 1) {
        const u = 31 - Math.clz32(units & -units);
        const u0 = unitCells[u * 3];
        const u1 = unitCells[u * 3 + 1];
        const u2 = unitCells[u * 3 + 2];
        finish(
          c0 | u0,
          c1 | u1,
          c2 | u2,
          k0 | (c0 & u0),
          k1 | (c1 & u1),
          k2 | (c2 & u2),
          f0,
          f1,
          f2,
          z0,
          z1,
          z2,
          coverMask | (1 << u),
          fins,
          e0,
          e1,
          e2,
        );
      }
      return;
    }
    const blocked = closed;
    for (let i = 0; i < 3 && !stop; i++) {
      const u = CELL_UNITS[x * 3 + i];
      if ((blocked | forbidden) & (1 << u)) continue;
      const u0 = unitCells[u * 3];
      const u1 = unitCells[u * 3 + 1];
      const u2 = unitCells[u * 3 + 2];
      cover(
        depth + 1,
        c0 | u0,
        c1 | u1,
        c2 | u2,
        k0 | (c0 & u0),
        k1 | (c1 & u1),
        k2 | (c2 & u2),
        f0,
        f1,
        f2,
        z0,
        z1,
        z2,
        forbidden,
        coverMask | (1 << u),
        fins,
        e0,
        e1,
        e2,
      );
      // Later branches leave this unit out, so each cover set is met once.
      forbidden |= 1 << u;
    }
    if (stop || fins >= MAX_FINS) return;
    // Or x is a fin, never covered: the fins must still share a peer holding the digit.
    const n0 = z0 & PEER_SET[x * 3];
    const n1 = z1 & PEER_SET[x * 3 + 1];
    const n2 = z2 & PEER_SET[x * 3 + 2];
    if (!(n0 | n1 | n2)) return;
    const w = (x / 27) | 0;
    const xb = 1 << (x % 27);
    cover(
      depth,
      c0,
      c1,
      c2,
      k0,
      k1,
      k2,
      w === 0 ? f0 | xb : f0,
      w === 1 ? f1 | xb : f1,
      w === 2 ? f2 | xb : f2,
      n0,
      n1,
      n2,
      forbidden,
      coverMask,
      fins + 1,
      e0,
      e1,
      e2,
    );
  };

  const grow = (
    start: number,
    depth: number,
    e0: number,
    e1: number,
    e2: number,
    x0: number,
    x1: number,
    x2: number,
    mask: number,
  ): void => {
    for (let i = start; i <= pool.length - (size - depth) && !stop; i++) {
      const u = pool[i];
      const u0 = unitCells[u * 3];
      const u1 = unitCells[u * 3 + 1];
      const u2 = unitCells[u * 3 + 2];
      // Cells already in the base become endo fins.
      const n0 = e0 | (x0 & u0);
      const n1 = e1 | (x1 & u1);
      const n2 = e2 | (x2 & u2);
      const endo = bitCount(n0) + bitCount(n1) + bitCount(n2);
      if (endo > MAX_ENDO_FINS) continue;
      const y0 = x0 | u0;
      const y1 = x1 | u1;
      const y2 = x2 | u2;
      const closed = mask | (1 << u) | ~shape.cover;
      if (separateCells(y0 & ~n0, y1 & ~n1, y2 & ~n2, closed) > size + MAX_FINS - endo) continue;
      level[0] = targets[depth * 3];
      level[1] = targets[depth * 3 + 1];
      level[2] = targets[depth * 3 + 2];
      narrowTargets(level, y0, y1, y2, n0, n1, n2, closed, size);
      if (!(level[0] | level[1] | level[2])) continue;
      targets[(depth + 1) * 3] = level[0];
      targets[(depth + 1) * 3 + 1] = level[1];
      targets[(depth + 1) * 3 + 2] = level[2];
      if (depth + 1 < size) {
        grow(i + 1, depth + 1, n0, n1, n2, y0, y1, y2, mask | (1 << u));
        continue;
      }
      // The endo fins must share a peer holding the digit.
      let z0 = level[0];
      let z1 = level[1];
      let z2 = level[2];
      for (const cell of cellsOf(n0, n1, n2)) {
        z0 &= PEER_SET[cell * 3];
        z1 &= PEER_SET[cell * 3 + 1];
        z2 &= PEER_SET[cell * 3 + 2];
      }
      if (!(z0 | z1 | z2)) continue;
      b0 = y0;
      b1 = y1;
      b2 = y2;
      baseMask = mask | (1 << u);
      cover(0, 0, 0, 0, 0, 0, 0, n0, n1, n2, z0, z1, z2, 0, 0, endo, n0, n1, n2);
    }
  };

  for (digit = 1; digit <= 9 && !stop; digit++) {
    const b = bit(digit);
    p0 = p1 = p2 = 0;
    for (let cell = 0; cell < 81; cell++) {
      if (!(cands[cell] & b)) continue;
      if (cell < 27) p0 |= 1 << cell;
      else if (cell < 54) p1 |= 1 << (cell - 27);
      else p2 |= 1 << (cell - 54);
    }
    const key = `${p0},${p1},${p2}`;
    if (fishless?.has(key)) continue;
    visited = false;
    for (let u = 0; u < 27; u++) {
      unitCells[u * 3] = UNIT_SET[u * 3] & p0;
      unitCells[u * 3 + 1] = UNIT_SET[u * 3 + 1] & p1;
      unitCells[u * 3 + 2] = UNIT_SET[u * 3 + 2] & p2;
    }
    for (const s of shapes) {
      if (stop) break;
      shape = s;
      // A base unit holding the digit once would be a hidden single.
      pool = s.base.filter(
        (u) =>
          bitCount(unitCells[u * 3]) +
            bitCount(unitCells[u * 3 + 1]) +
            bitCount(unitCells[u * 3 + 2]) >=
          2,
      );
      targets[0] = p0;
      targets[1] = p1;
      targets[2] = p2;
      if (pool.length >= size) grow(0, 0, 0, 0, 0, 0, 0, 0, 0);
    }
    if (!visited && fishless) {
      // A bound on memory: a long session sees many positions.
      if (fishless.size >= 100_000) fishless.clear();
      fishless.add(key);
    }
  }
}
