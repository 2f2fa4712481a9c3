/**
 * Forcing chains and forcing nets: a candidate whose assumption ends in a contradiction is
 * false (or true, when assuming it false does), and what every branch of a choice forces (the
 * candidate on or off, each candidate of a cell, each place of a digit in a unit) is true.
 * Contradictions come first, shortest first; then what every branch agrees on.
 */
import { bit, popcount } from "../digits";
import { cellName, UNITS, unitName } from "../grid";
import { listText, makeStep, TechniqueId, type Step } from "../step";
import {
  cellOfCandidate,
  digitOfCandidate,
  implicationText,
  literalText,
  openCandidates,
  pathCellsAndDigits,
} from "./chain-graph";
import { branchPath, clashText, Propagator, type Branch } from "./forcing-core";
import type { LogicState } from "./state";

interface Finding {
  /** The literal concluded: an odd literal is a placement, an even one an elimination. */
  conclusion: number;
  size: number;
  branches: Branch[];
  /** For a verity: what the branches are ("Whether or not r1c1 is 5"). */
  choice?: string;
}

function contradiction(branch: Branch): Finding | null {
  if (!branch.clash) return null;
  const size = branch.clashDepth + 1;
  return { conclusion: branch.root ^ 1, size, branches: [branch] };
}

/** The sentence and the chains behind it, built only for the findings that become steps. */
function explain(f: Finding): { text: string; paths: number[][] } {
  const [first] = f.branches;
  const clash = first.clash;
  if (!f.choice && clash) {
    const paths = [branchPath(first, clash.literal)];
    let text = implicationText(paths[0]);
    if (paths[0].length === 1) text += " then";
    if (clash.kind === "candidate") {
      paths.push(branchPath(first, clash.literal ^ 1));
      text = `${text}; and ${implicationText(paths[1]).replace(/^If /, "if ")}: ${clashText(clash)}`;
    } else text = `${text}${paths[0].length === 1 ? "" : ", so"} ${clashText(clash)}`;
    return { text: `${text}; so ${literalText(f.conclusion)}`, paths };
  }
  const paths = f.branches.map((b) => branchPath(b, f.conclusion));
  const clauses = paths
    .map((p) => implicationText(p))
    .join("; ")
    .replace(/; If /g, "; if ");
  return { text: `${f.choice}, ${literalText(f.conclusion)}: ${clauses}`, paths };
}

/** Per literal: how many branches of the current choice reach it, and their total depth. */
const hits = new Uint8Array(1458);
const sizes = new Uint16Array(1458);

/** What all branches force (none when one of them breaks: that is a contradiction). */
function verity(
  state: LogicState,
  branches: Branch[],
  choice: string,
  roots: readonly number[],
  out: (found: Finding) => void,
): void {
  if (branches.some((b) => b.clash)) return;
  for (const b of branches) {
    const { literals, depths } = b.pool;
    for (let i = b.start; i < b.end; i++) {
      hits[literals[i]]++;
      sizes[literals[i]] += depths[i] + 1;
    }
  }
  const all = branches.length;
  const [first] = branches;
  for (let i = first.start; i < first.end; i++) {
    const literal = first.pool.literals[i];
    if (hits[literal] !== all || roots.includes(literal >> 1)) continue;
    if (literal & 1 && state.values[cellOfCandidate(literal >> 1)]) continue;
    out({ conclusion: literal, size: sizes[literal], branches, choice });
  }
  for (const b of branches) {
    for (let i = b.start; i < b.end; i++) hits[b.pool.literals[i]] = sizes[b.pool.literals[i]] = 0;
  }
}

