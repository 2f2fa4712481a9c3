/**
 * A challenge's own board: everyone who ran its puzzle for it (the challenger's recorded run
 * and each taker), ranked by time plus penalties like the leaderboards, ties sharing a place
 * ("1, 2, 2, 4"). A solve held for review ranks nowhere and is shown to its owner only; a run
 * not solved is listed after the ranked ones, without a place.
 */
import { pageRanks } from "../leaderboard/ranking";

export interface BoardRun {
  /** The run's game: its replay is reached from the row. */
  gameId: string;
  name: string;
  solved: boolean;
  activeMs: number;
  penaltyMs: number;
  rankedMs: number;
  hints: number;
  mistakes: number;
  /** Server instant of the finish (ms): the earlier of two equal times is listed first. */
  finishedAt: number;
  /** Why the run is held out of rankings, or null. */
  review: string | null;
  /** The run is the viewer's own. */
  mine: boolean;
  /** The challenger's run (a ghost), not a taker's. */
  ghost: boolean;
}

export interface BoardRow extends BoardRun {
  /** Place on the board; null for a run not solved or held for review. */
  rank: number | null;
}

/**
 * The board the viewer sees, in order.
 *
 * @example
 * rankBoard([ada(300_000), bob(290_000), cy(300_000)]).map((r) => r.rank); // [1, 2, 2]
 */
export function rankBoard(runs: readonly BoardRun[]): BoardRow[] {
  const visible = runs.filter((run) => run.review === null || run.mine);
  const ranked = visible
    .filter((run) => run.solved && run.review === null)
    .sort((a, b) => a.rankedMs - b.rankedMs || a.finishedAt - b.finishedAt);
  const ranks = pageRanks(
    ranked.map((run) => run.rankedMs),
    0,
    0,
  );
  const unranked = visible
    .filter((run) => !run.solved || run.review !== null)
    .sort((a, b) => Number(b.solved) - Number(a.solved) || a.rankedMs - b.rankedMs);
  return [
    ...ranked.map((run, i) => ({ ...run, rank: ranks[i] })),
    ...unranked.map((run) => ({ ...run, rank: null })),
  ];
}

/**
 * The fastest ranked run on a board that is not one of `except` (for the ghosts of a
 * passed-on challenge), or null.
 */
export function fastestRun(
  runs: readonly BoardRun[],
  except: ReadonlySet<string>,
): BoardRun | null {
  const ranked = rankBoard(runs.map((run) => ({ ...run, mine: false }))).filter(
    (row) => row.rank !== null && !except.has(row.gameId),
  );
  return ranked[0] ?? null;
}
