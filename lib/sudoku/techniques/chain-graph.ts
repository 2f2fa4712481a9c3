/**
 * The implication graph of candidates that every chain technique walks.
 *
 * A candidate is `cell * 9 + digit - 1`; a literal is a candidate with a truth value,
 * `candidate * 2 + 1` for "is" and `candidate * 2` for "is not". Weak links (two candidates of
 * one cell, or one digit in two cells of a unit) give "A is, so B is not"; strong links (a cell
 * with two candidates, or a unit where a digit fits twice) give "A is not, so B is".
 */
import { bit, popcount } from "../digits";
import { cellName, isPeer, PEERS, UNITS } from "../grid";
import {
  forEachGroupLink,
  GROUP_BASE,
  groupCells,
  groupDigit,
  isGroup,
  NODE_COUNT,
} from "./chain-groups";
import type { LogicState } from "./state";

export const cellOfCandidate = (c: number): number => (c / 9) | 0;
export const digitOfCandidate = (c: number): number => (c % 9) + 1;
export const candidateOf = (cell: number, digit: number): number => cell * 9 + digit - 1;
export const literalOf = (candidate: number, on: boolean): number => candidate * 2 + (on ? 1 : 0);

/** "r1c1 is 5" / "r1c1 is not 5"; for a group "r1c1 or r1c2 is 5" / "neither ... nor ...". */
export function literalText(literal: number, state?: LogicState): string {
  const c = literal >> 1;
  if (isGroup(c)) {
    const cells = state ? groupCells(state, c).map(cellName) : [];
    const d = groupDigit(c);
    if (literal & 1)
      return `${cells.slice(0, -1).join(", ")} or ${cells[cells.length - 1]} is ${d}`;
    if (cells.length === 2) return `neither ${cells[0]} nor ${cells[1]} is ${d}`;
    return `none of ${cells.join(", ")} is ${d}`;
  }
  return `${cellName(cellOfCandidate(c))} is ${literal & 1 ? "" : "not "}${digitOfCandidate(c)}`;
}

/** Whether the state still has this candidate open. */
export function hasCandidate(state: LogicState, c: number): boolean {
  return (state.candidates[cellOfCandidate(c)] & bit(digitOfCandidate(c))) !== 0;
}

/** At most four strong partners per candidate: its cell, its row, its column, its box. */
const MAX_STRONG = 4;

/** Strong-link partners of every candidate, in a flat table (`count[c]` used of 4 slots). */
export interface StrongLinks {
  partners: Int16Array;
  count: Uint8Array;
}

export function strongLinksOf(state: LogicState): StrongLinks {
  const partners = new Int16Array(729 * MAX_STRONG);
  const count = new Uint8Array(729);
  const add = (a: number, b: number) => {
    for (let k = 0; k < count[a]; k++) if (partners[a * MAX_STRONG + k] === b) return;
    partners[a * MAX_STRONG + count[a]++] = b;
  };
  for (let cell = 0; cell < 81; cell++) {
    const m = state.candidates[cell];
    if (popcount(m) !== 2) continue;
    const low = m & -m;
    const d1 = 32 - Math.clz32(low);
    const d2 = 32 - Math.clz32(m ^ low);
    add(candidateOf(cell, d1), candidateOf(cell, d2));
    add(candidateOf(cell, d2), candidateOf(cell, d1));
  }
  for (const unit of UNITS) {
    for (let d = 1; d <= 9; d++) {
      const b = bit(d);
      let p = -1;
      let q = -1;
      let n = 0;
      for (const cell of unit.cells) {
        if (!(state.candidates[cell] & b)) continue;
        if (++n === 1) p = cell;
        else q = cell;
      }
      if (n !== 2) continue;
      add(candidateOf(p, d), candidateOf(q, d));
      add(candidateOf(q, d), candidateOf(p, d));
    }
  }
  return { partners, count };
}

/** Calls `visit` with every candidate weakly linked to `c` (same cell or same digit in a peer). */
export function forEachWeak(state: LogicState, c: number, visit: (other: number) => void): void {
  const cell = cellOfCandidate(c);
  const d = digitOfCandidate(c);
  let m = state.candidates[cell] & ~bit(d);
  while (m) {
    const low = m & -m;
    m ^= low;
    visit(cell * 9 + 31 - Math.clz32(low));
  }
  const b = bit(d);
  for (const peer of PEERS[cell]) if (state.candidates[peer] & b) visit(peer * 9 + d - 1);
}

