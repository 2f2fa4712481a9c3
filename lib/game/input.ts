/**
 * Keyboard and selection rules of the board, as pure functions: what a key press means, which
 * move a digit makes in each entry mode, and how the selection moves. The board component only
 * wires DOM events to these.
 */
import type { Move } from "./move";

/** What a digit key does: a value, a corner mark, a centre mark or a colour. */
export const ENTRY_MODES = ["digit", "corner", "centre", "colour"] as const;
export type EntryMode = (typeof ENTRY_MODES)[number];

/** The mode keys, as in the best-known solver apps. */
export const MODE_KEYS: Readonly<Record<string, EntryMode>> = {
  z: "digit",
  x: "corner",
  c: "centre",
  v: "colour",
};

export type KeyAction =
  | { kind: "digit"; digit: number; mode: EntryMode }
  | { kind: "erase" }
  | { kind: "move"; dRow: number; dCol: number; extend: boolean }
  | { kind: "mode"; mode: EntryMode }
  | { kind: "undo" }
  | { kind: "redo" }
  | { kind: "selectAll" }
  | { kind: "clearSelection" }
  /** H: a hint, or the next level of the one shown, or Apply once the whole step is shown. */
  | { kind: "hint" };

/** The parts of a KeyboardEvent this module reads. */
export interface KeyInput {
  key: string;
  code: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const ARROWS: Readonly<Record<string, [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * The digit a key stands for, read from `code` first: with Shift held, `key` is "!" or "%"
 * on most layouts, but `code` is still "Digit1" / "Numpad5".
 */
function digitOf(input: KeyInput): number {
  const match = /^(?:Digit|Numpad)([1-9])$/.exec(input.code);
  if (match) return Number(match[1]);
  return /^[1-9]$/.test(input.key) ? Number(input.key) : 0;
}

/**
 * What a key press means on the board, or null when the board should ignore it (so Tab and
 * browser shortcuts keep working).
 *
 * @example
 * keyAction({ key: "5", code: "Digit5", shiftKey: true, ctrlKey: false, metaKey: false, altKey: false }, "digit");
 * // { kind: "digit", digit: 5, mode: "corner" }
 */
export function keyAction(input: KeyInput, mode: EntryMode): KeyAction | null {
  if (input.altKey) return null;
  const command = input.ctrlKey || input.metaKey;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;

  if (command && key === "z") return input.shiftKey ? { kind: "redo" } : { kind: "undo" };
  if (command && key === "y") return { kind: "redo" };
  if (command && key === "a") return { kind: "selectAll" };

  const digit = digitOf(input);
  if (digit) {
    // One-off modifiers: Shift for a corner mark, Ctrl/Cmd for a centre mark.
    const oneOff: EntryMode = command ? "centre" : input.shiftKey ? "corner" : mode;
    return { kind: "digit", digit, mode: oneOff };
  }
  if (command) return null;

  if (key === "Backspace" || key === "Delete" || key === "0") return { kind: "erase" };
  if (key === "Escape") return { kind: "clearSelection" };
  const arrow = ARROWS[key];
  if (arrow) return { kind: "move", dRow: arrow[0], dCol: arrow[1], extend: input.shiftKey };
  const next = MODE_KEYS[key];
  if (next) return { kind: "mode", mode: next };
  if (key === "h" && !input.shiftKey) return { kind: "hint" };
  return null;
}

/**
 * The move a digit makes on the selected cells in a mode; null with nothing selected.
 *
 * @example
 * digitMove("centre", [3, 4], 7); // { type: "centre", cells: [3, 4], digit: 7 }
 */
export function digitMove(mode: EntryMode, cells: readonly number[], digit: number): Move | null {
  if (cells.length === 0) return null;
  const list = [...cells];
  switch (mode) {
    case "digit":
      return { type: "value", cells: list, digit };
    case "corner":
      return { type: "corner", cells: list, digit };
    case "centre":
      return { type: "centre", cells: list, digit };
    case "colour":
      return { type: "colour", cells: list, colour: digit };
  }
}

export interface Selection {
  /** Selected cells in the order they were picked; the last one is the cursor. */
  readonly cells: readonly number[];
  /** The cell that has keyboard focus (the roving tabindex). */
  readonly cursor: number;
}

/**
 * Moves the cursor by an arrow; wraps at the edges like most solver apps. With `extend` the
 * new cell joins the selection, otherwise it replaces it.
 */
export function moveCursor(
  selection: Selection,
  dRow: number,
  dCol: number,
  extend: boolean,
): Selection {
  const row = (Math.floor(selection.cursor / 9) + dRow + 9) % 9;
  const col = ((selection.cursor % 9) + dCol + 9) % 9;
  const cursor = row * 9 + col;
  if (!extend) return { cells: [cursor], cursor };
  const cells = selection.cells.includes(cursor)
    ? selection.cells
    : [...(selection.cells.length ? selection.cells : [selection.cursor]), cursor];
  return { cells, cursor };
}

/** Selects one cell, or with `toggle` (Ctrl/Cmd+click) adds or removes it. */
export function selectCell(selection: Selection, cell: number, toggle: boolean): Selection {
  if (!toggle) return { cells: [cell], cursor: cell };
  if (selection.cells.includes(cell)) {
    return { cells: selection.cells.filter((c) => c !== cell), cursor: cell };
  }
  return { cells: [...selection.cells, cell], cursor: cell };
}

/** Adds a cell while dragging; dragging back over a cell keeps it selected. */
export function extendSelection(selection: Selection, cell: number): Selection {
  if (selection.cells.includes(cell)) return { ...selection, cursor: cell };
  return { cells: [...selection.cells, cell], cursor: cell };
}
