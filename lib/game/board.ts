/**
 * The player's board: values, pencil marks and colours, with undo and redo.
 *
 * A game is an ordered log of moves. The board is what you get by applying them, in order,
 * to the givens: the server does it to decide, the browser does it to show the move at once.
 * The same pure reducer on both sides is what keeps them in agreement.
 */
import { bit } from "../sudoku/digits";
import { PEERS, candidatesOf } from "../sudoku/grid";
import type { Move } from "./move";

/** One cell as the player sees it. Marks are digit bit sets (bit d-1 for digit d). */
export interface CellState {
  readonly value: number;
  readonly corner: number;
  readonly centre: number;
  /** 0 for none, 1-9 for the colour palette. */
  readonly colour: number;
}

export interface CellChange {
  readonly cell: number;
  readonly before: CellState;
  readonly after: CellState;
}

/** One undoable change: every cell a single move touched. */
export type Edit = readonly CellChange[];

export interface BoardState {
  /** The puzzle: 81 values, 0 for empty. Givens never change. */
  readonly givens: readonly number[];
  readonly cells: readonly CellState[];
  readonly past: readonly Edit[];
  readonly future: readonly Edit[];
}

const EMPTY_CELL: CellState = { value: 0, corner: 0, centre: 0, colour: 0 };

/**
 * The board at the start of a game.
 *
 * @example
 * const board = createBoard(gridFrom(puzzleText));
 * const next = applyMove(board, { type: "value", cells: [2], digit: 4 });
 */
export function createBoard(givens: readonly number[]): BoardState {
  return {
    givens,
    cells: givens.map((value) => (value ? { ...EMPTY_CELL, value } : EMPTY_CELL)),
    past: [],
    future: [],
  };
}

/** Replays a move log onto the givens: the board after every move, in order. */
export function replayMoves(givens: readonly number[], moves: readonly Move[]): BoardState {
  let board = createBoard(givens);
  for (const move of moves) board = applyMove(board, move);
  return board;
}

/** The 81 values of the board (givens and the player's digits), 0 for empty. */
export function valuesOf(board: BoardState): number[] {
  return board.cells.map((c) => c.value);
}

export const isGiven = (board: BoardState, cell: number): boolean => board.givens[cell] !== 0;

/**
 * Applies one move and returns the new board; a move that changes nothing returns the same
 * board, so callers can tell with `===`. Givens are never changed (colours aside).
 */
export function applyMove(board: BoardState, move: Move): BoardState {
  switch (move.type) {
    case "undo":
      return undo(board);
    case "redo":
      return redo(board);
    default:
      return commit(board, changesFor(board, move));
  }
}

export const canUndo = (board: BoardState): boolean => board.past.length > 0;
export const canRedo = (board: BoardState): boolean => board.future.length > 0;

function undo(board: BoardState): BoardState {
  const edit = board.past[board.past.length - 1];
  if (!edit) return board;
  const cells = board.cells.slice();
  for (let i = edit.length - 1; i >= 0; i--) cells[edit[i].cell] = edit[i].before;
  return { ...board, cells, past: board.past.slice(0, -1), future: [...board.future, edit] };
}

function redo(board: BoardState): BoardState {
  const edit = board.future[board.future.length - 1];
  if (!edit) return board;
  const cells = board.cells.slice();
  for (const change of edit) cells[change.cell] = change.after;
  return { ...board, cells, past: [...board.past, edit], future: board.future.slice(0, -1) };
}

function commit(board: BoardState, next: Map<number, CellState>): BoardState {
  const edit: CellChange[] = [];
  for (const [cell, after] of [...next].sort((a, b) => a[0] - b[0])) {
    const before = board.cells[cell];
    if (!sameCell(before, after)) edit.push({ cell, before, after });
  }
  if (edit.length === 0) return board;
  const cells = board.cells.slice();
  for (const change of edit) cells[change.cell] = change.after;
  // A new edit forks history: what was undone can no longer be redone.
  return { ...board, cells, past: [...board.past, edit], future: [] };
}

function sameCell(a: CellState, b: CellState): boolean {
  return (
    a.value === b.value && a.corner === b.corner && a.centre === b.centre && a.colour === b.colour
  );
}