/** Whether two distinct candidates cannot both be true. */
export function weaklyLinked(a: number, b: number): boolean {
  if (a === b) return false;
  const ca = cellOfCandidate(a);
  const cb = cellOfCandidate(b);
  if (ca === cb) return true;
  return digitOfCandidate(a) === digitOfCandidate(b) && isPeer(ca, cb);
}

/**
 * Candidates that see both `a` and `b` (weakly linked to each), other than themselves: when
 * one of `a` and `b` is true, these are all false.
 */
export function seenByBoth(state: LogicState, a: number, b: number): number[] {
  const out: number[] = [];
  // Different digits in cells that do not see each other: nothing can see both.
  const ca = cellOfCandidate(a);
  const cb = cellOfCandidate(b);
  if (ca !== cb && digitOfCandidate(a) !== digitOfCandidate(b) && !isPeer(ca, cb)) return out;
  forEachWeak(state, a, (x) => {
    if (x !== b && weaklyLinked(x, b)) out.push(x);
  });
  return out.sort((x, y) => x - y);
}

/** The literals from a search root to `literal`, following `parent` (-1 ends). */
export function pathTo(parent: Int16Array | Int32Array, literal: number): number[] {
  const path: number[] = [];
  for (let l = literal; l !== -1; l = parent[l]) path.push(l);
  return path.reverse();
}

/**
 * "If r1c1 is 5 then r1c5 is not 5, so r2c4 is 5, so ..." for a path of literals. Every link
 * is listed, however long the chain: a chain with links left out is a claim, not a proof a
 * player can check (the page shows long explanations in a box that scrolls).
 */
export function implicationText(path: readonly number[], state?: LogicState): string {
  const texts = path.map((l) => literalText(l, state));
  const rest = texts.slice(1);
  return rest.length === 0 ? `If ${texts[0]}` : `If ${texts[0]} then ${rest.join(", so ")}`;
}

const NONE: readonly number[] = [];

/** Which links a chain may use (XY-chains keep to two-candidate cells, for instance). */
export interface ChainRules {
  strong(from: number, to: number): boolean;
  weak(from: number, to: number): boolean;
  /** Links at most, from the start literal. */
  maxLength: number;
  /** Whether box-line groups take part (see chain-groups.ts). */
  grouped?: boolean;
}

/**
 * Nodes beyond the candidates and box-line groups, numbered from NODE_COUNT (the digit
 * groups of almost locked sets, see als-nodes.ts). Their links join the group links.
 */
export interface ExtraNodes {
  count: number;
  /** Every link of an extra node, one direction at a time, as `forEachGroupLink` gives them. */
  forEachLink(add: (from: number, to: number, strong: boolean) => void): void;
}

/**
 * Breadth-first walk of alternating implications from "`start` is not", so every literal is
 * first reached by its shortest chain. `reached(literal, depth)` sees each new literal; return
 * true to stop. `parent` gives the paths back (see `pathTo`).
 */
export class ChainSearch {
  readonly parent: Int32Array;
  private readonly depth: Uint8Array;
  private readonly seen: Uint8Array;
  private readonly queue: Int32Array;
  /** Group links, per node (only with `rules.grouped`). */
  private readonly groupWeak: (number[] | undefined)[] = [];
  private readonly groupStrong: (number[] | undefined)[] = [];
  /** Weak partners of candidate c: `weak[weakStart[c]]` up to `weak[weakStart[c + 1]]`. */
  private readonly weak: Int16Array;
  private readonly weakStart = new Int32Array(730);

  constructor(
    state: LogicState,
    private readonly links: StrongLinks,
    private readonly rules: ChainRules,
    extra?: ExtraNodes,
  ) {
    const literals = (NODE_COUNT + (extra?.count ?? 0)) * 2;
    this.parent = new Int32Array(literals);
    this.depth = new Uint8Array(literals);
    this.seen = new Uint8Array(literals);
    this.queue = new Int32Array(literals);
    const weak: number[] = [];
    for (let c = 0; c < 729; c++) {
      this.weakStart[c] = weak.length;
      if (hasCandidate(state, c)) forEachWeak(state, c, (y) => weak.push(y));
    }
    this.weakStart[729] = weak.length;
    this.weak = Int16Array.from(weak);
    const addLink = (from: number, to: number, strong: boolean) => {
      const lists = strong ? this.groupStrong : this.groupWeak;
      (lists[from] ??= []).push(to);
    };
    if (rules.grouped) forEachGroupLink(state, addLink);
    extra?.forEachLink(addLink);
  }

  /** The literals from the last run's root to `literal`. */
  pathTo(literal: number): number[] {
    return pathTo(this.parent, literal);
  }

