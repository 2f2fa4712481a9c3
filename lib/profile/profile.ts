/**
 * What a profile page shows, as loadProfile (server/profiles/profile-query.ts) returns it:
 * plain, serialisable data (instants as ISO strings), shared by the query and the components.
 */
import type { AccountSettings } from "@/lib/account/schemas";
import type { Level } from "@/lib/sudoku/level";
import type { DailyState } from "./daily-heatmap";
import type { SolveDay } from "./solve-chart";
import type { Streak } from "./streak";

/** A ranked time split as the player sees it: "time + penalties". */
export interface TimeParts {
  activeMs: number;
  penaltyMs: number;
  rankedMs: number;
}

export interface LevelStats {
  level: Level;
  played: number;
  solved: number;
  /** The fastest ranked solve not held for review. */
  best: TimeParts | null;
  /** The median ranked time of those solves. */
  medianMs: number | null;
}

export interface RaceOutcome {
  raceId: string;
  won: boolean;
  /** 1 for the first to solve; null when this player did not solve. */
  place: number | null;
  /** The other racers' display names ("Guest" for a guest or a deleted account). */
  opponents: string[];
}

export interface RecentGame extends TimeParts {
  gameId: string;
  /** "single" | "race" | "daily" | "challenge" */
  kind: string;
  /** "easy".."extreme" or "custom" */
  level: string;
  finishedAt: string;
  hints: number;
  mistakes: number;
  solved: boolean;
  /** Held out of rankings for review: only ever true on the player's own profile. */
  underReview: boolean;
  /**
   * Why it is not ranked, as a short tag (lib/results/review.ts unrankedLabel: under review,
   * not ranked after review, suspended); only ever set on the player's own profile.
   */
  unranked: string | null;
  dailyDate: string | null;
  race: RaceOutcome | null;
}

export interface Profile {
  username: string;
  displayName: string;
  memberSince: string;
  /** The viewer is this player: settings and results under review are shown. */
  isOwner: boolean;
  /** The owner's account is suspended from ranked play (only ever true for the owner). */
  suspended: boolean;
  /** The UTC day the profile was read on: the charts end there. */
  today: string;
  levels: LevelStats[];
  /** Each level's days with solves in the chart window (CHART_DAYS). */
  solveDays: Record<Level, SolveDay[]>;
  streak: Streak;
  /** Dailies finished in the heatmap window, solved or not. */
  dailies: [string, Exclude<DailyState, "none">][];
  recent: RecentGame[];
  /** The owner's settings; null for anyone else. */
  settings: AccountSettings | null;
}
