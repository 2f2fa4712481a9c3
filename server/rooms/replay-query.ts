/**
 * A finished race, read back from the database for its replay: the puzzle, each racer's
 * result and their whole move log with the server's time of every move. It reads the Race and
 * Game rows, never the room, so a replay outlives the room that raced it.
 */
import { z } from "zod";
import { GAME_STATUS } from "@/lib/game/protocol";
import { moveSchema } from "@/lib/game/move";
import type { RacerStatus, ReplayData, ReplayRacer } from "@/lib/game/room-protocol";
import { LEVELS, type Level } from "@/lib/sudoku/level";
import type { Db } from "../db";

/** Race.entrants as the room wrote it at the start. */
const entrantsSchema = z.array(
  z.object({ playerId: z.string(), guestId: z.string(), name: z.string() }),
);

/** Whether a race can be replayed: only once it is over (its solution is out by then). */
export type ReplayAvailability = "missing" | "racing" | "finished";

/** Tells "no such race" from "not finished yet", for the error a client is sent. */
export async function replayAvailability(db: Db, raceId: string): Promise<ReplayAvailability> {
  const race = await db.race.findUnique({ where: { id: raceId }, select: { finishedAt: true } });
  if (!race) return "missing";
  return race.finishedAt ? "finished" : "racing";
}

/**
 * The replay of a finished race; null when there is no such race or it is not over (the
 * solution must not leave the server while anyone is still racing). Racers come in seat
 * order; guest ids stay on the server.
 */
export async function loadReplay(db: Db, raceId: string): Promise<ReplayData | null> {
  const race = await db.race.findUnique({ where: { id: raceId } });
  if (!race?.finishedAt) return null;
  const games = await db.game.findMany({
    where: { raceId },
    select: {
      guestId: true,
      status: true,
      gaveUp: true,
      mistakes: true,
      hintsNudge: true,
      hintsCells: true,
      hintsStep: true,
      hintsCheck: true,
      finishedAt: true,
      moves: { select: { payload: true, createdAt: true }, orderBy: { seq: "asc" } },
    },
  });
  type RaceGame = (typeof games)[number];
  const startsAt = race.startsAt.getTime();
  const entrants = entrantsSchema.parse(race.entrants);
  const byGuest = new Map(games.map((game) => [game.guestId, game]));
  const solvedAt = (game: RaceGame | undefined) =>
    game && statusOf(game) === GAME_STATUS.solved && game.finishedAt
      ? game.finishedAt.getTime()
      : null;

  // Finishing order among the solved. The winner the database recorded comes first whatever
  // the clocks say (two finishes in one millisecond), as in the race's own standings.
  const solved = entrants
    .filter((e) => solvedAt(byGuest.get(e.guestId)) !== null)
    .sort((a, b) => {
      if (race.winnerId === a.playerId) return -1;
      if (race.winnerId === b.playerId) return 1;
      const at = (e: typeof a) => solvedAt(byGuest.get(e.guestId)) ?? 0;
      return at(a) - at(b) || a.playerId.localeCompare(b.playerId);
    });
  const rankOf = new Map(solved.map((e, i) => [e.playerId, i + 1]));

  const racers = entrants.map(({ playerId, guestId, name }): ReplayRacer => {
    const game = byGuest.get(guestId);
    const finished = solvedAt(game);
    return {
      playerId,
      name,
      status: game ? statusOf(game) : "forfeited",
      timeMs: finished === null ? null : Math.max(0, finished - startsAt),
      rank: rankOf.get(playerId) ?? null,
      mistakes: game?.mistakes ?? 0,
      hints: {
        nudge: game?.hintsNudge ?? 0,
        cells: game?.hintsCells ?? 0,
        step: game?.hintsStep ?? 0,
        check: game?.hintsCheck ?? 0,
      },
      moves: (game?.moves ?? []).map((m) => ({
        atMs: m.createdAt.getTime() - startsAt,
        // Every logged move passed this schema before it was written.
        move: moveSchema.parse(m.payload),
      })),
    };
  });

  return {
    raceId: race.id,
    roomCode: race.roomCode,
    round: race.round,
    level: levelOf(race.level),
    givens: race.givens,
    solution: race.solution,
    rating: { hardest: race.hardest, hardestName: race.hardestName, score: race.score },
    startsAt,
    finishedAt: race.finishedAt.getTime(),
    winnerId: race.winnerId,
    racers,
  };
}

/** A racer who gave up says so; a game still open in a finished race was forfeited. */
function statusOf(game: { status: string; gaveUp: boolean }): RacerStatus {
  if (game.gaveUp) return "gaveUp";
  if (game.status === GAME_STATUS.solved) return "solved";
  if (game.status === GAME_STATUS.failed) return "failed";
  return "forfeited";
}

function levelOf(level: string): Level {
  return (LEVELS as readonly string[]).includes(level) ? (level as Level) : "easy";
}
