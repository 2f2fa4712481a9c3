/**
 * The wire protocol of challenges ("Challenge a friend"): a finished run raced later, as a
 * ghost, by whoever has the link. Types only (the browser imports them); the schemas that
 * parse these payloads at the server's edge are in `schemas.ts`.
 *
 * Nothing here carries a digit or a cell of the puzzle: the landing tells who, what level and
 * what time; a ghost is its filled count over time; the taker's own board comes through
 * `game:join` like any game, without the solution until it is over.
 */
import type { GhostTimeline } from "../challenge/ghost-timeline";
import type { BoardRun } from "../challenge/board";
import type { Level } from "../sudoku/level";
import type { Ack } from "./protocol-core";

/** A run the taker races: who, their result, and their progress over time. */
export interface GhostRun {
  name: string;
  solved: boolean;
  /** Server-measured time from the run's start to its finish. */
  activeMs: number;
  /** Measured time plus penalties: what a taker's time is compared with. */
  rankedMs: number;
  hints: number;
  mistakes: number;
  /** `[dt, filled, dt, filled, ...]` (lib/challenge/ghost-timeline.ts). */
  timeline: GhostTimeline;
}

/** What the link's page shows before Start. */
export interface ChallengeView {
  code: string;
  /** Who made the link. */
  creatorName: string;
  level: Level | "custom";
  /** Empty cells of the puzzle, so a ghost's progress can be drawn as a share. */
  toFill: number;
  /** The fastest ghost's time plus penalties. */
  timeToBeatMs: number;
  /** The runs raced (names and times; their timelines come with Start). */
  ghosts: { name: string; rankedMs: number }[];
  hintsAllowed: boolean;
  mistakeChecking: boolean;
  /** The viewer's own run of it, when they pressed Start before (to resume or see the end). */
  myGameId: string | null;
  /** The viewer's run of it is over: their page offers its end, not a clock to start. */
  myRunOver: boolean;
  /** The viewer made this challenge or ran one of its ghosts: they cannot take it. */
  own: boolean;
  /** The viewer made this link (a ghost of a challenge passed on did not: it is not theirs). */
  creator: boolean;
}

/** A row of the challenge's board as a viewer sees it; `replayId` opens that run's replay. */
export interface ChallengeBoardRow extends BoardRun {
  rank: number | null;
  /** The replay's id: the race of a race run, else the run's game. */
  replayId: string;
}

/** A link made (or made before, for the same game): what the share text needs. */
export interface ChallengeLink {
  code: string;
  level: Level | "custom";
  /** Runs raced: 1, or up to 3 for a challenge passed on. */
  ghosts: number;
  timeToBeatMs: number;
}

/** Start's answer: the taker's game and the ghosts, with the clock's start on the server. */
export interface ChallengeStarted {
  gameId: string;
  ghosts: GhostRun[];
  /** The run's start instant (server ms): the ghosts move from it. */
  startsAt: number;
  /** The server's time as it answered, to line the page's clock up with it. */
  serverNow: number;
}

export interface ChallengeCreateInput {
  gameId: string;
  /** The name to show the friend (a signed-in player's account name wins). */
  name: string;
}

export interface ChallengeCodeInput {
  code: string;
}

export interface ChallengeStartInput {
  code: string;
  name: string;
}

export interface ChallengeClientEvents {
  "challenge:create": (
    payload: ChallengeCreateInput,
    ack: (result: Ack<ChallengeLink>) => void,
  ) => void;
  "challenge:get": (
    payload: ChallengeCodeInput,
    ack: (result: Ack<{ challenge: ChallengeView }>) => void,
  ) => void;
  "challenge:start": (
    payload: ChallengeStartInput,
    ack: (result: Ack<ChallengeStarted>) => void,
  ) => void;
  "challenge:board": (
    payload: ChallengeCodeInput,
    ack: (result: Ack<{ rows: ChallengeBoardRow[]; myGameId: string | null }>) => void,
  ) => void;
}
