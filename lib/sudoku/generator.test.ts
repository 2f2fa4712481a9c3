import { describe, expect, it } from "vitest";
import { formatGrid, isSolutionOf } from "./grid";
import { generate, randomSolution } from "./generator";
import { createRng } from "./random";
import { rate, type Level } from "./rating";
import { hasUniqueSolution } from "./solver";
import { isSymmetric } from "./symmetry";

const SEEDS: Record<Level, number> = { easy: 20, medium: 20, hard: 20, expert: 4, extreme: 2 };

describe("generate", () => {
  describe.each(Object.entries(SEEDS) as [Level, number][])("%s", (level, count) => {
    const seeds = Array.from({ length: count }, (_, k) => `test-${level}-${k}`);
    it.each(seeds)("seed %s gives a unique puzzle rated exactly at the level", (seed) => {
      const result = generate({ level, seed });
      expect(result.seed).toBe(seed);
      expect(hasUniqueSolution(result.puzzle)).toBe(true);
      expect(isSolutionOf(result.puzzle, result.solution)).toBe(true);
      // Rated from scratch, without the generator's knowledge of the solution.
      const rating = rate(result.puzzle);
      expect(rating.level).toBe(level);
      expect(result.rating).toEqual(rating);
    });
  });

  it("keeps easy puzzles at 32 clues or more", () => {
    for (const seed of ["e1", "e2", "e3"]) {
      const clues = generate({ level: "easy", seed }).puzzle.filter((v) => v !== 0).length;
      expect(clues).toBeGreaterThanOrEqual(32);
    }
  });

  it("is deterministic: the same seed and options give the same puzzle", () => {
    const a = generate({ level: "hard", seed: "same", symmetry: "rotational" });
    const b = generate({ level: "hard", seed: "same", symmetry: "rotational" });
    expect(a).toEqual(b);
  });

  it("is pinned: a change to the algorithm shows here", () => {
    const { puzzle, rating } = generate({ level: "medium", seed: "nonet" });
    expect(formatGrid(puzzle)).toBe(PINNED_MEDIUM);
    expect(rating.level).toBe("medium");
  });

  it("gives different puzzles for different seeds", () => {
    const puzzles = new Set(
      ["a", "b", "c", "d"].map((seed) => formatGrid(generate({ level: "easy", seed }).puzzle)),
    );
    expect(puzzles.size).toBe(4);
  });

  it.each([
    ["rotational", "easy"],
    ["rotational", "hard"],
    ["mirror", "medium"],
    ["mirror", "hard"],
  ] as const)("respects %s symmetry (%s)", (symmetry, level) => {
    for (const seed of ["s1", "s2", "s3"]) {
      const { puzzle, rating } = generate({ level, seed, symmetry });
      expect(isSymmetric(puzzle, symmetry)).toBe(true);
      expect(rating.level).toBe(level);
      expect(hasUniqueSolution(puzzle)).toBe(true);
    }
  });

  it("rejects an unknown level or symmetry", () => {
    expect(() => generate({ level: "nightmare" as Level })).toThrow(RangeError);
    expect(() => generate({ level: "easy", symmetry: "diagonal" as "none" })).toThrow(RangeError);
  });

  it("picks and reports a seed when none is given", () => {
    const result = generate({ level: "easy" });
    expect(generate({ level: "easy", seed: result.seed }).puzzle).toEqual(result.puzzle);
  });
});

describe("randomSolution", () => {
  it("fills a valid grid, different for different seeds", () => {
    const a = randomSolution(createRng("x"));
    const b = randomSolution(createRng("y"));
    expect(isSolutionOf(new Array(81).fill(0), a)).toBe(true);
    expect(isSolutionOf(new Array(81).fill(0), b)).toBe(true);
    expect(a).not.toEqual(b);
  });
});

const PINNED_MEDIUM =
  "506020000000030000000075001000800070000000840307000005034000000005000002091050030";
