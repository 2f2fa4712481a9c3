/**
 * Hints for a player's position: first point at a wrong digit or at notes that lost the right
 * digit, else show the next logical step from the position as the player has it (their centre
 * marks are their candidates), so that applying a step and asking again always moves on.
 */
import { bit } from "./digits";
import { BOXES, boxOf, candidatesOf, cellName, UNITS, unitName, type Grid } from "./grid";
import { nextStep } from "./logic";
import { UnratableError } from "./rating";
import { solve } from "./solver";
import type { Step } from "./step";

const CELLS = Array.from({ length: 81 }, (_, i) => i);

export type Hint =
  | { kind: "mistake"; cells: number[]; explanation: string }
  | { kind: "missing"; cells: number[]; explanation: string }
  | { kind: "step"; step: Step }
  | { kind: "solved" };

/**
 * The candidates a hint reasons from: a cell's centre marks where it has any (intersected with
 * what its placed peers allow), the computed candidates where it has none. `marks` holds a
 * digit bit set per cell (bit d-1 for digit d), 0 for no marks.
 *
 * @example
 * hintCandidates(values, marks)[4]; // 0b000010010: 2 and 5 are r1c5's candidates
 */
export function hintCandidates(values: Grid, marks?: readonly number[]): number[] {
  const computed = candidatesOf(values);
  if (!marks) return computed;
  return computed.map((c, cell) => (values[cell] || !marks[cell] ? c : c & marks[cell]));
}

/**
 * The hint for a position. `entries` is the player's full board (givens and their own
 * digits); `marks` their centre marks. A wrong digit comes first, then a cell whose marks lack
 * its solution digit, each naming ONE cell and never a digit: listing every wrong cell would
 * tell a player who filled the board with one digit where that digit is right. With neither,
 * the easiest next step from the player's candidates. `choose(n)` picks which of n bad cells
 * is named (default the first).
 *
 * @example
 * hint(givens, board, solution); // { kind: "mistake", cells: [22], explanation: "r3c5 is wrong" }
 * hint(givens, board, solution, marks).kind; // "step": reasons from the player's notes
 */
export function hint(
  givens: Grid,
  entries: Grid,
  solution: Grid,
  marks?: readonly number[],
  choose: (count: number) => number = () => 0,
): Hint {
  const values = givens.map((g, i) => g || entries[i] || 0);
  // Which of several bad cells is named is `choose`'s (the server picks at random): always the
  // first would confirm every guess before it.
  const wrong = CELLS.filter((cell) => values[cell] && values[cell] !== solution[cell]);
  if (wrong.length) {
    const cell = wrong[choose(wrong.length)];
    return { kind: "mistake", cells: [cell], explanation: `${cellName(cell)} is wrong` };
  }
  if (values.every((v) => v !== 0)) return { kind: "solved" };
  const candidates = hintCandidates(values, marks);
  const lost = CELLS.filter((cell) => !values[cell] && !(candidates[cell] & bit(solution[cell])));
  if (lost.length) {
    const cell = lost[choose(lost.length)];
    const explanation = `The notes in ${cellName(cell)} have lost the digit that belongs there`;
    return { kind: "missing", cells: [cell], explanation };
  }
  // Knowing the givens lets avoidable rectangles reason about the digits the player placed.
  const state = { values, candidates, givens: givens.map((g) => g !== 0) };
  const step = nextStep(state, { solution });
  // With every solution digit still a candidate, the last resort always applies.
  if (!step) throw new Error("No step found on a correct, unfinished position");
  return { kind: "step", step };
}

/**
 * The first, cheapest level of a hint: the technique and where to look, nothing more.
 *
 * @example
 * nudgeText(step); // "Look at box 2: a pointing pair"
 */
export function nudgeText(step: Step): string {
  const where = regionText(step);
  const what = NUDGE_NAMES[step.technique] ?? withArticle(step.name);
  return where ? `Look at ${where}: ${what}` : `Look for ${what}`;
}

/** Names that read badly with an article, or that need a word more to be a hint. */
const NUDGE_NAMES: Partial<Record<Step["technique"], string>> = {
  pointing: "a pointing pair or triple",
  claiming: "a claiming pair or triple",
  "simple-colouring": "simple colouring",
  "multi-colouring": "multi-colouring",
  "wxyz-wing": "a WXYZ-wing",
  "remote-pairs": "remote pairs",
  "template-set": "templates: every way one digit can still fill the grid",
  "template-delete": "templates: every way one digit can still fill the grid",
  "bug-plus-one": "a BUG: the few cells with more than two candidates",
  "deep-forcing-net":
    "a candidate whose assumption breaks the grid (a forcing net with techniques)",
  "last-resort": "no pattern helps here, so try one of a cell's candidates",
};

/** Names that keep their capital: people's names, not words. */
const PROPER = /^(Sue de Coq|Franken)\b/;

/**
 * "a naked pair", "an X-wing", "an AIC", "a unique rectangle", "a Sue de Coq": acronyms and
 * names keep their case; an acronym takes the article its first letter's name asks for
 * ("an ALS", "a BUG"), a word the one its sound does ("an empty", "a unique").
 */
function withArticle(name: string): string {
  const first = name.split(/[\s-]/)[0];
  const acronym = first === first.toUpperCase();
  const what = acronym || PROPER.test(name) ? name : name.charAt(0).toLowerCase() + name.slice(1);
  const an = acronym
    ? /^[AEFHILMNORSX]/.test(what)
    : /^[aeiou]/i.test(what) && !/^(uni|use|usu|eu|one)/i.test(what);
  return `${an ? "an" : "a"} ${what}`;
}

/**
 * The step's units by name ("box 2", "row 4 and column 6"), else the boxes its cells lie in: a
 * nudge is the cheapest hint, and naming a cell would give away what "Show cells" costs more
 * for (for a single, the cell is most of the answer).
 */
function regionText(step: Step): string {
  const units = step.units.length
    ? step.units
    : [...new Set(step.cells.map((cell) => BOXES[boxOf(cell)].index))];
  return units
    .slice(0, 2)
    .map((u) => unitName(UNITS[u]))
    .join(" and ");
}

/**
 * `hint` for callers without the solution (the CLI, tools): solves the givens first. Throws
 * `UnratableError` when the givens do not have exactly one solution.
 *
 * @example
 * hintFromGivens(givens, board).kind; // "step"
 */
export function hintFromGivens(givens: Grid, entries: Grid, marks?: readonly number[]): Hint {
  const { count, solution } = solve(givens, 2);
  if (count === 0 || !solution) throw new UnratableError("no-solution");
  if (count > 1) throw new UnratableError("multiple-solutions");
  return hint(givens, entries, solution, marks);
}
