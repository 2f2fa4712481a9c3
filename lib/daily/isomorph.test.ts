import { describe, expect, it } from "vitest";
import { countSolutions, formatGrid, generate, gridFrom, rate, TECHNIQUE_LEVELS } from "../sudoku";
import { isomorph } from "./isomorph";

function daily(level: "easy" | "hard" | "expert", seed: string) {
  const { puzzle, solution } = generate({ level, seed });
  return { givens: formatGrid(puzzle), solution: formatGrid(solution) };
}

/** Every row, column and box of a solved grid holds 1..9 once. */
function isSolvedGrid(grid: string): boolean {
  const units: number[][] = [];
  for (let i = 0; i < 9; i++) {
    units.push(Array.from({ length: 9 }, (_, k) => i * 9 + k));
    units.push(Array.from({ length: 9 }, (_, k) => k * 9 + i));
    const r = Math.floor(i / 3) * 3;
    const c = (i % 3) * 3;
    units.push(Array.from({ length: 9 }, (_, k) => (r + Math.floor(k / 3)) * 9 + c + (k % 3)));
  }
  return units.every(
    (unit) =>
      new Set(unit.map((cell) => grid[cell])).size === 9 &&
      !unit.some((cell) => grid[cell] === "0"),
  );
}

describe("isomorph", () => {
  it.each(["easy", "hard", "expert"] as const)(
    "keeps a %s puzzle's rating and its one solution",
    (level) => {
      const original = daily(level, `daily:test-${level}`);
      const before = rate(gridFrom(original.givens));
      for (const seed of ["2026-11-23:user:a", "2026-11-23:guest-b", "x"]) {
        const copy = isomorph(original, seed);
        const after = rate(gridFrom(copy.givens));
        // The level is what the isomorph keeps. The score sums the steps of one solving path,
        // which follows cell order, so it may move by a step's weight: every player's game
        // therefore carries the day's stored rating, not its own.
        expect(after.level).toBe(before.level);
        expect(TECHNIQUE_LEVELS[after.hardest]).toBe(TECHNIQUE_LEVELS[before.hardest]);
        expect(countSolutions(gridFrom(copy.givens), 2)).toBe(1);
        expect(isSolvedGrid(copy.solution)).toBe(true);
        // The solution belongs to these givens: every given sits where the solution has it.
        for (let cell = 0; cell < 81; cell++) {
          if (copy.givens[cell] !== "0") expect(copy.givens[cell]).toBe(copy.solution[cell]);
        }
        expect(copy.givens.replaceAll("0", "").length).toBe(
          original.givens.replaceAll("0", "").length,
        );
      }
    },
  );

  it("is the same for the same seed and differs between seeds", () => {
    const original = daily("easy", "daily:test-seeds");
    expect(isomorph(original, "one")).toEqual(isomorph(original, "one"));
    const copies = new Set(
      ["one", "two", "three", "four"].map((seed) => isomorph(original, seed).givens),
    );
    expect(copies.size).toBe(4);
    expect(copies.has(original.givens)).toBe(false);
  });
});
