-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "dailyDate" TEXT,
ADD COLUMN     "startedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "Result" (
    "gameId" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "givens" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "emptyCells" INTEGER NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3) NOT NULL,
    "activeMs" INTEGER NOT NULL,
    "hintsNudge" INTEGER NOT NULL,
    "hintsCells" INTEGER NOT NULL,
    "hintsStep" INTEGER NOT NULL,
    "hintsCheck" INTEGER NOT NULL,
    "mistakes" INTEGER NOT NULL,
    "solved" BOOLEAN NOT NULL,
    "penaltyMs" INTEGER NOT NULL,
    "rankedMs" INTEGER NOT NULL,
    "review" TEXT,
    "raceId" TEXT,
    "won" BOOLEAN NOT NULL DEFAULT false,
    "dailyDate" TEXT,

    CONSTRAINT "Result_pkey" PRIMARY KEY ("gameId")
);

-- CreateTable
CREATE TABLE "BestTime" (
    "level" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "rankedMs" INTEGER NOT NULL,
    "gameId" TEXT NOT NULL,
    "finishedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BestTime_pkey" PRIMARY KEY ("level","playerId")
);

-- CreateTable
CREATE TABLE "PlayerStats" (
    "playerId" TEXT NOT NULL,
    "raceWins" INTEGER NOT NULL DEFAULT 0,
    "dailyStreak" INTEGER NOT NULL DEFAULT 0,
    "longestStreak" INTEGER NOT NULL DEFAULT 0,
    "lastDailyDate" TEXT,

    CONSTRAINT "PlayerStats_pkey" PRIMARY KEY ("playerId")
);

-- CreateTable
CREATE TABLE "DailyPuzzle" (
    "date" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "givens" TEXT NOT NULL,
    "solution" TEXT NOT NULL,
    "hardest" TEXT NOT NULL,
    "hardestName" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DailyPuzzle_pkey" PRIMARY KEY ("date")
);

-- CreateTable
CREATE TABLE "DailyAttempt" (
    "date" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DailyAttempt_pkey" PRIMARY KEY ("date","playerId")
);

-- CreateIndex
CREATE INDEX "Result_playerId_finishedAt_idx" ON "Result"("playerId", "finishedAt");

-- CreateIndex
CREATE INDEX "Result_dailyDate_rankedMs_idx" ON "Result"("dailyDate", "rankedMs");

-- CreateIndex
CREATE INDEX "Result_kind_won_finishedAt_idx" ON "Result"("kind", "won", "finishedAt");

-- CreateIndex
CREATE INDEX "Result_level_solved_finishedAt_idx" ON "Result"("level", "solved", "finishedAt");

-- CreateIndex
CREATE INDEX "BestTime_level_rankedMs_finishedAt_idx" ON "BestTime"("level", "rankedMs", "finishedAt");

-- CreateIndex
CREATE INDEX "PlayerStats_raceWins_idx" ON "PlayerStats"("raceWins");

-- CreateIndex
CREATE INDEX "PlayerStats_longestStreak_idx" ON "PlayerStats"("longestStreak");

-- CreateIndex
CREATE UNIQUE INDEX "DailyAttempt_gameId_key" ON "DailyAttempt"("gameId");
