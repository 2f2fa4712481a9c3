import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { digitsOf, popcount } from "./digits";
import { candidatesOf, emptyGrid, formatGrid, gridFrom, isSolutionOf, type Grid } from "./grid";
import { countSolutions, hasUniqueSolution, solve } from "./solver";
import { FULL_SWEEP, puzzleGrids as readPuzzles } from "./testdata/puzzle-sets";

const everyNth = <T>(items: readonly T[], step: number): T[] =>
  items.filter((_, i) => i % step === 0);

/** The puzzles of a sample whose result is wrong, as text, so a failure names them. */
function wrongUniqueSolutions(puzzles: readonly Grid[]): string[] {
  const wrong: string[] = [];
  for (const puzzle of puzzles) {
    const { count, solution } = solve(puzzle);
    if (count !== 1 || solution === null || !isSolutionOf(puzzle, solution)) {
      wrong.push(`${formatGrid(puzzle)} -> count ${count}`);
    }
  }
  return wrong;
}

const SOLVED = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

describe("solve on the public sets: one solution, and it is valid", () => {
  // The full sweep (`npm run test:engine -- --full`) solves every puzzle of every set.
  it.each(
    (
      [
        ["17clue.txt", 100],
        ["top1465.txt", 10],
        ["top95.txt", 1],
        ["forum_hardest_1106.txt", 5],
        ["euler96.txt", 1],
        ["famous_puzzles.txt", 1],
        ["hard20_plb.txt", 1],
      ] as const
    ).map(([file, step]) => [file, FULL_SWEEP ? 1 : step] as const),
  )("%s, every %i-th puzzle", (file, step) => {
    const sample = everyNth(readPuzzles(file), step);
    expect(sample.length).toBeGreaterThan(0);
    expect(wrongUniqueSolutions(sample)).toEqual([]);
  });

  it("finds the published solutions of the famous puzzles", () => {
    const puzzles = readPuzzles("famous_puzzles.txt");
    const solutions = readPuzzles("famous_solutions.txt");
    expect(puzzles).toHaveLength(solutions.length);
    puzzles.forEach((puzzle, i) => expect(solve(puzzle).solution).toEqual(solutions[i]));
  });

  it("hasUniqueSolution agrees on every 5th forum-hardest puzzle", () => {
    const sample = everyNth(readPuzzles("forum_hardest_1106.txt"), 5);
    expect(sample.filter((p) => !hasUniqueSolution(p))).toEqual([]);
  });
});

describe("puzzles with several solutions (serg_benchmark)", () => {
  const sample = everyNth(readPuzzles("serg_benchmark.txt"), 50);

  it("counts 2 (capped) and returns a valid solution, for 200 puzzles", () => {
    expect(sample).toHaveLength(200);
    const wrong = sample
      .map((puzzle) => ({ puzzle, result: solve(puzzle) }))
      .filter(({ puzzle, result }) => {
        return result.count !== 2 || !result.solution || !isSolutionOf(puzzle, result.solution);
      })
      .map(({ puzzle, result }) => `${formatGrid(puzzle)} -> count ${result.count}`);
    expect(wrong).toEqual([]);
  });

  it("limit 1 stops at the first solution", () => {
    for (const puzzle of sample.slice(0, 20)) {
      const { count, solution } = solve(puzzle, 1);
      expect(count).toBe(1);
      expect(solution && isSolutionOf(puzzle, solution)).toBe(true);
      expect(hasUniqueSolution(puzzle)).toBe(false);
    }
  });
});

/** A solved grid with a unique rectangle blanked: exactly two ways to fill it. */
function twoSolutionPuzzle(solved: Grid): number[] {
  for (let r1 = 0; r1 < 9; r1++) {
    for (let r2 = r1 + 1; r2 < 9; r2++) {
      if (Math.floor(r1 / 3) !== Math.floor(r2 / 3)) continue;
      for (let c1 = 0; c1 < 9; c1++) {
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          if (Math.floor(c1 / 3) === Math.floor(c2 / 3)) continue;
          const [a, b] = [solved[r1 * 9 + c1], solved[r1 * 9 + c2]];
          if (solved[r2 * 9 + c1] === b && solved[r2 * 9 + c2] === a) {
            const puzzle = Array.from(solved);
            for (const cell of [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2])
              puzzle[cell] = 0;
            return puzzle;
          }
        }
      }
    }
  }
  throw new Error("no unique rectangle in this grid");
}

