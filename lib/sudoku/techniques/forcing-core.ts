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

/** What one assumption forces, in the order found (so by depth). */
export interface Branch {
  root: number;
  /** The literals reached, the root first; `parents` and `depths` run alongside. */
  literals: Int16Array;
  /** The literal each one follows from (-1 for the root). */
  parents: Int16Array;
  /** Links from the root. */
  depths: Uint8Array;
  clash: Clash | null;
  /** Links from the root to the clash. */
  clashDepth: number;
}

const UNIT_IDS: readonly (readonly number[])[] = UNITS_OF.map((units) =>
  units.map((u) => UNITS.indexOf(u)),
);

export class Propagator {
  private readonly count0 = new Int8Array(27 * 9);
  private readonly count = new Int8Array(27 * 9);
  private readonly off = new Int16Array(81);
  private readonly queue = new Int16Array(1458);
  private readonly parent = new Int16Array(1458);
  private readonly depthOf = new Uint8Array(1458);
  /** Depth + 1 of each reached literal in the current run, 0 when not reached. */
  private readonly reached = new Uint8Array(1458);

  constructor(
    private readonly state: LogicState,
    private readonly net: boolean,
    private readonly maxDepth: number,
  ) {
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

  /** Everything the literal forces, up to the first contradiction. */
  run(root: number, maxDepth = this.maxDepth): Branch {
    const { state, net, count, off, queue, reached, parent, depthOf } = this;
    count.set(this.count0);
    off.fill(0);
    let tail = 0;
    let clash: Clash | null = null;
    const set = (literal: number, from: number, depth: number): void => {
      if (clash || reached[literal]) return;
      reached[literal] = depth + 1;
      parent[tail] = from;
      depthOf[tail] = depth;
      queue[tail++] = literal;
      if (reached[literal ^ 1]) clash = { kind: "candidate", literal };
    };
    set(root, -1, 0);
    for (let k = 0; k < tail && !clash; k++) {
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
          set((cell * 9 + 31 - Math.clz32(low)) * 2, lit, depth + 1);
        }
        for (const peer of PEERS[cell])
          if (state.candidates[peer] & b) set((peer * 9 + d - 1) * 2, lit, depth + 1);
        continue;
      }
      // "Is not": the cell and each of its units may be left with one place, or none.
      off[cell] |= b;
      const left = state.candidates[cell] & ~off[cell];
      if (left === 0) clash = { kind: "cell", literal: lit, cell };
      else if (popcount(left) === 1 && (net || popcount(state.candidates[cell]) === 2)) {
        set(candidateOf(cell, 32 - Math.clz32(left)) * 2 + 1, lit, depth + 1);
      }
      for (const u of UNIT_IDS[cell]) {
        if (clash) break;
        const n = --count[u * 9 + d - 1];
        if (n === 0) clash = { kind: "unit", literal: lit, unit: u, digit: d };
        else if (n === 1 && (net || this.count0[u * 9 + d - 1] === 2)) {
          for (const other of UNITS[u].cells) {
            if (state.candidates[other] & b && !(off[other] & b))
              set(candidateOf(other, d) * 2 + 1, lit, depth + 1);
          }
        }
      }
    }
    const literals = queue.slice(0, tail);
    for (const literal of literals) reached[literal] = 0;
    const found: Clash | null = clash;
    return {
      root,
      literals,
      parents: parent.slice(0, tail),
      depths: depthOf.slice(0, tail),
      clash: found,
      clashDepth: found ? this.depthAt(literals, depthOf, found.literal) : 0,
    };
  }

  private depthAt(literals: Int16Array, depths: Uint8Array, literal: number): number {
    const i = literals.lastIndexOf(literal);
    return depths[i];
  }
}

/** The literals from a branch's root to `literal` (which the branch reached). */
export function branchPath(branch: Branch, literal: number): number[] {
  const path: number[] = [];
  for (let l = literal; l !== -1; l = branch.parents[branch.literals.indexOf(l)]) path.push(l);
  return path.reverse();
}

/** How a clash reads at the end of a chain. */
export function clashText(clash: Clash): string {
  if (clash.kind === "cell") return `${cellName(clash.cell)} has no candidate left`;
  if (clash.kind === "unit")
    return `${clash.digit} has no place left in ${unitName(UNITS[clash.unit])}`;
  return `${literalText(clash.literal)} and ${literalText(clash.literal ^ 1)} at once`;
}

export { candidateOf };
