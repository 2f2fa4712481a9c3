/**
 * What the daily pages read: a day's standings, the player's own attempt and result, their
 * last 30 days and their streak. Places are counted by the database, ties sharing a place.
 * Only accounts rank; a result held for review shows to its player but ranks nowhere.
 */
import type { Level } from "@/lib/game/protocol";
import { addDays } from "@/lib/daily/dates";
import { dailyLevel } from "@/lib/daily/rotation";
import { withPlaces } from "@/lib/daily/standings";
import { penaltyMs as penaltyOf } from "@/lib/results/penalties";
import type { DailyAttemptView, DailyDayView, RecentDay, StreakView } from "@/lib/daily/views";
import type { Db } from "../db";

/** Top places shown on the daily page. */
export const STANDINGS_SIZE = 10;
/** Days in the "your last days" list. */
export const RECENT_DAYS = 30;

const USER_PREFIX = "user:";

/** The results that rank on a day's board. */
const rankedOn = (date: string) => ({
  kind: "daily",
  dailyDate: date,
  solved: true,
  review: null,
  playerId: { startsWith: USER_PREFIX },
});

export async function dailyLevelOf(db: Db, date: string): Promise<Level> {
  const stored = await db.dailyPuzzle.findUnique({ where: { date }, select: { level: true } });
  return (stored?.level as Level | undefined) ?? dailyLevel(date);
}

export async function dailyDay(
  db: Db,
  date: string,
  playerId: string | null,
): Promise<DailyDayView> {
  const [level, top, rankedCount, mine] = await Promise.all([
    dailyLevelOf(db, date),
    db.result.findMany({
      where: rankedOn(date),
      orderBy: [{ rankedMs: "asc" }, { finishedAt: "asc" }],
      take: STANDINGS_SIZE,
    }),
    db.result.count({ where: rankedOn(date) }),
    playerId ? attemptOf(db, date, playerId) : null,
  ]);
  const names = await displayNames(
    db,
    top.map((row) => row.playerId),
  );
  const standings = withPlaces(top).map((row) => ({
    place: row.place,
    name: names.get(row.playerId) ?? "Deleted player",
    activeMs: row.activeMs,
    penaltyMs: row.penaltyMs,
    rankedMs: row.rankedMs,
    mine: row.playerId === playerId,
  }));
  return { date, level, standings, rankedCount, mine };
}

/** The player's attempt at a day: its game, and its result once over. */
async function attemptOf(db: Db, date: string, playerId: string): Promise<DailyAttemptView | null> {
  const attempt = await db.dailyAttempt.findUnique({
    where: { date_playerId: { date, playerId } },
  });
  if (!attempt) return null;
  const [game, result] = await Promise.all([
    db.game.findUnique({ where: { id: attempt.gameId } }),
    db.result.findUnique({ where: { gameId: attempt.gameId } }),
  ]);
  if (result) {
    const place =
      result.solved && result.review === null && playerId.startsWith(USER_PREFIX)
        ? 1 +
          (await db.result.count({
            where: { ...rankedOn(date), rankedMs: { lt: result.rankedMs } },
          }))
        : null;
    return {
      gameId: attempt.gameId,
      playing: false,
      result: {
        solved: result.solved,
        activeMs: result.activeMs,
        penaltyMs: result.penaltyMs,
        rankedMs: result.rankedMs,
        hints: {
          nudge: result.hintsNudge,
          cells: result.hintsCells,
          step: result.hintsStep,
          check: result.hintsCheck,
        },
        mistakes: result.mistakes,
        review: result.review,
        reviewStatus: result.reviewStatus,
        place,
      },
    };
  }
  if (!game || game.status === "playing") {
    return { gameId: attempt.gameId, playing: game !== null, result: null };
  }
  // Over, with its Result not written yet: the game's own figures, unranked for now.
  const hints = {
    nudge: game.hintsNudge,
    cells: game.hintsCells,
    step: game.hintsStep,
    check: game.hintsCheck,
  };
  const activeMs = Number(game.activeMs);
  const penaltyMs = penaltyOf({ hints, mistakes: game.mistakes });
  return {
    gameId: attempt.gameId,
    playing: false,
    result: {
      solved: game.status === "solved",
      activeMs,
      penaltyMs,
      rankedMs: activeMs + penaltyMs,
      hints,
      mistakes: game.mistakes,
      review: null,
      reviewStatus: null,
      place: null,
    },
  };
}

/** The last RECENT_DAYS days up to `today`, newest first, with the player's outcome on each. */
export async function recentDays(
  db: Db,
  today: string,
  playerId: string | null,
): Promise<RecentDay[]> {
  const dates = Array.from({ length: RECENT_DAYS }, (_, i) => addDays(today, -i));
  const [puzzles, attempts] = await Promise.all([
    db.dailyPuzzle.findMany({
      where: { date: { in: dates } },
      select: { date: true, level: true },
    }),
    playerId
      ? db.dailyAttempt.findMany({ where: { playerId, date: { in: dates } } })
      : Promise.resolve([]),
  ]);
  const gameIds = attempts.map((attempt) => attempt.gameId);
  const [games, results] = await Promise.all([
    db.game.findMany({ where: { id: { in: gameIds } }, select: { id: true, status: true } }),
    db.result.findMany({
      where: { gameId: { in: gameIds } },
      select: { gameId: true, rankedMs: true },
    }),
  ]);
  const levels = new Map(puzzles.map((p) => [p.date, p.level as Level]));
  const gameOf = new Map(attempts.map((a) => [a.date, a.gameId]));
  const statusOf = new Map(games.map((g) => [g.id, g.status]));
  const rankedOf = new Map(results.map((r) => [r.gameId, r.rankedMs]));
  return dates.map((date) => {
    const gameId = gameOf.get(date);
    const status = gameId ? statusOf.get(gameId) : undefined;
    const outcome =
      status === "solved" || status === "failed" || status === "playing" ? status : null;
    return {
      date,
      level: levels.get(date) ?? dailyLevel(date),
      outcome,
      rankedMs: gameId ? (rankedOf.get(gameId) ?? null) : null,
    };
  });
}

/** A streak lasts while yesterday's or today's daily was solved. */
export async function streakOf(
  db: Db,
  playerId: string | null,
  today: string,
): Promise<StreakView> {
  if (!playerId) return { current: 0, longest: 0 };
  const stats = await db.playerStats.findUnique({ where: { playerId } });
  if (!stats) return { current: 0, longest: 0 };
  const alive = stats.lastDailyDate === today || stats.lastDailyDate === addDays(today, -1);
  return { current: alive ? stats.dailyStreak : 0, longest: stats.longestStreak };
}

async function displayNames(db: Db, playerIds: string[]): Promise<Map<string, string>> {
  const ids = playerIds.map((id) => id.slice(USER_PREFIX.length));
  const users = await db.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, displayName: true },
  });
  return new Map(users.map((user) => [`${USER_PREFIX}${user.id}`, user.displayName]));
}

/**
 * A daily game's day, and whether it is practice (a daily game that is not its owner's attempt
 * at the day: a past day played again, or a claimed guest's second try), for the game page.
 */
export async function dailyGameOf(
  db: Db,
  gameId: string,
): Promise<{ date: string; practice: boolean } | null> {
  const game = await db.game.findUnique({
    where: { id: gameId },
    select: { dailyDate: true, guestId: true },
  });
  if (!game?.dailyDate) return null;
  const attempt = await db.dailyAttempt.findUnique({
    where: { gameId },
    select: { playerId: true },
  });
  return { date: game.dailyDate, practice: attempt?.playerId !== game.guestId };
}
