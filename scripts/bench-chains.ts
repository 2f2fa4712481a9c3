/**
 * `npx tsx scripts/bench-chains.ts <set file> [every]`: solves each puzzle of a public set
 * logically with every technique and prints how many needed trial and error, which hardest
 * technique each needed, and time per puzzle (median and worst), plus the slowest hint.
 */
import { gridFrom } from "../lib/sudoku/grid";
import { applyStep, createState, nextStep, solveLogically } from "../lib/sudoku/logic";
import { solve } from "../lib/sudoku/solver";
import { TECHNIQUES } from "../lib/sudoku/techniques";
import { puzzleLines } from "../lib/sudoku/testdata/puzzle-sets";

const [file = "forum_hardest_1106.txt", everyText = "1"] = process.argv.slice(2);
const every = Number(everyText);
const lines = puzzleLines(file).filter((_, i) => i % every === 0);
// CPU time of this process, so other work on a shared machine does not count.
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const order = TECHNIQUES.map((t) => t.id);
const hardest = new Map<string, number>();
const times: number[] = [];
let resorted = 0;
let worstHint = 0;
for (const line of lines) {
  const grid = gridFrom(line.slice(0, 81));
  const solution = solve(grid, 1).solution ?? undefined;
  const t0 = cpuMs();
  const { steps } = solveLogically(grid, { solution });
  times.push(cpuMs() - t0);
  let top = 0;
  for (const s of steps) top = Math.max(top, order.indexOf(s.technique));
  if (steps.some((s) => s.technique === "last-resort")) resorted++;
  hardest.set(order[top], (hardest.get(order[top]) ?? 0) + 1);
  // Hint time at each position along the way.
  const state = createState(grid);
  for (const s of steps) {
    const h0 = cpuMs();
    nextStep(state, { solution });
    worstHint = Math.max(worstHint, cpuMs() - h0);
    applyStep(state, s);
  }
}
times.sort((a, b) => a - b);
const pct = ((100 * resorted) / lines.length).toFixed(1);
console.log(`${file}: ${lines.length} puzzles, trial and error in ${resorted} (${pct}%)`);
console.log(
  `solve CPU ms: median ${times[times.length >> 1].toFixed(1)}, worst ${times[times.length - 1].toFixed(1)}; worst hint CPU ${worstHint.toFixed(1)} ms`,
);
for (const id of order) if (hardest.has(id)) console.log(`  hardest ${id}: ${hardest.get(id)}`);
