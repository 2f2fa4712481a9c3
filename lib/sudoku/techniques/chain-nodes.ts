/**
 * Chain nodes, single candidates or box-line groups (see chain-groups.ts), seen as the cells
 * where one digit might be: which candidates a node sees, whether two nodes exclude each
 * other, and which candidates see both (the eliminations of an AIC's ends or of a weak link
 * in a nice loop). One `NodeSight` serves one position: it keeps each group's cells and
 * sight, which a chain search asks for again and again.
 */
import { bit } from "../digits";
import { isPeer } from "../grid";
import {
  cellOfCandidate,
  digitOfCandidate,
  forEachWeak,
  seenByBoth,
  weaklyLinked,
} from "./chain-graph";
import { groupCells, groupDigit, isGroup, NODE_COUNT } from "./chain-groups";
import type { LogicState } from "./state";

export const nodeDigit = (node: number): number =>
  isGroup(node) ? groupDigit(node) : digitOfCandidate(node);

/** Nodes numbered from NODE_COUNT (see ExtraNodes in chain-graph.ts): a digit in some cells. */
export interface ExtraNodeCells {
  cells(node: number): number[];
  digit(node: number): number;
}

export class NodeSight {
  private readonly cellsOf = new Map<number, number[]>();
  private readonly sightOf = new Map<number, number[]>();

  constructor(
    private readonly state: LogicState,
    private readonly extra?: ExtraNodeCells,
  ) {}

  /** The cells of a node: one for a candidate, the open cells of a group. */
  cells(node: number): number[] {
    if (!isGroup(node)) return [cellOfCandidate(node)];
    if (node >= NODE_COUNT && this.extra) return this.extra.cells(node);
    let cells = this.cellsOf.get(node);
    if (!cells) this.cellsOf.set(node, (cells = groupCells(this.state, node)));
    return cells;
  }

  /** The digit a node is about. */
  digit(node: number): number {
    if (node >= NODE_COUNT && this.extra) return this.extra.digit(node);
    return nodeDigit(node);
  }

  /** Every open candidate that sees the node (is false when the node is true), ascending. */
  seeing(node: number): number[] {
    let out = this.sightOf.get(node);
    if (out) return out;
    out = [];
    if (!isGroup(node)) {
      const list = out;
      forEachWeak(this.state, node, (c) => list.push(c));
      out.sort((a, b) => a - b);
    } else {
      const d = this.digit(node);
      const cells = this.cells(node);
      for (let cell = 0; cell < 81; cell++) {
        if (!(this.state.candidates[cell] & bit(d))) continue;
        if (cells.every((c) => c !== cell && isPeer(c, cell))) out.push(cell * 9 + d - 1);
      }
    }
    this.sightOf.set(node, out);
    return out;
  }

  /** Whether the candidate `c`, if true, makes the node false (and is not part of it). */
  candidateSees(c: number, node: number): boolean {
    if (!isGroup(node)) return weaklyLinked(c, node);
    if (digitOfCandidate(c) !== this.digit(node)) return false;
    const cell = cellOfCandidate(c);
    return this.cells(node).every((g) => g !== cell && isPeer(g, cell));
  }

  /** Whether two nodes cannot both be true. */
  exclude(a: number, b: number): boolean {
    if (!isGroup(a)) return this.candidateSees(a, b);
    if (!isGroup(b)) return this.candidateSees(b, a);
    if (this.digit(a) !== this.digit(b)) return false;
    const cb = this.cells(b);
    return this.cells(a).every((x) => cb.every((y) => x !== y && isPeer(x, y)));
  }

  /**
   * Open candidates, other than the nodes' own, that see both nodes: when one of the two is
   * true, these are all false. In candidate order.
   */
  seenByBoth(a: number, b: number): number[] {
    if (!isGroup(a) && !isGroup(b)) return seenByBoth(this.state, a, b);
    const [g, other] = isGroup(a) ? [a, b] : [b, a];
    return this.seeing(g).filter((c) => c !== other && this.candidateSees(c, other));
  }
}
