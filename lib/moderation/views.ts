/** What the moderators' pages show, built on the server (server/moderation/review-queue.ts). */
import type { ModerationActionView } from "./actions";

/** The player behind a result: an account, or a guest (no username, never renamed). */
export interface ModeratedPlayer {
  playerId: string;
  username: string | null;
  displayName: string;
  /** Suspended from ranked play since (ISO), or null. */
  suspendedAt: string | null;
}

/** A result held for review (or decided), as the queue lists it. */
export interface ReviewedResultView {
  gameId: string;
  /** "single" | "race" | "daily" */
  kind: string;
  level: string;
  rankedMs: number;
  /** The puzzle's floor (lib/results/review.ts solveFloorMs). */
  floorMs: number;
  /** Why it was held. */
  reason: string;
  /** "held" | "approved" | "rejected" */
  status: string;
  /** ISO instant of the finish. */
  finishedAt: string;
  raceId: string | null;
  dailyDate: string | null;
  player: ModeratedPlayer;
}

/** One result on its own page: the result, every action on it, and its player's. */
export interface ResultReviewView extends ReviewedResultView {
  actions: ModerationActionView[];
  playerActions: ModerationActionView[];
}
