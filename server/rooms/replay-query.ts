/**
 * A finished race, read back from the database for its replay: the puzzle, each racer's
 * result and their whole move log with the server's time of every move. It reads the Race and
 * Game rows, never the room, so a replay outlives the room that raced it.
 */
import { ERROR_CODES, GAME_STATUS } from "@/lib/game/protocol";
import { moveSchema } from "@/lib/game/move";
import type { ReplayData, ReplayMove, ReplayRacer } from "@/lib/game/room-protocol";
import type { Db } from "../db";
import { loadRunReplay } from "../challenges/run-replay";
import { GameError } from "../games/errors";
import { PrismaRoomStore } from "./prisma-room-store";
import { standings } from "./standings";

/** Whether a race can be replayed: only once it is over (its solution is out by then). */
export type ReplayAvailability = "missing" | "racing" | "finished";

/** Tells "no such race" from "not finished yet", for the error a client is sent. */
export async function replayAvailability(db: Db, raceId: string): Promise<ReplayAvailability> {
  const race = await db.race.findUnique({ where: { id: raceId }, select: { finishedAt: true } });
  if (!race) return "missing";
  return race.finishedAt ? "finished" : "racing";
}

/**
 * What `replay:get` answers: the replay; null for an unknown race (the handler's not_found);
 * a too_early refusal for a race still going, so the page can say "still going" rather than
 * "no such race".
 */
export async function replayForClient(db: Db, raceId: string): Promise<ReplayData | null> {
  const replay = (await loadReplay(db, raceId)) ?? (await loadRunReplay(db, raceId));
  if (replay) return replay;
  if ((await replayAvailability(db, raceId)) === "racing") {
    throw new GameError(ERROR_CODES.tooEarly, "This race is not finished yet.");
  }
  return null;
}

/**
 * The replay of a finished race; null when there is no such race or it is not over (the
 * solution must not leave the server while anyone is still racing). Racers come in seat
 * order with the race's own standings (the same rule the room showed: ranks by finish, the
 * recorded winner first); guest ids stay on the server.
 */
export async function loadReplay(db: Db, raceId: string): Promise<ReplayData | null> {
  const store = new PrismaRoomStore(db);
  const race = await store.loadRace(raceId);
  if (!race || race.finishedAt === null) return null;
  const [games, moves] = await Promise.all([
    store.raceGames(raceId),
    db.move.findMany({
      where: { game: { raceId } },
      select: { gameId: true, payload: true, createdAt: true },
      orderBy: [{ gameId: "asc" }, { seq: "asc" }],
    }),
  ]);
  const logs = new Map<string, ReplayMove[]>();
  for (const m of moves) {
    const log = logs.get(m.gameId) ?? [];
    // Every logged move passed this schema before it was written.
    log.push({ atMs: m.createdAt.getTime() - race.startsAt, move: moveSchema.parse(m.payload) });
    logs.set(m.gameId, log);
  }
  const gameOf = new Map(games.map((game) => [game.guestId, game]));
  const progress = standings(race, games);

  const racers = race.entrants.map(({ playerId, guestId, name }, seat): ReplayRacer => {
    const { status, timeMs, rank, mistakes, hints } = progress[seat];
    const game = gameOf.get(guestId);
    return {
      playerId,
      name,
      // A game still open when the race ended was abandoned: the race went on without it.
      status: status === GAME_STATUS.playing ? "forfeited" : status,
      timeMs,
      rank,
      mistakes,
      hints,
      moves: (game && logs.get(game.gameId)) ?? [],
    };
  });

  return {
    raceId: race.id,
    round: race.round,
    level: race.level,
    givens: race.givens,
    solution: race.solution,
    rating: race.rating,
    startsAt: race.startsAt,
    finishedAt: race.finishedAt,
    winnerId: race.winnerId,
    racers,
  };
}
