/**
 * Grid basics: the canonical 81-cell form, units, peers, candidates and conflicts.
 *
 * A grid is 81 numbers, row by row, 0 for an empty cell. The text form is 81 characters
 * with `0` or `.` for empty; `parseGrid` also accepts the 9-line form.
 */
import { ALL_DIGITS_MASK, bit } from "./digits";

/** 81 numbers, row by row: 0 for an empty cell, 1-9 for a digit. */
export type Grid = readonly number[];

/** A cell index 0..80 (row * 9 + col). */
export type CellIndex = number;

export const SIZE = 9;
export const CELL_COUNT = 81;

export const rowOf = (cell: CellIndex): number => Math.floor(cell / 9);
export const colOf = (cell: CellIndex): number => cell % 9;
export const boxOf = (cell: CellIndex): number =>
  Math.floor(rowOf(cell) / 3) * 3 + Math.floor(colOf(cell) / 3);

export type UnitKind = "row" | "column" | "box";

/** One of the 27 houses: rows are units 0-8, columns 9-17, boxes 18-26. */
export interface Unit {
  readonly index: number;
  readonly kind: UnitKind;
  /** 0-8 within its kind. */
  readonly number: number;
  readonly cells: readonly CellIndex[];
}

function buildUnits(): Unit[] {
  const units: Unit[] = [];
  for (let r = 0; r < 9; r++) {
    units.push({ index: r, kind: "row", number: r, cells: range9().map((c) => r * 9 + c) });
  }
  for (let c = 0; c < 9; c++) {
    units.push({ index: 9 + c, kind: "column", number: c, cells: range9().map((r) => r * 9 + c) });
  }
  for (let b = 0; b < 9; b++) {
    const r0 = Math.floor(b / 3) * 3;
    const c0 = (b % 3) * 3;
    const cells = range9().map((k) => (r0 + Math.floor(k / 3)) * 9 + c0 + (k % 3));
    units.push({ index: 18 + b, kind: "box", number: b, cells });
  }
  return units;
}

function range9(): number[] {
  return [0, 1, 2, 3, 4, 5, 6, 7, 8];
}

/** All 27 units: rows, then columns, then boxes. */
export const UNITS: readonly Unit[] = buildUnits();
export const ROWS: readonly Unit[] = UNITS.slice(0, 9);
export const COLUMNS: readonly Unit[] = UNITS.slice(9, 18);
export const BOXES: readonly Unit[] = UNITS.slice(18, 27);

/** For each cell, its three units (row, column, box). */
export const UNITS_OF: readonly (readonly Unit[])[] = Array.from({ length: 81 }, (_, cell) => [
  ROWS[rowOf(cell)],
  COLUMNS[colOf(cell)],
  BOXES[boxOf(cell)],
]);

/** For each cell, its 20 peers: the other cells of its row, column and box. */
export const PEERS: readonly (readonly CellIndex[])[] = Array.from({ length: 81 }, (_, cell) => {
  const set = new Set<number>();
  for (const unit of UNITS_OF[cell])
    for (const other of unit.cells) if (other !== cell) set.add(other);
  return [...set].sort((a, b) => a - b);
});

/** Whether two distinct cells share a unit. */
export function isPeer(a: CellIndex, b: CellIndex): boolean {
  return a !== b && (rowOf(a) === rowOf(b) || colOf(a) === colOf(b) || boxOf(a) === boxOf(b));
}

/** Human cell name, 1-based: `cellName(32)` is `"r4c6"`. */
export function cellName(cell: CellIndex): string {
  return `r${rowOf(cell) + 1}c${colOf(cell) + 1}`;
}

/** Human unit name, 1-based: `"row 4"`, `"column 6"`, `"box 5"`. */
export function unitName(unit: Unit): string {
  return `${unit.kind} ${unit.number + 1}`;
}

export type GridErrorCode = "length" | "character" | "clash";

/** A precise, user-facing reason why a text is not a valid puzzle. */
export interface GridError {
  code: GridErrorCode;
  message: string;
  /** The offending cells (0..80), when the error is about cells. */
  cells: CellIndex[];
  /** 0-based character position in the input, for `character` errors. */
  position?: number;
}

export type ParseResult = { ok: true; grid: Grid } | { ok: false; error: GridError };

/**
 * Parses the 81-character form (digits, `0` or `.` for empty, whitespace between rows
 * tolerated) or the 9-line form, and checks that no two givens clash.
 *
 * @example
 * const r = parseGrid("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
 * if (r.ok) console.log(formatGrid(r.grid));
 */
