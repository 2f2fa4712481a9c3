-- AlterTable
ALTER TABLE "RoomPlayer" ADD COLUMN     "awayUntil" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "RoomPlayer_awayUntil_idx" ON "RoomPlayer"("awayUntil");
