/** Times and counts as the profile words them. */
import { formatTime } from "@/lib/race/format";

/**
 * A ranked time: the clock, and the penalties apart when there are any, so a player sees
 * what the help cost.
 *
 * @example
 * rankedTime({ activeMs: 245_000, penaltyMs: 30_000 }) // "4:05 + 0:30"
 */
export function rankedTime({ activeMs, penaltyMs }: { activeMs: number; penaltyMs: number }) {
  return penaltyMs > 0
    ? `${formatTime(activeMs)} + ${formatTime(penaltyMs)}`
    : formatTime(activeMs);
}

/** "1 hint", "3 hints", "no hints". */
export function countOf(n: number, word: string): string {
  return `${n === 0 ? "no" : n} ${word}${n === 1 ? "" : "s"}`;
}
