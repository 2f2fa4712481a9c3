/**
 * What the soundness sweeps of the technique tests check of every step they meet, in one
 * place: a step must agree with the solution and change something.
 */
import { hasDigit } from "../digits";
import type { Step } from "../step";

/**
 * Each way `step` is wrong in a position with these candidates and this solution: a
 * placement or a removal the solution contradicts, or a removal of a candidate already gone.
 * Empty when the step is sound.
 */
export function stepProblems(
  step: Step,
  candidates: readonly number[],
  solution: readonly number[],
): string[] {
  const problems: string[] = [];
  for (const { cell, digit } of step.placements) {
    if (solution[cell] !== digit) problems.push(`wrong placement: ${step.explanation}`);
  }
  for (const { cell, digit } of step.eliminations) {
    if (solution[cell] === digit) problems.push(`removes the solution: ${step.explanation}`);
    if (!hasDigit(candidates[cell], digit)) problems.push(`no-op: ${step.explanation}`);
  }
  return problems;
}
