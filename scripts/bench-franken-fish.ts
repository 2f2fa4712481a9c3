/**
 * `npx tsx scripts/bench-franken-fish.ts [set file] [every]`: walks the logical solving path
 * of every `every`-th puzzle of a public set and, at each position, times `find` and `findAll`
 * of the Franken and mutant fish of each size (CPU ms: mean and worst per position), with how often each
 * fires. The hint tries them at every hard position, so their `find` must stay cheap.
 */
import { gridFrom } from "../lib/sudoku/grid";
import { applyStep, createState, nextStep } from "../lib/sudoku/logic";
import { solve } from "../lib/sudoku/solver";
import { findGeneralFish, type FishFamily } from "../lib/sudoku/techniques/franken-fish";
import type { LogicState } from "../lib/sudoku/techniques/state";
import { puzzleLines } from "../lib/sudoku/testdata/puzzle-sets";

const [file = "forum_hardest_1106.txt", everyText = "10"] = process.argv.slice(2);
const every = Number(everyText);
const lines = puzzleLines(file).filter((_, i) => i % every === 0);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const shapes: readonly [2 | 3 | 4, FishFamily][] = [
  [2, "Franken"],
  [3, "Franken"],
  [4, "Franken"],
  [2, "mutant"],
  [3, "mutant"],
  [4, "mutant"],
];
const techniques = shapes.map(([size, family]) => ({
  id: `${family} ${size}`,
  find: (state: LogicState) => findGeneralFish(state, size, family, true)[0] ?? null,
  findAll: (state: LogicState) => findGeneralFish(state, size, family),
}));
const stats = techniques.map(() => ({ find: 0, findWorst: 0, all: 0, allWorst: 0, fired: 0 }));
let positions = 0;
for (const line of lines) {
  const grid = gridFrom(line.slice(0, 81));
  const solution = solve(grid, 1).solution ?? undefined;
  const state = createState(grid, grid);
  for (let step = nextStep(state, { solution }); step; step = nextStep(state, { solution })) {
    positions++;
    techniques.forEach((t, i) => {
      const s = stats[i];
      let t0 = cpuMs();
      const found = t.find(state);
      const f = cpuMs() - t0;
      t0 = cpuMs();
      const all = t.findAll(state);
      const a = cpuMs() - t0;
      s.find += f;
      s.findWorst = Math.max(s.findWorst, f);
      s.all += a;
      s.allWorst = Math.max(s.allWorst, a);
      if (found) s.fired++;
      if ((found === null) !== (all.length === 0))
        throw new Error(`${t.id}: find and findAll disagree`);
    });
    applyStep(state, step);
  }
}
console.log(`${file}: ${lines.length} puzzles, ${positions} positions`);
techniques.forEach((t, i) => {
  const s = stats[i];
  console.log(
    `${t.id}: find mean ${(s.find / positions).toFixed(2)} worst ${s.findWorst.toFixed(1)} ms; findAll mean ${(s.all / positions).toFixed(2)} worst ${s.allWorst.toFixed(1)} ms; fires at ${s.fired}`,
  );
});
