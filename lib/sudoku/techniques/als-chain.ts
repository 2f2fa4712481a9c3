/**
 * ALS chain (ALS-XY-chain): almost locked sets A1 … An, each pair of neighbours joined by a
 * restricted common candidate, two neighbouring links never on the same digit. If A1 had no
 * z it would be locked and hold the first link digit, which pushes that digit out of A2; A2
 * is then locked and holds the second link digit, and so on to An, which ends up holding z.
 * So z is in A1 or An (z differs from the first and the last link digit), and a cell seeing
 * every z of both ends cannot be z.
 *
 * Chains of two and three sets are ALS-XZ and ALS-XY-wing; this looks for four sets and more,
 * shortest first up to MAX_CHAIN_SETS, and stops after MAX_CHAIN_NODES extensions so a call
 * stays bounded.
 */
import { bit, digitsOf } from "../digits";
import {
  cellsText,
  eliminationsText,
  makeStep,
  TechniqueId,
  type Elimination,
  type Step,
} from "../step";
import {
  alsIndex,
  alsText,
  targetsOf,
  techniqueFromScan,
  uniqueEliminations,
  type Als,
  type Emit,
} from "./als";
import type { LogicState } from "./state";

export const MAX_CHAIN_SETS = 6;
const MIN_CHAIN_SETS = 4;
export const MAX_CHAIN_NODES = 5000;

function scanAlsChain(state: LogicState, emit: Emit): void {
  const index = alsIndex(state);
  const { alss, links } = index;
  const path: number[] = [];
  const linkDigits: number[] = [];
  let nodes = 0;
  let stopped = false;
  let limit = MIN_CHAIN_SETS;

  const extend = (from: number, lastBit: number): void => {
    const start = alss[path[0]];
    const last = path.length + 1 === limit;
    for (const { to, rcc } of links[from]) {
      if (stopped) return;
      // Each chain is met from its lower end only; sets may recur nowhere in it (sets that are
      // not neighbours may share cells: each link only speaks of the two sets it joins).
      if ((last && to < path[0]) || path.includes(to)) continue;
      const next = alss[to];
      // The last set must share with the first a digit z some cell could lose: checked before
      // counting, so the node budget goes to chains that can end somewhere.
      if (last && (start.reach & next.reach) === 0) continue;
      for (const x of digitsOf(rcc & ~lastBit)) {
        // The end digit differs from the first link digit: skip x if it is all A1 could lose.
        if (path.length === 1 && (start.reach & ~bit(x)) === 0) continue;
        const first = path.length === 1 ? x : linkDigits[0];
        if (last && (start.reach & next.reach & ~bit(first) & ~bit(x)) === 0) continue;
        if (++nodes > MAX_CHAIN_NODES) {
          stopped = true;
          return;
        }
        path.push(to);
        linkDigits.push(x);
        if (last && report(next)) stopped = true;
        if (!stopped && !last) extend(to, bit(x));
        linkDigits.pop();
        path.pop();
        if (stopped) return;
      }
    }
  };

  const report = (end: Als): boolean => {
    const start = alss[path[0]];
    const zs =
      start.reach & end.reach & ~bit(linkDigits[0]) & ~bit(linkDigits[linkDigits.length - 1]);
    // Every z of one chain in one step: the same sets and links prove them all.
    const found: number[] = [];
    const eliminations: Elimination[] = [];
    for (const z of digitsOf(zs)) {
      const targets = targetsOf(index, [start, end], z);
      if (targets.length === 0) continue;
      found.push(z);
      eliminations.push(...targets);
    }
    if (found.length === 0) return false;
    const sets = path.map((i) => alss[i]);
    return emit(chainStep(sets, linkDigits, found, uniqueEliminations(eliminations)));
  };

  // Shorter chains first: they are easier to follow, and the node budget goes to them.
  for (; limit <= MAX_CHAIN_SETS && !stopped; limit++) {
    for (let s = 0; s < alss.length && !stopped; s++) {
      if (alss[s].reach === 0) continue;
      path.push(s);
      extend(s, 0);
      path.pop();
    }
  }
}

function chainStep(
  sets: Als[],
  linkDigits: number[],
  zs: number[],
  eliminations: Elimination[],
): Step {
  let chain = alsText(sets[0]);
  for (let i = 1; i < sets.length; i++) chain += ` =${linkDigits[i - 1]}= ${alsText(sets[i])}`;
  const z = zs.length === 1 ? String(zs[0]) : zs.join(" and ");
  const logic =
    zs.length === 1
      ? `if the first set had no ${z}, each set in turn would be locked and push its link digit out of the next, so the last set would hold ${z}: ${z} is in the first or last set`
      : `for each of ${z}: if the first set had none, each set in turn would be locked and push its link digit out of the next, so the last set would hold it: it is in the first or last set`;
  // Sets that are not neighbours may share cells: say so, or the reader looks for a mistake.
  const count = new Map<number, number>();
  for (const set of sets) for (const cell of set.cells) count.set(cell, (count.get(cell) ?? 0) + 1);
  const shared = [...count]
    .filter(([, n]) => n > 1)
    .map(([cell]) => cell)
    .sort((x, y) => x - y);
  const across = shared.length
    ? `each link digit seen across by the two sets it joins (${cellsText(shared)} ${shared.length === 1 ? "is" : "are"} in two sets that are not neighbours)`
    : "each link digit seen across by the two sets it joins";
  return makeStep(TechniqueId.AlsChain, {
    placements: [],
    eliminations,
    cells: [...new Set(sets.flatMap((s) => s.cells))],
    units: sets.map((s) => s.unit),
    digits: [...new Set([...zs, ...linkDigits])],
    explanation: `ALS chain: ${chain}, ${across}; ${logic}, so ${eliminationsText(eliminations)}`,
  });
}

/** ALS chains of four sets and more. */
export const alsChain = techniqueFromScan(TechniqueId.AlsChain, scanAlsChain);
