/**
 * One player's profile, read in a few indexed queries over Result (by playerId and
 * finishedAt: Result_playerId_finishedAt_idx) and aggregated in SQL, so a player with many
 * thousands of games costs the same handful of round trips. Race opponents are found through
 * Game's (raceId, guestId) key, as Result has no index on raceId.
 */
import { unrankedLabel } from "@/lib/results/review";
import { usernameKey, usernameProblem } from "@/lib/account/rules";
import { addDays, utcDay, weekday } from "@/lib/profile/days";
import { HEATMAP_WEEKS } from "@/lib/profile/daily-heatmap";
import type { LevelStats, Profile, RaceOutcome, RecentGame } from "@/lib/profile/profile";
import { readSettings } from "@/lib/profile/settings";
import { CHART_DAYS, type SolveDay } from "@/lib/profile/solve-chart";
import { streakOn } from "@/lib/profile/streak";
import { LEVELS, type Level } from "@/lib/sudoku/level";
import { userPlayerId } from "../auth/identity";
import type { Db } from "../db";

export const RECENT_GAMES = 15;
const DAY_MS = 86_400_000;

const isLevel = (level: string): level is Level => (LEVELS as readonly string[]).includes(level);
const num = (n: number | bigint | null): number => (n === null ? 0 : Number(n));

/**
 * The profile of `username` (any case) as `viewerPlayerId` may see it, or null when there is
 * no such account or the name cannot be one.
 */
export async function loadProfile(
  db: Db,
  username: string,
  viewerPlayerId: string | null,
  now: Date = new Date(),
): Promise<Profile | null> {
  if (usernameProblem(username)) return null;
  const user = await db.user.findUnique({
    where: { usernameKey: usernameKey(username) },
    select: {
      id: true,
      username: true,
      displayName: true,
      createdAt: true,
      settings: true,
      suspendedAt: true,
    },
  });
  if (!user) return null;
  const playerId = userPlayerId(user.id);
  const isOwner = viewerPlayerId === playerId;
  const today = utcDay(now);
  const query = { db, playerId, isOwner };

  const levels = await levelStats(query);
  const solveDays = await solveDaysSince(
    query,
    new Date(Date.parse(today) - (CHART_DAYS - 1) * DAY_MS),
  );
  const heatmapStart = addDays(today, -weekday(today) - 7 * (HEATMAP_WEEKS - 1));
  const dailies = await dailiesSince(query, heatmapStart);
  const stats = await db.playerStats.findUnique({
    where: { playerId },
    select: { dailyStreak: true, longestStreak: true, lastDailyDate: true },
  });
  const recent = await recentGames(query);

  return {
    username: user.username,
    displayName: user.displayName,
    memberSince: user.createdAt.toISOString(),
    isOwner,
    suspended: isOwner && user.suspendedAt !== null,
    today,
    levels,
    solveDays,
    streak: streakOn(stats, today),
    dailies,
    recent,
    settings: isOwner ? readSettings(user.settings) : null,
  };
}

interface Query {
  db: Db;
  playerId: string;
  isOwner: boolean;
}

async function levelStats({ db, playerId, isOwner }: Query): Promise<LevelStats[]> {
  // Results held for review count as played for their owner only, and never as a best.
  const counts = await db.$queryRaw<
    { level: string; played: bigint; solved: bigint; median: number | null }[]
  >`
    SELECT "level", count(*) AS played, count(*) FILTER (WHERE "solved") AS solved,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY "rankedMs")
        FILTER (WHERE "solved" AND "review" IS NULL) AS median
    FROM "Result"
    WHERE "playerId" = ${playerId} AND ("review" IS NULL OR ${isOwner})
    GROUP BY "level"`;
  const bests = await db.$queryRaw<
    { level: string; activeMs: number; penaltyMs: number; rankedMs: number }[]
  >`
    SELECT DISTINCT ON ("level") "level", "activeMs", "penaltyMs", "rankedMs"
    FROM "Result"
    WHERE "playerId" = ${playerId} AND "solved" AND "review" IS NULL
    ORDER BY "level", "rankedMs", "finishedAt"`;
  return LEVELS.map((level) => {
    const count = counts.find((c) => c.level === level);
    const best = bests.find((b) => b.level === level);
    return {
      level,
      played: num(count?.played ?? null),
      solved: num(count?.solved ?? null),
      best: best
        ? { activeMs: best.activeMs, penaltyMs: best.penaltyMs, rankedMs: best.rankedMs }
        : null,
      medianMs: count?.median == null ? null : Math.round(count.median),
    };
  });
}

