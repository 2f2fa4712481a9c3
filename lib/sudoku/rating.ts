/**
 * Rating: a puzzle's level is the easiest level whose techniques solve it (the solver keeps
 * its usual order, skipping harder techniques), and its score the sum of the weights of the
 * steps of that solution.
 *
 * | level   | hardest technique needed                                                         |
 * |---------|----------------------------------------------------------------------------------|
 * | easy    | full house, naked single, hidden single                                          |
 * | medium  | pointing, claiming, locked pair and triple (a naked pair/triple where a box      |
 * |         | meets a line), naked pair, hidden pair                                           |
 * | hard    | naked/hidden triple, naked/hidden quad, X-wing, XY-wing                          |
 * | expert  | patterns a player spots on the board: basic fish (Swordfish, Jellyfish),         |
 * |         | finned fish (and siamese pairs of them), Franken X-wing and swordfish (boxes     |
 * |         | among the base or cover sets); single-digit patterns (skyscraper, 2-string kite, |
 * |         | turbot, empty rectangle, the dual kite and dual empty rectangle, X-chain); wings |
 * |         | (XYZ-, W-, WXYZ-wing); simple and multi-colouring; the uniqueness family (unique |
 * |         | rectangles 1-6, hidden and avoidable rectangles, BUG+1, BUG+n)                   |
 * | extreme | what needs a chain of inferences held in mind: XY-chains, remote pairs, AICs and |
 * |         | nice loops, mutant fish (rows with columns on one side) and Franken jellyfish,   |
 * |         | the ALS family (ALS-XZ, ALS-XY-wing, ALS chains, death blossom), Sue de Coq,     |
 * |         | templates (set and delete: every placement of one digit's nine copies), forcing  |
 * |         | chains and nets; then forcing nets with techniques (solving on inside an         |
 * |         | assumption, nets within nets) until it breaks; and, only when none of those      |
 * |         | finds a step, the last resort (trial and error), which no puzzle of the public   |
 * |         | sets reaches any more                                                            |
 *
 * Each technique's level is in step.ts (TECHNIQUE_LEVELS); the table is the reason for it. A
 * technique missing from this build simply never fires: the level stays the easiest that
 * suffices with what the engine knows.
 *
 * The level is "the easiest level that suffices", not "the level of the hardest step the
 * full solver took": the full solver tries Swordfish and Jellyfish before XY-wing, so it may
 * use a Swordfish where an XY-wing would do. With this definition "solvable with the
 * techniques up to L" is exactly "rates at most L", which the generator relies on. The last
 * resort is tried after every other technique, so a puzzle's hardest technique is trial and
 * error only when no logical step is left.
 */
import { type Grid } from "./grid";
import { hardestWithin, solveLogically } from "./logic";
import { solve } from "./solver";
import {
  LEVELS,
  TECHNIQUE_LEVELS,
  TECHNIQUE_NAMES,
  TECHNIQUE_WEIGHTS,
  TechniqueId,
  type Level,
  type Step,
} from "./step";
import { TECHNIQUES } from "./techniques";

export interface Rating {
  level: Level;
  /** The hardest technique the solver needed. */
  hardest: TechniqueId;
  hardestName: string;
  /** Sum of the weights of every step: higher is harder, also within a level. */
  score: number;
  /** How many steps the logical solution takes. */
  steps: number;
}

/** Why a grid cannot be rated: only proper puzzles (exactly one solution) have a difficulty. */
export class UnratableError extends Error {
  readonly reason: "no-solution" | "multiple-solutions";
  constructor(reason: "no-solution" | "multiple-solutions") {
    super(
      reason === "no-solution"
        ? "the puzzle has no solution"
        : "the puzzle has more than one solution",
    );
    this.name = "UnratableError";
    this.reason = reason;
  }
}

/**
 * Rates a proper puzzle. Throws `UnratableError` when it has no solution or several: a
 * difficulty for those would be meaningless, and unique rectangles would be unsound.
 * Pass `solution` only when the puzzle is known to be proper (the generator does): it skips
 * the uniqueness check.
 *
 * @example
 * rate(gridFrom(euler96[0])); // { level: "easy", hardest: "hidden-single", ... }
 */
export function rate(grid: Grid, solution?: Grid): Rating {
  return rateWithSteps(grid, solution).rating;
}

/**
 * The rating and the logical solution it was measured on: the steps a player would take with
 * the techniques of the puzzle's level (the solver page shows them). Throws like `rate`.
 *
 * @example
 * const { rating, steps } = rateWithSteps(gridFrom(euler96[0]));
 */
export function rateWithSteps(grid: Grid, solution?: Grid): { rating: Rating; steps: Step[] } {
  let known = solution;
  if (!known) {
    const result = solve(grid, 2);
    if (result.count === 0 || !result.solution) throw new UnratableError("no-solution");
    if (result.count > 1) throw new UnratableError("multiple-solutions");
    known = result.solution;
  }
  const level = levelOf(grid);
  const { steps } = solveLogically(grid, { solution: known, maxLevel: level });
  let hardest: TechniqueId = TechniqueId.FullHouse;
  let score = 0;
  for (const step of steps) {
    score += TECHNIQUE_WEIGHTS[step.technique];
    if (RANK[step.technique] > RANK[hardest]) hardest = step.technique;
  }
  const rating = {
    level,
    hardest,
    hardestName: TECHNIQUE_NAMES[hardest],
    score,
    steps: steps.length,
  };
  return { rating, steps };
}

/** Orders techniques by level, then by the solver's order within a level. */
const RANK: Readonly<Record<TechniqueId, number>> = Object.fromEntries(
  TECHNIQUES.map((t, i) => [t.id, LEVELS.indexOf(TECHNIQUE_LEVELS[t.id]) * 100 + i]),
) as Record<TechniqueId, number>;

/**
 * The easiest level whose techniques solve the puzzle; extreme when none does. Assumes a
 * proper puzzle (unique rectangles rely on it); cheaper than `rate` (no steps are built).
 *
 * @example
 * levelOf(gridFrom(euler96[0])); // "easy"
 */
export function levelOf(grid: Grid): Level {
  for (const level of LEVELS) {
    if (level === "extreme" || hardestWithin(grid, level) >= 0) return level;
  }
  return "extreme";
}

export { LEVELS, TECHNIQUE_LEVELS, type Level } from "./step";
