import { valuesOf, type BoardState } from "@/lib/game/board";
import { candidatesOf } from "@/lib/sudoku/grid";

/**
 * The candidates a shown step is drawn over, per cell (0 for a filled cell): the player's
 * centre marks where the cell has any (minus digits its peers already hold), the computed
 * candidates where it has none. The same position the server's hint reasoned from, so every
 * struck digit is there to strike.
 */
export function stepCandidates(board: BoardState): number[] {
  const computed = candidatesOf(valuesOf(board));
  return board.cells.map((c, i) => (c.value ? 0 : c.centre ? c.centre & computed[i] : computed[i]));
}
