/**
 * A finished game's Result and the summaries the leaderboards read (BestTime, PlayerStats),
 * written inside the caller's transaction: the one that ends the game. The Result is keyed by
 * the game, so a second write of the same finish (a retry, a second server) inserts nothing and
 * changes no summary.
 */
import { GAME_STATUS } from "@/lib/game/protocol";
import { penaltyMs } from "@/lib/results/penalties";
import { REVIEW_STATUS, reviewOf, SUSPENDED_REASON } from "@/lib/results/review";
import { afterSolvedDaily, type DailyStreak } from "@/lib/results/streak";
import { onWallClock, type GameRecord } from "../games/game-store";
import type { Prisma } from "../generated/prisma/client";
import { isContestedWin } from "./contested-win";
import { entrantGuestId } from "../rooms/entrants";
import { USER_PREFIX } from "../auth/identity";

export type Tx = Prisma.TransactionClient;

/**
 * Options of the transactions that end a game: a finish waits its turn for the database (one
 * connection on the embedded one) rather than fail after Prisma's default 2 s.
 */
export const FINISH_TX_OPTIONS = { maxWait: 10_000, timeout: 15_000 } as const;

/** Result.kind */
export const RESULT_KIND = {
  single: "single",
  race: "race",
  daily: "daily",
  challenge: "challenge",
} as const;

/**
 * Writes the result of a game that just ended (status no longer "playing") and its summaries.
 * The game's own write must already be in `tx`: the move log is read from it. Returns false
 * when the result was already there (nothing written).
 */
export async function recordResult(tx: Tx, game: GameRecord): Promise<boolean> {
  if (game.status === GAME_STATUS.playing) return false;
  const finishedAt = game.finishedAt ?? game.updatedAt;
  const startedAt = game.startedAt ?? game.createdAt;
  // A race or a challenge is timed on the wall clock from its start; anything else by its own
  // clock.
  const wallStart = game.race?.startsAt ?? game.challenge?.startsAt ?? null;
  const activeMs =
    wallStart !== null
      ? Math.max(0, finishedAt.getTime() - wallStart)
      : Math.round(game.clock.activeMs);
  const penalty = penaltyMs({ hints: game.hints, mistakes: game.mistakes });
  const solved = game.status === GAME_STATUS.solved;
  const emptyCells = [...game.givens].filter((ch) => ch === "0").length;
  const moves = await tx.$queryRaw<{ at: Date; type: string | null }[]>`
    SELECT "createdAt" AS at, payload->>'type' AS type FROM "Move"
    WHERE "gameId" = ${game.id} ORDER BY seq`;
  // A suspended account's solves are not ranked, and not queued: its moderator has decided.
  const suspended = solved && (await isSuspended(tx, game.guestId));
  const review = suspended
    ? SUSPENDED_REASON
    : reviewOf({
        solved,
        rankedMs: activeMs + penalty,
        emptyCells,
        score: game.rating.score,
        moves: moves.map((move) => ({ at: move.at.getTime(), type: move.type ?? "" })),
      });
  const held = review !== null && !suspended;
  // A win held for review is no win anywhere; one over nobody who raced stays off the boards.
  const won =
    solved && review === null && game.race
      ? await isRaceWinner(tx, game.race.raceId, game.guestId)
      : false;
  const contested = won && (await isContestedWin(tx, game.race!.raceId, game.guestId));
  const dailyDate = game.dailyDate && (await holdsAttempt(tx, game)) ? game.dailyDate : null;
  const { count } = await tx.result.createMany({
    data: [
      {
        gameId: game.id,
        playerId: game.guestId,
        kind: resultKind(game, dailyDate),
        level: game.level,
        givens: game.givens,
        score: game.rating.score,
        emptyCells,
        startedAt,
        finishedAt,
        activeMs,
        hintsNudge: game.hints.nudge,
        hintsCells: game.hints.cells,
        hintsStep: game.hints.step,
        hintsCheck: game.hints.check,
        mistakes: game.mistakes,
        solved,
        penaltyMs: penalty,
        rankedMs: activeMs + penalty,
        review,
        heldFor: held ? review : null,
        reviewStatus: held ? REVIEW_STATUS.held : null,
        raceId: game.race?.raceId ?? null,
        won,
        contested,
        dailyDate,
      },
    ],
    skipDuplicates: true,
  });
  if (count === 0) return false;
  const ranked = solved && review === null;
  if (ranked) {
    await offerRankedFinish(tx, {
      gameId: game.id,
      playerId: game.guestId,
      level: game.level,
      rankedMs: activeMs + penalty,
      finishedAt,
      dailyDate,
      bestTimeCounts: bestTimeCounts({
        level: game.level,
        gameDailyDate: game.dailyDate,
        resultDailyDate: dailyDate,
        wallClock: onWallClock(game),
        challenge: game.challenge !== null,
        startedAt,
        finishedAt,
        activeMs,
      }),
    });
  }
  if (contested) await addRaceWins(tx, game.guestId, 1);
  return true;
}

