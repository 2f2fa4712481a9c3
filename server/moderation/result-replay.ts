/**
 * A held result's game as a replay for its moderator: one player's whole move log with the
 * server's time of each move, in the race replay's shape so the same player plays it. Only a
 * finished game (its solution is no secret then), and only for the moderators' pages.
 */
import { GAME_STATUS } from "@/lib/game/protocol";
import { moveSchema } from "@/lib/game/move";
import type { ReplayData } from "@/lib/game/room-protocol";
import type { Level } from "@/lib/sudoku/level";
import type { Db } from "../db";

export async function resultReplay(
  db: Db,
  gameId: string,
  playerName: string,
): Promise<ReplayData | null> {
  const [game, result, moves] = await Promise.all([
    db.game.findUnique({
      where: { id: gameId },
      select: {
        level: true,
        givens: true,
        solution: true,
        hardest: true,
        hardestName: true,
        score: true,
        status: true,
      },
    }),
    db.result.findUnique({
      where: { gameId },
      select: {
        startedAt: true,
        finishedAt: true,
        rankedMs: true,
        mistakes: true,
        hintsNudge: true,
        hintsCells: true,
        hintsStep: true,
        hintsCheck: true,
        solved: true,
      },
    }),
    db.move.findMany({
      where: { gameId },
      orderBy: { seq: "asc" },
      select: { payload: true, createdAt: true },
    }),
  ]);
  if (!game || !result || game.status === GAME_STATUS.playing || game.level === "custom") {
    return null;
  }
  const startsAt = result.startedAt.getTime();
  return {
    raceId: gameId,
    round: 0,
    level: game.level as Level,
    givens: game.givens,
    solution: game.solution,
    rating: { hardest: game.hardest, hardestName: game.hardestName, score: game.score },
    startsAt,
    finishedAt: result.finishedAt.getTime(),
    winnerId: null,
    racers: [
      {
        playerId: "player",
        name: playerName,
        status: result.solved ? GAME_STATUS.solved : GAME_STATUS.failed,
        timeMs: result.rankedMs,
        rank: null,
        mistakes: result.mistakes,
        hints: {
          nudge: result.hintsNudge,
          cells: result.hintsCells,
          step: result.hintsStep,
          check: result.hintsCheck,
        },
        // Every logged move passed this schema before it was written.
        moves: moves.map((m) => ({
          atMs: Math.max(0, m.createdAt.getTime() - startsAt),
          move: moveSchema.parse(m.payload),
        })),
      },
    ],
  };
}
