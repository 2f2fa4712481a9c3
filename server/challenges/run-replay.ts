/**
 * The replay of one run of a challenge (a taker's game, or a run raced as a ghost), for the
 * board's rows: the replay page draws it as a race of one. Only a finished run, and only one
 * a challenge points at: any other single-player game has no public replay (a daily's grid,
 * say, must not be readable by its id).
 */
import { moveSchema } from "@/lib/game/move";
import { GAME_STATUS } from "@/lib/game/protocol";
import type { ReplayData } from "@/lib/game/room-protocol";
import type { Level } from "@/lib/sudoku/level";
import type { Db } from "../db";
import { hintsOf } from "../games/prisma-game-store";
import { loadRuns } from "./challenge-runs";

export async function loadRunReplay(db: Db, gameId: string): Promise<ReplayData | null> {
  const game = await db.game.findUnique({ where: { id: gameId } });
  if (!game || game.status === GAME_STATUS.playing || game.raceId !== null) return null;
  const name = await runName(db, gameId, game.challengeCode);
  if (name === null) return null;
  const [run] = await loadRuns(db, [gameId]);
  if (!run?.result) return null;
  const moves = await db.move.findMany({
    where: { gameId },
    select: { payload: true, createdAt: true },
    orderBy: { seq: "asc" },
  });
  const finishedAt = run.result.finishedAt.getTime();
  return {
    raceId: gameId,
    // Round 0: a run on its own, not a race's round (the page words it so).
    round: 0,
    level: game.level as Level,
    givens: game.givens,
    solution: game.solution,
    rating: { hardest: game.hardest, hardestName: game.hardestName, score: game.score },
    startsAt: run.startMs,
    finishedAt,
    winnerId: run.result.solved ? "run" : null,
    racers: [
      {
        playerId: "run",
        name,
        status: run.result.solved ? GAME_STATUS.solved : GAME_STATUS.failed,
        timeMs: run.result.solved ? run.result.activeMs : null,
        rank: run.result.solved ? 1 : null,
        mistakes: game.mistakes,
        hints: hintsOf(game),
        moves: moves.map((m) => ({
          atMs: Math.max(0, m.createdAt.getTime() - run.startMs),
          // Every logged move passed this schema before it was written.
          move: moveSchema.parse(m.payload),
        })),
      },
    ],
  };
}

/** The name a challenge knows the run by, or null when no challenge points at it. */
async function runName(db: Db, gameId: string, challengeCode: string | null) {
  if (challengeCode !== null) {
    const taker = await db.challengeTaker.findUnique({ where: { gameId } });
    return taker?.name ?? null;
  }
  // Every ghost is a taker's run or the game some challenge was made from (a passed-on
  // challenge's first ghost is its root's), so the made-from index finds the rest.
  const made = await db.challenge.findFirst({
    where: { gameId },
    select: { creatorName: true },
    orderBy: { createdAt: "asc" },
  });
  return made?.creatorName ?? null;
}
