/**
 * Help is charged, not banned: each hint and each mistake adds seconds to a ranked time.
 * Shown to players as "time + penalties"; the same table ranks daily attempts and best times.
 * A nudge only says where to look, so it costs little; a full step is most of the work.
 */
import type { HintCounts } from "@/lib/game/protocol";

export const PENALTY_SECONDS = {
  /** "Look here": the technique's name and its area. */
  nudge: 10,
  /** The cells involved. */
  cells: 20,
  /** The whole step, explained. */
  step: 45,
  /** A wrong or missing digit pointed at, as old games counted it (now such a hint is a nudge). */
  check: 30,
  /** A digit the server found wrong (with mistake checking on). */
  mistake: 20,
} as const;

/** The help one result received: hints by level and mistakes. */
export interface ChargedHelp {
  hints: HintCounts;
  mistakes: number;
}

/** Milliseconds added to the measured time for the help received. */
export function penaltyMs({ hints, mistakes }: ChargedHelp): number {
  const seconds =
    hints.nudge * PENALTY_SECONDS.nudge +
    hints.cells * PENALTY_SECONDS.cells +
    hints.step * PENALTY_SECONDS.step +
    hints.check * PENALTY_SECONDS.check +
    mistakes * PENALTY_SECONDS.mistake;
  return seconds * 1000;
}

/** The time a result ranks by: measured time plus penalties. */
export function rankedMs(activeMs: number, help: ChargedHelp): number {
  return activeMs + penaltyMs(help);
}
