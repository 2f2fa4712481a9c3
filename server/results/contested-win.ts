/**
 * Whether a race win counts on the boards: only a win over someone else who raced does. A
 * room can be filled with sock puppets (a second browser, a guest who gives up at once), and a
 * win over them is a win over nobody: it stays the racer's win (the race was theirs), but it
 * adds nothing to PlayerStats.raceWins or the weekly board.
 */
import type { Db } from "../db";
import type { Tx } from "./record-result";

/**
 * True when at least one opponent in the race raced the winner: played a move before this
 * decision (inside the transaction that decides the win), and is another person, that is
 * - not the winner's player id, nor linked to it through a GuestClaim (a guest cookie that
 *   went to the winner's account, the winner's guest cookie that went to theirs, or two guest
 *   cookies that went to the same account), and
 * - not playing from the winner's client address (Game.clientAddress, kept at the first
 *   opening of each racer's game; an unknown address counts as another one).
 */
export async function isContestedWin(
  tx: Tx,
  raceId: string,
  winnerGuestId: string,
): Promise<boolean> {
  const rows = await tx.$queryRaw<unknown[]>`
    SELECT 1
    FROM "Game" AS w
    JOIN "Game" AS o ON o."raceId" = w."raceId" AND o."guestId" <> w."guestId"
    WHERE w."raceId" = ${raceId} AND w."guestId" = ${winnerGuestId}
      AND o.version > 0
      AND (o."clientAddress" IS NULL OR w."clientAddress" IS NULL
        OR o."clientAddress" <> w."clientAddress")
      AND NOT EXISTS (
        SELECT 1 FROM "GuestClaim" AS c
        WHERE (c."guestId" = o."guestId" AND c."playerId" = w."guestId")
           OR (c."guestId" = w."guestId" AND c."playerId" = o."guestId"))
      AND NOT EXISTS (
        SELECT 1 FROM "GuestClaim" AS co JOIN "GuestClaim" AS cw ON cw."playerId" = co."playerId"
        WHERE co."guestId" = o."guestId" AND cw."guestId" = w."guestId")
    LIMIT 1`;
  return rows.length > 0;
}

/**
 * Keeps the address a racer first opened their race game from (the socket's, the same key as
 * every per-address limit). Single-player games keep none: only a race compares players.
 */
export async function keepRaceAddress(db: Db, gameId: string, address: string): Promise<void> {
  await db.game.updateMany({
    where: { id: gameId, raceId: { not: null }, clientAddress: null },
    data: { clientAddress: address },
  });
}
