-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "clientAddresses" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "Result" ADD COLUMN     "contested" BOOLEAN NOT NULL DEFAULT false;

-- Wins already written follow the new rules. A win held for review is no win. A win counts on
-- the boards only over an opponent who played a move and is not the same person by guest
-- cookie lineage (addresses were not kept before this migration, unknown counts as another).
-- No semicolon in these comments: the PostgreSQL driver splits the script on them.
UPDATE "Result" SET "won" = false WHERE "won" AND "review" IS NOT NULL;

UPDATE "Result" AS r SET "contested" = true
WHERE r."won" AND EXISTS (
  SELECT 1 FROM "Game" AS w
  JOIN "Game" AS o ON o."raceId" = w."raceId" AND o."guestId" <> w."guestId"
  WHERE w."id" = r."gameId" AND o."version" > 0
    AND NOT EXISTS (
      SELECT 1 FROM "GuestClaim" AS c
      WHERE (c."guestId" = o."guestId" AND c."playerId" = w."guestId")
         OR (c."guestId" = w."guestId" AND c."playerId" = o."guestId"))
    AND NOT EXISTS (
      SELECT 1 FROM "GuestClaim" AS co JOIN "GuestClaim" AS cw ON cw."playerId" = co."playerId"
      WHERE co."guestId" = o."guestId" AND cw."guestId" = w."guestId"));

UPDATE "PlayerStats" AS s SET "raceWins" = (
  SELECT count(*)::int FROM "Result" AS r
  WHERE r."playerId" = s."playerId" AND r."won" AND r."contested");
