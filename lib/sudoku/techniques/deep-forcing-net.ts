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
import { propagateSingles } from "./singles-fixpoint";
import { cloneState, place, techniqueFromSearch, type LogicState, type Technique } from "./state";

/** Where an assumption broke: the steps taken inside it, then what broke. */
interface Contradiction {
  trace: string[];
  clash: string;
}

/** Inner steps at most per assumption: a bound on the work and on the sentence. */
const MAX_INNER_STEPS = 60;

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

/** Solves on inside the assumption; what broke, or null when the grid holds. */
function assume(
  base: LogicState,
  cell: number,
  digit: number,
  inner: readonly Technique[],
): Contradiction | null {
  const state = cloneState(base);
  place(state, cell, digit);
  const trace: string[] = [];
  for (let n = 0; n < MAX_INNER_STEPS; n++) {
    const before = state.values.slice();
    const holds = propagateSingles(state);
    const singles = singlesText(before, state.values);
    if (singles) trace.push(singles);
    if (!holds) return { trace, clash: clashIn(state) };
    if (state.values.every((v) => v !== 0)) return null;
    let step: Step | null = null;
    for (const technique of inner) if ((step = technique.find(state))) break;
    if (!step) return null;
    trace.push(step.explanation);
    for (const p of step.placements) place(state, p.cell, p.digit);
    for (const e of step.eliminations) state.candidates[e.cell] &= ~bit(e.digit);
  }
  return null;
}

function contradictionStep(cell: number, digit: number, found: Contradiction): Step {
  const steps = found.trace.length ? `, then ${found.trace.join("; then ")}` : "";
  return makeStep(TechniqueId.DeepForcingNet, {
    placements: [],
    eliminations: [{ cell, digit }],
    cells: [cell],
    units: [],
    digits: [digit],
    explanation:
      `Forcing net with techniques: if ${cellName(cell)} is ${digit}${steps}; and ` +
      `${found.clash}; so ${cellName(cell)} is not ${digit}`,
  });
}

/**
 * The technique, given the techniques it uses inside an assumption (a function, so the list
 * can name techniques defined after this module without an import cycle). Every contradiction
 * in cell order; `find` stops at the first.
 */
export function deepForcingNet(inner: () => readonly Technique[]): Technique {
  return techniqueFromSearch(TechniqueId.DeepForcingNet, (state, first) => {
    const steps: Step[] = [];
    for (let cell = 0; cell < 81; cell++) {
      const mask = state.candidates[cell];
      for (let d = 1; d <= 9; d++) {
        if (!(mask & bit(d))) continue;
        const found = assume(state, cell, d, inner());
        if (!found) continue;
        steps.push(contradictionStep(cell, d, found));
        if (first) return steps;
      }
    }
    return steps;
  });
}
