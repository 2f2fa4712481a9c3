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
import { applyStep, createState, nextStep, type LogicState } from "../lib/sudoku/logic";
import { rate } from "../lib/sudoku/rating";
import { solve } from "../lib/sudoku/solver";
import { TechniqueId, type TechniqueId as Id } from "../lib/sudoku/step";

interface LogicSet {
  file: string;
  /** Rate every `rateEvery`-th puzzle: 1 in a full run, so the counts are the whole set's. */
  rateEvery: number;
  /** Time hints and all steps along every `every`-th rated puzzle's path: the slow part. */
  every: number;
}

/** Which sets, and how thinly the positions are sampled; the quick run samples more thinly still. */
export function logicSets(quick: boolean): LogicSet[] {
  const k = quick ? 4 : 1;
  const rateEvery = quick ? 4 : 1;
  return [
    { file: "top95.txt", rateEvery: 1, every: 1 * k },
    { file: "hard20_plb.txt", rateEvery: 1, every: 1 },
    { file: "top1465.txt", rateEvery, every: 5 * k },
    { file: "forum_hardest_1106.txt", rateEvery, every: 4 * k },
  ];
}

/**
 * Hints are timed at every position along the solver's path (the target is "any position");
 * the full list of steps, much slower, at every `ALL_STEPS_EVERY`-th.
 */
const ALL_STEPS_EVERY = 5;

/** A hint this slow is timed again, to tell the position's cost from a stall of the machine. */
const SLOW_MS = 50;

interface PositionTimes {
  hint: number[];
  /** The slow hints timed again: the best of six calls in all. */
  retimed: number[];
  hintCpu: number[];
  all: number[];
  steps: number[];
}

/**
 * The better of two timed calls: a garbage collection or another process on this shared machine
 * can stall any one call, and that is not the position's cost (the solver bench does the same).
 * `cpu` is the process's CPU time for the better call: on a machine shared by many processes it
 * leaves out the time this one waited for a core (it counts Node's helper threads, such as the
 * garbage collector's, so it is no lower than the engine's own work). `between`, untimed, runs
 * before the second call: the engine keeps the last position's ALS index (als.ts), so a call on
 * the same position straight after another would skip building it and time too low.
 */
function bestOfTwo<T>(call: () => T, between?: () => void): { ms: number; cpu: number; value: T } {
  let best = Infinity;
  let cpu = Infinity;
  let value: T | undefined;
  for (let pass = 0; pass < 2; pass++) {
    if (pass === 1) between?.();
    const usage = process.cpuUsage();
    const start = performance.now();
    value = call();
    const wall = performance.now() - start;
    const used = process.cpuUsage(usage);
    best = Math.min(best, wall);
    cpu = Math.min(cpu, (used.user + used.system) / 1000);
  }
  return { ms: best, cpu, value: value as T };
}

/**
 * The positions along the full solver's path through the puzzle, each before its step: one
 * state, moved on after each yield, so read it before asking for the next.
 */
export function* positionsAlong(puzzle: Grid, solution: Grid): Generator<LogicState> {
  const state = createState(puzzle);
  for (let step = nextStep(state, { solution }); step; step = nextStep(state, { solution })) {
    yield state;
    applyStep(state, step);
  }
}

/**
 * Times hint and allSteps at positions along the full solver's path through the puzzle. A
 * position is timed again only after a hint on another (see `bestOfTwo`).
 */
function timePositions(puzzle: Grid, solution: Grid, out: PositionTimes): void {
  const states: LogicState[] = [];
  for (const state of positionsAlong(puzzle, solution))
    states.push({ values: state.values.slice(), candidates: state.candidates.slice() });
  const calls = states.map((state) => () => hint(puzzle, state.values, solution, state.candidates));
  calls.forEach((call, i) => {
    const other = calls.length > 1 ? calls[i === 0 ? 1 : i - 1] : undefined;
    const timed = bestOfTwo(call, other);
    out.hint.push(timed.ms);
    if (timed.ms >= SLOW_MS) {
      let best = timed.ms;
      for (let again = 0; again < 2; again++) {
        other?.();
        best = Math.min(best, bestOfTwo(call, other).ms);
      }
      out.retimed.push(best);
    }
    out.hintCpu.push(timed.cpu);
    if (i % ALL_STEPS_EVERY === 0) {
      other?.();
      const start = performance.now();
      const all = allSteps(states[i]);
      out.all.push(performance.now() - start);
      out.steps.push(all.length);
    }
  });
}

function benchLogicSet({ file, rateEvery, every }: LogicSet): void {
  const all = readPuzzles(file);
  const puzzles = all.filter((_, i) => i % rateEvery === 0);
  const name = file.replace(/\.txt$/, "");
  const deciding = new Map<Id, number>();
  const rateTimes: number[] = [];
  const rateCpu: number[] = [];
  const positions: PositionTimes = { hint: [], retimed: [], hintCpu: [], all: [], steps: [] };
  let timed = 0;
  for (const [i, puzzle] of puzzles.entries()) {
    const solution = solve(puzzle).solution;
    if (!solution) continue;
    const rated = bestOfTwo(() => rate(puzzle, solution));
    rateTimes.push(rated.ms);
    rateCpu.push(rated.cpu);
    const { hardest } = rated.value;
    deciding.set(hardest, (deciding.get(hardest) ?? 0) + 1);
    if (i % every === 0) {
      timePositions(puzzle, solution, positions);
      timed++;
    }
  }
  const which =
    rateEvery === 1 ? `all ${count(all.length)}` : `every ${rateEvery}th: ${puzzles.length}`;
  const along = every === 1 ? "every puzzle's path" : `every ${every}th puzzle's path (${timed})`;
  const trial = deciding.get(TechniqueId.LastResort) ?? 0;
  const byCount = [...deciding.entries()].sort((a, b) => b[1] - a[1]);
  console.log(
    `logic ${name} (${which}): ${trial} need trial and error; hardest technique: ` +
      byCount.map(([id, n]) => `${id} ${n}`).join(", "),
  );
  console.log(
    `logic ${name} (best of two calls each): rate median ${ms(quantile(rateTimes, 0.5))} ms, worst ` +
      `${ms(Math.max(...rateTimes))} ms; hint at all ${count(positions.hint.length)} positions along ` +
      `${along}: median ${ms(quantile(positions.hint, 0.5))} ms, p99 ` +
      `${ms(quantile(positions.hint, 0.99))} ms, worst ${ms(Math.max(...positions.hint))} ms ` +
      `(${positions.retimed.length} at ${SLOW_MS} ms or more${
        positions.retimed.length
          ? `, worst ${ms(Math.max(...positions.retimed))} ms timed again`
          : ""
      }); all steps (every ${ALL_STEPS_EVERY}th) median ${ms(quantile(positions.all, 0.5))} ms, worst ` +
      `${ms(Math.max(...positions.all))} ms (median ${quantile(positions.steps, 0.5)} steps, most ` +
      `${Math.max(...positions.steps)})`,
  );
  console.log(
    `logic ${name} in CPU time: rate median ${ms(quantile(rateCpu, 0.5))} ms, worst ` +
      `${ms(Math.max(...rateCpu))} ms; hint median ${ms(quantile(positions.hintCpu, 0.5))} ms, ` +
      `worst ${ms(Math.max(...positions.hintCpu))} ms`,
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
