/**
 * One easy puzzle with its solution, served for every level: tests that need a game, not a
 * particular puzzle, get the same board without the generator.
 */
import { customPuzzle } from "../puzzles/custom-puzzle";
import type { Puzzle, PuzzleSource } from "../puzzles/puzzle-source";

export const GIVENS =
  "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
export const SOLUTION =
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

export const PUZZLE: Puzzle = {
  givens: [...GIVENS].map(Number),
  solution: [...SOLUTION].map(Number),
  rating: { hardest: "hidden-single", hardestName: "Hidden single", score: 100 },
};

/** Takes give PUZZLE at any level; pasted puzzles are checked and rated as on a server. */
export const fixedPuzzles: PuzzleSource = {
  take: async () => PUZZLE,
  custom: async (text) => customPuzzle(text),
};
