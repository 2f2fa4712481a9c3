/**
 * `npx tsx scripts/bench-fish-pattern-counts.ts [--positions N]`: how many instances the
 * `steps` list (allSteps) holds per fish and single-digit family over a few hundred positions
 * of the public sets, and what each of those techniques costs per position (find, as the
 * solver and hints call it, and findAll, as `steps` does). Families this build lacks print 0,
 * so the same script measures before and after a change.
 *
 * Positions: every third state along the logical solving path of every 4th top95 puzzle,
 * every 25th of top1465 and every 25th of forum_hardest_1106, up to N (default 400).
 */
import { allSteps } from "../lib/sudoku/all-steps";
import { gridFrom } from "../lib/sudoku/grid";
import { applyStep, createState, nextStep, type LogicState } from "../lib/sudoku/logic";
import { solve } from "../lib/sudoku/solver";
import { cloneState } from "../lib/sudoku/techniques/state";
import { TECHNIQUES } from "../lib/sudoku/techniques";
import { puzzleLines } from "../lib/sudoku/testdata/puzzle-sets";
import { ms, quantile } from "./bench-stats";

/** The families counted, in the order printed. */
const FAMILIES = [
  "x-wing",
  "swordfish",
  "jellyfish",
  "finned-x-wing",
  "siamese-finned-x-wing",
  "finned-swordfish",
  "siamese-finned-swordfish",
  "finned-jellyfish",
  "siamese-finned-jellyfish",
  "skyscraper",
  "two-string-kite",
  "dual-two-string-kite",
  "turbot-fish",
  "empty-rectangle",
  "dual-empty-rectangle",
] as const;

function positions(limit: number): LogicState[] {
  const lines = [
    ...puzzleLines("top95.txt").filter((_, i) => i % 4 === 0),
    ...puzzleLines("top1465.txt").filter((_, i) => i % 25 === 0),
    ...puzzleLines("forum_hardest_1106.txt").filter((_, i) => i % 25 === 0),
  ];
  const out: LogicState[] = [];
  for (const line of lines) {
    const grid = gridFrom(line);
    const solution = solve(grid).solution ?? [];
    const state = createState(grid, grid);
    for (let n = 0; ; n++) {
      const step = nextStep(state, { solution });
      if (!step) break;
      if (n % 3 === 0) out.push(cloneState(state));
      applyStep(state, step);
    }
    if (out.length >= limit) break;
  }
  return out.slice(0, limit);
}

function main(): void {
  const at = process.argv.indexOf("--positions");
  const limit = at > 0 ? Number(process.argv[at + 1]) : 400;
  const states = positions(limit);
  const counts = new Map<string, number>();
  const withAny = new Map<string, number>();
  for (const state of states) {
    const seen = new Set<string>();
    for (const step of allSteps(state)) {
      counts.set(step.technique, (counts.get(step.technique) ?? 0) + 1);
      seen.add(step.technique);
    }
    for (const id of seen) withAny.set(id, (withAny.get(id) ?? 0) + 1);
  }
  console.log(
    `fish and single-digit families over ${states.length} positions (instances in steps, positions with any):`,
  );
  for (const id of FAMILIES) {
    console.log(
      `  ${id.padEnd(26)} ${String(counts.get(id) ?? 0).padStart(6)} ${String(withAny.get(id) ?? 0).padStart(6)}`,
    );
  }
  console.log("cost per position, find / findAll (median, p99, worst ms):");
  for (const id of FAMILIES) {
    const technique = TECHNIQUES.find((t) => t.id === id);
    if (!technique) continue;
    const find: number[] = [];
    const all: number[] = [];
    for (const state of states) {
      let start = performance.now();
      technique.find(state);
      find.push(performance.now() - start);
      start = performance.now();
      technique.findAll?.(state);
      all.push(performance.now() - start);
    }
    const figures = (xs: number[]) =>
      `${ms(quantile(xs, 0.5))} ${ms(quantile(xs, 0.99))} ${ms(Math.max(...xs))}`;
    console.log(`  ${id.padEnd(26)} find ${figures(find)} | findAll ${figures(all)}`);
  }
}

main();
