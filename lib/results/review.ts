/**
 * Whether a solve is plausible enough to rank. Implausible results are stored and shown to
 * their owner as "under review", but held out of every ranking. Two independent signs:
 * a time below what the puzzle can take a fast human, and a move log no human types.
 */

/**
 * The floor: every empty cell needs at least a glance and a keypress (0.8 s), and every point
 * of the rating score (lib/sudoku/step.ts TECHNIQUE_WEIGHTS: a hidden single 2, an X-Wing 18)
 * needs some thinking (0.1 s a point). An easy puzzle (45 empty, score ~100) floors at ~46 s:
 * a 20 s solve is held out, a human-fast 3 min is not; an expert (55 empty, score ~600) at
 * ~1 min 44 s.
 */
export const FLOOR_MS_PER_EMPTY_CELL = 800;
export const FLOOR_MS_PER_SCORE_POINT = 100;

/**
 * Move timing: a script fills cells on a beat; a person does not. Over the gaps between
 * consecutive digits (notes, erasing and undo in between do not break the beat: a script can
 * sprinkle them), when at least TIMING_MIN_DIGITS digits were typed and TIMING_BEAT_SHARE of
 * the gaps lie within TIMING_BEAT_LOW..TIMING_BEAT_HIGH times their median, at any pace, the
 * solve is held. People find a few digits in a burst, stop to think, speed up at the end: their
 * gaps spread over more than a factor of ten. A script with widely random gaps is not caught
 * here (SECURITY.md); the floor still holds it to a human's time.
 */
export const TIMING_MIN_DIGITS = 20;
export const TIMING_BEAT_LOW = 0.6;
export const TIMING_BEAT_HIGH = 1.6;
export const TIMING_BEAT_SHARE = 0.85;

export const REVIEW_REASONS = {
  floor: "faster than the floor for this puzzle",
  timing: "move timing",
} as const;

export type ReviewReason = (typeof REVIEW_REASONS)[keyof typeof REVIEW_REASONS];

/**
 * Why a result of an account a moderator suspended from ranked play is not ranked. Not a
 * review: the moderator already decided about the account, so it never enters the queue.
 */
export const SUSPENDED_REASON = "account suspended from ranked play";

/** Result.reviewStatus: where a result held for review stands. */
export const REVIEW_STATUS = {
  /** In the moderators' queue, not ranked yet. */
  held: "held",
  /** A moderator found it plausible: ranked as a normal finish would have been. */
  approved: "approved",
  /** A moderator confirmed it: never ranked, and its player is told so. */
  rejected: "rejected",
} as const;

export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];

/** One entry of the move log as the review sees it: when (server ms) and what kind. */
export interface TimedMove {
  at: number;
  type: string;
}

export interface ReviewInput {
  solved: boolean;
  /** The time the result ranks by (measured time plus penalties): help counts as time spent. */
  rankedMs: number;
  emptyCells: number;
  /** The puzzle's rating score. */
  score: number;
  /** The move log in order. */
  moves: readonly TimedMove[];
}

/** The least time a human could take on a puzzle of this size and difficulty. */
export function solveFloorMs(emptyCells: number, score: number): number {
  return emptyCells * FLOOR_MS_PER_EMPTY_CELL + score * FLOOR_MS_PER_SCORE_POINT;
}

/**
 * Why this result is held out of rankings, or null when it ranks. Unsolved results rank
 * nowhere, so they are never held out.
 *
 * @example
 * reviewOf({ solved: true, rankedMs: 20_000, emptyCells: 45, score: 100, moves: [] })
 * // => "faster than the floor for this puzzle"
 */
export function reviewOf(input: ReviewInput): ReviewReason | null {
  if (!input.solved) return null;
  if (input.rankedMs < solveFloorMs(input.emptyCells, input.score)) return REVIEW_REASONS.floor;
  if (isMachineTiming(input.moves)) return REVIEW_REASONS.timing;
  return null;
}

/** A log whose digits came on a steady beat. */
export function isMachineTiming(moves: readonly TimedMove[]): boolean {
  const digits = moves.filter((move) => move.type === "value");
  if (digits.length < TIMING_MIN_DIGITS) return false;
  const gaps = digits.slice(1).map((move, i) => move.at - digits[i].at);
  const sorted = [...gaps].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const onBeat = gaps.filter(
    (gap) => gap >= TIMING_BEAT_LOW * median && gap <= TIMING_BEAT_HIGH * median,
  ).length;
  return onBeat >= TIMING_BEAT_SHARE * gaps.length;
}

/** What a player is told of their solve that is not ranked, in a sentence; null when ranked. */
export function unrankedText(review: string | null, status: string | null): string | null {
  if (review === null) return null;
  if (review === SUSPENDED_REASON) {
    return "Not ranked: your account is suspended from ranked play, so your times stay off the leaderboards.";
  }
  if (status === REVIEW_STATUS.rejected) {
    return "Not ranked after review: a moderator checked this time and kept it off the leaderboards.";
  }
  return "Under review: this time stays off the leaderboards until a moderator checks it.";
}

/** The same as a short tag beside a result in a list; null when ranked. */
export function unrankedLabel(review: string | null, status: string | null): string | null {
  if (review === null) return null;
  if (review === SUSPENDED_REASON) return "not ranked: suspended";
  if (status === REVIEW_STATUS.rejected) return "not ranked after review";
  return "under review";
}

/**
 * What a suspended player is told wherever they look for their ranking. "From now on": times
 * ranked before the suspension stay on the boards, and the player sees their own row there.
 */
export const SUSPENDED_NOTICE =
  "Your account is suspended from ranked play by a moderator: you can still play, race and do the daily, but your results from now on are not ranked.";
