/**
 * The givens of a position, when it says which they are: the uniqueness techniques that reason
 * about placed digits (avoidable rectangles) rely on the givens alone having one solution, and
 * on the placed digits agreeing with it.
 */
import { cellName } from "./grid";
import { solve } from "./solver";
import type { LogicState } from "./techniques/state";

/**
 * Why the state's givens cannot be trusted, or null (also when it does not know its givens):
 * the given digits alone must have exactly one solution, and every other filled cell must hold
 * that solution's digit.
 *
 * @example
 * givensProblem(parsePosition(`${values}\t${marks}\t${givens}`)); // null, or the reason
 */
export function givensProblem(state: LogicState): string | null {
  const { givens, values } = state;
  if (!givens) return null;
  const puzzle = values.map((v, cell) => (givens[cell] ? v : 0));
  const { count, solution } = solve(puzzle, 2);
  if (count === 0 || !solution) return "The givens have no solution.";
  if (count > 1) return "The givens alone have more than one solution.";
  const wrong = values.findIndex((v, cell) => v !== 0 && v !== solution[cell]);
  if (wrong < 0) return null;
  return `${cellName(wrong)} holds ${values[wrong]}, but the givens' solution has ${solution[wrong]} there.`;
}
