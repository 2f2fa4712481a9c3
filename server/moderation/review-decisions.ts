/**
 * A moderator's decision on a result held for review, in one transaction with its audit
 * record. Approving ranks the result exactly as its finish would have, had it not been held:
 * the same summaries through the same functions (offerRankedFinish, awardRaceWin). Rejecting
 * keeps it out of every ranking, marked for its player. A result is decided once: the second
 * of two moderators deciding at once is told it is already decided. A moderator's own result
 * is decided by another moderator.
 */
import { MODERATION_ACTIONS } from "@/lib/moderation/actions";
import { REVIEW_STATUS } from "@/lib/results/review";
import { withApprovedDaily } from "@/lib/results/streak";
import { GAME_STATUS } from "@/lib/game/protocol";
import type { Db } from "../db";
import {
  addRaceWins,
  awardRaceWin,
  bestTimeCounts,
  FINISH_TX_OPTIONS,
  offerRankedFinish,
  RESULT_KIND,
  type Tx,
} from "../results/record-result";
import { lockRace } from "../rooms/race-settlement";
import { recordAction, type Moderator } from "./moderation-log";

export type Decision = "approve" | "reject";

export type DecisionOutcome = { ok: true } | { ok: false; problem: "missing" | "decided" | "own" };

interface HeldRow {
  gameId: string;
  playerId: string;
  kind: string;
  level: string;
  startedAt: Date;
  finishedAt: Date;
  activeMs: number;
  rankedMs: number;
  heldFor: string | null;
  reviewStatus: string | null;
  raceId: string | null;
  dailyDate: string | null;
}

export async function decideHeldResult(
  db: Db,
  moderator: Moderator,
  gameId: string,
  decision: Decision,
): Promise<DecisionOutcome> {
  return db.$transaction(async (tx) => {
    const peek = await tx.result.findUnique({ where: { gameId }, select: { raceId: true } });
    if (!peek) return { ok: false, problem: "missing" };
    // The race row first, as a finishing racer's transaction takes it: a win is then decided
    // by one of them at a time.
    if (peek.raceId) await lockRace(tx, peek.raceId);
    const [held] = await tx.$queryRaw<HeldRow[]>`
      SELECT "gameId", "playerId", kind, level, "startedAt", "finishedAt", "activeMs", "rankedMs",
        "heldFor", "reviewStatus", "raceId", "dailyDate"
      FROM "Result" WHERE "gameId" = ${gameId} FOR UPDATE`;
    if (held.reviewStatus !== REVIEW_STATUS.held) return { ok: false, problem: "decided" };
    // A review is a second pair of eyes: a moderator's own held time waits for another one.
    if (held.playerId === moderator.playerId) return { ok: false, problem: "own" };
    const heldFor = `held for ${held.heldFor ?? "review"}`;
    if (decision === "reject") {
      await tx.result.update({
        where: { gameId },
        data: { reviewStatus: REVIEW_STATUS.rejected },
      });
      await recordAction(tx, moderator, {
        action: MODERATION_ACTIONS.reject,
        playerId: held.playerId,
        gameId,
        detail: heldFor,
      });
      return { ok: true };
    }
    await tx.result.update({
      where: { gameId },
      data: { review: null, reviewStatus: REVIEW_STATUS.approved },
    });
    await rankApproved(tx, held);
    const win = held.raceId ? await approvedRaceWin(tx, held.raceId, gameId) : "";
    await recordAction(tx, moderator, {
      action: MODERATION_ACTIONS.approve,
      playerId: held.playerId,
      gameId,
      detail: heldFor + win,
    });
    return { ok: true };
  }, FINISH_TX_OPTIONS);
}

/** The best time and the daily streak, as recordResult would have offered them. */
async function rankApproved(tx: Tx, held: HeldRow): Promise<void> {
  const game = await tx.game.findUnique({
    where: { id: held.gameId },
    select: { dailyDate: true, raceId: true },
  });
  const dailyDate = held.kind === RESULT_KIND.daily ? held.dailyDate : null;
  // A late approval may bring back a day older than the streak's last: it can join two runs.
  const rankedDates = dailyDate
    ? (
        await tx.result.findMany({
          where: {
            playerId: held.playerId,
            kind: RESULT_KIND.daily,
            solved: true,
            review: null,
            gameId: { not: held.gameId },
          },
          select: { dailyDate: true },
        })
      ).flatMap((row) => (row.dailyDate ? [row.dailyDate] : []))
    : [];
  await offerRankedFinish(
    tx,
    {
      gameId: held.gameId,
      playerId: held.playerId,
      level: held.level,
      rankedMs: held.rankedMs,
      finishedAt: held.finishedAt,
      dailyDate,
      bestTimeCounts: bestTimeCounts({
        level: held.level,
        gameDailyDate: game?.dailyDate ?? null,
        resultDailyDate: dailyDate,
        wallClock: held.raceId !== null || (game?.dailyDate ?? null) !== null,
        challenge: held.kind === RESULT_KIND.challenge,
        startedAt: held.startedAt,
        finishedAt: held.finishedAt,
        activeMs: held.activeMs,
      }),
    },
    (stored, date) => withApprovedDaily(stored, rankedDates, date),
  );
}

/**
 * The race's win, now that this solve counts: the first plausible solve of a race wins it
 * (settleRace's rule), so when this one finished first, a win given meanwhile to a racer behind
 * it goes back (off PlayerStats too, when it counted there) and this one takes it through
 * awardRaceWin, contested or not as any win. Returns words for the audit record.
 */
async function approvedRaceWin(tx: Tx, raceId: string, gameId: string): Promise<string> {
  const [first] = await tx.$queryRaw<{ id: string; guestId: string }[]>`
    SELECT g.id, g."guestId" FROM "Game" AS g
    JOIN "Result" AS r ON r."gameId" = g.id AND r.review IS NULL
    WHERE g."raceId" = ${raceId} AND g.status = ${GAME_STATUS.solved}
    ORDER BY g."finishedAt" ASC NULLS LAST, g.id ASC LIMIT 1`;
  if (first?.id !== gameId) return "";
  const taken = await tx.$queryRaw<{ playerId: string; contested: boolean }[]>`
    WITH old AS (
      SELECT "gameId", "playerId", contested FROM "Result"
      WHERE "raceId" = ${raceId} AND won AND "gameId" <> ${gameId} FOR UPDATE)
    UPDATE "Result" AS r SET won = false, contested = false FROM old
    WHERE r."gameId" = old."gameId"
    RETURNING old."playerId", old.contested`;
  for (const loser of taken) if (loser.contested) await addRaceWins(tx, loser.playerId, -1);
  await awardRaceWin(tx, raceId, gameId, first.guestId);
  const now = await tx.result.findUnique({ where: { gameId }, select: { won: true } });
  if (!now?.won) return "";
  return taken.length > 0
    ? "; wins its race (the win moved from a racer behind)"
    : "; wins its race";
}
