import { describe, expect, it } from "vitest";
import { gridFrom, emptyGrid } from "./grid";
import { LEVELS, TECHNIQUE_LEVELS, UnratableError, levelOf, rate, rateWithSteps } from "./rating";
import { TECHNIQUE_WEIGHTS, TechniqueId } from "./step";
import { puzzleLines } from "./testdata/puzzle-sets";

const lines = puzzleLines;

// Public puzzles (Project Euler 96 and top95), rated by hand-checked runs of the solver.
const KNOWN = [
  {
    name: "Euler 96 grid 1",
    grid: "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
    level: "easy",
    hardest: "naked-single",
    score: 105,
  },
  {
    name: "Euler 96 grid 2",
    grid: "200080300060070084030500209000105408000000000402706000301007040720040060004010003",
    level: "easy",
    hardest: "hidden-single",
    score: 102,
  },
  {
    // Once a naked pair; its cells share a box and a column, a locked pair (easier) since.
    name: "an Euler 96 grid with a locked pair",
    grid: "001900003900700160030005007050000009004302600200000070600100030042007006500006800",
    level: "medium",
    hardest: "locked-pair",
    score: 119,
  },
  {
    name: "an Euler 96 grid with an X-wing",
    grid: "043080250600000000000001094900004070000608000010200003820500000000000005034090710",
    level: "hard",
    hardest: "x-wing",
    score: 174,
  },
  {
    name: "a top95 puzzle with a naked triple",
    grid: ".2.......3.5.62..9.68...3...5..........64.8.2..47..9....3.....1.....6...17.43....",
    level: "hard",
    hardest: "naked-triple",
    score: 186,
  },
  {
    // Once decided by an X-chain; a skyscraper (a shorter single-digit chain) now comes first.
    name: "a top95 puzzle with a skyscraper",
    grid: "..5...987.4..5...1..7......2...48....9.1.....6..2.....3..6..2.......9.7.......5..",
    level: "expert",
    hardest: "skyscraper",
    score: 338,
  },
] as const;

describe("rate", () => {
  it.each(KNOWN)("$name is $level ($hardest)", ({ grid, level, hardest, score }) => {
    const rating = rate(gridFrom(grid));
    expect(rating).toMatchObject({ level, hardest, score });
    expect(levelOf(gridFrom(grid))).toBe(level);
  });

  it.each(lines("famous_puzzles.txt"))("famous puzzle %s is extreme", (grid) => {
    const rating = rate(gridFrom(grid));
    expect(rating.level).toBe("extreme");
    // The forcing net with techniques takes each of them on; trial and error is never needed.
    expect(rating.hardest).toBe(TechniqueId.DeepForcingNet);
    expect(rating.hardestName).toBe("Forcing net with techniques");
  });

  it("scores by the sum of step weights, so easy puzzles still compare", () => {
    const grid = gridFrom(KNOWN[0].grid);
    const rating = rate(grid);
    const empty = grid.filter((v) => v === 0).length;
    expect(rating.steps).toBe(empty);
    expect(rating.score).toBeGreaterThanOrEqual(empty * TECHNIQUE_WEIGHTS["full-house"]);
    expect(rating.score).toBeLessThanOrEqual(empty * TECHNIQUE_WEIGHTS["naked-single"]);
  });

  it("rates the level of the hardest technique it reports", () => {
    for (const { grid } of KNOWN) {
      const rating = rate(gridFrom(grid));
      expect(TECHNIQUE_LEVELS[rating.hardest]).toBe(rating.level);
    }
  });

  it.each([
    { name: "the empty grid", grid: emptyGrid(), reason: "multiple-solutions" },
    {
      // r1c9 must be 9, but column 9 already has one: no clash among givens, yet no solution.
      name: "a puzzle without solution",
      grid: gridFrom(`123456780${"000000009"}${"0".repeat(63)}`),
      reason: "no-solution",
    },
  ])("refuses $name with a typed error", ({ grid, reason }) => {
    expect(() => rate(grid)).toThrow(UnratableError);
    try {
      rate(grid);
    } catch (error) {
      expect((error as UnratableError).reason).toBe(reason);
    }
  });
});

describe("rateWithSteps", () => {
  it.each(KNOWN)("returns the steps $name was rated on", ({ grid }) => {
    const { rating, steps } = rateWithSteps(gridFrom(grid));
    expect(rating).toEqual(rate(gridFrom(grid)));
    expect(steps).toHaveLength(rating.steps);
    expect(steps.map((s) => s.technique)).toContain(rating.hardest);
    const score = steps.reduce((sum, s) => sum + TECHNIQUE_WEIGHTS[s.technique], 0);
    expect(score).toBe(rating.score);
    for (const step of steps) {
      expect(LEVELS.indexOf(TECHNIQUE_LEVELS[step.technique])).toBeLessThanOrEqual(
        LEVELS.indexOf(rating.level),
      );
    }
  });
});

describe("levels", () => {
  it("are ordered easy to extreme and every technique has one", () => {
    expect(LEVELS).toEqual(["easy", "medium", "hard", "expert", "extreme"]);
    for (const id of Object.values(TechniqueId)) expect(LEVELS).toContain(TECHNIQUE_LEVELS[id]);
    expect(TECHNIQUE_LEVELS["last-resort"]).toBe("extreme");
  });
});
