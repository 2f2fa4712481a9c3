-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "issuedStep" JSONB;