describe("edge cases", () => {
  it.each<[string, Grid, number]>([
    ["a solved grid has exactly 1", gridFrom(SOLVED), 1],
    ["one empty cell has exactly 1", gridFrom("0" + SOLVED.slice(1)), 1],
    ["the classic newspaper puzzle has exactly 1", gridFrom(CLASSIC), 1],
    ["a blanked unique rectangle has exactly 2", twoSolutionPuzzle(gridFrom(SOLVED)), 2],
  ])("%s", (_, grid, expected) => {
    expect(countSolutions(grid, 10)).toBe(expected);
    const { count, solution } = solve(grid);
    expect(count).toBe(Math.min(expected, 2));
    expect(solution && isSolutionOf(grid, solution)).toBe(true);
  });

  it("the empty grid has 2 or more, and countSolutions honours larger limits", () => {
    const { count, solution } = solve(emptyGrid());
    expect(count).toBe(2);
    expect(solution && isSolutionOf(emptyGrid(), solution)).toBe(true);
    expect(countSolutions(emptyGrid(), 50)).toBe(50);
    expect(countSolutions(emptyGrid(), 1)).toBe(1);
    expect(hasUniqueSolution(emptyGrid())).toBe(false);
  });

  // Row 1 holds 1-4, column 1 holds 5-8 and box 1 holds 9: r1c1 has no candidate, no clash.
  const noCandidate = emptyGrid();
  [1, 2, 3, 4].forEach((d, i) => (noCandidate[3 + i] = d));
  [5, 6, 7, 8].forEach((d, i) => (noCandidate[(3 + i) * 9] = d));
  noCandidate[10] = 9;

  // A wrong but clash-free extra given on a unique puzzle: only search can show it is dead.
  const famous = readPuzzles("famous_puzzles.txt")[0];
  const famousSolution = readPuzzles("famous_solutions.txt")[0];
  const wrongGiven = Array.from(famous);
  const candidates = candidatesOf(famous);
  const open = famous.findIndex((v, cell) => v === 0 && popcount(candidates[cell]) >= 2);
  wrongGiven[open] = digitsOf(candidates[open]).find((d) => d !== famousSolution[open]) ?? 0;

  it.each<[string, Grid]>([
    ["two 5s in a row", clash([0, 1], 5)],
    ["two 5s in a column", clash([0, 9 * 8], 5)],
    ["two 5s in a box", clash([0, 20], 5)],
    ["a cell with no candidate", noCandidate],
    ["a wrong clash-free given", wrongGiven],
  ])("no solution: %s", (_, grid) => {
    expect(solve(grid)).toEqual({ count: 0, solution: null });
    expect(countSolutions(grid)).toBe(0);
    expect(hasUniqueSolution(grid)).toBe(false);
  });

  it("does not modify its input", () => {
    const grid = Object.freeze(gridFrom(CLASSIC).slice());
    expect(() => solve(grid)).not.toThrow();
    expect(formatGrid(grid)).toBe(CLASSIC.replaceAll(".", "0"));
  });

  it("throws a RangeError on a malformed grid", () => {
    expect(() => solve([1, 2, 3])).toThrow(RangeError);
    expect(() => solve([...emptyGrid().slice(1), 10])).toThrow(/cells hold 0/);
    expect(() => countSolutions([...emptyGrid().slice(1), 0.5])).toThrow(RangeError);
  });
});

/** Plain backtracking on the first empty cell: slow, obviously right, for cross-checks. */
function bruteForceCount(grid: Grid, limit: number): number {
  const cells = [...grid];
  const walk = (): number => {
    const cell = cells.indexOf(0);
    if (cell < 0) return 1;
    let found = 0;
    for (const d of digitsOf(candidatesOf(cells)[cell])) {
      cells[cell] = d;
      found += walk();
      cells[cell] = 0;
      if (found >= limit) break;
    }
    return found;
  };
  return Math.min(walk(), limit);
}

function clash(cells: number[], digit: number): number[] {
  const grid = emptyGrid();
  for (const cell of cells) grid[cell] = digit;
  return grid;
}

describe("properties", () => {
  const solved = gridFrom(SOLVED);

  /** A solved grid transformed by a digit relabelling and a transpose keeps being solved. */
  const solvedGrid = fc
    .tuple(fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9 }), fc.boolean())
    .map(([labels, transpose]) =>
      Array.from({ length: 81 }, (_, cell) => {
        const source = transpose ? (cell % 9) * 9 + Math.floor(cell / 9) : cell;
        return labels[solved[source] - 1];
      }),
    );

  it("any subset of a solved grid's digits has a solution, and solve returns one", () => {
    fc.assert(
      fc.property(
        solvedGrid,
        fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }),
        (full, keep) => {
          const puzzle = full.map((v, cell) => (keep[cell] ? v : 0));
          const { count, solution } = solve(puzzle);
          expect(count).toBeGreaterThanOrEqual(1);
          expect(solution && isSolutionOf(puzzle, solution)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("counts exactly as plain backtracking does, beyond 2", () => {
    fc.assert(
      fc.property(
        solvedGrid,
        fc.array(fc.nat(80), { minLength: 30, maxLength: 70 }),
        (full, holes) => {
          const puzzle = [...full];
          for (const cell of holes) puzzle[cell] = 0;
          expect(countSolutions(puzzle, 20)).toBe(bruteForceCount(puzzle, 20));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("relabelling digits does not change the number of solutions", () => {
    const sample = everyNth(readPuzzles("serg_benchmark.txt"), 500).concat(
      everyNth(readPuzzles("top95.txt"), 10),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...sample),
        fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9 }),
        (puzzle, labels) => {
          const relabelled = puzzle.map((v) => (v ? labels[v - 1] : 0));
          expect(countSolutions(relabelled, 5)).toBe(countSolutions(puzzle, 5));
        },
      ),
      { numRuns: 100 },
    );
  });
});
