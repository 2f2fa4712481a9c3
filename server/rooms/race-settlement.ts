/**
 * A race's winner and end, decided in the database inside the transaction that ends a racer's
 * game: the first solved grid sets the winner (`winnerId IS NULL`), the last game to end sets
 * the race's end (`finishedAt IS NULL`). Nothing after that commit (a crash, a lost
 * connection, the room's own bookkeeping) can then leave a race without its winner or end, or
 * give the win to a later solver. `settleRace` decides the same from the stored games, for
 * races an older server or an interrupted one left unsettled; every write is conditional, so
 * running it twice, or beside a finishing game, changes nothing more.
 */
import { GAME_STATUS } from "@/lib/game/protocol";
import type { Prisma } from "../generated/prisma/client";
import { awardRaceWin, markRaceWinner, type Tx } from "../results/record-result";
import { entrantPlayerId } from "./entrants";

interface LockedRace {
  winnerId: string | null;
  finishedAt: Date | null;
  deadlineAt: Date | null;
  entrants: Prisma.JsonValue;
}

/**
 * Locks the race row for the rest of `tx`. Taken before the game's own write: two last games
 * ending at once on two connections are then decided one after the other, so the second sees
 * the first ended and finishes the race (each alone would see the other still playing).
 */
export async function lockRace(tx: Tx, raceId: string): Promise<LockedRace | null> {
  const [race] = await tx.$queryRaw<LockedRace[]>`
    SELECT "winnerId", "finishedAt", "deadlineAt", entrants FROM "Race" WHERE id = ${raceId} FOR UPDATE`;
  return race ?? null;
}

/**
 * The racer of `guestId` becomes the winner if the race has none yet; true when this call set
 * it. Before the game's Result is written in the same transaction, that Result sees the winner
 * (record-result's `isRaceWinner`) and counts the win itself.
 */
export async function claimWinner(
  tx: Tx,
  raceId: string,
  guestId: string,
  at: Date,
): Promise<boolean> {
  const race = await lockRace(tx, raceId);
  const playerId = race && entrantPlayerId(race.entrants, guestId);
  if (!playerId) return false;
  const count = await tx.$executeRaw`
    UPDATE "Race" SET "winnerId" = ${playerId}, "winnerAt" = ${at}::timestamp(3)
    WHERE id = ${raceId} AND "winnerId" IS NULL`;
  return count === 1;
}

/**
 * Marks the race finished if none of its games is still being played; true when this call did.
 * Its end is the last game's end (as stored), so a late settlement records when it happened.
 */
export async function finishIfAllOver(tx: Tx, raceId: string): Promise<boolean> {
  const count = await tx.$executeRaw`
    UPDATE "Race" AS r SET "finishedAt" = COALESCE(
      (SELECT max(g."finishedAt") FROM "Game" AS g WHERE g."raceId" = r.id), now())
    WHERE r.id = ${raceId} AND r."finishedAt" IS NULL
      AND NOT EXISTS (
        SELECT 1 FROM "Game" AS g WHERE g."raceId" = r.id AND g.status = ${GAME_STATUS.playing})`;
  return count === 1;
}

/**
 * Settles a race from its stored games: no winner but a solved game, the first solver (by
 * finish, then game id) wins and their Result becomes a win; every game over, it finishes.
 * Returns whether anything changed.
 */
export async function settleRace(tx: Tx, raceId: string): Promise<boolean> {
  const race = await lockRace(tx, raceId);
  if (!race) return false;
  let changed = false;
  if (race.winnerId === null) {
    const [first] = await tx.$queryRaw<{ guestId: string; finishedAt: Date | null }[]>`
      SELECT "guestId", "finishedAt" FROM "Game"
      WHERE "raceId" = ${raceId} AND status = ${GAME_STATUS.solved}
      ORDER BY "finishedAt" ASC NULLS LAST, id ASC LIMIT 1`;
    if (first && (await claimWinner(tx, raceId, first.guestId, first.finishedAt ?? new Date()))) {
      // The solver's Result was written without the win: it becomes one now, counted once.
      await markRaceWinner(tx, raceId, entrantPlayerId(race.entrants, first.guestId)!);
      changed = true;
    }
  }
  // The first solve not held for review holds the race's win (awardRaceWin), whoever the room
  // shows first.
  const [plausible] = await tx.$queryRaw<{ id: string; guestId: string }[]>`
    SELECT g.id, g."guestId" FROM "Game" AS g
    JOIN "Result" AS r ON r."gameId" = g.id AND r.review IS NULL
    WHERE g."raceId" = ${raceId} AND g.status = ${GAME_STATUS.solved}
    ORDER BY g."finishedAt" ASC NULLS LAST, g.id ASC LIMIT 1`;
  if (plausible) await awardRaceWin(tx, raceId, plausible.id, plausible.guestId);
  if (race.finishedAt === null && (await finishIfAllOver(tx, raceId))) changed = true;
  return changed;
}

/**
 * Races left unsettled: not finished, and either every game over or a solved game and no
 * winner. At most `limit`, oldest first.
 */
export async function unsettledRaces(db: Tx, limit: number): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT r.id FROM "Race" AS r
    WHERE r."finishedAt" IS NULL AND (
      NOT EXISTS (
        SELECT 1 FROM "Game" AS g WHERE g."raceId" = r.id AND g.status = ${GAME_STATUS.playing})
      OR (r."winnerId" IS NULL AND EXISTS (
        SELECT 1 FROM "Game" AS g WHERE g."raceId" = r.id AND g.status = ${GAME_STATUS.solved})))
    ORDER BY r."startsAt" LIMIT ${limit}`;
  return rows.map((row) => row.id);
}
