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
 * - sharing no client address with the winner (Game.clientAddresses: every address each
 *   racer opened their game from, so one trip through another address does not hide a
 *   second browser on the same one; no address known counts as another person).
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
      AND NOT (o."clientAddresses" && w."clientAddresses")
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
 * Adds the address a racer opens their race game from (the socket's, the same key as every
 * per-address limit) to the game's addresses, once each: every socket that can move in the
 * game opened it, so every address it was played from is there. Bounded (ADDRESSES_KEPT) so
 * a racer cannot grow the row without end. Single-player games keep none.
 */
export async function keepRaceAddress(db: Db, gameId: string, address: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "Game" SET "clientAddresses" = array_append("clientAddresses", ${address})
    WHERE id = ${gameId} AND "raceId" IS NOT NULL
      AND NOT (${address} = ANY("clientAddresses"))
      AND cardinality("clientAddresses") < ${ADDRESSES_KEPT}`;
}

/** Addresses kept per race game: far more than a person's devices and networks in a race. */
export const ADDRESSES_KEPT = 64;
