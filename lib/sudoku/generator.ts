/**
 * The puzzle generator: a random solved grid, then clues removed in random order (in symmetric
 * orbits when asked) while the puzzle stays unique, then, for the harder levels, clues given
 * back until the puzzle rates at the requested level.
 *
 * Why the two phases: random minimal puzzles are mostly easy or medium; about 2 in 5 need
 * more than medium but few stop exactly at hard or expert. Giving clues back to a too-hard
 * minimal puzzle walks it down through the levels, so it often stops at the one asked for.
 *
 * Measured per puzzle, including the rating, 200 seeds per level, one core of our shared
 * 2-core machine under `tsx` (median / p95 / max): easy 0.5 / 2 / 13 ms, medium 3 / 17 / 53 ms,
 * hard 6 / 30 / 154 ms, expert 6 / 46 / 126 ms, extreme 4 / 15 / 117 ms. Symmetry costs little
 * (hard, rotational: 7 / 41 ms). About one random minimal puzzle in five needs more than the
 * technique list, which is why extreme is no slower than the others.
 */
import { ALL_DIGITS_MASK, bit, firstDigit, popcount } from "./digits";
import { UNITS_OF, candidatesOf, type Grid } from "./grid";
import { hardestWithin } from "./logic";
import { createRng, type Rng } from "./random";
import { LEVELS, TECHNIQUE_LEVELS, rate, type Level, type Rating } from "./rating";
import { TECHNIQUES } from "./techniques";
import { hasUniqueSolution } from "./solver";
import { orbitsOf, SYMMETRIES, type Symmetry } from "./symmetry";

export interface GenerateOptions {
  level: Level;
  /** Same seed and options give the same puzzle everywhere; a random seed when missing. */
  seed?: string | number;
  symmetry?: Symmetry;
}

export interface GeneratedPuzzle {
  puzzle: number[];
  solution: number[];
  rating: Rating;
  /** The seed used, to reproduce this puzzle. */
  seed: string;
}

/** Safety net: no level needs anywhere near this many fresh grids. */
const MAX_ATTEMPTS = 10_000;

/**
 * A random solved grid: backtracking from the empty grid on the cell with the fewest
 * candidates, trying its digits in random order (not a shuffled fixed pattern).
 *
 * @example
 * randomSolution(createRng("seed")); // 81 digits, a valid solved grid
 */
export function randomSolution(rng: Rng): number[] {
  const values = new Array<number>(81).fill(0);
  const rowUsed = new Array<number>(9).fill(0);
  const colUsed = new Array<number>(9).fill(0);
  const boxUsed = new Array<number>(9).fill(0);
  const boxOfCell = (cell: number) => Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3);

  const fill = (remaining: number): boolean => {
    if (remaining === 0) return true;
    let best = -1;
    let bestMask = 0;
    let bestCount = 10;
    for (let cell = 0; cell < 81; cell++) {
      if (values[cell]) continue;
      const r = Math.floor(cell / 9);
      const c = cell % 9;
      const mask = ALL_DIGITS_MASK & ~(rowUsed[r] | colUsed[c] | boxUsed[boxOfCell(cell)]);
      const n = popcount(mask);
      if (n < bestCount) {
        best = cell;
        bestMask = mask;
        bestCount = n;
        if (n <= 1) break;
      }
    }
    if (bestCount === 0) return false;
    const digits: number[] = [];
    for (let m = bestMask; m; m &= m - 1) digits.push(firstDigit(m));
    rng.shuffle(digits);
    const r = Math.floor(best / 9);
    const c = best % 9;
    const b = boxOfCell(best);
    for (const d of digits) {
      const db = bit(d);
      values[best] = d;
      rowUsed[r] |= db;
      colUsed[c] |= db;
      boxUsed[b] |= db;
      if (fill(remaining - 1)) return true;
      rowUsed[r] &= ~db;
      colUsed[c] &= ~db;
      boxUsed[b] &= ~db;
    }
    values[best] = 0;
    return false;
  };
  fill(81);
  return values;
}

/**
 * Whether the just-emptied cells can be filled straight back by singles from the remaining
 * clues. Then the puzzle reaches the same position after its singles as before the removal,
 * so its solvability and rating are unchanged and the full check can be skipped.
 */
function refillsBySingles(puzzle: number[], emptied: readonly number[]): boolean {
  const candidates = candidatesOf(puzzle);
  const pending = emptied.slice();
  const filled: number[] = [];
  let progress = true;
  while (pending.length && progress) {
    progress = false;
    for (let k = 0; k < pending.length; k++) {
      const cell = pending[k];
      const mask = candidates[cell];
      let digit = popcount(mask) === 1 ? firstDigit(mask) : 0;
      if (!digit) {
        // Hidden single: a candidate of this cell that fits nowhere else in one of its units.
        for (const unit of UNITS_OF[cell]) {
          let others = 0;
          for (const other of unit.cells) if (other !== cell) others |= candidates[other];
          const only = mask & ~others;
          if (popcount(only) === 1) {
            digit = firstDigit(only);
            break;
          }
        }
      }
      if (!digit) continue;
      puzzle[cell] = digit;
      filled.push(cell);
      const b = bit(digit);
      candidates[cell] = 0;
      for (const unit of UNITS_OF[cell]) for (const other of unit.cells) candidates[other] &= ~b;
      pending.splice(k, 1);
      k--;
      progress = true;
    }
  }
  for (const cell of filled) puzzle[cell] = 0;
  return pending.length === 0;
}

