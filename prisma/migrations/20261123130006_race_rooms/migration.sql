-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "forfeited" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "gaveUp" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "hintsAllowed" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "raceId" TEXT,
ADD COLUMN     "startsAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "Room" (
    "code" TEXT NOT NULL,
    "hostId" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "maxPlayers" INTEGER NOT NULL,
    "mistakeChecking" BOOLEAN NOT NULL,
    "hintsAllowed" BOOLEAN NOT NULL,
    "phase" TEXT NOT NULL DEFAULT 'lobby',
    "raceId" TEXT,
    "round" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Room_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "RoomPlayer" (
    "roomCode" TEXT NOT NULL,
    "guestId" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "ready" BOOLEAN NOT NULL DEFAULT false,
    "seat" INTEGER NOT NULL,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RoomPlayer_pkey" PRIMARY KEY ("roomCode","guestId")
);

-- CreateTable
CREATE TABLE "Race" (
    "id" TEXT NOT NULL,
    "roomCode" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "level" TEXT NOT NULL,
    "givens" TEXT NOT NULL,
    "solution" TEXT NOT NULL,
    "hardest" TEXT NOT NULL,
    "hardestName" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "mistakeChecking" BOOLEAN NOT NULL,
    "hintsAllowed" BOOLEAN NOT NULL,
    "entrants" JSONB NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "winnerId" TEXT,
    "winnerAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Race_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Room_expiresAt_idx" ON "Room"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "RoomPlayer_roomCode_playerId_key" ON "RoomPlayer"("roomCode", "playerId");

-- CreateIndex
CREATE INDEX "Race_roomCode_round_idx" ON "Race"("roomCode", "round");

-- CreateIndex
CREATE UNIQUE INDEX "Game_raceId_guestId_key" ON "Game"("raceId", "guestId");

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_raceId_fkey" FOREIGN KEY ("raceId") REFERENCES "Race"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoomPlayer" ADD CONSTRAINT "RoomPlayer_roomCode_fkey" FOREIGN KEY ("roomCode") REFERENCES "Room"("code") ON DELETE CASCADE ON UPDATE CASCADE;
