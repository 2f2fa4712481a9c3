/**
 * The logical solver on the public sets: which hardest technique decides each puzzle's rating,
 * how many still need trial and error, how long rating takes, and how long a hint and the
 * full list of steps take at positions met along the way. One printed line per figure.
 */
import { readPuzzles } from "./bench-data";
import { count, ms, quantile } from "./bench-stats";
import { allSteps } from "../lib/sudoku/all-steps";
import type { Grid } from "../lib/sudoku/grid";
import { hint } from "../lib/sudoku/hint";
import { applyStep, createState, nextStep } from "../lib/sudoku/logic";
import { rate } from "../lib/sudoku/rating";
import { solve } from "../lib/sudoku/solver";
import { TechniqueId, type TechniqueId as Id } from "../lib/sudoku/step";

interface LogicSet {
  file: string;
  /** Rate every `every`-th puzzle: the hardest sets take a while with every technique. */
  every: number;
}

/** Which sets, and how thinly sampled; the quick run samples more thinly still. */
export function logicSets(quick: boolean): LogicSet[] {
  const k = quick ? 4 : 1;
  return [
    { file: "top95.txt", every: 1 * k },
    { file: "hard20_plb.txt", every: 1 },
    { file: "top1465.txt", every: 5 * k },
    { file: "forum_hardest_1106.txt", every: 4 * k },
  ];
}

/** Every `positionsEvery`-th position along the solver's path, for the hint timings. */
const POSITIONS_EVERY = 5;

interface PositionTimes {
  hint: number[];
  all: number[];
  steps: number[];
}

/**
 * The better of two timed calls: a garbage collection or another process on this shared machine
 * can stall any one call, and that is not the position's cost (the solver bench does the same).
 */
function bestOfTwo<T>(call: () => T): { ms: number; value: T } {
  let start = performance.now();
  const value = call();
  let best = performance.now() - start;
  start = performance.now();
  call();
  best = Math.min(best, performance.now() - start);
  return { ms: best, value };
}

/** Times hint and allSteps at positions along the full solver's path through the puzzle. */
function timePositions(puzzle: Grid, solution: Grid, out: PositionTimes): void {
  const state = createState(puzzle);
  for (let n = 0; ; n++) {
    const step = nextStep(state, { solution });
    if (!step) return;
    if (n % POSITIONS_EVERY === 0) {
      out.hint.push(bestOfTwo(() => hint(puzzle, state.values, solution, state.candidates)).ms);
      const start = performance.now();
      const all = allSteps(state);
      out.all.push(performance.now() - start);
      out.steps.push(all.length);
    }
    applyStep(state, step);
  }
}

function benchLogicSet({ file, every }: LogicSet): void {
  const all = readPuzzles(file);
  const puzzles = all.filter((_, i) => i % every === 0);
  const name = file.replace(/\.txt$/, "");
  const deciding = new Map<Id, number>();
  const rateTimes: number[] = [];
  const positions: PositionTimes = { hint: [], all: [], steps: [] };
  for (const puzzle of puzzles) {
    const solution = solve(puzzle).solution;
    if (!solution) continue;
    const rated = bestOfTwo(() => rate(puzzle, solution));
    rateTimes.push(rated.ms);
    const { hardest } = rated.value;
    deciding.set(hardest, (deciding.get(hardest) ?? 0) + 1);
    timePositions(puzzle, solution, positions);
  }
  const which = every === 1 ? `all ${count(all.length)}` : `every ${every}th: ${puzzles.length}`;
  const trial = deciding.get(TechniqueId.LastResort) ?? 0;
  const byCount = [...deciding.entries()].sort((a, b) => b[1] - a[1]);
  console.log(
    `logic ${name} (${which}): ${trial} need trial and error; hardest technique: ` +
      byCount.map(([id, n]) => `${id} ${n}`).join(", "),
  );
  console.log(
    `logic ${name} (best of two calls each): rate median ${ms(quantile(rateTimes, 0.5))} ms, worst ` +
      `${ms(Math.max(...rateTimes))} ms; over ${count(positions.hint.length)} positions: hint ` +
      `median ${ms(quantile(positions.hint, 0.5))} ms, worst ${ms(Math.max(...positions.hint))} ms; ` +
      `all steps median ${ms(quantile(positions.all, 0.5))} ms, worst ` +
      `${ms(Math.max(...positions.all))} ms (median ${quantile(positions.steps, 0.5)} steps, most ` +
      `${Math.max(...positions.steps)})`,
  );
}

/** Prints the logic figures for every set. */
export function benchLogic(quick: boolean): void {
  // Warm-up: the first ratings pay for V8's compilation, not the techniques. The hardest
  // puzzles reach every technique, forcing nets included, so none is timed cold.
  for (const puzzle of readPuzzles("top95.txt").slice(0, 10)) rate(puzzle);
  for (const puzzle of readPuzzles("forum_hardest_1106.txt").slice(0, 10)) rate(puzzle);
  for (const set of logicSets(quick)) benchLogicSet(set);
}
