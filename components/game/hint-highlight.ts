import type { HintView } from "@/lib/game/protocol";
import type { BoardHighlight } from "../board";

/**
 * What a hint draws on the board: a checked cell, the cells (and units and digits) of a step
 * once "Show cells" paid for them, the whole step once shown; a nudge only names the place in
 * words, so it draws nothing.
 */
export function hintHighlight(hint: HintView | null): BoardHighlight | null {
  if (!hint || hint.kind === "solved") return null;
  if (hint.kind === "mistake" || hint.kind === "missing") {
    return { cells: hint.cells, units: [], placements: [], eliminations: [] };
  }
  if (hint.level === "nudge") return null;
  if (hint.level === "cells") {
    const { cells, units, digits } = hint.step;
    return { cells, units, digits, placements: [], eliminations: [] };
  }
  return hint.step;
}
