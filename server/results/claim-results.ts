/**
 * Results and summaries when a player's identity changes: a guest's move to the account they
 * signed in to, and a deleted account's leave every leaderboard. Inside the caller's
 * transaction (the claim of the games, the deletion of the account).
 */
import { mergeStreaks } from "@/lib/results/streak";
import { lockedStats, offerBestTime, type Tx } from "./record-result";

/**
 * The guest's finished games follow them: every result (race results too: only the result
 * moves, the race's rows keep knowing the racer by the guest id), the best time per level
 * (the better one stays), the stats (wins summed, streaks merged) and the daily attempts
 * (see below).
 */
export async function claimGuestResults(tx: Tx, guestId: string, playerId: string): Promise<void> {
  // A daily attempt becomes the account's ranked attempt only when the account was made after
  // it was started (a guest who signs up that day): signing in to an older account must not
  // let a player try a day's puzzle as any number of guests and keep the best.
  await tx.$executeRaw`
    UPDATE "DailyAttempt" AS a SET "playerId" = ${playerId}
    WHERE a."playerId" = ${guestId}
      AND NOT EXISTS (
        SELECT 1 FROM "DailyAttempt" AS mine WHERE mine."playerId" = ${playerId} AND mine.date = a.date)
      AND EXISTS (
        SELECT 1 FROM "User" AS u WHERE 'user:' || u.id = ${playerId} AND u."createdAt" >= a."createdAt")`;
  // The guest's other daily results stay the player's games, as practice: one entry per player
  // per day on the daily boards.
  // Practice ranks nowhere: a best time the guest set with such a daily does not follow them.
  const practice = await tx.$queryRaw<{ gameId: string }[]>`
    UPDATE "Result" AS r SET kind = 'single', "dailyDate" = NULL
    WHERE r."playerId" = ${guestId} AND r.kind = 'daily'
      AND NOT EXISTS (
        SELECT 1 FROM "DailyAttempt" AS a WHERE a."gameId" = r."gameId" AND a."playerId" = ${playerId})
    RETURNING r."gameId"`;
  const practiceGames = new Set(practice.map((row) => row.gameId));
  await tx.result.updateMany({ where: { playerId: guestId }, data: { playerId } });
  const bests = (await tx.bestTime.findMany({ where: { playerId: guestId } })).filter(
    (best) => !practiceGames.has(best.gameId),
  );
  for (const best of bests) await offerBestTime(tx, { ...best, playerId });
  await tx.bestTime.deleteMany({ where: { playerId: guestId } });
  const guestStats = await tx.playerStats.findUnique({ where: { playerId: guestId } });
  if (guestStats) {
    const userStats = await lockedStats(tx, playerId);
    await tx.playerStats.update({
      where: { playerId },
      data: {
        raceWins: userStats.raceWins + guestStats.raceWins,
        ...mergeStreaks(userStats, guestStats),
      },
    });
    await tx.playerStats.delete({ where: { playerId: guestId } });
  }
}

/**
 * A deleted account off the boards: its best times, stats and daily attempts go; its results
 * stay for the other players of its races, owned by nobody. Results of games still owned by
 * the account must already have their game's anonymous owner (the caller does it); this gives
 * the rest (results claimed from a guest whose race game rows stayed the guest's) fresh ones.
 */
export async function removeFromLeaderboards(
  tx: Tx,
  playerId: string,
  anonymousId: () => string,
): Promise<void> {
  const rest = await tx.result.findMany({ where: { playerId }, select: { gameId: true } });
  for (const result of rest) {
    await tx.result.update({ where: { gameId: result.gameId }, data: { playerId: anonymousId() } });
  }
  await tx.bestTime.deleteMany({ where: { playerId } });
  await tx.playerStats.deleteMany({ where: { playerId } });
  await tx.dailyAttempt.deleteMany({ where: { playerId } });
}