/**
 * Easy puzzles keep at least this many clues. Singles-only puzzles can go down to about 24
 * clues, but then finding each single is a long search; newspaper easy grids have 32-38.
 */
const EASY_MIN_CLUES = 32;

/**
 * Easy: removes clues while singles alone still solve the puzzle (which also proves it unique),
 * down to EASY_MIN_CLUES.
 */
function carveEasy(solution: Grid, rng: Rng, symmetry: Symmetry): number[] {
  const puzzle = solution.slice();
  let clues = 81;
  for (const orbit of rng.shuffle(orbitsOf(symmetry))) {
    if (clues - orbit.length < EASY_MIN_CLUES) continue;
    for (const cell of orbit) puzzle[cell] = 0;
    clues -= orbit.length;
    if (refillsBySingles(puzzle, orbit) || hardestWithin(puzzle, "easy") >= 0) continue;
    for (const cell of orbit) puzzle[cell] = solution[cell];
    clues += orbit.length;
  }
  return puzzle;
}

/**
 * Removes clues in random order while the solution stays unique: a random minimal puzzle.
 * Returns the removed orbits, in removal order.
 */
function carveMinimal(puzzle: number[], solution: Grid, rng: Rng, symmetry: Symmetry): number[][] {
  const removed: number[][] = [];
  for (const orbit of rng.shuffle(orbitsOf(symmetry))) {
    for (const cell of orbit) puzzle[cell] = 0;
    if (refillsBySingles(puzzle, orbit) || hasUniqueSolution(puzzle)) removed.push(orbit);
    else for (const cell of orbit) puzzle[cell] = solution[cell];
  }
  return removed;
}

type Fit = "below" | "at" | "above";

/** Where a proper puzzle stands against the level, from the cheap logical solve only. */
function fitOf(puzzle: Grid, level: Level): Fit {
  const rank = LEVELS.indexOf(level);
  if (level === "extreme") return hardestWithin(puzzle, "expert") >= 0 ? "below" : "at";
  const hardest = hardestWithin(puzzle, level);
  if (hardest < 0) return "above";
  if (level === "expert") return hardestWithin(puzzle, "hard") >= 0 ? "below" : "at";
  // Up to hard, each level's techniques all come after the easier levels' in the solver's
  // order, so the path within this level used one of its own techniques only where no easier
  // one applied: the hardest technique it used tells the level, no second solve needed.
  return LEVELS.indexOf(TECHNIQUE_LEVELS[TECHNIQUES[hardest].id]) === rank ? "at" : "below";
}

/**
 * How many clue additions that overshoot to an easier level are tolerated before giving up on
 * a grid. Measured: 20 roughly doubles the share of grids that reach "hard" at little cost.
 */
const MAX_OVERSHOOTS = 20;

/**
 * Medium and up: random minimal puzzles are mostly easy or medium, a few are much harder. A
 * minimal puzzle that is too hard gets clues back (random removed orbits) until it fits; an
 * addition that makes it too easy is undone and another one tried.
 */
function carveToLevel(solution: Grid, rng: Rng, symmetry: Symmetry, level: Level): number[] | null {
  const puzzle = solution.slice();
  const removed = carveMinimal(puzzle, solution, rng, symmetry);
  let fit = fitOf(puzzle, level);
  if (fit === "at") return puzzle;
  // A minimal puzzle that is already too easy cannot be helped: clues only make it easier.
  if (fit === "below") return null;
  let overshoots = 0;
  for (const orbit of rng.shuffle(removed)) {
    for (const cell of orbit) puzzle[cell] = solution[cell];
    fit = fitOf(puzzle, level);
    if (fit === "at") return puzzle;
    if (fit === "below") {
      for (const cell of orbit) puzzle[cell] = 0;
      if (++overshoots > MAX_OVERSHOOTS) return null;
    }
  }
  return null;
}

/**
 * Generates a proper puzzle that rates exactly `level`. Deterministic: the same seed and
 * options give the same puzzle on every machine and in the browser. Attempt k after the
 * first uses the derived seed `${seed}/${k}`.
 *
 * @example
 * const { puzzle, solution, rating } = generate({ level: "medium", seed: "daily-2026-11-22", symmetry: "rotational" });
 * rating.level; // "medium"
 */
export function generate(options: GenerateOptions): GeneratedPuzzle {
  const { level } = options;
  const symmetry = options.symmetry ?? "none";
  // Types guard TypeScript callers; this guards plain JavaScript and JSON input.
  if (!LEVELS.includes(level)) throw new RangeError(`Unknown level ${String(level)}`);
  if (!SYMMETRIES.includes(symmetry)) throw new RangeError(`Unknown symmetry ${String(symmetry)}`);
  const seed = createRng(options.seed).seed;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const rng = createRng(attempt === 0 ? seed : `${seed}/${attempt}`);
    const solution = randomSolution(rng);
    const puzzle =
      level === "easy"
        ? carveEasy(solution, rng, symmetry)
        : carveToLevel(solution, rng, symmetry, level);
    // The solver double-checks what the carving proved; a failure here would be a bug.
    if (!puzzle || !hasUniqueSolution(puzzle)) continue;
    const rating = rate(puzzle, solution);
    if (rating.level === level) return { puzzle, solution, rating, seed };
  }
  throw new Error(`No ${level} puzzle after ${MAX_ATTEMPTS} attempts from seed ${seed}`);
}
