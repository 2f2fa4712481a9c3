/**
 * What a hint shows and costs. A logical step is graded by the level the player asked for
 * (nudge, cells, step) and counted at that level. A hint that points at one wrong digit (or at
 * notes missing the right one) counts as a nudge, whatever was asked: the player pressed Hint,
 * not a "check my grid" they never chose, and one cell to look at is what a nudge gives.
 * Only a step shown in full may then be applied as a `step` move, and only exactly as shown.
 */
import type { Move } from "@/lib/game/move";
import type { CellDigit, HintCounts, HintLevel, HintView, StepView } from "@/lib/game/protocol";
import { nudgeText, type Hint } from "@/lib/sudoku/hint";
import type { Step } from "@/lib/sudoku/step";

/** The hint as the player may see it at `level`. */
export function gradeHint(hint: Hint, level: HintLevel): HintView {
  if (hint.kind !== "step") return hint;
  return { kind: "step", level, step: stepView(hint.step, level) };
}

function stepView(step: Step, level: HintLevel): StepView {
  const { technique, name, placements, eliminations, cells, units, digits, explanation } = step;
  if (level === "step") {
    return { technique, name, placements, eliminations, cells, units, digits, explanation };
  }
  const shown = level === "cells";
  return {
    technique,
    name,
    placements: [],
    eliminations: [],
    cells: shown ? cells : [],
    units,
    digits: shown ? digits : [],
    explanation: nudgeText(step),
  };
}

/**
 * The counts after this hint: what it cost, by kind (`solved` costs nothing). `check` is no
 * longer counted; old games keep theirs, and the penalty table still charges them.
 */
export function countHint(counts: HintCounts, hint: Hint, level: HintLevel): HintCounts {
  if (hint.kind === "solved") return counts;
  const kind = hint.kind === "step" ? level : "nudge";
  return { ...counts, [kind]: counts[kind] + 1 };
}

/** A step handed out in full: the only `step` move the game accepts next. */
export interface IssuedStep {
  placements: readonly CellDigit[];
  eliminations: readonly CellDigit[];
}

/** Whether a `step` move is exactly the issued step, in any order. */
export function isIssuedStep(move: Extract<Move, { type: "step" }>, issued: IssuedStep): boolean {
  return (
    sameCellDigits(move.placements, issued.placements) &&
    sameCellDigits(move.eliminations, issued.eliminations)
  );
}

function sameCellDigits(a: readonly CellDigit[], b: readonly CellDigit[]): boolean {
  const key = (list: readonly CellDigit[]) =>
    [...new Set(list.map(({ cell, digit }) => cell * 10 + digit))].sort((x, y) => x - y).join();
  return a.length === b.length && key(a) === key(b);
}