/** A ranked solve as the summaries see it (a fresh finish, or a held one approved later). */
export interface RankedFinish {
  gameId: string;
  playerId: string;
  level: string;
  rankedMs: number;
  finishedAt: Date;
  /** The daily it is its player's attempt at, or null. */
  dailyDate: string | null;
  bestTimeCounts: boolean;
}

/**
 * What a ranked solve adds to the summaries (the race win apart, see awardRaceWin): the best
 * time and the daily streak. A held-out solve adds nothing: the streak is ranked too.
 * `streak` is how a solved daily moves the streak: at the finish the newest date extends it;
 * an approval may bring an older date back (see withApprovedDaily).
 */
export async function offerRankedFinish(
  tx: Tx,
  finish: RankedFinish,
  streak: (stored: DailyStreak, date: string) => DailyStreak | null = afterSolvedDaily,
): Promise<void> {
  if (finish.bestTimeCounts) {
    await offerBestTime(tx, {
      level: finish.level,
      playerId: finish.playerId,
      rankedMs: finish.rankedMs,
      gameId: finish.gameId,
      finishedAt: finish.finishedAt,
    });
  }
  if (finish.dailyDate) await countSolvedDaily(tx, finish.playerId, finish.dailyDate, streak);
}

/**
 * Whether a ranked solve may set a best time. A daily game that is not the player's attempt (a
 * second try of the day, a guest's daily claimed by an account that had its own) is practice:
 * its puzzle may be known by then, so it ranks nowhere, best times included. Custom puzzles have
 * no board; a paused single-player game is not comparable (inOneSitting).
 */
export function bestTimeCounts(solve: {
  level: string;
  /** The game's daily, and the result's (null when it is not the player's attempt). */
  gameDailyDate: string | null;
  resultDailyDate: string | null;
  wallClock: boolean;
  /** A challenge run: its puzzle is known to everyone who ran it before (and to anyone shown
   * a replay), so it ranks on the challenge's own board only. */
  challenge: boolean;
  startedAt: Date;
  finishedAt: Date;
  activeMs: number;
}): boolean {
  const practice = solve.gameDailyDate !== null && solve.resultDailyDate === null;
  return !practice && !solve.challenge && solve.level !== "custom" && inOneSitting(solve);
}

/** Whether this player is an account suspended from ranked play (guests never are). */
async function isSuspended(tx: Tx, playerId: string): Promise<boolean> {
  if (!playerId.startsWith(USER_PREFIX)) return false;
  const [user] = await tx.$queryRaw<{ suspended: boolean }[]>`
    SELECT "suspendedAt" IS NOT NULL AS suspended FROM "User"
    WHERE id = ${playerId.slice(USER_PREFIX.length)}`;
  return user?.suspended ?? false;
}

function resultKind(game: GameRecord, dailyDate: string | null): string {
  if (game.race) return RESULT_KIND.race;
  if (game.challenge) return RESULT_KIND.challenge;
  return dailyDate ? RESULT_KIND.daily : RESULT_KIND.single;
}

/**
 * Whether this daily game is its owner's attempt at the day: the DailyAttempt row of (date,
 * owner, game), share-locked so a claim moving it waits for this result (and then moves or
 * demotes it, see claimGuestResults). A daily game without it (a guest's game claimed by an
 * older account, whose attempt stayed the guest's) is practice: one ranked daily per player
 * and day is the attempt's key, so the database decides it, not the page.
 */
async function holdsAttempt(tx: Tx, game: GameRecord): Promise<boolean> {
  const rows = await tx.$queryRaw<unknown[]>`
    SELECT 1 FROM "DailyAttempt"
    WHERE date = ${game.dailyDate} AND "playerId" = ${game.guestId} AND "gameId" = ${game.id}
    FOR SHARE`;
  return rows.length === 1;
}

/**
 * Best times compare wall times: races and dailies run on the wall clock, and a single-player
 * game counts only when it was played in one sitting (its clock never paused or stopped for
 * more than SITTING_SLACK_MS), since a paused player can study the board with the clock off.
 */
export const SITTING_SLACK_MS = 5_000;

function inOneSitting(solve: {
  wallClock: boolean;
  startedAt: Date;
  finishedAt: Date;
  activeMs: number;
}): boolean {
  if (solve.wallClock) return true;
  return (
    solve.finishedAt.getTime() - solve.startedAt.getTime() - solve.activeMs <= SITTING_SLACK_MS
  );
}

