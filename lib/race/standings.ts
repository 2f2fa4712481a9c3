import type { HintCounts } from "../game/protocol";
import type { RaceView, RacerProgress, RacerStatus } from "../game/room-protocol";
import { formatTime, ordinal } from "./format";

export interface Standing extends RacerProgress {
  name: string;
}

// Still racing comes after the solved, and ahead of those who are out.
const STATUS_ORDER: Record<RacerStatus, number> = {
  solved: 0,
  playing: 1,
  failed: 2,
  dnf: 3,
  gaveUp: 4,
  forfeited: 5,
};

/**
 * The racers in standings order: the solved by finishing rank, then those still playing by
 * cells filled, then those out (3 mistakes, gave up, forfeited). Ties keep seat order. Names
 * come from `names` (the room's current ones) or else from the race's entrants.
 *
 * @example
 * standings(race).map((s) => s.name) // ["Ada", "Bea", "Cy"]
 */
export function standings(race: RaceView, names?: ReadonlyMap<string, string>): Standing[] {
  const seat = new Map(race.entrants.map((e, i) => [e.playerId, i]));
  const entrantName = new Map(race.entrants.map((e) => [e.playerId, e.name]));
  return race.progress
    .map((p) => ({ ...p, name: names?.get(p.playerId) ?? entrantName.get(p.playerId) ?? "?" }))
    .sort(
      (a, b) =>
        STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
        (a.rank ?? 0) - (b.rank ?? 0) ||
        (a.status === "solved" ? 0 : b.filled - a.filled) ||
        (seat.get(a.playerId) ?? 0) - (seat.get(b.playerId) ?? 0),
    );
}

/** Hints of every kind, added up (the results table shows one number). */
export function totalHints(hints: HintCounts): number {
  return hints.nudge + hints.cells + hints.step + hints.check;
}

/**
 * A racer's status in a few words.
 *
 * @example
 * statusText({ status: "solved", rank: 2, timeMs: 200_000 }) // "2nd in 3:20"
 */
export function statusText(p: Pick<RacerProgress, "status" | "rank" | "timeMs">): string {
  switch (p.status) {
    case "playing":
      return "Playing";
    case "solved":
      return p.rank !== null && p.timeMs !== null
        ? `${ordinal(p.rank)} in ${formatTime(p.timeMs)}`
        : "Solved";
    case "failed":
      return "Out: 3 mistakes";
    case "gaveUp":
      return "Gave up";
    case "forfeited":
      return "Forfeited";
    case "dnf":
      return "Did not finish";
  }
}

/**
 * A racer's result in one short cell of the results table: the time when solved, else a word.
 *
 * @example
 * resultText({ status: "failed", timeMs: null }) // "Out"
 */
export function resultText(p: Pick<RacerProgress, "status" | "timeMs">): string {
  if (p.status === "solved") return p.timeMs !== null ? formatTime(p.timeMs) : "Solved";
  const words = {
    playing: "Playing",
    failed: "Out",
    gaveUp: "Gave up",
    forfeited: "Forfeit",
    dnf: "Did not finish",
  };
  return words[p.status];
}

/** Whether a racer's race is over, one way or another. */
export const isDone = (status: RacerStatus): boolean => status !== "playing";
