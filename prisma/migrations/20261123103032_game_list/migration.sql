-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "filled" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "Game_guestId_status_updatedAt_idx" ON "Game"("guestId", "status", "updatedAt");