export function parseGrid(text: string, options: { allowClashes?: boolean } = {}): ParseResult {
  const values: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (
      ch === " " ||
      ch === "\t" ||
      ch === "\n" ||
      ch === "\r" ||
      ch === "|" ||
      ch === "-" ||
      ch === "+"
    ) {
      // Whitespace and the box-drawing characters of the 9-line form separate rows and boxes.
      if ((ch === "-" || ch === "+" || ch === "|") && !isDecorationContext(text)) {
        return characterError(ch, i, values.length);
      }
      continue;
    }
    if (ch === "." || ch === "0") values.push(0);
    else if (ch >= "1" && ch <= "9") values.push(ch.charCodeAt(0) - 48);
    else return characterError(ch, i, values.length);
    if (values.length > 81) break;
  }
  if (values.length !== 81) {
    const message =
      values.length < 81
        ? `A puzzle has 81 cells; this one has ${values.length}.`
        : "A puzzle has 81 cells; this one has more.";
    return { ok: false, error: { code: "length", message, cells: [] } };
  }
  if (!options.allowClashes) {
    const clash = firstClash(values);
    if (clash) return { ok: false, error: clash };
  }
  return { ok: true, grid: values };
}

/** The 9-line form may draw box borders with `|`, `-` and `+`; a one-line puzzle may not. */
function isDecorationContext(text: string): boolean {
  return text.includes("\n");
}

function characterError(ch: string, position: number, cellsSoFar: number): ParseResult {
  const shown = JSON.stringify(ch);
  const where = cellsSoFar < 81 ? ` at ${cellName(cellsSoFar)}` : "";
  return {
    ok: false,
    error: {
      code: "character",
      message: `Unexpected character ${shown} at position ${position + 1}${where}: use 1-9, and 0 or . for an empty cell.`,
      cells: cellsSoFar < 81 ? [cellsSoFar] : [],
      position,
    },
  };
}

function firstClash(values: readonly number[]): GridError | null {
  for (const unit of UNITS) {
    const seen = new Map<number, number>();
    for (const cell of unit.cells) {
      const d = values[cell];
      if (!d) continue;
      const prev = seen.get(d);
      if (prev !== undefined) {
        return {
          code: "clash",
          message: `${d} appears twice in ${unitName(unit)}: ${cellName(prev)} and ${cellName(cell)}.`,
          cells: [prev, cell],
        };
      }
      seen.set(d, cell);
    }
  }
  return null;
}

/**
 * Parses and returns the grid, throwing an Error with the precise message on bad input.
 * For trusted input (tests, fixtures); use `parseGrid` for anything a user typed.
 */
export function gridFrom(text: string): Grid {
  const result = parseGrid(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.grid;
}

/** The 81-character form; `empty` is `"0"` by default. */
export function formatGrid(grid: Grid, empty: "0" | "." = "0"): string {
  let out = "";
  for (let i = 0; i < 81; i++) out += grid[i] ? String(grid[i]) : empty;
  return out;
}

/** The 9-line form, one row per line. */
export function formatGridLines(grid: Grid, empty: "0" | "." = "."): string {
  const text = formatGrid(grid, empty);
  const lines: string[] = [];
  for (let r = 0; r < 9; r++) lines.push(text.slice(r * 9, r * 9 + 9));
  return lines.join("\n");
}

/** An empty grid. */
export function emptyGrid(): number[] {
  return new Array<number>(81).fill(0);
}

/**
 * For every cell, the bit set of digits no peer holds (bit d-1 for digit d);
 * 0 for a filled cell. Digits are in `digits.ts`.
 */
export function candidatesOf(grid: Grid): number[] {
  const rowUsed = new Array<number>(9).fill(0);
  const colUsed = new Array<number>(9).fill(0);
  const boxUsed = new Array<number>(9).fill(0);
  for (let i = 0; i < 81; i++) {
    const d = grid[i];
    if (!d) continue;
    rowUsed[rowOf(i)] |= bit(d);
    colUsed[colOf(i)] |= bit(d);
    boxUsed[boxOf(i)] |= bit(d);
  }
  const out = new Array<number>(81).fill(0);
  for (let i = 0; i < 81; i++) {
    if (grid[i]) continue;
    out[i] = ALL_DIGITS_MASK & ~(rowUsed[rowOf(i)] | colUsed[colOf(i)] | boxUsed[boxOf(i)]);
  }
  return out;
}

/** The filled cells that hold the same digit as one of their peers. */
export function findConflicts(grid: Grid): Set<CellIndex> {
  const out = new Set<CellIndex>();
  for (const unit of UNITS) {
    const byDigit = new Map<number, CellIndex[]>();
    for (const cell of unit.cells) {
      const d = grid[cell];
      if (!d) continue;
      const list = byDigit.get(d);
      if (list) list.push(cell);
      else byDigit.set(d, [cell]);
    }
    for (const list of byDigit.values()) if (list.length > 1) for (const c of list) out.add(c);
  }
  return out;
}

/** Whether the grid is completely and correctly filled. */
export function isSolved(grid: Grid): boolean {
  for (let i = 0; i < 81; i++) if (!grid[i]) return false;
  return findConflicts(grid).size === 0;
}

/** Whether `solution` is a valid solved grid that keeps every given of `puzzle`. */
export function isSolutionOf(puzzle: Grid, solution: Grid): boolean {
  if (!isSolved(solution)) return false;
  for (let i = 0; i < 81; i++) if (puzzle[i] && puzzle[i] !== solution[i]) return false;
  return true;
}

/** How many cells hold a digit. */
export function countFilled(grid: Grid): number {
  let n = 0;
  for (let i = 0; i < 81; i++) if (grid[i]) n++;
  return n;
}
