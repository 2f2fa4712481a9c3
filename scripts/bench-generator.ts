/**
 * Generator figures for the benchmark: time per generated puzzle, rating included, per level.
 * The seeds had no generator, so these lines carry no baseline ratio.
 */
import { ms, quantile } from "./bench-stats";

/** Puzzles per level (full run, quick run): the hard levels are much slower, so fewer. */
const SAMPLES: Record<string, readonly [number, number]> = {
  easy: [30, 5],
  medium: [30, 5],
  hard: [30, 5],
  expert: [12, 2],
  extreme: [6, 1],
};

/** Wall-clock caps, so a slow level cannot stall the whole run. */
const LEVEL_CAP_MS = [25_000, 4000] as const;
const TOTAL_CAP_MS = [70_000, 12_000] as const;

export async function benchGenerator(quick: boolean): Promise<void> {
  const pick = quick ? 1 : 0;
  // Imported lazily: the generator is a separate module with its own dependencies, and the
  // solver figures above should print even if it fails to load.
  let engine: {
    generate: typeof import("../lib/sudoku/generator").generate;
    levels: typeof import("../lib/sudoku/rating").LEVELS;
    isUnique: typeof import("../lib/sudoku/solver").hasUniqueSolution;
  };
  try {
    const [generator, rating, solver] = await Promise.all([
      import("../lib/sudoku/generator"),
      import("../lib/sudoku/rating"),
      import("../lib/sudoku/solver"),
    ]);
    engine = {
      generate: generator.generate,
      levels: rating.LEVELS,
      isUnique: solver.hasUniqueSolution,
    };
  } catch (error) {
    console.log(
      `generate: not available (${error instanceof Error ? error.message : String(error)})`,
    );
    return;
  }

  const totalStart = performance.now();
  for (const level of engine.levels) {
    const wanted = SAMPLES[level]?.[pick] ?? 5;
    const times: number[] = [];
    const problems: string[] = [];
    const levelStart = performance.now();
    let stopped = "";
    for (let i = 0; i < wanted; i++) {
      if (performance.now() - totalStart > TOTAL_CAP_MS[pick]) {
        stopped = `, stopped by the ${TOTAL_CAP_MS[pick] / 1000} s overall cap`;
        break;
      }
      if (performance.now() - levelStart > LEVEL_CAP_MS[pick]) {
        stopped = `, stopped by the ${LEVEL_CAP_MS[pick] / 1000} s per-level cap`;
        break;
      }
      const start = performance.now();
      try {
        const result = engine.generate({ level, seed: `bench-${level}-${i}` });
        times.push(performance.now() - start);
        if (result.rating.level !== level) problems.push(`seed ${i} rated ${result.rating.level}`);
        if (!engine.isUnique(result.puzzle)) problems.push(`seed ${i} not unique`);
      } catch (error) {
        problems.push(`seed ${i}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const problemNote = problems.length > 0 ? `; PROBLEMS: ${problems.slice(0, 3).join("; ")}` : "";
    console.log(
      `generate ${level}: median ${ms(quantile(times, 0.5))} ms, p95 ${ms(quantile(times, 0.95))} ms, ` +
        `worst ${ms(times.length ? Math.max(...times) : NaN)} ms per puzzle incl. rating ` +
        `(${times.length} puzzle${times.length === 1 ? "" : "s"}, seeds bench-${level}-0..${Math.max(0, times.length - 1)}, ` +
        `no symmetry${stopped})${problemNote}`,
    );
  }
}