  /** From "`start` is" instead with `on` (a discontinuous loop starts with a weak link). */
  run(
    start: number,
    reached: (literal: number, depth: number) => boolean,
    maxLength = this.rules.maxLength,
    on = false,
  ): void {
    const { parent, depth, seen, queue, links, rules, weak, weakStart } = this;
    seen.fill(0);
    const root = literalOf(start, on);
    seen[root] = 1;
    parent[root] = -1;
    depth[root] = 0;
    queue[0] = root;
    let tail = 1;
    let stop = false;
    const push = (from: number, to: number) => {
      if (stop || seen[to]) return;
      seen[to] = 1;
      parent[to] = from;
      depth[to] = depth[from] + 1;
      queue[tail++] = to;
      stop = reached(to, depth[to]);
    };
    for (let k = 0; k < tail && !stop; k++) {
      const lit = queue[k];
      if (depth[lit] >= maxLength) continue;
      const c = lit >> 1;
      if (lit & 1) {
        if (c < GROUP_BASE) {
          for (let w = weakStart[c]; w < weakStart[c + 1]; w++) {
            const y = weak[w];
            if (rules.weak(c, y)) push(lit, y * 2);
          }
        }
        for (const y of this.groupWeak[c] ?? NONE) push(lit, y * 2);
      } else {
        if (c < GROUP_BASE) {
          for (let s = 0; s < links.count[c]; s++) {
            const y = links.partners[c * 4 + s];
            if (rules.strong(c, y)) push(lit, y * 2 + 1);
          }
        }
        for (const y of this.groupStrong[c] ?? NONE) push(lit, y * 2 + 1);
      }
    }
  }
}

/** One chain conclusion before it becomes a step. */
export interface ChainFinding {
  path: number[];
  placements: number[];
  eliminations: number[];
  /** A continuous nice loop (its eliminations come from every weak link). */
  loop?: boolean;
}

/**
 * Every chain from each start candidate that `conclude` turns into a finding, shortest first,
 * one per distinct conclusion (the shortest chain that proves it). With `shortestOnly`, just
 * the shortest one: later searches stop before the best length found so far. With
 * `groupEnds`, a chain may also end on a group (starts may be groups whatever this says).
 * `extra` nodes take part as groups do.
 */
export function collectChains(
  state: LogicState,
  rules: ChainRules,
  starts: Iterable<number>,
  conclude: (start: number, end: number, depth: number, search: ChainSearch) => ChainFinding | null,
  shortestOnly = false,
  groupEnds = false,
  extra?: ExtraNodes,
): ChainFinding[] {
  const search = new ChainSearch(state, strongLinksOf(state), rules, extra);
  const best = new Map<string, ChainFinding>();
  let limit = rules.maxLength;
  for (const start of starts) {
    search.run(
      start,
      (literal, depth) => {
        if (!(literal & 1) || (!groupEnds && isGroup(literal >> 1))) return false;
        const finding = conclude(start, literal >> 1, depth, search);
        if (!finding) return false;
        if (shortestOnly) {
          best.clear();
          limit = depth - 1;
        }
        const key = `${finding.placements.join(",")}|${finding.eliminations.join(",")}`;
        const old = best.get(key);
        if (!old || old.path.length > finding.path.length) {
          // Re-inserted, so ties in length keep the order they were first proved at that
          // length: the first of the list is then what a `shortestOnly` search returns.
          best.delete(key);
          best.set(key, finding);
        }
        return shortestOnly;
      },
      limit,
    );
  }
  return [...best.values()].sort((a, b) => a.path.length - b.path.length);
}

/** Every open candidate, in cell order. */
export function openCandidates(state: LogicState): number[] {
  const out: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    let m = state.candidates[cell];
    while (m) {
      const low = m & -m;
      m ^= low;
      out.push(cell * 9 + 31 - Math.clz32(low));
    }
  }
  return out;
}

/** The distinct cells and digits a path of literals is about. */
export function pathCellsAndDigits(
  path: readonly number[],
  state?: LogicState,
): { cells: number[]; digits: number[] } {
  const cells = new Set<number>();
  const digits = new Set<number>();
  for (const l of path) {
    const node = l >> 1;
    if (isGroup(node)) {
      for (const cell of state ? groupCells(state, node) : []) cells.add(cell);
      digits.add(groupDigit(node));
      continue;
    }
    cells.add(cellOfCandidate(node));
    digits.add(digitOfCandidate(node));
  }
  return {
    cells: [...cells].sort((a, b) => a - b),
    digits: [...digits].sort((a, b) => a - b),
  };
}

/** Candidates as eliminations. */
export const asEliminations = (candidates: readonly number[]) =>
  candidates.map((c) => ({ cell: cellOfCandidate(c), digit: digitOfCandidate(c) }));
