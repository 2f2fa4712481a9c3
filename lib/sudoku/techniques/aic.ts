/**
 * Alternating inference chains and nice loops, over any mix of cells and digits.
 *
 * From "A is not", strong and weak links alternate until "B is": so A or B is true, and a
 * candidate that sees both is false. When B is A itself, A is true (a discontinuous loop). When
 * B sees A, the chain closes into a continuous loop: each weak link in it then holds one true
 * candidate, and whatever sees both ends of a weak link is false.
 */
import { eliminationsText, makeStep, TechniqueId, type Step } from "../step";
import {
  asEliminations,
  cellOfCandidate,
  collectChains,
  digitOfCandidate,
  implicationText,
  literalText,
  openCandidates,
  pathCellsAndDigits,
  seenByBoth,
  weaklyLinked,
  type ChainFinding,
  type ChainRules,
} from "./chain-graph";
import { isGroup } from "./chain-groups";
import { techniqueFromSearch, type LogicState } from "./state";

const MAX_LINKS = 15;
const ANY: ChainRules = {
  strong: () => true,
  weak: () => true,
  maxLength: MAX_LINKS,
  grouped: true,
};

/** What a continuous loop removes: everything seeing both ends of each of its weak links. */
function loopEliminations(state: LogicState, path: readonly number[]): number[] | null {
  const candidates = path.map((l) => l >> 1);
  // A loop through a group removes what sees the whole group: left to plain loops here.
  if (candidates.some(isGroup)) return null;
  if (new Set(candidates).size !== candidates.length) return null;
  const out = new Set<number>();
  const weakLink = (a: number, b: number) => {
    for (const c of seenByBoth(state, a, b)) if (!candidates.includes(c)) out.add(c);
  };
  // Links go "is not" -> "is" (strong) then "is" -> "is not" (weak); the closing link is weak.
  for (let i = 1; i + 1 < path.length; i += 2) weakLink(path[i] >> 1, path[i + 1] >> 1);
  weakLink(path[path.length - 1] >> 1, path[0] >> 1);
  return [...out].sort((a, b) => a - b);
}

/** `pathOf` builds the chain only for a conclusion: most literals reached conclude nothing. */
function conclude(
  state: LogicState,
  start: number,
  end: number,
  pathOf: () => number[],
): ChainFinding | null {
  if (end === start) return { path: pathOf(), placements: [start], eliminations: [] };
  const eliminations = seenByBoth(state, start, end);
  if (weaklyLinked(start, end)) {
    const path = pathOf();
    const loop = path.length >= 4 ? loopEliminations(state, path) : null;
    if (loop && loop.length > 0) return { path, placements: [], eliminations: loop, loop: true };
    return eliminations.length > 0 ? { path, placements: [], eliminations } : null;
  }
  return eliminations.length > 0 ? { path: pathOf(), placements: [], eliminations } : null;
}

function findAllAICs(state: LogicState, shortestOnly = false): Step[] {
  const findings = collectChains(
    state,
    ANY,
    openCandidates(state),
    (start, end, depth, search) =>
      depth < 3 ? null : conclude(state, start, end, () => search.pathTo(end * 2 + 1)),
    shortestOnly,
  );
  return findings.map(({ path, placements, eliminations, loop }) => {
    const start = path[0] >> 1;
    const end = path[path.length - 1] >> 1;
    const elims = asEliminations(eliminations);
    const about = { ...pathCellsAndDigits(path, state), units: [] };
    const chain = implicationText(path, state);
    if (placements.length > 0) {
      const cell = cellOfCandidate(start);
      const digit = digitOfCandidate(start);
      return makeStep(TechniqueId.AIC, {
        placements: [{ cell, digit }],
        eliminations: [],
        ...about,
        explanation: `AIC (nice loop): ${chain}; the chain contradicts its start, so ${literalText(start * 2 + 1)}`,
      });
    }
    const explanation = loop
      ? `AIC (nice loop): ${chain}, which again means ${literalText(start * 2)}: the loop closes, so each of its weak links holds one true candidate: ${eliminationsText(elims)}`
      : `AIC: ${chain}; so ${literalText(start * 2 + 1)} or ${literalText(end * 2 + 1)}, and ${eliminationsText(elims)}`;
    return makeStep(TechniqueId.AIC, {
      placements: [],
      eliminations: elims,
      ...about,
      explanation,
    });
  });
}

export const aic = techniqueFromSearch(TechniqueId.AIC, findAllAICs);
