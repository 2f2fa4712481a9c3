/**
 * Forcing chains and forcing nets: a candidate whose assumption ends in a contradiction is
 * false (or true, when assuming it false does), and what every branch of a choice forces (the
 * candidate on or off, each candidate of a cell, each place of a digit in a unit) is true.
 */
import { popcount } from "../digits";
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
  explanation: string;
  paths: number[][];
}

/** The chain a branch takes to a literal, as a readable clause. */
const because = (branch: Branch, literal: number) => implicationText(branchPath(branch, literal));

function contradiction(branch: Branch): Finding | null {
  const clash = branch.clash;
  if (!clash) return null;
  const paths = [branchPath(branch, clash.literal)];
  let text = implicationText(paths[0]);
  if (clash.kind === "candidate") {
    paths.push(branchPath(branch, clash.literal ^ 1));
    text = `${text}; and ${implicationText(paths[1]).replace(/^If /, "if ")}: ${clashText(clash)}`;
  } else text = `${text}, so ${clashText(clash)}`;
  const conclusion = branch.root ^ 1;
  return {
    conclusion,
    size: branch.reached[clash.literal],
    paths,
    explanation: `${text}; so ${literalText(conclusion)}`,
  };
}

/** What all branches force, each as a finding explained by every branch's chain to it. */
function verity(state: LogicState, branches: readonly Branch[], choice: string, roots: Set<number>): Finding[] {
  if (branches.some((b) => b.clash)) return [];
  const out: Finding[] = [];
  const [first, ...rest] = branches;
  for (let literal = 0; literal < 1458; literal++) {
    if (!first.reached[literal] || roots.has(literal >> 1)) continue;
    if (!rest.every((b) => b.reached[literal])) continue;
    if (literal & 1 && state.values[cellOfCandidate(literal >> 1)]) continue;
    const size = branches.reduce((sum, b) => sum + b.reached[literal], 0);
    const paths = branches.map((b) => branchPath(b, literal));
    const clauses = branches.map((b) => because(b, literal)).join("; ").replace(/; If /g, "; if ");
    out.push({
      conclusion: literal,
      size,
      paths,
      explanation: `${choice}, ${literalText(literal)}: ${clauses}`,
    });
  }
  return out;
}

function findings(state: LogicState, net: boolean, maxDepth: number): Finding[] {
  const prop = new Propagator(state, net, maxDepth);
  const cache = new Map<number, Branch>();
  const branch = (literal: number) => {
    let b = cache.get(literal);
    if (!b) cache.set(literal, (b = prop.run(literal)));
    return b;
  };
  const out: Finding[] = [];
  const open = openCandidates(state);
  for (const c of open) {
    const on = branch(c * 2 + 1);
    const off = branch(c * 2);
    const broken = contradiction(on) ?? contradiction(off);
    if (broken) out.push(broken);
    else out.push(...verity(state, [on, off], `Whether or not ${literalText(c * 2 + 1)}`, new Set([c])));
  }
  for (let cell = 0; cell < 81; cell++) {
    const m = state.candidates[cell];
    if (popcount(m) < 3 || popcount(m) > 4) continue;
    const cs = open.filter((c) => cellOfCandidate(c) === cell);
    const digits = listText(cs.map((c) => String(digitOfCandidate(c))));
    out.push(...verity(state, cs.map((c) => branch(c * 2 + 1)), `Whichever of ${digits} ${cellName(cell)} holds`, new Set(cs)));
  }
  for (let u = 0; u < 27; u++) {
    for (let d = 1; d <= 9; d++) {
      const cs = UNITS[u].cells.filter((cell) => state.candidates[cell] & (1 << (d - 1))).map((cell) => cell * 9 + d - 1);
      if (cs.length < 3 || cs.length > 4) continue;
      out.push(...verity(state, cs.map((c) => branch(c * 2 + 1)), `Wherever ${d} goes in ${unitName(UNITS[u])}`, new Set(cs)));
    }
  }
  const best = new Map<number, Finding>();
  for (const f of out) {
    const old = best.get(f.conclusion);
    if (!old || f.size < old.size) best.set(f.conclusion, f);
  }
  return [...best.values()].sort((a, b) => a.size - b.size || a.conclusion - b.conclusion);
}

/** Every forcing chain (or net) conclusion in the position, shortest first, one step each. */
export function forcingSteps(state: LogicState, net: boolean, maxDepth: number): Step[] {
  const id = net ? TechniqueId.ForcingNet : TechniqueId.ForcingChain;
  const label = net ? "Forcing net" : "Forcing chain";
  return findings(state, net, maxDepth).map((f) => {
    const c = f.conclusion >> 1;
    const move = { cell: cellOfCandidate(c), digit: digitOfCandidate(c) };
    const about = pathCellsAndDigits(f.paths.flat());
    return makeStep(id, {
      placements: f.conclusion & 1 ? [move] : [],
      eliminations: f.conclusion & 1 ? [] : [move],
      ...about,
      units: [],
      explanation: `${label}: ${f.explanation}`,
    });
  });
}
