-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "challengeCode" TEXT;

-- CreateTable
CREATE TABLE "Challenge" (
    "code" TEXT NOT NULL,
    "creatorId" TEXT NOT NULL,
    "creatorName" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "givens" TEXT NOT NULL,
    "solution" TEXT NOT NULL,
    "hardest" TEXT NOT NULL,
    "hardestName" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "mistakeChecking" BOOLEAN NOT NULL,
    "hintsAllowed" BOOLEAN NOT NULL,
    "ghosts" JSONB NOT NULL,
    "parentCode" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Challenge_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "ChallengeTaker" (
    "code" TEXT NOT NULL,
    "takerId" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChallengeTaker_pkey" PRIMARY KEY ("code","takerId")
);

-- CreateIndex
CREATE INDEX "Challenge_creatorId_createdAt_idx" ON "Challenge"("creatorId", "createdAt");

-- CreateIndex
CREATE INDEX "Challenge_gameId_idx" ON "Challenge"("gameId");

-- CreateIndex
CREATE UNIQUE INDEX "ChallengeTaker_gameId_key" ON "ChallengeTaker"("gameId");
