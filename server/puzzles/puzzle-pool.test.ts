/**
 * The pool hands every CPU-heavy request to the worker: the engine must never run on the
 * socket thread, so here it throws if anything on this thread calls it.
 */
import { describe, expect, it, vi } from "vitest";
import type { Db } from "../db";
import { PuzzlePool } from "./puzzle-pool";
import { puzzleOf, type Puzzle, type PuzzleWorker } from "./puzzle-source";

vi.mock("@/lib/sudoku/generator", () => ({
  generate: () => {
    throw new Error("the generator ran on the socket thread");
  },
}));
vi.mock("@/lib/sudoku/rating", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  rate: () => {
    throw new Error("the rating ran on the socket thread");
  },
}));

const CANNED: Puzzle = {
  givens: Array.from({ length: 81 }, () => 0),
  solution: Array.from({ length: 81 }, (_, i) => (i % 9) + 1),
  rating: { hardest: "from-worker", hardestName: "From the worker", score: 7 },
};

function fakeWorker() {
  const calls: string[] = [];
  const worker: PuzzleWorker = {
    generate: async (level) => (calls.push(`generate ${level}`), CANNED),
    rate: async (text) => (calls.push(`rate ${text.slice(0, 3)}`), CANNED),
  };
  return { worker, calls };
}

// Easy to hard and custom puzzles never touch the database.
const noDb = {} as Db;

describe("PuzzlePool", () => {
  it("generates easy..hard and rates a pasted puzzle in the worker", async () => {
    const { worker, calls } = fakeWorker();
    const pool = new PuzzlePool(noDb, worker, 0);
    for (const level of ["easy", "medium", "hard"] as const) {
      expect(await pool.take(level)).toBe(CANNED);
    }
    const custom = await pool.custom("530070000" + "0".repeat(72));
    expect(custom.rating.hardest).toBe("from-worker");
    expect(calls).toEqual(["generate easy", "generate medium", "generate hard", "rate 530"]);
  });
});

describe("puzzleOf", () => {
  it("records only the rating fields a game keeps", () => {
    const engineRating = { hardest: "x-wing", hardestName: "X-wing", score: 900, steps: [1, 2] };
    const puzzle = puzzleOf(CANNED.givens, CANNED.solution, engineRating);
    expect(puzzle.rating).toEqual({ hardest: "x-wing", hardestName: "X-wing", score: 900 });
  });
});
