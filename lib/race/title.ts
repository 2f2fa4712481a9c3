import type { RacerStatus, RoomPhase } from "../game/room-protocol";
import { ordinal } from "./format";

export interface TitleInput {
  phase: RoomPhase;
  /** Seconds of countdown left (0 once the race is on). */
  countdown: number;
  /** Your own race, if you race in it. */
  status: RacerStatus | null;
  rank: number | null;
}

const SUFFIX = "Nonet race";

/**
 * The tab title: what a player glancing at a tab strip wants to know (the countdown, their
 * place once they finished).
 *
 * @example
 * raceTitle({ phase: "racing", countdown: 0, status: "solved", rank: 1 }) // "1st — Nonet race"
 */
export function raceTitle({ phase, countdown, status, rank }: TitleInput): string {
  if (phase === "lobby") return `Lobby — ${SUFFIX}`;
  if (phase === "racing" && countdown > 0) return `${countdown}… — ${SUFFIX}`;
  if (status === "solved" && rank !== null) return `${ordinal(rank)} — ${SUFFIX}`;
  if (status === "failed") return `Out — ${SUFFIX}`;
  if (status === "gaveUp") return `Gave up — ${SUFFIX}`;
  if (status === "forfeited") return `Forfeited — ${SUFFIX}`;
  if (status === "dnf") return `Did not finish — ${SUFFIX}`;
  if (phase === "finished") return `Finished — ${SUFFIX}`;
  return status === "playing" ? `Racing — ${SUFFIX}` : `Watching — ${SUFFIX}`;
}
