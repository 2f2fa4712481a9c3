/**
 * Positions for the ALS and Sue de Coq tests: a real position from its values and pencilmarks,
 * or a hand-made one listing only the cells that matter.
 */
import { cellName } from "../grid";
import type { Step } from "../step";
import type { LogicState } from "./state";

/**
 * A state from 81 values and 729 pencilmark characters (per cell nine characters: the digit
 * where it is still a candidate, "." where not).
 */
export function fromMarks(values: string, marks: string): LogicState {
  if (values.length !== 81 || marks.length !== 729)
    throw new Error("expected 81 values and 729 marks");
  const state: LogicState = { values: [], candidates: [] };
  for (let cell = 0; cell < 81; cell++) {
    state.values.push(Number(values[cell]));
    let mask = 0;
    for (let d = 1; d <= 9; d++) if (marks[cell * 9 + d - 1] === String(d)) mask |= 1 << (d - 1);
    state.candidates.push(mask);
  }
  return state;
}

/**
 * A hand-made position: the named cells are empty with the given candidates
 * (`{ r1c1: "12" }`); every other cell counts as filled, so only the pattern under test is there.
 */
export function fromCells(cells: Readonly<Record<string, string>>): LogicState {
  const state: LogicState = {
    values: new Array<number>(81).fill(9),
    candidates: new Array<number>(81).fill(0),
  };
  for (let cell = 0; cell < 81; cell++) {
    const digits = cells[cellName(cell)];
    if (digits === undefined) continue;
    state.values[cell] = 0;
    for (const ch of digits) state.candidates[cell] |= 1 << (Number(ch) - 1);
  }
  return state;
}

/** The cell index of a name like "r4c6". */
export function cellAt(name: string): number {
  const match = /^r([1-9])c([1-9])$/.exec(name);
  if (!match) throw new Error(`not a cell name: ${name}`);
  return (Number(match[1]) - 1) * 9 + Number(match[2]) - 1;
}

/** The step whose pattern is exactly these cells, in any order. */
export function stepOn(steps: readonly Step[], names: readonly string[]): Step | undefined {
  const want = names
    .map(cellAt)
    .sort((a, b) => a - b)
    .join(",");
  return steps.find((s) => [...s.cells].sort((a, b) => a - b).join(",") === want);
}
