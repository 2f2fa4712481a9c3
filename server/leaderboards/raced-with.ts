/**
 * "People I raced with": the viewer and everyone with a result in a race the viewer has a
 * result in. Result has no index on raceId, so the race's other players are found through
 * Game's unique (raceId, guestId) index and each game's result by its key.
 */
import type { Db } from "../db";

export async function racedWith(db: Db, viewer: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ playerId: string }[]>`
    SELECT DISTINCT other."playerId"
    FROM "Result" mine
    JOIN "Game" g ON g."raceId" = mine."raceId"
    JOIN "Result" other ON other."gameId" = g.id
    WHERE mine."playerId" = ${viewer} AND mine."raceId" IS NOT NULL`;
  const players = new Set(rows.map((row) => row.playerId));
  players.add(viewer);
  return [...players];
}
