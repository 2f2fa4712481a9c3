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
import { firstNetContradiction, netContradictionAt } from "./forcing";
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

/** Applies a step's placements and eliminations. */
function apply(state: LogicState, step: Step): void {
  for (const p of step.placements) place(state, p.cell, p.digit);
  for (const e of step.eliminations) state.candidates[e.cell] &= ~bit(e.digit);
}

/**
 * Solves on inside the assumption (the explanations of its inner nets left empty: every
 * assumption is tried, only one that breaks is read): the steps taken when the grid breaks,
 * null when it holds or the budget runs out.
 */
function breaks(
  base: LogicState,
  cell: number,
  digit: number,
  budget: { left: number },
): Step[] | null {
  const state = cloneState(base);
  place(state, cell, digit);
  const taken: Step[] = [];
  // Each inner net picks up its scan after the last one's candidate: those before it did not
  // break the grid a moment ago, so trying them first again mostly wastes the search.
  let from = 0;
  for (let n = 0; n < MAX_INNER_STEPS && budget.left > 0; n++, budget.left--) {
    if (!propagateSingles(state)) return taken;
    if (state.values.every((v) => v !== 0)) return null;
    let step: Step | null = null;
    for (const technique of INNER) if ((step = technique.find(state))) break;
    if (!step) {
      step = firstNetContradiction(state, MAX_DEPTH, false, from, budget);
      if (!step) return null;
      const [{ cell: c, digit: d }] = step.eliminations;
      from = c * 9 + d;
    }
    taken.push(step);
    apply(state, step);
  }
  return null;
}

/**
 * The same step found again in another state (with its sentence for that state), or null
 * when it no longer holds there: a net's assumption still breaks, a pattern is still there.
 */
function again(state: LogicState, step: Step): Step | null {
  if (step.technique === TechniqueId.ForcingNet) {
    const [{ cell, digit }] = step.eliminations;
    return netContradictionAt(state, cell * 9 + digit - 1, MAX_DEPTH);
  }
  const open = (e: { cell: number; digit: number }) => state.candidates[e.cell] & bit(e.digit);
  const wanted = step.eliminations.filter(open);
  const technique = INNER.find((t) => t.id === step.technique);
  return (
    technique
      ?.findAll?.(state)
      .find((s) =>
        wanted.every((w) => s.eliminations.some((e) => e.cell === w.cell && e.digit === w.digit)),
      ) ?? null
  );
}

/**
 * Goes on from `state` with only `steps` (each found again, or the replay fails): true when the
 * grid breaks. With a `trace`, each step and the singles between are written to it, then what
 * broke.
 */
function replay(start: LogicState, steps: readonly Step[], trace?: string[]): boolean {
  const state = cloneState(start);
  for (let i = 0; ; i++) {
    const before = trace ? state.values.slice() : null;
    const holds = propagateSingles(state);
    const singles = before && singlesText(before, state.values);
    if (singles) trace?.push(singles);
    if (!holds) {
      trace?.push(clashIn(state));
      return true;
    }
    if (i === steps.length) return false;
    // A step whose eliminations earlier ones already made has nothing left to say.
    if (!steps[i].eliminations.some((e) => state.candidates[e.cell] & bit(e.digit))) continue;
    const step = again(state, steps[i]);
    if (!step) return false;
    trace?.push(step.explanation);
    apply(state, step);
  }
}

/**
 * The explanation keeps only the steps the contradiction needs: the search takes whatever it
 * finds first, and many of those (nets above all, the longest sentences) lead elsewhere. Each
 * step, last first, is left out when the grid still breaks without it, every later step kept
 * found again in the smaller position. The conclusion does not depend on this: the search
 * already proved it; only the sentence gets shorter.
 */
function neededSteps(assumed: LogicState, steps: readonly Step[]): Step[] {
  // The position before each step, as the search met it (the steps before it all taken).
  const before: LogicState[] = [];
  const state = cloneState(assumed);
  for (const step of steps) {
    propagateSingles(state);
    before.push(cloneState(state));
    apply(state, step);
  }
  // Invariant: from before[i + 1], the steps kept so far break the grid.
  const kept: Step[] = [];
  for (let i = steps.length - 1; i >= 0; i--) {
    if (!replay(before[i], kept)) kept.unshift(steps[i]);
  }
  return kept;
}

function contradictionStep(cell: number, digit: number, base: LogicState, taken: Step[]): Step {
  const assumed = cloneState(base);
  place(assumed, cell, digit);
  let trace: string[] = [];
  if (!replay(assumed, neededSteps(assumed, taken), trace)) {
    // Cannot happen (every step kept was found again in that order); the full trace is right.
    trace = [];
    replay(assumed, taken, trace);
  }
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
        if (!(mask & bit(d))) continue;
        const taken = breaks(state, cell, d, budget);
        if (!taken) continue;
        steps.push(contradictionStep(cell, d, state, taken));
        if (first) return steps;
      }
    }
    return steps;
  },
);
