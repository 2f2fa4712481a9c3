/**
 * Each board as one SQL relation of ranked entries, `(playerId, value, tieAt, streak,
 * lastDate)`: the page, the count and the rank queries all read the same relation, so they
 * cannot disagree about who is on a board. Only accounts are ranked (`user:` player ids).
 */
import { Prisma } from "../generated/prisma/client";
import type { BoardParams } from "@/lib/leaderboard/board-params";
import { weekStart } from "@/lib/leaderboard/ranking";

export const USER_PREFIX = "user:";

export interface BoardSource {
  /** The entries, one per player. */
  relation: Prisma.Sql;
  /** Lower is better (times) or higher is better (wins, streaks). */
  better: "lower" | "higher";
}

/** `AND "playerId" IN (...)` when the board is narrowed to some players. */
function onlyPlayers(players: readonly string[] | null): Prisma.Sql {
  return players ? Prisma.sql`AND "playerId" IN (${Prisma.join(players)})` : Prisma.empty;
}

const ACCOUNTS = Prisma.sql`"playerId" LIKE ${USER_PREFIX + "%"}`;

export function boardSource(
  params: BoardParams,
  players: readonly string[] | null,
  now: Date,
): BoardSource {
  const only = onlyPlayers(players);
  switch (params.board) {
    case "daily":
      // Index (dailyDate, rankedMs). One ranked attempt per player and date is the database's
      // rule (DailyAttempt); DISTINCT ON keeps the board honest even if a row slipped through.
      return {
        better: "lower",
        relation: Prisma.sql`
          SELECT DISTINCT ON ("playerId") "playerId", "rankedMs" AS value, "finishedAt" AS "tieAt",
            NULL::int AS streak, NULL::text AS "lastDate"
          FROM "Result"
          WHERE "dailyDate" = ${params.date} AND kind = 'daily' AND solved AND review IS NULL
            AND ${ACCOUNTS} ${only}
          ORDER BY "playerId", "rankedMs", "finishedAt"`,
      };
    case "best":
      // Index (level, rankedMs, finishedAt); the table already keeps one row per player.
      return {
        better: "lower",
        relation: Prisma.sql`
          SELECT "playerId", "rankedMs" AS value, "finishedAt" AS "tieAt",
            NULL::int AS streak, NULL::text AS "lastDate"
          FROM "BestTime"
          WHERE level = ${params.level} AND ${ACCOUNTS} ${only}`,
      };
    case "wins":
      if (params.period === "week") {
        // Index (kind, won, finishedAt). Ties: whoever reached the count first. Only contested
        // wins count (server/results/contested-win.ts), as in PlayerStats.raceWins below.
        return {
          better: "higher",
          relation: Prisma.sql`
            SELECT "playerId", count(*)::int AS value, max("finishedAt") AS "tieAt",
              NULL::int AS streak, NULL::text AS "lastDate"
            FROM "Result"
            WHERE kind = 'race' AND won AND contested AND "finishedAt" >= ${weekStart(now)}
              AND ${ACCOUNTS} ${only}
            GROUP BY "playerId"`,
        };
      }
      return {
        better: "higher",
        relation: Prisma.sql`
          SELECT "playerId", "raceWins" AS value, NULL::timestamp(3) AS "tieAt",
            NULL::int AS streak, NULL::text AS "lastDate"
          FROM "PlayerStats"
          WHERE "raceWins" > 0 AND ${ACCOUNTS} ${only}`,
      };
    case "streaks":
      return {
        better: "higher",
        relation: Prisma.sql`
          SELECT "playerId", "longestStreak" AS value, NULL::timestamp(3) AS "tieAt",
            "dailyStreak" AS streak, "lastDailyDate" AS "lastDate"
          FROM "PlayerStats"
          WHERE "longestStreak" > 0 AND ${ACCOUNTS} ${only}`,
      };
  }
}
