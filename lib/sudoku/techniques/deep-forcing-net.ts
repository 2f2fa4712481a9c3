/**
 * Forcing nets with techniques: assume a candidate is its cell's digit and solve on inside the
 * assumption, with singles, a few named techniques and, inside it, plain forcing nets (a net
 * within a net, what Sudoku Explainer calls nested forcing chains). When the grid breaks (a
 * cell with no candidate, a digit with no place in a unit), the candidate is false.
 *
 * This is what a player does with a pencil on a copy of the grid, and the explanation lists
 * every step taken inside the assumption, so it is a proof a player can check, not a guess:
 * the solution is never consulted. The hardest published puzzles (forum_hardest_1106) reach a
 * point where chains, ALS and plain forcing nets all find nothing; this finds a way on in each
 * of them, which is why it comes last, just before the labelled trial and error.
 */
import { bit } from "../digits";
import { cellName, UNITS, unitName } from "../grid";
import { makeStep, TechniqueId, type Step } from "../step";
import { firstNetContradiction } from "./forcing";
import { MAX_DEPTH } from "./forcing-nets";
import { claiming, pointing } from "./locked-candidates";
import { propagateSingles } from "./singles-fixpoint";
import { hiddenPair, nakedPair } from "./subsets";
import { cloneState, place, techniqueFromSearch, type LogicState, type Technique } from "./state";

/** Inner steps at most per assumption: a bound on the work and on the sentence. */
const MAX_INNER_STEPS = 60;

/**
 * Work at most per search, in units of one inner step or one assumption tried by an inner
 * net: hints run on the server's event loop, and a position built to keep many assumptions
 * going must not hold it for long (about 4 microseconds a unit). On forum_hardest_1106 (every
 * 4th) the first contradiction took at most 6 513 units (median 880). A search that runs out
 * finds nothing more (trial and error then).
 */
const FIND_BUDGET = 25_000;
const FIND_ALL_BUDGET = 1_000_000;

/** What broke in a state that the singles found contradictory. */
function clashIn(state: LogicState): string {
  for (let cell = 0; cell < 81; cell++) {
    if (!state.values[cell] && !state.candidates[cell])
      return `${cellName(cell)} has no candidate left`;
  }
  for (const unit of UNITS) {
    let seen = 0;
    for (const cell of unit.cells)
      seen |= state.values[cell] ? bit(state.values[cell]) : state.candidates[cell];
    for (let d = 1; d <= 9; d++)
      if (!(seen & bit(d))) return `${d} has no place left in ${unitName(unit)}`;
  }
  // Singles fail only on one of the two above; kept so the sentence never lies.
  return "the grid has no solution";
}

/** The singles placed between two positions, as "singles place 4 in r2c3, 7 in r4c5". */
function singlesText(before: readonly number[], after: readonly number[]): string | null {
  const placed: string[] = [];
  for (let cell = 0; cell < 81; cell++)
    if (!before[cell] && after[cell]) placed.push(`${after[cell]} in ${cellName(cell)}`);
  return placed.length ? `singles place ${placed.join(", ")}` : null;
}

/**
 * What is used inside an assumption: locked candidates and pairs, then a plain forcing net.
 * Measured on forum_hardest_1106 (every 4th): this breaks an assumption in every position
 * where everything else is stuck; the expert techniques instead of the inner net left a third
 * of them stuck and took up to 850 ms.
 */
const INNER: readonly Technique[] = [pointing, claiming, nakedPair, hiddenPair];

/**
 * Solves on inside the assumption: true when the grid breaks. With a `trace`, each step taken
 * is written to it and the last entry says what broke. The search runs without one (every
 * assumption is tried, only the one that breaks is read) and then once more with one.
 */
function breaks(
  base: LogicState,
  cell: number,
  digit: number,
  budget: { left: number },
  trace?: string[],
): boolean {
  const state = cloneState(base);
  place(state, cell, digit);
  // Each inner net picks up its scan after the last one's candidate: those before it did not
  // break the grid a moment ago, so trying them first again mostly wastes the search.
  let from = 0;
  for (let n = 0; n < MAX_INNER_STEPS && budget.left > 0; n++, budget.left--) {
    const before = trace ? state.values.slice() : null;
    const holds = propagateSingles(state);
    const singles = before && singlesText(before, state.values);
    if (singles) trace?.push(singles);
    if (!holds) {
      trace?.push(clashIn(state));
      return true;
    }
    if (state.values.every((v) => v !== 0)) return false;
    let step: Step | null = null;
    for (const technique of INNER) if ((step = technique.find(state))) break;
    if (!step) {
      step = firstNetContradiction(state, MAX_DEPTH, trace !== undefined, from, budget);
      if (!step) return false;
      const [{ cell: c, digit: d }] = step.eliminations;
      from = c * 9 + d;
    }
    trace?.push(step.explanation);
    for (const p of step.placements) place(state, p.cell, p.digit);
    for (const e of step.eliminations) state.candidates[e.cell] &= ~bit(e.digit);
  }
  return false;
}

function contradictionStep(cell: number, digit: number, state: LogicState): Step {
  const trace: string[] = [];
  // The same steps as the search that found it, so no budget can cut them short.
  breaks(state, cell, digit, { left: Infinity }, trace);
  const clash = trace.pop() as string;
  const steps = trace.length ? `, then ${trace.join("; then ")}` : "";
  return makeStep(TechniqueId.DeepForcingNet, {
    placements: [],
    eliminations: [{ cell, digit }],
    cells: [cell],
    units: [],
    digits: [digit],
    explanation:
      `Forcing net with techniques: if ${cellName(cell)} is ${digit}${steps}; and ` +
      `${clash}; so ${cellName(cell)} is not ${digit}`,
  });
}

/** Every contradiction in cell order; `find` stops at the first. */
export const deepForcingNet: Technique = techniqueFromSearch(
  TechniqueId.DeepForcingNet,
  (state, first) => {
    const steps: Step[] = [];
    const budget = { left: first ? FIND_BUDGET : FIND_ALL_BUDGET };
    for (let cell = 0; cell < 81 && budget.left > 0; cell++) {
      const mask = state.candidates[cell];
      for (let d = 1; d <= 9; d++) {
        if (!(mask & bit(d)) || !breaks(state, cell, d, budget)) continue;
        steps.push(contradictionStep(cell, d, state));
        if (first) return steps;
      }
    }
    return steps;
  },
);
