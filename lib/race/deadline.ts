/**
 * How long the others have once the first racer finishes: a race must never stall behind an
 * opponent who stays connected and does not play. Pure, so every process computes the same
 * deadline from the same stored instants.
 */

export const RACE_DEADLINE = {
  /** The others get at least this long after the first finish... */
  minMs: 60_000,
  /** ...and never more than this. */
  maxMs: 5 * 60_000,
} as const;

/**
 * When the race ends for those still racing: the winner's time plus half of it, at least
 * `minMs` (tests shorten it) and at most five minutes after the winner finished.
 *
 * @example
 * raceDeadline(0, 200_000) // 300_000: a 3:20 win gives the others 1:40 more
 * raceDeadline(0, 30_000) // 90_000: never less than a minute
 */
export function raceDeadline(
  startsAt: number,
  winnerAt: number,
  minMs: number = RACE_DEADLINE.minMs,
): number {
  const winnerMs = Math.max(0, winnerAt - startsAt);
  const graceMs = Math.min(RACE_DEADLINE.maxMs, Math.max(minMs, Math.round(winnerMs / 2)));
  return winnerAt + graceMs;
}

/**
 * "0:42": minutes and seconds left before `deadlineAt`, rounded up so 0:00 means it passed.
 *
 * @example
 * timeLeftText(100_000, 58_000) // "0:42"
 */
export function timeLeftText(deadlineAt: number, serverNow: number): string {
  const seconds = Math.max(0, Math.ceil((deadlineAt - serverNow) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
