/**
 * Remote pairs: a chain of cells that all hold the same two candidates, each seeing the next.
 * The cells alternate between the two digits, so two cells an odd number of links apart hold
 * both digits between them, and a cell seeing both can hold neither.
 */
import { bit, firstDigit, popcount } from "../digits";
import { cellName } from "../grid";
import { cellsText, eliminationsText, makeStep, TechniqueId, type Step } from "../step";
import {
  asEliminations,
  candidateOf,
  cellOfCandidate,
  collectChains,
  digitOfCandidate,
  openCandidates,
  pathCellsAndDigits,
  seenByBoth,
  type ChainRules,
} from "./chain-graph";
import { techniqueFromSearch, type LogicState } from "./state";

const MAX_CELLS = 12;

function findAllRemotePairs(state: LogicState, shortestOnly = false): Step[] {
  const mask = (c: number) => state.candidates[cellOfCandidate(c)];
  const rules: ChainRules = {
    strong: (a, b) => cellOfCandidate(a) === cellOfCandidate(b),
    weak: (a, b) => cellOfCandidate(a) !== cellOfCandidate(b) && mask(a) === mask(b),
    maxLength: MAX_CELLS * 2 - 1,
  };
  // One start per cell: the chain of the lower digit finds the same cells as the higher one.
  const starts = openCandidates(state).filter(
    (c) => popcount(mask(c)) === 2 && firstDigit(mask(c)) === digitOfCandidate(c),
  );
  const findings = collectChains(
    state,
    rules,
    starts,
    (start, end, depth, search) => {
      // Seven links are four cells: fewer is a naked pair or an XY-wing's business.
      if (depth < 7 || digitOfCandidate(end) !== digitOfCandidate(start)) return null;
      const from = cellOfCandidate(start);
      const to = cellOfCandidate(end);
      const other = firstDigit(mask(start) & ~bit(digitOfCandidate(start)));
      const eliminations = [
        ...seenByBoth(state, start, end),
        ...seenByBoth(state, candidateOf(from, other), candidateOf(to, other)),
      ].filter((c) => cellOfCandidate(c) !== from && cellOfCandidate(c) !== to);
      if (eliminations.length === 0) return null;
      return {
        path: search.pathTo(end * 2 + 1),
        placements: [],
        eliminations: [...new Set(eliminations)].sort((a, b) => a - b),
      };
    },
    shortestOnly,
  );
  return findings.map(({ path, eliminations }) => {
    const { cells, digits } = pathCellsAndDigits(path);
    const chain = path.filter((l) => l & 1).map((l) => cellOfCandidate(l >> 1));
    const ends = `${cellName(chain[0])} and ${cellName(chain[chain.length - 1])}`;
    const elims = asEliminations(eliminations);
    return makeStep(TechniqueId.RemotePairs, {
      placements: [],
      eliminations: elims,
      cells,
      digits,
      units: [],
      explanation: `Remote pairs on ${digits.join(" and ")}: ${cellsText(chain)} each hold only ${digits.join(" or ")} and see the next, so the digits alternate along the chain and ${ends} hold one each: ${eliminationsText(elims)}`,
    });
  });
}

export const remotePairs = techniqueFromSearch(TechniqueId.RemotePairs, findAllRemotePairs);
