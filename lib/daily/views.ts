/**
 * What the daily pages show, as plain data: the server reads it (server/daily/daily-query.ts)
 * and the components render it.
 */
import type { HintCounts } from "../game/protocol-core";
import type { Level } from "../sudoku/level";

export interface DailyResultView {
  solved: boolean;
  activeMs: number;
  penaltyMs: number;
  rankedMs: number;
  /** By kind, so the card says "2 hints (1 nudge, 1 step)". */
  hints: HintCounts;
  mistakes: number;
  /** Why the result is held out of the standings; null when ranked (or not yet recorded). */
  review: string | null;
  /** Where a held result stands ("held", "approved", "rejected"); null if never held. */
  reviewStatus: string | null;
  /** Place in the day's standings; null for guests, unsolved and held results. */
  place: number | null;
}

export interface StandingRow {
  place: number;
  name: string;
  activeMs: number;
  penaltyMs: number;
  rankedMs: number;
  mine: boolean;
}

export interface DailyAttemptView {
  gameId: string;
  playing: boolean;
  /** Null while playing. */
  result: DailyResultView | null;
}

export interface DailyDayView {
  date: string;
  level: Level;
  standings: StandingRow[];
  /** Ranked results of the day in all. */
  rankedCount: number;
  mine: DailyAttemptView | null;
}

export interface RecentDay {
  date: string;
  level: Level;
  /** "solved" | "failed" | "playing" | null (not played). */
  outcome: "solved" | "failed" | "playing" | null;
  rankedMs: number | null;
}

export interface StreakView {
  current: number;
  longest: number;
}

/** The player's standing on a day, as the daily's result dialog says it. */
export interface DailyStandingView {
  /** The day is today (else the dialog names the day). */
  today: boolean;
  /** Guests are not ranked. */
  guest: boolean;
  /** Place among the day's ranked results; null when not ranked (yet). */
  place: number | null;
  /** Ranked results of the day in all. */
  rankedCount: number;
  /** The result is held out of the standings (for review, after it, or a suspension). */
  held: boolean;
  /** What the player is told about it (lib/results/review.ts unrankedText). */
  unranked?: string | null;
}
