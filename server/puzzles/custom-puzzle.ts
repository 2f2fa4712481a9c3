/**
 * A puzzle typed or pasted by a player (the solver page's "play this"): it must parse and
 * have exactly one solution, and is rated like any generated one.
 */
import { ERROR_CODES } from "@/lib/game/protocol";
import { parseGrid } from "@/lib/sudoku/grid";
import { rate } from "@/lib/sudoku/rating";
import { solve } from "@/lib/sudoku/solver";
import { GameError } from "../games/errors";
import { puzzleOf, type Puzzle } from "./puzzle-source";

/** The puzzle, or a `bad_request` GameError with the engine's precise reason. */
export function customPuzzle(text: string): Puzzle {
  const parsed = parseGrid(text);
  if (!parsed.ok) throw new GameError(ERROR_CODES.badRequest, parsed.error.message);
  if (!parsed.grid.includes(0)) {
    throw new GameError(
      ERROR_CODES.badRequest,
      "This puzzle has no empty cell: there is nothing left to play.",
    );
  }
  const { count, solution } = solve(parsed.grid, 2);
  if (count === 0 || !solution) {
    throw new GameError(ERROR_CODES.badRequest, "This puzzle has no solution.");
  }
  if (count > 1) {
    throw new GameError(
      ERROR_CODES.badRequest,
      "This puzzle has more than one solution: add givens until only one remains.",
    );
  }
  return puzzleOf(parsed.grid, solution, rate(parsed.grid, solution));
}
