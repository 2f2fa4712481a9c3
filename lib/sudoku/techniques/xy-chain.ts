/**
 * XY-chains: a chain of two-candidate cells where each link shares a digit with the next cell.
 * If the first cell is not x, the chain forces the last one to be x, so one of the two ends is
 * x and any cell seeing both ends cannot be.
 */
import { popcount } from "../digits";
import { cellName } from "../grid";
import { eliminationsText, makeStep, TechniqueId, type Step } from "../step";
import {
  asEliminations,
  cellOfCandidate,
  collectChains,
  digitOfCandidate,
  implicationText,
  openCandidates,
  pathCellsAndDigits,
  seenByBoth,
  type ChainRules,
} from "./chain-graph";
import { techniqueFromSearch, type LogicState } from "./state";

/** Cells at most, counting both ends. */
const MAX_CELLS = 10;

function findAllXYChains(state: LogicState, shortestOnly = false): Step[] {
  const bivalue = (c: number) => popcount(state.candidates[cellOfCandidate(c)]) === 2;
  const rules: ChainRules = {
    strong: (a, b) => cellOfCandidate(a) === cellOfCandidate(b),
    weak: (a, b) => cellOfCandidate(a) !== cellOfCandidate(b) && bivalue(b),
    maxLength: MAX_CELLS * 2 - 1,
  };
  const starts = openCandidates(state).filter(bivalue);
  // Five links are three cells, the shortest chain that is not a plain pair.
  const findings = collectChains(
    state,
    rules,
    starts,
    (start, end, depth, search) => {
      if (depth < 5 || digitOfCandidate(end) !== digitOfCandidate(start)) return null;
      if (cellOfCandidate(end) === cellOfCandidate(start)) return null;
      const eliminations = seenByBoth(state, start, end);
      if (eliminations.length === 0) return null;
      return { path: search.pathTo(end * 2 + 1), placements: [], eliminations };
    },
    shortestOnly,
  );
  return findings.map(({ path, eliminations }) => {
    const digit = digitOfCandidate(path[0] >> 1);
    const first = cellName(cellOfCandidate(path[0] >> 1));
    const last = cellName(cellOfCandidate(path[path.length - 1] >> 1));
    const elims = asEliminations(eliminations);
    return makeStep(TechniqueId.XYChain, {
      placements: [],
      eliminations: elims,
      ...pathCellsAndDigits(path),
      units: [],
      explanation: `XY-chain: ${implicationText(path)}; so ${first} or ${last} is ${digit}, and ${eliminationsText(elims)}`,
    });
  });
}

export const xyChain = techniqueFromSearch(TechniqueId.XYChain, (state, first) =>
  findAllXYChains(state, first),
);
