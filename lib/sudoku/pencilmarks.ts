/**
 * Positions with pencilmarks, as players and other solvers exchange them: the 81 values, a tab,
 * then 729 characters, 9 per cell in cell order, the digit where it is still a candidate and
 * '.' where it is not ("1.3......" leaves 1 and 3). Values use '0' or '.' for an empty cell;
 * the marks of a filled cell are ignored.
 *
 * Choices, so that every position we accept is one the techniques can reason about:
 * - a candidate a placed peer already rules out is dropped silently: marks often lag a
 *   placement, and keeping it would let a step "remove" what the values already exclude;
 * - two equal values in a unit, an empty cell left with no candidate, or a unit where a
 *   missing digit has no cell left are errors: such a position has no solution;
 * - the 729-only form has no values: a cell with a single mark is taken as placed, the way
 *   pencilmark grids print solved cells;
 * - values and marks may be followed by a third field, 81 characters saying which digits are
 *   givens: `g` where the value is a given, `.` where a player placed it or the cell is empty.
 *   Without it nothing is known and every filled digit counts as a given (the avoidable
 *   rectangles, which reason about placed digits, stay silent).
 */
import { bit, popcount } from "./digits";
import { candidatesOf, cellName, parseGrid, UNITS, unitName } from "./grid";
import { createState, type LogicState } from "./techniques/state";

/** Bad pencilmark input; the message names the first problem in player terms. */
export class PencilmarkError extends Error {
  override name = "PencilmarkError";
}

const MARKS_LENGTH = 729;
/** Longer than this, a single piece of text is read as pencilmarks, not as a puzzle. */
const MARKS_ALONE = 2 * 81;

/**
 * The position given by 81 values and 729 marks.
 *
 * @example
 * const state = parsePencilmarks(values, marks); // throws PencilmarkError on bad input
 */
export function parsePencilmarks(
  values81: string,
  marks729: string,
  givens81?: string,
): LogicState {
  const values = parseValues(values81);
  const marks = parseMarks(marks729);
  const state = checkedState(values, marks);
  if (givens81 !== undefined) state.givens = parseGivens(givens81, values);
  return state;
}

/**
 * A position from any of the forms a player pastes: a puzzle (81 cells, 9-line form too),
 * values and marks separated by whitespace, or the 729 marks alone.
 *
 * @example
 * parsePosition("0".repeat(81)); // the empty grid, every candidate open
 */
export function parsePosition(text: string): LogicState {
  const parts = text.trim().split(/\s+/);
  // Values and marks, or marks alone, even of the wrong length: the error then counts the marks,
  // not the "cells" of a puzzle (a puzzle is 81 characters, or 9 lines of 9).
  if (parts.length === 2 && (parts[0].length === 81 || parts[1].length > MARKS_ALONE)) {
    return parsePencilmarks(parts[0], parts[1]);
  }
  if (parts.length === 3 && parts[1].length > MARKS_ALONE) {
    return parsePencilmarks(parts[0], parts[1], parts[2]);
  }
  if (parts.length === 1 && parts[0].length > MARKS_ALONE) {
    if (parts[0].length !== MARKS_LENGTH) {
      throw new PencilmarkError(
        `This has ${parts[0].length} characters: a puzzle has 81 (0 or . for an empty cell) and pencilmarks 729 (9 per cell, the digit or '.'); or paste 81 values, a tab and 729 pencilmarks.`,
      );
    }
    const marks = parseMarks(parts[0]);
    const values = marks.map((m) => (popcount(m) === 1 ? 31 - Math.clz32(m) + 1 : 0));
    return checkedState(values, marks);
  }
  const parsed = parseGrid(text);
  if (!parsed.ok) {
    const lengthHint =
      parsed.error.code === "length"
        ? " Or paste 81 values, a tab and 729 pencilmarks (9 per cell, the digit or '.')."
        : "";
    throw new PencilmarkError(`${parsed.error.message}${lengthHint}`);
  }
  return createState(parsed.grid);
}

/**
 * The 81 + tab + 729 form of a state (empty cells as '.'); filled cells get '.........'. A
 * state that knows its givens gets the third field too.
 */
export function formatPencilmarks(state: LogicState): string {
  let values = "";
  let marks = "";
  for (let cell = 0; cell < 81; cell++) {
    const v = state.values[cell];
    values += v ? String(v) : ".";
    for (let d = 1; d <= 9; d++) marks += !v && state.candidates[cell] & bit(d) ? String(d) : ".";
  }
  const givens = state.givens;
  if (!givens) return `${values}\t${marks}`;
  const field = state.values.map((v, cell) => (v && givens[cell] ? "g" : ".")).join("");
  return `${values}\t${marks}\t${field}`;
}

