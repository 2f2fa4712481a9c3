/**
 * Runs of a challenge's puzzle read back from the database: each run's result (server times,
 * penalties, review) and, for a ghost, its progress over time from the move log. Progress
 * only: the log is replayed here, on the server, and only filled counts leave.
 */
import { ghostTimeline, type ProgressPoint } from "@/lib/challenge/ghost-timeline";
import { progressOf } from "@/lib/challenge/progress";
import type { GhostRun } from "@/lib/game/challenge-protocol";
import { moveSchema } from "@/lib/game/move";
import { gridFrom } from "@/lib/sudoku/grid";
import type { Db } from "../db";

/** A run: a finished game of the puzzle with its result. */
export interface StoredRun {
  gameId: string;
  /** The game's owner now (claims move it). */
  ownerId: string;
  raceId: string | null;
  givens: string;
  /** The run's start instant (ms): a race's or challenge's start, else the clock's first start. */
  startMs: number;
  result: {
    playerId: string;
    solved: boolean;
    activeMs: number;
    penaltyMs: number;
    rankedMs: number;
    hints: number;
    mistakes: number;
    finishedAt: Date;
    review: string | null;
  } | null;
}

const RUN_SELECT = {
  id: true,
  guestId: true,
  raceId: true,
  givens: true,
  startsAt: true,
  startedAt: true,
  createdAt: true,
} as const;

/** The runs of these games, in the order asked (a game without a row is left out). */
export async function loadRuns(db: Db, gameIds: readonly string[]): Promise<StoredRun[]> {
  if (gameIds.length === 0) return [];
  const [games, results] = await Promise.all([
    db.game.findMany({ where: { id: { in: [...gameIds] } }, select: RUN_SELECT }),
    db.result.findMany({ where: { gameId: { in: [...gameIds] } } }),
  ]);
  const resultOf = new Map(results.map((r) => [r.gameId, r]));
  const byId = new Map(games.map((g) => [g.id, g]));
  return gameIds.flatMap((id) => {
    const game = byId.get(id);
    if (!game) return [];
    const r = resultOf.get(id);
    return [
      {
        gameId: id,
        ownerId: game.guestId,
        raceId: game.raceId,
        givens: game.givens,
        startMs: (game.startsAt ?? game.startedAt ?? game.createdAt).getTime(),
        result: r
          ? {
              playerId: r.playerId,
              solved: r.solved,
              activeMs: r.activeMs,
              penaltyMs: r.penaltyMs,
              rankedMs: r.rankedMs,
              hints: r.hintsNudge + r.hintsCells + r.hintsStep + r.hintsCheck,
              mistakes: r.mistakes,
              finishedAt: r.finishedAt,
              review: r.review,
            }
          : null,
      },
    ];
  });
}

/**
 * A single-player run's log spans its pauses too (its time does not): such a run is drawn at
 * the pace of its playing time, every point brought in by the same factor, so the ghost
 * finishes at its recorded time. A run on the wall clock (race, daily, challenge) is as logged.
 */
export function atPlayingPace(points: ProgressPoint[], activeMs: number): ProgressPoint[] {
  const last = points[points.length - 1]?.atMs ?? 0;
  // Within a second the two clocks agree (the log is stamped by the database, the time by the
  // server): only a real pause is taken out.
  if (last <= activeMs + 1_000) return points;
  const factor = activeMs / last;
  return points.map((p) => ({ atMs: Math.round(p.atMs * factor), filled: p.filled }));
}

/** A ghost's progress from its move log, as the compact timeline sent once at Start. */
export async function ghostOf(db: Db, run: StoredRun, name: string): Promise<GhostRun | null> {
  if (!run.result) return null;
  const moves = await db.move.findMany({
    where: { gameId: run.gameId },
    select: { payload: true, createdAt: true },
    orderBy: { seq: "asc" },
  });
  const points = progressOf(
    gridFrom(run.givens),
    moves.map((m) => ({
      atMs: Math.max(0, m.createdAt.getTime() - run.startMs),
      // Every logged move passed this schema before it was written.
      move: moveSchema.parse(m.payload),
    })),
  );
  const { solved, activeMs, rankedMs, hints, mistakes } = run.result;
  return {
    name,
    solved,
    activeMs,
    rankedMs,
    hints,
    mistakes,
    timeline: ghostTimeline(atPlayingPace(points, activeMs)),
  };
}
