/**
 * `npx tsx scripts/bench-rect-counts.ts [positions]`: how many instances the locked-set and
 * uniqueness techniques find (each technique's `findAll`, as `steps` lists them) on a sample
 * of positions from the public sets: every puzzle's logical solving path, givens known, every
 * 10th position, until `positions` (default 400) are counted. One line per technique.
 */
import { gridFrom } from "../lib/sudoku/grid";
import { applyStep, nextStep } from "../lib/sudoku/logic";
import { solve } from "../lib/sudoku/solver";
import { TECHNIQUES } from "../lib/sudoku/techniques";
import { createState } from "../lib/sudoku/techniques/state";
import { puzzleLines } from "../lib/sudoku/testdata/puzzle-sets";

/** The families counted; an id this build lacks counts 0 (to compare with older builds). */
const FAMILIES = [
  "locked-pair",
  "locked-triple",
  "naked-pair",
  "naked-triple",
  "unique-rectangle-1",
  "unique-rectangle-2",
  "unique-rectangle-3",
  "unique-rectangle-4",
  "unique-rectangle-5",
  "unique-rectangle-6",
  "hidden-rectangle",
  "avoidable-rectangle-1",
  "avoidable-rectangle-2",
  "avoidable-rectangle-3",
  "hidden-avoidable-rectangle",
  "bug-plus-one",
];
const SETS = ["top95.txt", "top1465.txt", "forum_hardest_1106.txt"];
const EVERY_POSITION = 10;

const limit = Number(process.argv[2] ?? 400);
if (!Number.isInteger(limit) || limit < 1) {
  process.stderr.write("usage: npx tsx scripts/bench-rect-counts.ts [positions]\n");
  process.exit(2);
}
const techniques = TECHNIQUES.filter((t) => FAMILIES.includes(t.id));
const counts = new Map<string, { steps: number; positions: number }>(
  FAMILIES.map((id) => [id, { steps: 0, positions: 0 }]),
);
let positions = 0;
let puzzles = 0;
const started = performance.now();
// Puzzles interleaved across the sets (one of each in turn), so a small sample spans them all.
const lists = SETS.map((file) => puzzleLines(file));
outer: for (let i = 0; ; i++) {
  if (lists.every((list) => i * 7 >= list.length)) break;
  for (const list of lists) {
    const line = list[i * 7];
    if (!line) continue;
    const grid = gridFrom(line);
    const solution = solve(grid).solution;
    if (!solution) continue;
    puzzles++;
    const state = createState(grid, grid);
    let index = 0;
    for (let step = nextStep(state, { solution }); step; step = nextStep(state, { solution })) {
      if (index++ % EVERY_POSITION === 0) {
        if (positions++ >= limit) break outer;
        for (const technique of techniques) {
          const found = technique.findAll?.(state).length ?? 0;
          const count = counts.get(technique.id);
          if (count && found) {
            count.steps += found;
            count.positions++;
          }
        }
      }
      applyStep(state, step);
    }
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${positions - 1} positions from ${puzzles} puzzles (${SETS.join(", ")}), ${seconds} s`,
);
console.log("technique\tinstances\tpositions with one");
for (const [id, { steps, positions: at }] of counts) console.log(`${id}\t${steps}\t${at}`);
