/**
 * Forcing chains and nets share one engine: assume a literal ("r1c1 is 5" or "is not"), follow
 * what it forces breadth-first (shortest consequences first), and look for a contradiction or
 * for a conclusion every branch of a choice agrees on.
 *
 * Chains follow single implications only (a two-candidate cell, a digit with two places in a
 * unit, as in the position). Nets also use what several earlier consequences force together: a
 * cell or unit left with one place by the branch's own eliminations.
 */
import { bit, popcount } from "../digits";
import { cellName, PEERS, UNITS, UNITS_OF, unitName } from "../grid";
import { candidateOf, cellOfCandidate, digitOfCandidate, literalText } from "./chain-graph";
import type { LogicState } from "./state";

/** What broke: the same candidate forced both ways, or a cell or unit left without options. */
export type Clash =
  | { kind: "candidate"; literal: number }
  | { kind: "cell"; literal: number; cell: number }
  | { kind: "unit"; literal: number; unit: number; digit: number };

/** Where branches keep their literals: one buffer per search, so a branch allocates nothing. */
export interface BranchPool {
  literals: Int16Array;
  /** The literal each one follows from (-1 for a root). */
  parents: Int16Array;
  /** Links from the root. */
  depths: Uint8Array;
}

/** What one assumption forces: `pool` entries `start` to `end`, the root first, by depth. */
export interface Branch {
  root: number;
  pool: BranchPool;
  start: number;
  end: number;
  clash: Clash | null;
  /** Links from the root to the clash. */
  clashDepth: number;
}

const newPool = (size: number): BranchPool => ({
  literals: new Int16Array(size),
  parents: new Int16Array(size),
  depths: new Uint8Array(size),
});

const UNIT_IDS: readonly (readonly number[])[] = UNITS_OF.map((units) =>
  units.map((u) => UNITS.indexOf(u)),
);

let sharedPool = newPool(1 << 16);

// Scratch buffers shared by every propagator: one search runs at a time (a net inside a forcing
// net with techniques runs between, never during, the outer searches), and a fresh set per
// search made the browser's garbage collector stall hints for 50-150 ms.
const COUNT0 = new Int8Array(27 * 9);
const COUNT = new Int8Array(27 * 9);
const OFF = new Int16Array(81);
const REACHED = new Uint8Array(1458);

export class Propagator {
  private readonly count0 = COUNT0;
  private readonly count = COUNT;
  private readonly off = OFF;
  // Shared by every search: a fresh 320 kB pool per call kept the garbage collector busy.
  // Branches live only within one find call, so the next search may overwrite them.
  private pool = sharedPool;
  private used = 0;
  /** Depth + 1 of each reached literal in the current run, 0 when not reached (all 0 between runs). */
  private readonly reached = REACHED;

  constructor(
    private readonly state: LogicState,
    private readonly net: boolean,
    private readonly maxDepth: number,
  ) {
    COUNT0.fill(0);
    for (let u = 0; u < 27; u++) {
      for (const cell of UNITS[u].cells) {
        let m = state.candidates[cell];
        while (m) {
          const low = m & -m;
          m ^= low;
          this.count0[u * 9 + 31 - Math.clz32(low)]++;
        }
      }
    }
  }

  private tail = 0;
  private clash: Clash | null = null;

  /** Adds a consequence to the current run, unless known already or the run broke. */
  private set(literal: number, from: number, depth: number): void {
    if (this.clash || this.reached[literal]) return;
    const { pool } = this;
    this.reached[literal] = depth + 1;
    pool.parents[this.tail] = from;
    pool.depths[this.tail] = depth;
    pool.literals[this.tail++] = literal;
    if (this.reached[literal ^ 1]) this.clash = { kind: "candidate", literal };
  }

  /** Lets the next run reuse the pool from its start: earlier branches are no longer read. */
  forget(): void {
    this.used = 0;
  }

  /** Everything the literal forces, up to the first contradiction. */
  run(root: number, maxDepth = this.maxDepth): Branch {
    if (this.used + 1458 > this.pool.literals.length) {
      this.pool = newPool(this.pool.literals.length * 2);
      sharedPool = this.pool;
      this.used = 0;
    }
    const { state, net, count, off, reached, pool } = this;
    const { literals: queue, depths: depthOf } = pool;
    const start = this.used;
    count.set(this.count0);
    off.fill(0);
    this.tail = start;
    this.clash = null;
    this.set(root, -1, 0);
    for (let k = start; k < this.tail && !this.clash; k++) {
      const lit = queue[k];
      const depth = reached[lit] - 1;
      if (depth >= maxDepth) continue;
      const c = lit >> 1;
      const cell = cellOfCandidate(c);
      const d = digitOfCandidate(c);
      const b = bit(d);
      if (lit & 1) {
        let m = state.candidates[cell] & ~b;
        while (m) {
          const low = m & -m;
          m ^= low;
          this.set((cell * 9 + 31 - Math.clz32(low)) * 2, lit, depth + 1);
        }
        for (const peer of PEERS[cell])
          if (state.candidates[peer] & b) this.set((peer * 9 + d - 1) * 2, lit, depth + 1);
        continue;
      }
      // "Is not": the cell and each of its units may be left with one place, or none.
      off[cell] |= b;
      const left = state.candidates[cell] & ~off[cell];
      if (left === 0) this.clash = { kind: "cell", literal: lit, cell };
      else if (popcount(left) === 1 && (net || popcount(state.candidates[cell]) === 2)) {
        this.set(candidateOf(cell, 32 - Math.clz32(left)) * 2 + 1, lit, depth + 1);
      }
      for (const u of UNIT_IDS[cell]) {
        if (this.clash) break;
        const n = --count[u * 9 + d - 1];
        if (n === 0) this.clash = { kind: "unit", literal: lit, unit: u, digit: d };
        else if (n === 1 && (net || this.count0[u * 9 + d - 1] === 2)) {
          for (const other of UNITS[u].cells) {
            if (state.candidates[other] & b && !(off[other] & b))
              this.set(candidateOf(other, d) * 2 + 1, lit, depth + 1);
          }
        }
      }
    }
    const tail = this.tail;
    for (let k = start; k < tail; k++) reached[queue[k]] = 0;
    this.used = tail;
    const found = this.clash;
    let clashDepth = 0;
    if (found)
      for (let k = start; k < tail; k++) if (queue[k] === found.literal) clashDepth = depthOf[k];
    return { root, pool, start, end: tail, clash: found, clashDepth };
  }
}

/** The literals from a branch's root to `literal` (which the branch reached). */
export function branchPath(branch: Branch, literal: number): number[] {
  const { literals, parents } = branch.pool;
  const path: number[] = [];
  for (let l = literal; l !== -1;) {
    path.push(l);
    let k = branch.start;
    while (literals[k] !== l) k++;
    l = parents[k];
  }
  return path.reverse();
}

/** How a clash reads at the end of a chain. */
export function clashText(clash: Clash): string {
  if (clash.kind === "cell") return `${cellName(clash.cell)} has no candidate left`;
  if (clash.kind === "unit")
    return `${clash.digit} has no place left in ${unitName(UNITS[clash.unit])}`;
  return `${literalText(clash.literal)} and ${literalText(clash.literal ^ 1)} at once`;
}
