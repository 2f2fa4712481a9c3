-- AlterTable
ALTER TABLE "Race" ADD COLUMN     "deadlineAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Race_deadlineAt_idx" ON "Race"("deadlineAt");
