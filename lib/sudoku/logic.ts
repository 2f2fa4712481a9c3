/**
 * The logical solver: applies human techniques, easiest first, one step at a time.
 */
import { bit } from "./digits";
import type { Grid } from "./grid";
import { solve } from "./solver";
import { LEVELS, TECHNIQUE_LEVELS, type Level, type Step } from "./step";
import { TECHNIQUES } from "./techniques";
import { propagateSingles } from "./techniques/singles-fixpoint";
import { createState, place, type LogicState } from "./techniques/state";

export { createState, cloneState, type LogicState } from "./techniques/state";
export { propagateSingles } from "./techniques/singles-fixpoint";

/** The index in TECHNIQUES of the first technique that is not a single. */
const FIRST_NON_SINGLE = 3;
const LAST_RESORT = TECHNIQUES.length - 1;
/** The index in TECHNIQUES of the first extreme technique (the list runs by level). */
const FIRST_EXTREME = TECHNIQUES.findIndex((t) => TECHNIQUE_LEVELS[t.id] === "extreme");

export interface NextStepOptions {
  /** The unique solution, for the last resort; computed with `solve` when missing. */
  solution?: Grid;
  /** Only use techniques of this level or easier; defaults to all, last resort included. */
  maxLevel?: Level;
}

/** For each level, whether each technique (by index in TECHNIQUES) is allowed. */
const ALLOWED: Readonly<Record<Level, readonly boolean[]>> = Object.fromEntries(
  LEVELS.map((level) => [
    level,
    TECHNIQUES.map((t) => LEVELS.indexOf(TECHNIQUE_LEVELS[t.id]) <= LEVELS.indexOf(level)),
  ]),
) as Record<Level, boolean[]>;

/**
 * The easiest step available in this state, or null when the grid is full or nothing applies
 * (the last resort needs a solution: without one it is computed from the state's values).
 *
 * @example
 * const state = createState(gridFrom(puzzle));
 * const step = nextStep(state); // e.g. step.explanation === "Hidden single: 7 can only go in r4c6 within box 5"
 */
export function nextStep(state: LogicState, options: NextStepOptions = {}): Step | null {
  return stepFrom(state, options, 0);
}

/** `nextStep` trying only the techniques from index `first` on. */
function stepFrom(state: LogicState, options: NextStepOptions, first: number): Step | null {
  const allowed = ALLOWED[options.maxLevel ?? "extreme"];
  for (let i = first; i < TECHNIQUES.length; i++) {
    if (!allowed[i]) continue;
    const technique = TECHNIQUES[i];
    let solution = options.solution;
    if (i === LAST_RESORT && !solution) {
      if (state.values.every((v) => v !== 0)) return null;
      solution = solve(state.values, 1).solution ?? undefined;
    }
    const step = technique.find(state, solution);
    if (step) return step;
  }
  return null;
}

/**
 * Applies a step's placements (clearing the digit from peers) and eliminations, in place.
 *
 * @example
 * const step = nextStep(state);
 * if (step) applyStep(state, step);
 */
export function applyStep(state: LogicState, step: Step): void {
  for (const { cell, digit } of step.placements) place(state, cell, digit);
  for (const { cell, digit } of step.eliminations) state.candidates[cell] &= ~bit(digit);
}

export interface LogicalSolution {
  steps: Step[];
  /** Whether every cell got filled. */
  solved: boolean;
  /** The grid reached, solved or not. */
  grid: number[];
}

/**
 * Solves step by step with the technique list, falling back to the last resort.
 *
 * @example
 * const { steps, solved } = solveLogically(gridFrom(puzzle));
 * steps.map((s) => s.explanation);
 */
export function solveLogically(grid: Grid, options: NextStepOptions = {}): LogicalSolution {
  const state = createState(grid, grid);
  const steps: Step[] = [];
  let solution = options.solution;
  for (;;) {
    if (state.values.every((v) => v !== 0)) break;
    const maxLevel = options.maxLevel ?? "extreme";
    let step = nextStep(state, {
      solution,
      maxLevel: maxLevel === "extreme" ? "expert" : maxLevel,
    });
    if (!step && maxLevel === "extreme") {
      // Solve once from the puzzle, not per step, and only when the techniques ran out. The
      // expert ones just found nothing, so only the extreme ones are asked again.
      solution ??= solve(grid, 1).solution ?? undefined;
      step = stepFrom(state, { solution }, FIRST_EXTREME);
    }
    if (!step) break;
    steps.push(step);
    applyStep(state, step);
  }
  return { steps, solved: state.values.every((v) => v !== 0), grid: state.values };
}

/**
 * Whether the puzzle can be solved with the techniques of `maxLevel` and easier (never the
 * last resort): the index in TECHNIQUES of the hardest technique that needed, -1 when stuck
 * or contradictory. Only non-single indices are exact; singles report FIRST_NON_SINGLE - 1.
 * The generator's fast path: it builds steps only for the non-single techniques.
 *
 * @example
 * hardestWithin(gridFrom(puzzle), "medium") >= 0; // solvable with medium techniques or easier
 */
export function hardestWithin(grid: Grid, maxLevel: Level): number {
  const state = createState(grid, grid);
  const allowed = ALLOWED[maxLevel];
  let hardest = FIRST_NON_SINGLE - 1;
  for (;;) {
    if (!propagateSingles(state)) return -1;
    if (state.values.every((v) => v !== 0)) return hardest;
    let found = false;
    for (let i = FIRST_NON_SINGLE; i < LAST_RESORT; i++) {
      if (!allowed[i]) continue;
      const step = TECHNIQUES[i].find(state);
      if (!step) continue;
      applyStep(state, step);
      if (i > hardest) hardest = i;
      found = true;
      break;
    }
    if (!found) return -1;
  }
}
