-- Hint counts by kind. Every hint before this counted as a full step, so the old total
-- becomes the step count.
ALTER TABLE "Game"
ADD COLUMN     "hintsCells" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "hintsCheck" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "hintsNudge" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "hintsStep" INTEGER NOT NULL DEFAULT 0;

UPDATE "Game" SET "hintsStep" = "hintsUsed";

ALTER TABLE "Game" DROP COLUMN "hintsUsed";
