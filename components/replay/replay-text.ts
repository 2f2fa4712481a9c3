/**
 * The replay page's words and small decisions, kept apart from React so they are tested.
 */
import { hintSummary } from "@/lib/game/hint-summary";
import type { HintCounts, ProtocolError } from "@/lib/game/protocol";
import type { ReplayRacer } from "@/lib/game/room-protocol";
import { ERROR_CODES } from "@/lib/game/protocol";
import { formatTime } from "../timer";

export { formatTime };

/** Why a replay did not open: the page says each differently. */
export type ReplayProblem = "missing" | "racing" | "failed";

/**
 * A refused `replay:get`: not_found for an unknown race, too_early for a race not over yet
 * (its solution stays on the server until then); anything else offers to try again.
 */
export function replayProblemOf(error: ProtocolError): ReplayProblem {
  if (error.code === ERROR_CODES.tooEarly) return "racing";
  if (error.code === ERROR_CODES.notFound) return "missing";
  return "failed";
}

/** "1st", "2nd", "3rd", "4th"... */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

/** How a racer's race ended, in a word or two. */
export function outcomeText(racer: Pick<ReplayRacer, "status" | "timeMs">): string {
  switch (racer.status) {
    case "solved":
      return racer.timeMs === null ? "Solved" : formatTime(racer.timeMs);
    case "failed":
      return "Out of mistakes";
    case "gaveUp":
      return "Gave up";
    case "forfeited":
      return "Left the race";
    case "dnf":
      return "Did not finish";
    default:
      return "Unfinished";
  }
}

/** The help a racer received, in the words every result screen uses (lib/game/hint-summary). */
export function hintsText(hints: HintCounts): string {
  return hintSummary(hints);
}

/** "X-wing at 3:42". */
export function hardestText(name: string, atMs: number | null): string {
  return atMs === null ? `${name}: not reached` : `${name} at ${formatTime(atMs)}`;
}
