/**
 * `npx tsx scripts/bench-technique-counts.ts [positions] [--compare FILE] [--positions-file F]`:
 * how many instances
 * each technique lists (its `findAll`, as the `steps` command prints them) on a sample of
 * positions of the public sets, and what that list costs. One line per technique id.
 *
 * The sample: puzzles taken in turn from top95, top1465 and forum_hardest_1106 (every 7th of
 * each, so a small sample spans all three), every 10th position along each one's logical
 * solving path, givens known (avoidable rectangles need them), until `positions` (default 400)
 * are counted.
 *
 * It runs unchanged on older checkouts, to count "before" and "after" a change: it reads the
 * puzzle files itself and imports only modules every build has. `--compare FILE` reads an
 * earlier output of this script and prints both counts side by side; an id one of the two
 * builds lacks counts 0 there. The solving path itself differs between builds (a new technique
 * changes which step comes next), so `--positions-file F` counts both on the same positions:
 * the first run writes its sample to F (values, candidate masks, givens), later runs read it
 * (and ignore `positions`).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { gridFrom } from "../lib/sudoku/grid";
import { applyStep, createState, nextStep, type LogicState } from "../lib/sudoku/logic";
import { solve } from "../lib/sudoku/solver";
import { TECHNIQUES } from "../lib/sudoku/techniques";

const SETS = ["top95.txt", "top1465.txt", "forum_hardest_1106.txt"];
const PUZZLE_STRIDE = 7;
const EVERY_POSITION = 10;
/** Listed by `steps` only where no other technique lists anything (see all-steps.ts). */
const ONLY_WHEN_ALONE = "deep-forcing-net";
const USAGE =
  "usage: npx tsx scripts/bench-technique-counts.ts [positions] [--compare FILE] [--positions-file F]\n";

interface Tally {
  instances: number;
  /** Positions where the technique lists at least one instance. */
  positions: number;
  /** CPU ms of each findAll call, one per position counted. */
  cpu: number[];
}

interface Options {
  limit: number;
  compare?: string;
  positionsFile?: string;
}

function parseArgs(argv: readonly string[]): Options {
  let limit = 400;
  let compare: string | undefined;
  let positionsFile: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--compare" && argv[i + 1]) compare = argv[++i];
    else if (argv[i] === "--positions-file" && argv[i + 1]) positionsFile = argv[++i];
    else if (/^\d+$/.test(argv[i]) && Number(argv[i]) > 0) limit = Number(argv[i]);
    else {
      process.stderr.write(USAGE);
      process.exit(2);
    }
  }
  return { limit, compare, positionsFile };
}

/**
 * A set's puzzle lines, read directly (not through testdata/puzzle-sets.ts, which older builds
 * may lack or name differently); a set stored as `name.txt.gz` is read by its plain name.
 */
function puzzleLines(file: string): string[] {
  const plain = path.join(import.meta.dirname, "../lib/sudoku/testdata", file);
  const text = existsSync(plain)
    ? readFileSync(plain, "utf8")
    : gunzipSync(readFileSync(`${plain}.gz`)).toString("utf8");
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Counts every technique's list at one position, in the solver's order, as `steps` does. */
function countAt(state: LogicState, tallies: Map<string, Tally>): void {
  let listed = 0;
  for (const technique of TECHNIQUES) {
    if (!technique.findAll) continue;
    if (technique.id === ONLY_WHEN_ALONE && listed > 0) continue;
    const start = cpuMs();
    const found = technique.findAll(state).length;
    const tally = tallies.get(technique.id);
    if (!tally) continue;
    tally.cpu.push(cpuMs() - start);
    tally.instances += found;
    if (found > 0) tally.positions++;
    listed += found;
  }
}

/** The previous output's counts by id: lines "id TAB instances TAB positions ...". */
function readCounts(file: string): Map<string, [instances: number, positions: number]> {
  const out = new Map<string, [number, number]>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const [id, instances, positions] = line.split("\t");
    if (id && /^\d+$/.test(instances ?? "") && /^\d+$/.test(positions ?? ""))
      out.set(id, [Number(instances), Number(positions)]);
  }
  return out;
}