function findings(
  state: LogicState,
  net: boolean,
  maxDepth: number,
  shortestOnly: boolean,
): Finding[] {
  const prop = new Propagator(state, net, maxDepth);
  const cache = new Map<number, Branch>();
  let limit = maxDepth;
  const branch = (literal: number) => {
    let b = cache.get(literal);
    if (!b) cache.set(literal, (b = prop.run(literal, limit)));
    return b;
  };
  const open = openCandidates(state);
  const broken: Finding[] = [];
  for (const c of open) {
    for (const literal of [c * 2 + 1, c * 2]) {
      const found = contradiction(branch(literal));
      if (!found) continue;
      broken.push(found);
      // Later branches need only look as deep as this one's clash: a cell or unit clash is
      // seen when its literal is expanded, so a branch of the same size needs that depth.
      // Ties are kept so the first one by size and conclusion is the same as in the full list.
      if (shortestOnly) limit = Math.min(limit, found.size);
    }
  }
  const bySize = (a: Finding, b: Finding) => a.size - b.size || a.conclusion - b.conclusion;
  const agreed: Finding[] = [];
  // Looking for one step, only the shortest agreement is kept.
  const agree = (f: Finding) => {
    if (!shortestOnly) agreed.push(f);
    else if (agreed.length === 0) agreed.push(f);
    else if (bySize(f, agreed[0]) < 0) agreed[0] = f;
  };
  if (broken.length === 0 || !shortestOnly) {
    for (const c of open)
      verity(
        state,
        [branch(c * 2 + 1), branch(c * 2)],
        `Whether or not ${literalText(c * 2 + 1)}`,
        [c],
        agree,
      );
    for (let cell = 0; cell < 81; cell++) {
      const count = popcount(state.candidates[cell]);
      if (count < 3 || count > 4) continue;
      const cs = open.filter((c) => cellOfCandidate(c) === cell);
      const digits = listText(cs.map((c) => String(digitOfCandidate(c))));
      const choice = `Whichever of ${digits} ${cellName(cell)} holds`;
      verity(
        state,
        cs.map((c) => branch(c * 2 + 1)),
        choice,
        cs,
        agree,
      );
    }
    for (let u = 0; u < 27; u++) {
      for (let d = 1; d <= 9; d++) {
        const cs = UNITS[u].cells
          .filter((cell) => state.candidates[cell] & (1 << (d - 1)))
          .map((cell) => cell * 9 + d - 1);
        if (cs.length < 3 || cs.length > 4) continue;
        const choice = `Wherever ${d} goes in ${unitName(UNITS[u])}`;
        verity(
          state,
          cs.map((c) => branch(c * 2 + 1)),
          choice,
          cs,
          agree,
        );
      }
    }
  }
  const seen = new Set<number>();
  return [...broken.sort(bySize), ...agreed.sort(bySize)].filter((f) => {
    if (seen.has(f.conclusion)) return false;
    seen.add(f.conclusion);
    return true;
  });
}

/**
 * Every forcing chain (or net) conclusion in the position, one step each, contradictions then
 * verities, shortest first; with `shortestOnly`, only the first.
 */
export function forcingSteps(
  state: LogicState,
  net: boolean,
  maxDepth: number,
  shortestOnly = false,
): Step[] {
  const found = findings(state, net, maxDepth, shortestOnly);
  return (shortestOnly ? found.slice(0, 1) : found).map((f) => stepOf(f, net));
}

function stepOf(f: Finding, net: boolean, explained = true): Step {
  const c = f.conclusion >> 1;
  const move = { cell: cellOfCandidate(c), digit: digitOfCandidate(c) };
  const { text, paths } = explained ? explain(f) : { text: "", paths: [] };
  return makeStep(net ? TechniqueId.ForcingNet : TechniqueId.ForcingChain, {
    placements: f.conclusion & 1 ? [move] : [],
    eliminations: f.conclusion & 1 ? [] : [move],
    ...pathCellsAndDigits(paths.flat()),
    units: [],
    explanation: `${net ? "Forcing net" : "Forcing chain"}: ${text}`,
  });
}

/**
 * The first candidate whose assumption breaks the grid in a forcing net, scanning from
 * candidate `from` (cell * 9 + digit - 1) in cell order and wrapping around: not the shortest,
 * and no verities, so it is cheap enough to run inside another assumption
 * (deep-forcing-net.ts). Without `explained` the step's sentence is left empty: that search
 * runs in every assumption, and only the one that breaks is ever read. Each assumption tried
 * costs one unit of `budget`; none left, the scan stops and finds nothing.
 */
export function firstNetContradiction(
  state: LogicState,
  maxDepth: number,
  explained: boolean,
  from = 0,
  budget = { left: Infinity },
): Step | null {
  const prop = new Propagator(state, true, maxDepth);
  const open = openCandidates(state);
  const start = open.findIndex((c) => c >= from);
  for (let k = 0; k < open.length && budget.left > 0; k++, budget.left--) {
    const c = open[(Math.max(start, 0) + k) % open.length];
    prop.forget();
    const found = contradiction(prop.run(c * 2 + 1));
    if (found) return stepOf(found, true, explained);
  }
  return null;
}

/** The explained net step removing candidate `c` when assuming it breaks the grid, else null. */
export function netContradictionAt(state: LogicState, c: number, maxDepth: number): Step | null {
  if (!(state.candidates[cellOfCandidate(c)] & bit(digitOfCandidate(c)))) return null;
  const found = contradiction(new Propagator(state, true, maxDepth).run(c * 2 + 1));
  return found ? stepOf(found, true) : null;
}
