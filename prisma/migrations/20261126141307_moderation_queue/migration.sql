-- AlterTable
ALTER TABLE "User" ADD COLUMN     "suspendedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Result" ADD COLUMN     "heldFor" TEXT,
ADD COLUMN     "reviewStatus" TEXT;

-- CreateTable
CREATE TABLE "ModerationAction" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "moderatorId" TEXT NOT NULL,
    "moderator" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "gameId" TEXT,
    "detail" TEXT NOT NULL,

    CONSTRAINT "ModerationAction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ModerationAction_gameId_at_idx" ON "ModerationAction"("gameId", "at");

-- CreateIndex
CREATE INDEX "ModerationAction_playerId_at_idx" ON "ModerationAction"("playerId", "at");

-- CreateIndex
CREATE INDEX "Result_reviewStatus_finishedAt_idx" ON "Result"("reviewStatus", "finishedAt");

-- Results held for review before the queue existed wait in it now.
UPDATE "Result" SET "heldFor" = review, "reviewStatus" = 'held' WHERE review IS NOT NULL;
