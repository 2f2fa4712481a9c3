/** A stored run as a row of the challenge's board, seen by one viewer. Pure. */
import type { BoardRun } from "@/lib/challenge/board";
import type { StoredRun } from "./challenge-runs";

export function boardRunOf(
  run: StoredRun,
  name: string,
  viewerId: string,
  ghost: boolean,
): (BoardRun & { replayId: string }) | null {
  const { result } = run;
  if (!result) return null;
  return {
    gameId: run.gameId,
    name,
    solved: result.solved,
    activeMs: result.activeMs,
    penaltyMs: result.penaltyMs,
    rankedMs: result.rankedMs,
    hints: result.hints,
    mistakes: result.mistakes,
    finishedAt: result.finishedAt.getTime(),
    review: result.review,
    mine: result.playerId === viewerId || run.ownerId === viewerId,
    ghost,
    replayId: run.raceId ?? run.gameId,
  };
}
