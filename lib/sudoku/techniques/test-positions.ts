/**
 * Test helpers for the pattern techniques: positions written as pencilmarks, and a soundness
 * walk over a sample of the public puzzle sets. Used by tests only.
 */
import { bit } from "../digits";
import { gridFrom } from "../grid";
import { applyStep, nextStep } from "../logic";
import { sweep } from "../testdata/puzzle-sets";
import { solve } from "../solver";
import { createState, type LogicState, type Technique } from "./state";

/**
 * A state from 81 values ('0' or '.' for empty) and 729 pencilmark characters: per cell nine,
 * the digit where it is still a candidate, '.' where not.
 */
export function stateFrom(values: string, marks: string): LogicState {
  if (values.length !== 81 || marks.length !== 729) throw new Error("bad position");
  const state = createState(gridFrom(values));
  for (let cell = 0; cell < 81; cell++) {
    let mask = 0;
    for (let d = 1; d <= 9; d++) if (marks[cell * 9 + d - 1] === String(d)) mask |= bit(d);
    state.candidates[cell] = state.values[cell] ? 0 : mask;
  }
  return state;
}

/** A state for a test position; the givens are known (from the puzzle) unless told. */
export function positionState(
  position: { puzzle: string; values: string; marks: string },
  knowGivens = true,
): LogicState {
  const state = stateFrom(position.values, position.marks);
  if (knowGivens) state.givens = gridFrom(position.puzzle).map((v) => v !== 0);
  return state;
}

/** Adds a candidate to the first empty cell of `cells` that lacks it; returns that cell. */
export function addCandidate(state: LogicState, cells: readonly number[], digit: number): number {
  const cell = cells.find((c) => !state.values[c] && !(state.candidates[c] & bit(digit)));
  if (cell === undefined) throw new Error(`no empty cell lacks ${digit}`);
  state.candidates[cell] |= bit(digit);
  return cell;
}

/** The pencilmark string of a state (to write positions into tests). */
export function marksOf(state: LogicState): string {
  return state.candidates
    .map((m) => Array.from({ length: 9 }, (_, i) => (m & (1 << i) ? String(i + 1) : ".")).join(""))
    .join("");
}

/** Every `every`-th puzzle of a public set, from the `first`-th; all of it in the full sweep. */
export function publicPuzzles(file: string, every: number, first = 0): string[] {
  return sweep(file, every, first);
}

/**
 * Walks each puzzle's logical solving path (givens known) and, at every state, checks all the
 * steps the techniques find: no elimination removes the solution's digit or a digit already
 * gone, no placement differs from the solution. Returns the problems and how many steps fired.
 */
export function soundness(
  techniques: readonly Technique[],
  puzzles: readonly string[],
): { problems: string[]; fired: Record<string, number> } {
  const problems: string[] = [];
  const fired: Record<string, number> = {};
  for (const line of puzzles) {
    const grid = gridFrom(line);
    const solution = solve(grid).solution ?? [];
    const state = createState(grid, grid);
    for (let step = nextStep(state, { solution }); step; step = nextStep(state, { solution })) {
      for (const technique of techniques) {
        for (const found of technique.findAll?.(state) ?? []) {
          fired[technique.id] = (fired[technique.id] ?? 0) + 1;
          for (const { cell, digit } of found.eliminations) {
            if (solution[cell] === digit || !(state.candidates[cell] & bit(digit)))
              problems.push(`${line}: ${found.explanation}`);
          }
          for (const { cell, digit } of found.placements) {
            if (solution[cell] !== digit) problems.push(`${line}: ${found.explanation}`);
          }
        }
      }
      applyStep(state, step);
    }
  }
  return { problems, fired };
}
