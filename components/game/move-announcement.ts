import type { BoardState } from "@/lib/game/board";
import type { Move } from "@/lib/game/move";
import { colOf, PEERS, rowOf } from "@/lib/sudoku/grid";
import { MAX_MISTAKES } from "@/lib/game/rules";

export const place = (cell: number) => `row ${rowOf(cell) + 1}, column ${colOf(cell) + 1}`;

const where = (cells: readonly number[]) =>
  cells.length === 1 ? place(cells[0]) : `${cells.length} cells`;

/** What a screen reader hears after a move: every kind of move says what it did. */
export function moveAnnouncement(move: Move, before: BoardState, after: BoardState): string {
  switch (move.type) {
    case "value": {
      const cells = move.cells.filter((c) => before.givens[c] === 0);
      if (cells.length === 0) return "Given cells cannot change";
      const clash =
        cells.length === 1
          ? PEERS[cells[0]].find((p) => after.cells[p].value === move.digit)
          : undefined;
      return (
        `${move.digit} in ${where(cells)}` +
        (clash === undefined ? "" : ` conflicts with ${place(clash)}`)
      );
    }
    case "erase":
      return `Erased ${where(move.cells)}`;
    case "corner":
    case "centre": {
      const kind = move.type === "corner" ? "Corner" : "Centre";
      const on = move.cells.some(
        (c) => after.cells[c].value === 0 && after.cells[c][move.type] & (1 << (move.digit - 1)),
      );
      return `${kind} note ${move.digit} ${on ? "added to" : "removed from"} ${where(move.cells)}`;
    }
    case "colour":
      return `Colour ${move.colour} on ${where(move.cells)}`;
    case "autoCandidates":
      return "Candidates filled in as centre notes in every empty cell";
    case "step":
      return "Hint applied";
    case "undo":
      return after === before ? "Nothing to undo" : "Undone";
    case "redo":
      return after === before ? "Nothing to redo" : "Redone";
  }
}

/** A wrong entry the server found, with the count that ends the game. */
export function mistakeAnnouncement(digit: number, cell: number, mistakes: number): string {
  return `${digit} in ${place(cell)} is wrong: ${mistakes} of ${MAX_MISTAKES} mistakes`;
}
