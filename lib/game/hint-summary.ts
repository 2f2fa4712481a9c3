/**
 * The help a game received, in one plain line for the screens that sum a game up (the result
 * dialog, the daily's result card, the hint panel's running count): "2 hints (1 nudge, 1
 * step)" rather than a table of counters.
 */
import type { HintCounts } from "./protocol-core";

/** Each kind as a player knows it: the panel's buttons are Hint, Show cells, Show step. */
const KINDS: readonly [keyof HintCounts, string, string][] = [
  ["nudge", "nudge", "nudges"],
  ["cells", "cell hint", "cell hints"],
  ["step", "step", "steps"],
  // Kept for games played when pointing at a wrong cell was counted apart.
  ["check", "check", "checks"],
];

/** Hints of every kind, added up. */
export function hintTotal(hints: HintCounts): number {
  return hints.nudge + hints.cells + hints.step + hints.check;
}

/**
 * "No hints", "1 nudge", "2 hints (1 nudge, 1 step)": one kind is named alone, several are
 * summed with the kinds after.
 *
 * @example
 * hintSummary({ nudge: 1, cells: 0, step: 1, check: 0 }); // "2 hints (1 nudge, 1 step)"
 */
export function hintSummary(hints: HintCounts): string {
  const used = KINDS.filter(([kind]) => hints[kind] > 0).map(([kind, one, many]) => {
    const n = hints[kind];
    return `${n} ${n === 1 ? one : many}`;
  });
  if (used.length === 0) return "No hints";
  if (used.length === 1) return used[0];
  return `${hintTotal(hints)} hints (${used.join(", ")})`;
}
