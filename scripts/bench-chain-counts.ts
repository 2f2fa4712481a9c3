/**
 * `npx tsx scripts/bench-chain-counts.ts [positions] [file]`: how many instances the chain and ALS
 * techniques list (their `findAll`, which the `steps` command prints) on a few hundred
 * positions of the public sets, per family and form, and how long each technique's list takes.
 * Positions are the ones met while solving samples of top95, top1465 and forum_hardest_1106
 * logically, before every step harder than the singles. With `file`, the positions are read
 * from it if it exists, else written to it (values, pencilmarks and solution, tab-separated),
 * so two versions of the engine are counted on the same positions.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { gridFrom } from "../lib/sudoku/grid";
import { applyStep, createState, nextStep, type LogicState } from "../lib/sudoku/logic";
import { solve } from "../lib/sudoku/solver";
import type { Step } from "../lib/sudoku/step";
import { aic } from "../lib/sudoku/techniques/aic";
import { alsChain } from "../lib/sudoku/techniques/als-chain";
import { alsXyWing } from "../lib/sudoku/techniques/als-xy-wing";
import { deathBlossom } from "../lib/sudoku/techniques/death-blossom";
import { multiColouring } from "../lib/sudoku/techniques/multi-colouring";
import { marksOf, stateFrom } from "../lib/sudoku/techniques/test-positions";
import { puzzleLines } from "../lib/sudoku/testdata/puzzle-sets";

const limit = Number(process.argv[2] ?? 300);
const file = process.argv[3];
const SINGLES = new Set(["full-house", "naked-single", "hidden-single"]);
const SETS: [file: string, every: number][] = [
  ["top95.txt", 6],
  ["top1465.txt", 90],
  ["forum_hardest_1106.txt", 70],
];

interface Position {
  state: LogicState;
  solution: readonly number[];
}

function positions(): Position[] {
  const out: Position[] = [];
  for (const [file, every] of SETS) {
    for (const line of puzzleLines(file).filter((_, i) => i % every === 0)) {
      const grid = gridFrom(line.slice(0, 81));
      const solution = solve(grid, 1).solution ?? undefined;
      const state = createState(grid);
      for (let s = nextStep(state, { solution }); s; s = nextStep(state, { solution })) {
        if (!SINGLES.has(s.technique) && solution)
          out.push({
            state: { values: state.values.slice(), candidates: state.candidates.slice() },
            solution,
          });
        applyStep(state, s);
      }
    }
  }
  // Every k-th, so the sample spreads over the sets rather than stopping in the first.
  const k = Math.max(1, Math.floor(out.length / limit));
  return out.filter((_, i) => i % k === 0).slice(0, limit);
}

/** The form of a step, from its explanation: the words before the first colon. */
function form(step: Step): string {
  // Multi-colouring names its digit ("... on 5"): the form is the same for every digit.
  const head = step.explanation.slice(0, step.explanation.indexOf(":")).replace(/ on \d$/, "");
  // A group reads "r1c1 or r1c2 is 5", "neither r1c1 nor r1c2 is 5" or "none of ... is 5".
  const grouped = /r\dc\d or r\dc\d is|neither r|none of r/.test(step.explanation);
  const placed = step.placements.length > 0 ? " [placement]" : "";
  return `${head}${grouped ? " [grouped]" : ""}${placed}`;
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
function load(path: string): Position[] {
  return readFileSync(path, "utf8")
    .trim()
    .split("\n")
    .map((line) => {
      const [values, marks, solution] = line.split("\t");
      return { state: stateFrom(values, marks), solution: [...solution].map(Number) };
    });
}

function save(path: string, list: readonly Position[]): void {
  const lines = list.map(
    ({ state, solution }) => `${state.values.join("")}\t${marksOf(state)}\t${solution.join("")}`,
  );
  writeFileSync(path, `${lines.join("\n")}\n`);
}

const list = file && existsSync(file) ? load(file) : positions();
if (file && !existsSync(file)) save(file, list);
const counts = new Map<string, [instances: number, positions: number]>();
const times = new Map<string, number[]>();
// A step that removes the solution's digit or places a wrong one: the lists are checked too.
const unsound: string[] = [];
for (const { state, solution } of list) {
  for (const t of [multiColouring, aic, alsXyWing, alsChain, deathBlossom]) {
    const t0 = cpuMs();
    const steps = t.findAll?.(state) ?? [];
    (times.get(t.id) ?? times.set(t.id, []).get(t.id)!).push(cpuMs() - t0);
    const forms = new Map<string, number>();
    for (const s of steps) {
      forms.set(form(s), (forms.get(form(s)) ?? 0) + 1);
      if (
        s.eliminations.some((e) => solution[e.cell] === e.digit) ||
        s.placements.some((p) => solution[p.cell] !== p.digit)
      )
        unsound.push(s.explanation);
    }
    for (const [f, n] of forms) {
      const [i, p] = counts.get(f) ?? [0, 0];
      counts.set(f, [i + n, p + 1]);
    }
  }
}
console.log(`${list.length} positions, ${unsound.length} unsound steps`);
for (const text of unsound.slice(0, 5)) console.log(`  unsound: ${text}`);
console.log("form\tinstances\tpositions with one");
for (const [f, [i, p]] of [...counts].sort()) console.log(`${f}\t${i}\t${p}`);
for (const [id, ts] of times) {
  ts.sort((a, b) => a - b);
  const median = ts[ts.length >> 1].toFixed(1);
  console.log(`${id} findAll CPU ms: median ${median}, worst ${ts[ts.length - 1].toFixed(1)}`);
}