/**
 * The race's winner was just decided (in `tx`, by the conditional update of its winnerId):
 * their result, if already written and not held for review, becomes the race's win (see
 * awardRaceWin). A result written later sees the winnerId itself (recordResult), so the win is
 * counted once whichever comes first.
 */
export async function markRaceWinner(tx: Tx, raceId: string, winnerPlayerId: string) {
  const race = await tx.race.findUnique({ where: { id: raceId }, select: { entrants: true } });
  const guestId = race && entrantGuestId(race.entrants, winnerPlayerId);
  if (!guestId) return;
  const game = await tx.game.findUnique({
    where: { raceId_guestId: { raceId, guestId } },
    select: { id: true },
  });
  if (game) await awardRaceWin(tx, raceId, game.id, guestId);
}

/**
 * Makes this game's written result the race's win, if it is a solve not held for review and
 * no result of the race is a win yet; counted on the boards when contested (isContestedWin).
 * The room shows who finished first, but a first finish held for review wins nothing, and must
 * not take the win from the honest racer behind it: the first plausible solve gets it.
 * Callers hold the race row's lock (race-settlement.ts lockRace), so racers finishing at once
 * are decided one after the other.
 */
export async function awardRaceWin(
  tx: Tx,
  raceId: string,
  gameId: string,
  guestId: string,
): Promise<void> {
  const marked = await tx.$queryRaw<{ playerId: string }[]>`
    UPDATE "Result" SET won = true
    WHERE "gameId" = ${gameId} AND solved AND NOT won AND review IS NULL
      AND NOT EXISTS (SELECT 1 FROM "Result" AS o WHERE o."raceId" = ${raceId} AND o.won)
    RETURNING "playerId"`;
  if (marked.length === 0 || !(await isContestedWin(tx, raceId, guestId))) return;
  await tx.result.update({ where: { gameId }, data: { contested: true } });
  for (const { playerId } of marked) await addRaceWins(tx, playerId, 1);
}

/** Keeps the lower ranked time per (level, player); a tie keeps the earlier one. */
export async function offerBestTime(
  tx: Tx,
  best: { level: string; playerId: string; rankedMs: number; gameId: string; finishedAt: Date },
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "BestTime" (level, "playerId", "rankedMs", "gameId", "finishedAt")
    VALUES (${best.level}, ${best.playerId}, ${best.rankedMs}, ${best.gameId},
      ${best.finishedAt}::timestamp(3))
    ON CONFLICT (level, "playerId") DO UPDATE SET
      "rankedMs" = EXCLUDED."rankedMs", "gameId" = EXCLUDED."gameId",
      "finishedAt" = EXCLUDED."finishedAt"
    WHERE "BestTime"."rankedMs" > EXCLUDED."rankedMs"`;
}

export async function addRaceWins(tx: Tx, playerId: string, wins: number): Promise<void> {
  if (wins === 0) return;
  await tx.$executeRaw`
    INSERT INTO "PlayerStats" ("playerId", "raceWins") VALUES (${playerId}, ${wins})
    ON CONFLICT ("playerId") DO UPDATE SET "raceWins" = "PlayerStats"."raceWins" + ${wins}`;
}

/**
 * The player's stats row, created if missing and locked for the rest of `tx`: two finishes of
 * the same player (two servers) apply their streak changes one after the other.
 */
export async function lockedStats(
  tx: Tx,
  playerId: string,
): Promise<DailyStreak & { raceWins: number }> {
  await tx.$executeRaw`
    INSERT INTO "PlayerStats" ("playerId") VALUES (${playerId}) ON CONFLICT ("playerId") DO NOTHING`;
  const [row] = await tx.$queryRaw<(DailyStreak & { raceWins: number })[]>`
    SELECT "raceWins", "dailyStreak", "longestStreak", "lastDailyDate" FROM "PlayerStats"
    WHERE "playerId" = ${playerId} FOR UPDATE`;
  return row;
}

async function countSolvedDaily(
  tx: Tx,
  playerId: string,
  date: string,
  streak: (stored: DailyStreak, date: string) => DailyStreak | null,
): Promise<void> {
  const next = streak(await lockedStats(tx, playerId), date);
  if (!next) return;
  await tx.playerStats.update({ where: { playerId }, data: next });
}

/**
 * Whether the race's winner is this racer. The race row is share-locked: a winner being
 * decided at this moment on another connection is either seen here or waits for this result
 * to commit, and then marks it (markRaceWinner).
 */
async function isRaceWinner(tx: Tx, raceId: string, guestId: string): Promise<boolean> {
  const [race] = await tx.$queryRaw<{ winnerId: string | null; entrants: Prisma.JsonValue }[]>`
    SELECT "winnerId", entrants FROM "Race" WHERE id = ${raceId} FOR SHARE`;
  if (!race?.winnerId) return false;
  return entrantGuestId(race.entrants, race.winnerId) === guestId;
}