function parseValues(text: string): number[] {
  if (text.length !== 81) {
    throw new PencilmarkError(`The values have 81 cells; this one has ${text.length}.`);
  }
  return Array.from(text, (ch, cell) => {
    if (ch === "." || ch === "0") return 0;
    if (ch >= "1" && ch <= "9") return ch.charCodeAt(0) - 48;
    throw new PencilmarkError(
      `Unexpected character ${JSON.stringify(ch)} in the values at ${cellName(cell)}: use 1-9, and 0 or . for an empty cell.`,
    );
  });
}

function parseMarks(text: string): number[] {
  if (text.length !== MARKS_LENGTH) {
    throw new PencilmarkError(
      `The pencilmarks have 729 characters (9 per cell); these have ${text.length}.`,
    );
  }
  const marks = new Array<number>(81).fill(0);
  for (let i = 0; i < MARKS_LENGTH; i++) {
    const ch = text[i];
    const digit = (i % 9) + 1;
    if (ch === String(digit)) marks[Math.floor(i / 9)] |= bit(digit);
    else if (ch !== ".") {
      throw new PencilmarkError(
        `Unexpected character ${JSON.stringify(ch)} in the pencilmarks of ${cellName(Math.floor(i / 9))}: each cell has 9 characters, the digits 1 to 9 in order, each the digit or '.', so character ${digit} is ${digit} or '.'.`,
      );
    }
  }
  return marks;
}

/** Which cells hold a given: `g` on a filled cell, `.` elsewhere. */
function parseGivens(text: string, values: readonly number[]): boolean[] {
  if (text.length !== 81) {
    throw new PencilmarkError(
      `The givens field has 81 characters (g for a given, . for a digit placed by a player or an empty cell); this one has ${text.length}.`,
    );
  }
  return Array.from(text, (ch, cell) => {
    if (ch === ".") return false;
    if (ch !== "g") {
      throw new PencilmarkError(
        `Unexpected character ${JSON.stringify(ch)} in the givens field at ${cellName(cell)}: use g for a given and . for anything else.`,
      );
    }
    if (!values[cell]) {
      throw new PencilmarkError(`${cellName(cell)} is marked as a given but has no digit.`);
    }
    return true;
  });
}

function checkedState(values: readonly number[], marks: readonly number[]): LogicState {
  const parsed = parseGrid(values.join(""));
  if (!parsed.ok) throw new PencilmarkError(parsed.error.message);
  const open = candidatesOf(parsed.grid);
  const candidates = marks.map((m, cell) => (values[cell] ? 0 : m & open[cell]));
  for (let cell = 0; cell < 81; cell++) {
    if (!values[cell] && !candidates[cell]) {
      throw new PencilmarkError(`${cellName(cell)} is empty and has no candidate left.`);
    }
  }
  for (const unit of UNITS) {
    let placed = 0;
    let possible = 0;
    for (const cell of unit.cells) {
      if (values[cell]) placed |= bit(values[cell]);
      possible |= candidates[cell];
    }
    for (let d = 1; d <= 9; d++) {
      if (!(placed & bit(d)) && !(possible & bit(d))) {
        throw new PencilmarkError(`${d} has no place left in ${unitName(unit)}.`);
      }
    }
  }
  return { values: [...parsed.grid], candidates };
}

/**
 * Why the marks cannot lead to this solution (an empty cell without its solution digit), or
 * null. Steps from such a position would reason from a false premise.
 *
 * @example
 * solutionConflict(state, solution); // "The pencilmarks rule out 4, the solution, in r1c1."
 */
export function solutionConflict(state: LogicState, solution: readonly number[]): string | null {
  for (let cell = 0; cell < 81; cell++) {
    if (state.values[cell] || state.candidates[cell] & bit(solution[cell])) continue;
    return `The pencilmarks rule out ${solution[cell]}, the solution, in ${cellName(cell)}.`;
  }
  return null;
}

/**
 * Whether pasted text is meant as a pencilmark position (it holds a run of marks no puzzle
 * form has), so a bad one is reported as such instead of read as a puzzle.
 */
export function looksLikePencilmarks(text: string): boolean {
  return /[0-9.]{200,}/.test(text);
}
