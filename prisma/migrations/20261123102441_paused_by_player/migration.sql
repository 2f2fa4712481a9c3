-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "pausedByPlayer" BOOLEAN NOT NULL DEFAULT false;
