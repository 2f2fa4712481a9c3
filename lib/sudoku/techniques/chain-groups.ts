/**
 * Grouped nodes for chains: the cells of one box-line intersection where a digit still fits,
 * taken together ("5 is in r1c1 or r1c2"). A unit whose other places for the digit are one
 * cell or one such group gives a strong link; cells that see the whole group, a weak one.
 *
 * Node ids follow the 729 candidates: 729 + (digit - 1) * 54 + box * 6 + k, where k 0-2 are
 * the box's rows and 3-5 its columns, so an id means the same group in every position.
 */
import { bit } from "../digits";
import { UNITS } from "../grid";
import type { LogicState } from "./state";

export const GROUP_BASE = 729;
export const NODE_COUNT = GROUP_BASE + 9 * 54;

/** For each of the 54 intersections: its cells, its line (unit index) and its box. */
const INTERSECTIONS = Array.from({ length: 54 }, (_, i) => {
  const box = (i / 6) | 0;
  const k = i % 6;
  const line = k < 3 ? 3 * ((box / 3) | 0) + k : 9 + 3 * (box % 3) + (k - 3);
  const cells = UNITS[18 + box].cells.filter((c) => UNITS[line].cells.includes(c));
  return { cells, line, box: 18 + box };
});

export const isGroup = (node: number): boolean => node >= GROUP_BASE;
export const groupDigit = (node: number): number => (((node - GROUP_BASE) / 54) | 0) + 1;

/** The group's cells where its digit is still open. */
export function groupCells(state: LogicState, node: number): number[] {
  const b = bit(groupDigit(node));
  return INTERSECTIONS[(node - GROUP_BASE) % 54].cells.filter((c) => state.candidates[c] & b);
}

/**
 * Every link a group takes part in, given to `add(from, to, strong)` one direction at a time
 * (links between a group and a single candidate are given both ways). Groups that could share
 * a cell are never linked.
 */
export function forEachGroupLink(
  state: LogicState,
  add: (from: number, to: number, strong: boolean) => void,
): void {
  for (let d = 1; d <= 9; d++) {
    const b = bit(d);
    const open = INTERSECTIONS.map(({ cells }) => cells.filter((c) => state.candidates[c] & b));
    const node = (i: number) => GROUP_BASE + (d - 1) * 54 + i;
    for (let i = 0; i < 54; i++) {
      const group = open[i];
      if (group.length < 2) continue;
      const { line, box } = INTERSECTIONS[i];
      for (const unit of [line, box]) {
        const rest = UNITS[unit].cells.filter((c) => !group.includes(c) && state.candidates[c] & b);
        for (const c of rest) {
          add(node(i), c * 9 + d - 1, false);
          add(c * 9 + d - 1, node(i), false);
        }
        if (rest.length === 1) {
          add(node(i), rest[0] * 9 + d - 1, true);
          add(rest[0] * 9 + d - 1, node(i), true);
        }
        for (let j = 0; j < 54; j++) {
          if (j === i || open[j].length < 2 || open[j].some((c) => group.includes(c))) continue;
          if (!open[j].every((c) => UNITS[unit].cells.includes(c))) continue;
          add(node(i), node(j), false);
          if (open[j].length === rest.length) add(node(i), node(j), true);
        }
      }
    }
  }
}

/** Every group node with at least two open cells: the groups a chain may start from. */
export function openGroups(state: LogicState): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) {
    const b = bit(d);
    for (let i = 0; i < 54; i++) {
      let n = 0;
      for (const c of INTERSECTIONS[i].cells) if (state.candidates[c] & b) n++;
      if (n >= 2) out.push(GROUP_BASE + (d - 1) * 54 + i);
    }
  }
  return out;
}
