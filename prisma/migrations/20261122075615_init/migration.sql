-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "Game" (
    "id" TEXT NOT NULL,
    "guestId" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "givens" TEXT NOT NULL,
    "solution" TEXT NOT NULL,
    "hardest" TEXT NOT NULL,
    "hardestName" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "mistakeChecking" BOOLEAN NOT NULL,
    "mistakes" INTEGER NOT NULL DEFAULT 0,
    "hintsUsed" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'playing',
    "activeMs" BIGINT NOT NULL DEFAULT 0,
    "resumedAt" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Move" (
    "id" BIGSERIAL NOT NULL,
    "gameId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "moveId" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Move_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PuzzlePool" (
    "id" BIGSERIAL NOT NULL,
    "level" TEXT NOT NULL,
    "givens" TEXT NOT NULL,
    "solution" TEXT NOT NULL,
    "hardest" TEXT NOT NULL,
    "hardestName" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PuzzlePool_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Game_guestId_createdAt_idx" ON "Game"("guestId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Move_gameId_seq_key" ON "Move"("gameId", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "Move_gameId_moveId_key" ON "Move"("gameId", "moveId");

-- CreateIndex
CREATE UNIQUE INDEX "PuzzlePool_givens_key" ON "PuzzlePool"("givens");

-- CreateIndex
CREATE INDEX "PuzzlePool_level_id_idx" ON "PuzzlePool"("level", "id");

-- AddForeignKey
ALTER TABLE "Move" ADD CONSTRAINT "Move_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