/** The sample: every 10th position along the paths of puzzles taken in turn from the sets. */
function samplePositions(limit: number): LogicState[] {
  const lists = SETS.map(puzzleLines);
  const out: LogicState[] = [];
  for (let i = 0; lists.some((list) => i * PUZZLE_STRIDE < list.length); i++) {
    for (const list of lists) {
      const line = list[i * PUZZLE_STRIDE];
      if (!line) continue;
      const grid = gridFrom(line.slice(0, 81));
      const solution = solve(grid).solution;
      if (!solution) continue;
      const state = createState(grid);
      // Set by hand rather than through createState's second argument, which older builds lack.
      state.givens = grid.map((v) => v !== 0);
      let index = 0;
      for (let step = nextStep(state, { solution }); step; step = nextStep(state, { solution })) {
        if (index++ % EVERY_POSITION === 0) {
          if (out.length >= limit) return out;
          out.push({
            values: [...state.values],
            candidates: [...state.candidates],
            givens: state.givens,
          });
        }
        applyStep(state, step);
      }
    }
  }
  return out;
}

/** One position a line: 81 values, TAB, 81 candidate masks (comma-separated), TAB, givens. */
function savePositions(file: string, states: readonly LogicState[]): void {
  const lines = states.map(
    (s) =>
      `${s.values.join("")}\t${s.candidates.join(",")}\t` +
      `${(s.givens ?? []).map((g) => (g ? "g" : ".")).join("")}`,
  );
  writeFileSync(file, `${lines.join("\n")}\n`);
}

function loadPositions(file: string): LogicState[] {
  return readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((line) => {
      const [values, candidates, givens] = line.split("\t");
      const state: LogicState = {
        values: [...values].map(Number),
        candidates: candidates.split(",").map(Number),
      };
      if (givens) state.givens = [...givens].map((g) => g === "g");
      return state;
    });
}

function main(): void {
  const { limit, compare, positionsFile } = parseArgs(process.argv.slice(2));
  const tallies = new Map<string, Tally>(
    TECHNIQUES.filter((t) => t.findAll).map((t) => [t.id, { instances: 0, positions: 0, cpu: [] }]),
  );
  const reuse = positionsFile !== undefined && existsSync(positionsFile);
  const states = reuse ? loadPositions(positionsFile) : samplePositions(limit);
  if (positionsFile && !reuse) savePositions(positionsFile, states);
  // Warm-up, not counted: the first calls pay for V8's compilation, not the technique.
  for (const state of states.slice(0, 10)) countAt(state, new Map());
  const started = performance.now();
  for (const state of states) countAt(state, tallies);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const from = reuse
    ? `read from ${positionsFile}`
    : `every ${EVERY_POSITION}th along the paths of every ${PUZZLE_STRIDE}th puzzle of ` +
      `${SETS.join(", ")} in turn`;
  console.log(`${states.length} positions (${from}), counted in ${seconds} s`);
  const before = compare ? readCounts(compare) : undefined;
  if (!before) {
    console.log("technique\tinstances\tpositions with one\tfindAll CPU ms median\tworst");
    for (const [id, { instances, positions: at, cpu }] of tallies) {
      const sorted = [...cpu].sort((a, b) => a - b);
      const median = sorted[sorted.length >> 1] ?? 0;
      const worst = sorted[sorted.length - 1] ?? 0;
      console.log(`${id}\t${instances}\t${at}\t${median.toFixed(2)}\t${worst.toFixed(1)}`);
    }
    return;
  }
  // Side by side: this build's ids in its order, then the ids only the earlier output has.
  console.log(`technique\tinstances (${compare} / now)\tpositions with one (${compare} / now)`);
  const ids = [...tallies.keys(), ...[...before.keys()].filter((id) => !tallies.has(id))];
  for (const id of ids) {
    const [was, wasAt] = before.get(id) ?? [0, 0];
    const { instances, positions: at } = tallies.get(id) ?? { instances: 0, positions: 0 };
    console.log(`${id}\t${was} / ${instances}\t${wasAt} / ${at}`);
  }
}

main();