/** The new state of every cell the move touches (unchanged cells may be included). */
function changesFor(board: BoardState, move: Exclude<Move, { type: "undo" | "redo" }>) {
  const next = new Map<number, CellState>();
  const get = (cell: number) => next.get(cell) ?? board.cells[cell];
  const editable = (cells: readonly number[]) => cells.filter((c) => !isGiven(board, c));

  switch (move.type) {
    case "value": {
      for (const cell of editable(move.cells)) {
        next.set(cell, { ...get(cell), value: move.digit });
        // Placing a digit settles it for every peer: their marks for it go.
        for (const peer of PEERS[cell]) removeMarks(peer, bit(move.digit));
      }
      break;
    }
    case "erase": {
      // Erase the top layer the selection has: digits, else marks, else colours.
      const cells = move.cells;
      const own = editable(cells);
      if (own.some((c) => get(c).value)) {
        for (const c of own) next.set(c, { ...get(c), value: 0 });
      } else if (own.some((c) => get(c).corner || get(c).centre)) {
        for (const c of own) next.set(c, { ...get(c), corner: 0, centre: 0 });
      } else {
        for (const c of cells) next.set(c, { ...get(c), colour: 0 });
      }
      break;
    }
    case "corner":
    case "centre": {
      const layer = move.type;
      const targets = editable(move.cells).filter((c) => !get(c).value);
      // Like the best solvers: add the mark everywhere unless every target already has it.
      const allHave = targets.every((c) => get(c)[layer] & bit(move.digit));
      for (const c of targets) {
        const marks = get(c)[layer];
        next.set(c, {
          ...get(c),
          [layer]: allHave ? marks & ~bit(move.digit) : marks | bit(move.digit),
        });
      }
      break;
    }
    case "colour": {
      const allHave = move.cells.every((c) => get(c).colour === move.colour);
      for (const c of move.cells) next.set(c, { ...get(c), colour: allHave ? 0 : move.colour });
      break;
    }
    case "autoCandidates": {
      // Only the centre layer: corner marks are the player's own reasoning (where a digit can
      // go in a box) and are not recomputed, so they must survive.
      const candidates = candidatesOf(board.cells.map((c) => c.value));
      for (let c = 0; c < 81; c++) {
        if (!get(c).value) next.set(c, { ...get(c), centre: candidates[c] });
      }
      break;
    }
    case "step": {
      // An elimination is written into the cell's centre marks, which become the candidates
      // the hint reasoned from (the player's marks, or the computed ones where there were
      // none), so the next hint starts from the position this step left.
      const computed = move.eliminations.length ? candidatesOf(valuesOf(board)) : [];
      for (const { cell, digit } of move.eliminations) {
        const state = get(cell);
        if (isGiven(board, cell) || state.value) continue;
        const candidates = state.centre ? state.centre & computed[cell] : computed[cell];
        next.set(cell, {
          ...state,
          corner: state.corner & ~bit(digit),
          centre: candidates & ~bit(digit),
        });
      }
      for (const { cell, digit } of move.placements) {
        if (isGiven(board, cell)) continue;
        next.set(cell, { ...get(cell), value: digit });
        for (const peer of PEERS[cell]) removeMarks(peer, bit(digit));
      }
      break;
    }
  }
  return next;

  function removeMarks(cell: number, mask: number) {
    const state = get(cell);
    if ((state.corner | state.centre) & mask) {
      next.set(cell, { ...state, corner: state.corner & ~mask, centre: state.centre & ~mask });
    }
  }
}

/** How many times each digit 1-9 is on the board (index 0 unused). */
export function digitCounts(board: BoardState): number[] {
  const counts = new Array<number>(10).fill(0);
  for (const c of board.cells) if (c.value) counts[c.value]++;
  return counts;
}

/** Whether every cell holds a digit. */
export function isFull(board: BoardState): boolean {
  return board.cells.every((c) => c.value !== 0);
}

/**
 * The player's centre marks per cell (0 where the cell has a digit or no marks): with the
 * values, the position a hint reasons from (see `hintCandidates` in the engine).
 */
export function centreMarksOf(board: BoardState): number[] {
  return board.cells.map((c) => (c.value ? 0 : c.centre));
}
