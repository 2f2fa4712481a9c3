/**
 * What the leaderboard page shows: one page of a board, with ranks, and the viewer's own
 * entry wherever it stands. Plain data, so a server component can hand it to any component.
 */
import type { BoardParams } from "./board-params";

export interface BoardEntry {
  /** Competition rank: ties share a rank and the next rank skips ("1, 2, 2, 4"). */
  rank: number;
  playerId: string;
  username: string;
  displayName: string;
  /** Ranked ms for the time boards, wins for race wins, longest streak for streaks. */
  value: number;
  /** Streaks only: the streak still alive today. */
  currentStreak: number | null;
}

/** The viewer's own attempt held out of the ranking for review: shown to them alone. */
export interface HeldOutEntry {
  rankedMs: number;
  reason: string;
  finishedAt: string;
  /** What the viewer is told: under review, not ranked after review, or suspended. */
  text: string;
}

export interface BoardView {
  params: BoardParams;
  /** Ranked entries on the whole board. */
  total: number;
  pages: number;
  entries: BoardEntry[];
  /** The signed-in viewer's entry, or null (a guest, or not on this board). */
  own: BoardEntry | null;
  ownOnPage: boolean;
  heldOut: HeldOutEntry | null;
}