async function solveDaysSince({ db, playerId }: Query, from: Date) {
  const rows = await db.$queryRaw<{ level: string; day: string; median: number; count: bigint }[]>`
    SELECT "level", to_char("finishedAt", 'YYYY-MM-DD') AS day,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY "rankedMs") AS median, count(*) AS count
    FROM "Result"
    WHERE "playerId" = ${playerId} AND "finishedAt" >= ${from}
      AND "solved" AND "review" IS NULL
    GROUP BY 1, 2
    ORDER BY 2`;
  const byLevel = Object.fromEntries(LEVELS.map((l) => [l, [] as SolveDay[]])) as Record<
    Level,
    SolveDay[]
  >;
  for (const row of rows) {
    if (!isLevel(row.level)) continue;
    byLevel[row.level].push({
      day: row.day,
      medianMs: Math.round(row.median),
      count: num(row.count),
    });
  }
  return byLevel;
}

async function dailiesSince({ db, playerId, isOwner }: Query, fromDay: string) {
  // A daily is finished on or after its own date: the finish bound lets the index do the work.
  const rows = await db.$queryRaw<{ day: string; solved: boolean }[]>`
    SELECT "dailyDate" AS day, bool_or("solved") AS solved
    FROM "Result"
    WHERE "playerId" = ${playerId} AND "finishedAt" >= ${new Date(Date.parse(fromDay))}
      AND "kind" = 'daily' AND "dailyDate" >= ${fromDay}
      AND ("review" IS NULL OR ${isOwner})
    GROUP BY 1
    ORDER BY 1`;
  return rows.map((r): [string, "solved" | "unsolved"] => [
    r.day,
    r.solved ? "solved" : "unsolved",
  ]);
}

async function recentGames({ db, playerId, isOwner }: Query): Promise<RecentGame[]> {
  const rows = await db.result.findMany({
    where: { playerId, ...(isOwner ? {} : { review: null }) },
    orderBy: { finishedAt: "desc" },
    take: RECENT_GAMES,
  });
  const races = await raceOutcomes(
    db,
    playerId,
    rows.flatMap((r) => (r.raceId ? [r.raceId] : [])),
  );
  return rows.map((r) => ({
    gameId: r.gameId,
    kind: r.kind,
    level: r.level,
    finishedAt: r.finishedAt.toISOString(),
    activeMs: r.activeMs,
    penaltyMs: r.penaltyMs,
    rankedMs: r.rankedMs,
    hints: r.hintsNudge + r.hintsCells + r.hintsStep + r.hintsCheck,
    mistakes: r.mistakes,
    solved: r.solved,
    underReview: isOwner && r.review !== null,
    unranked: isOwner ? unrankedLabel(r.review, r.reviewStatus) : null,
    dailyDate: r.dailyDate,
    race: r.raceId ? (races.get(r.raceId) ?? null) : null,
  }));
}

interface Racer {
  raceId: string;
  playerId: string;
  solved: boolean;
  won: boolean;
  finishedAt: Date;
  displayName: string | null;
}

/** Each race's outcome for this player: place among those who solved, and who else raced. */
async function raceOutcomes(db: Db, playerId: string, raceIds: string[]) {
  const outcomes = new Map<string, RaceOutcome>();
  if (!raceIds.length) return outcomes;
  const racers = await db.$queryRaw<Racer[]>`
    SELECT g."raceId", r."playerId", r."solved", r."won", r."finishedAt", u."displayName"
    FROM "Game" g
    JOIN "Result" r ON r."gameId" = g."id"
    LEFT JOIN "User" u ON r."playerId" LIKE 'user:%' AND u."id" = substr(r."playerId", 6)
    WHERE g."raceId" = ANY(${raceIds})
    ORDER BY g."raceId", r."won" DESC, r."solved" DESC, r."finishedAt"`;
  for (const raceId of new Set(raceIds)) {
    const field = racers.filter((r) => r.raceId === raceId);
    const solvers = field.filter((r) => r.solved);
    const mine = field.find((r) => r.playerId === playerId);
    const place = mine?.solved ? solvers.indexOf(mine) + 1 : null;
    outcomes.set(raceId, {
      raceId,
      won: mine?.won ?? false,
      place,
      opponents: field.filter((r) => r !== mine).map((r) => r.displayName ?? "Guest"),
    });
  }
  return outcomes;
}
