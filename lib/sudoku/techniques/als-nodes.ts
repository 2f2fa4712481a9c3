/**
 * Almost locked sets as chain nodes (HoDoKu's "ALS nodes" in grouped nice loops and AICs).
 *
 * An ALS holds N+1 digits in N cells. One node stands for "digit d is in one of the set's
 * d-cells". If the set loses every x (the chain arrives at "none of its x-cells is x"), its
 * N cells keep N digits, so every other digit y is in one of its y-cells: a strong link from
 * "(set, x) is not" to "(set, y) is" for each pair of digits. A candidate of d (or a box-line
 * group of d) that sees every d-cell of the set is weakly linked to the node both ways.
 *
 * Only digits some outside candidate could lose take part (the set's `reach`): a node with no
 * weak link can neither be entered nor left. Sets of one cell are bivalue cells, already
 * strong links between their two candidates.
 */
import { bit, digitsOf } from "../digits";
import { cellName } from "../grid";
import { alsIndex, alsText, cellsOfWords, hasCell, type Als } from "./als";
import { type ExtraNodes } from "./chain-graph";
import { groupCells, groupDigit, NODE_COUNT, openGroups } from "./chain-groups";
import { type ExtraNodeCells } from "./chain-nodes";
import type { LogicState } from "./state";

/**
 * Sets of two and three cells. Each bigger set adds nodes every chain search walks from every
 * start: with four cells a hint on forum_hardest paid about twice the time (median 1.9 ms
 * against 1.5, p90 5.1 against 3.2) for a step at 32 positions instead of 26 of 850.
 */
export const MAX_NODE_ALS_CELLS = 3;

/**
 * Literals are numbered below 2^31 whatever the count, but each node costs the searches
 * memory and time from every start: past this many the smaller sets (met first) are kept.
 */
export const MAX_ALS_NODES = 6000;

interface AlsNode {
  als: Als;
  digit: number;
  cells: number[];
}

export class AlsNodes implements ExtraNodes, ExtraNodeCells {
  private readonly nodes: AlsNode[] = [];
  private readonly links: [number, number, boolean][] = [];

  constructor(state: LogicState) {
    const index = alsIndex(state);
    const groups = openGroups(state).map((g) => ({
      node: g,
      digit: groupDigit(g),
      cells: groupCells(state, g),
    }));
    for (const als of index.alss) {
      if (als.cells.length < 2 || als.cells.length > MAX_NODE_ALS_CELLS) continue;
      const digits = digitsOf(als.reach);
      if (digits.length < 2) continue;
      if (this.nodes.length + digits.length > MAX_ALS_NODES) break;
      const first = NODE_COUNT + this.nodes.length;
      digits.forEach((d, k) => {
        const o = (d - 1) * 3;
        const node = first + k;
        const cells = cellsOfWords(als.digitCells[o], als.digitCells[o + 1], als.digitCells[o + 2]);
        this.nodes.push({ als, digit: d, cells });
        const outside = cellsOfWords(
          index.candidateCells[o] & als.seen[o],
          index.candidateCells[o + 1] & als.seen[o + 1],
          index.candidateCells[o + 2] & als.seen[o + 2],
        );
        for (const cell of outside) {
          this.links.push([cell * 9 + d - 1, node, false], [node, cell * 9 + d - 1, false]);
        }
        for (const group of groups) {
          if (group.digit !== d) continue;
          if (!group.cells.every((cell) => hasCell(als.seen, o, cell))) continue;
          this.links.push([group.node, node, false], [node, group.node, false]);
        }
        for (let j = 0; j < digits.length; j++)
          if (j !== k) this.links.push([node, first + j, true]);
      });
    }
  }

  get count(): number {
    return this.nodes.length;
  }

  forEachLink(add: (from: number, to: number, strong: boolean) => void): void {
    for (const [from, to, strong] of this.links) add(from, to, strong);
  }

  has(node: number): boolean {
    return node >= NODE_COUNT && node - NODE_COUNT < this.nodes.length;
  }

  cells(node: number): number[] {
    return this.nodes[node - NODE_COUNT].cells;
  }

  digit(node: number): number {
    return this.nodes[node - NODE_COUNT].digit;
  }

  als(node: number): Als {
    return this.nodes[node - NODE_COUNT].als;
  }

  /**
   * "none of r1c1, r1c4 is 3"; "r1c4 or r2c5 is 7" after the set lost `lost` (said once:
   * "so r1c1+r1c4+r2c5 (3/4/7/9) keeps a digit for each cell without 3: r1c4 or r2c5 is 7").
   */
  literalText(literal: number, lost?: number): string {
    const { als, digit, cells } = this.nodes[(literal >> 1) - NODE_COUNT];
    const names = cells.map(cellName);
    if (!(literal & 1)) {
      if (names.length === 1) return `${names[0]} is not ${digit}`;
      if (names.length === 2) return `neither ${names[0]} nor ${names[1]} is ${digit}`;
      return `none of ${names.join(", ")} is ${digit}`;
    }
    const holds =
      names.length === 1
        ? `${names[0]} is ${digit}`
        : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]} is ${digit}`;
    if (lost === undefined) return holds;
    const left = digitsOf(als.mask & ~bit(lost)).join("/");
    return `the almost locked set ${alsText(als)} without ${lost} fills its ${als.cells.length} cells with ${left}, so ${holds}`;
  }

  /**
   * What a continuous loop through a set removes beyond its weak links: the loop holds
   * exactly one of the two digits it enters and leaves the set by, so the set is locked on
   * its other digits, and a candidate of such a digit seeing all its cells in the set goes.
   */
  lockedEliminations(entry: number, exit: number, candidates: readonly number[]): number[] {
    const als = this.als(entry);
    const out: number[] = [];
    for (const d of digitsOf(als.mask)) {
      if (d === this.digit(entry) || d === this.digit(exit)) continue;
      const o = (d - 1) * 3;
      for (const cell of cellsOfWords(als.seen[o], als.seen[o + 1], als.seen[o + 2])) {
        if (candidates[cell] & bit(d)) out.push(cell * 9 + d - 1);
      }
    }
    return out;
  }
}
