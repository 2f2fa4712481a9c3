/** The RoomStore on PostgreSQL (embedded or real), through Prisma. */
import { GAME_STATUS, type GameStatus, type Level } from "@/lib/game/protocol";
import type { RoomPhase } from "@/lib/game/room-protocol";
import type { Db } from "../db";
import type { GameRecord } from "../games/game-store";
import { gameRowData, hintsOf } from "../games/prisma-game-store";
import { Prisma, type Race as RaceRow } from "../generated/prisma/client";
import { FINISH_TX_OPTIONS } from "../results/record-result";
import { settleRace, unsettledRaces } from "./race-settlement";
import {
  StaleRoomError,
  type Entrant,
  type MemberRecord,
  type RaceRecord,
  type RacerGame,
  type RoomRecord,
  type RoomStore,
} from "./room-store";

type Tx = Prisma.TransactionClient;

export class PrismaRoomStore implements RoomStore {
  constructor(private readonly db: Db) {}

  async insertRoom(room: RoomRecord): Promise<boolean> {
    try {
      await this.db.$transaction(async (tx) => {
        await tx.room.create({ data: { code: room.code, ...roomFields(room) } });
        await tx.roomPlayer.createMany({ data: memberRows(room) });
      });
      return true;
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
        return false;
      }
      throw error;
    }
  }

  async loadRoom(code: string): Promise<RoomRecord | null> {
    const row = await this.db.room.findUnique({
      where: { code },
      include: { players: { orderBy: { seat: "asc" } } },
    });
    if (!row) return null;
    return {
      code: row.code,
      hostId: row.hostId,
      settings: {
        level: row.level as Level,
        maxPlayers: row.maxPlayers,
        mistakeChecking: row.mistakeChecking,
        hintsAllowed: row.hintsAllowed,
      },
      phase: row.phase as RoomPhase,
      raceId: row.raceId,
      round: row.round,
      version: row.version,
      expiresAt: row.expiresAt,
      banned: row.players.filter((p) => p.role === BANNED).map((p) => p.guestId),
      members: row.players
        .filter((p) => p.role !== BANNED)
        .map((p) => ({
          guestId: p.guestId,
          playerId: p.playerId,
          name: p.name,
          role: p.role === "player" ? "player" : "spectator",
          ready: p.ready,
          seat: p.seat,
          awayUntil: p.awayUntil?.getTime() ?? null,
        })),
    };
  }

  async saveRoom(room: RoomRecord): Promise<void> {
    await this.db.$transaction((tx) => writeRoom(tx, room));
  }

  async startRace(room: RoomRecord, race: RaceRecord, games: readonly GameRecord[]) {
    await this.db.$transaction(async (tx) => {
      await writeRoom(tx, room);
      await tx.race.create({
        data: {
          id: race.id,
          roomCode: race.roomCode,
          round: race.round,
          level: race.level,
          givens: race.givens,
          solution: race.solution,
          hardest: race.rating.hardest,
          hardestName: race.rating.hardestName,
          score: race.rating.score,
          mistakeChecking: race.mistakeChecking,
          hintsAllowed: race.hintsAllowed,
          entrants: race.entrants.map((e) => ({ ...e })),
          startsAt: new Date(race.startsAt),
        },
      });
      await tx.game.createMany({ data: games.map(gameRowData) });
    });
  }

  async loadRace(raceId: string): Promise<RaceRecord | null> {
    const row = await this.db.race.findUnique({ where: { id: raceId } });
    return row ? toRace(row) : null;
  }

  async raceGames(raceId: string): Promise<RacerGame[]> {
    const rows = await this.db.game.findMany({
      where: { raceId },
      select: {
        id: true,
        guestId: true,
        filled: true,
        status: true,
        gaveUp: true,
        forfeited: true,
        mistakes: true,
        hintsNudge: true,
        hintsCells: true,
        hintsStep: true,
        hintsCheck: true,
        finishedAt: true,
      },
    });
    return rows.map((row) => ({
      gameId: row.id,
      guestId: row.guestId,
      filled: row.filled,
      status: (Object.values(GAME_STATUS) as string[]).includes(row.status)
        ? (row.status as GameStatus)
        : GAME_STATUS.playing,
      gaveUp: row.gaveUp,
      forfeited: row.forfeited,
      mistakes: row.mistakes,
      hints: hintsOf(row),
      finishedAt: row.finishedAt?.getTime() ?? null,
    }));
  }

  async settleRace(raceId: string): Promise<boolean> {
    return this.db.$transaction((tx) => settleRace(tx, raceId), FINISH_TX_OPTIONS);
  }

  async unsettledRaces(limit: number): Promise<string[]> {
    const unsettled = await unsettledRaces(this.db, limit);
    // A race settled in the database whose room was never told (the room's own write failed).
    const rooms = await this.db.$queryRaw<{ id: string }[]>`
      SELECT r.id FROM "Room" AS m JOIN "Race" AS r ON r.id = m."raceId"
      WHERE m.phase = 'racing' AND r."finishedAt" IS NOT NULL
      LIMIT ${limit}`;
    return [...new Set([...unsettled, ...rooms.map((row) => row.id)])];
  }

  async setRaceDeadline(raceId: string, at: number): Promise<boolean> {
    const count = await this.db.$executeRaw`
      UPDATE "Race" SET "deadlineAt" = ${new Date(at)}::timestamp(3)
      WHERE id = ${raceId} AND "finishedAt" IS NULL
        AND ("deadlineAt" IS NULL OR "deadlineAt" > ${new Date(at)}::timestamp(3))`;
    return count === 1;
  }

  async dueRaces(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db.race.findMany({
      where: { finishedAt: null, deadlineAt: { lte: now } },
      select: { id: true },
      orderBy: { deadlineAt: "asc" },
      take: limit,
    });
    return rows.map((row) => row.id);
  }

  async untimedRaces(limit: number): Promise<string[]> {
    const rows = await this.db.race.findMany({
      where: { finishedAt: null, deadlineAt: null, winnerId: { not: null } },
      select: { id: true },
      take: limit,
    });
    return rows.map((row) => row.id);
  }

  async extendRooms(codes: readonly string[], until: Date): Promise<void> {
    if (codes.length === 0) return;
    await this.db.room.updateMany({
      where: { code: { in: [...codes] }, expiresAt: { lt: until } },
      data: { expiresAt: until },
    });
  }

  async expiredRooms(now: Date, limit: number): Promise<string[]> {
    const expired = await this.db.room.findMany({
      where: { expiresAt: { lt: now } },
      select: { code: true },
      take: limit,
    });
    return expired.map((room) => room.code);
  }

  async deleteExpired(codes: readonly string[], now: Date): Promise<string[]> {
    if (codes.length === 0) return [];
    // Only rooms still expired: one extended meanwhile (by another process) stays.
    const rows = await this.db.$queryRaw<{ code: string }[]>`
      DELETE FROM "Room" WHERE code = ANY(${[...codes]}::text[]) AND "expiresAt" < ${now}::timestamp(3)
      RETURNING code`;
    return rows.map((row) => row.code);
  }

  async dueAbsences(now: Date, limit: number) {
    const rows = await this.db.roomPlayer.findMany({
      where: { awayUntil: { lte: now } },
      select: { roomCode: true, guestId: true },
      orderBy: { awayUntil: "asc" },
      take: limit,
    });
    return rows.map((row) => ({ code: row.roomCode, guestId: row.guestId }));
  }

  async untimedRacers(limit: number) {
    const rows = await this.db.roomPlayer.findMany({
      where: { awayUntil: null, role: "player", room: { phase: "racing" } },
      select: { roomCode: true, guestId: true },
      take: limit,
    });
    return rows.map((row) => ({ code: row.roomCode, guestId: row.guestId }));
  }

  async renewOverdueAbsences(now: Date, until: Date): Promise<number> {
    // The room's version moves too: a room command that read the old deadline must not write
    // it back over the new one (its write is conditional on the version).
    return this.db.$transaction(async (tx) => {
      await tx.$executeRaw`
        UPDATE "Room" SET version = version + 1 WHERE code IN (
          SELECT "roomCode" FROM "RoomPlayer" WHERE "awayUntil" <= ${now}::timestamp(3))`;
      const { count } = await tx.roomPlayer.updateMany({
        where: { awayUntil: { lte: now } },
        data: { awayUntil: until },
      });
      return count;
    });
  }
}

/** The conditional write of a room and its members, inside the caller's transaction. */
async function writeRoom(tx: Tx, room: RoomRecord): Promise<void> {
  const { count } = await tx.room.updateMany({
    where: { code: room.code, version: room.version - 1 },
    data: roomFields(room),
  });
  if (count !== 1) throw new StaleRoomError(room.code);
  await tx.roomPlayer.deleteMany({ where: { roomCode: room.code } });
  const rows = memberRows(room);
  if (rows.length) await tx.roomPlayer.createMany({ data: rows });
}

function roomFields(room: RoomRecord) {
  return {
    hostId: room.hostId,
    level: room.settings.level,
    maxPlayers: room.settings.maxPlayers,
    mistakeChecking: room.settings.mistakeChecking,
    hintsAllowed: room.settings.hintsAllowed,
    phase: room.phase,
    raceId: room.raceId,
    round: room.round,
    version: room.version,
    expiresAt: room.expiresAt,
    updatedAt: new Date(),
  };
}

/** A guest sent away is kept as a row of this role: no name, no seat. */
const BANNED = "banned";

function memberRows(room: RoomRecord) {
  const members = room.members.map((m: MemberRecord) => ({
    roomCode: room.code,
    guestId: m.guestId,
    playerId: m.playerId,
    name: m.name,
    role: m.role,
    ready: m.ready,
    seat: m.seat,
    awayUntil: m.awayUntil === null ? null : new Date(m.awayUntil),
  }));
  const banned = room.banned.map((guestId, i) => ({
    roomCode: room.code,
    guestId,
    playerId: `banned-${i}`,
    name: "",
    role: BANNED,
    ready: false,
    seat: -1 - i,
  }));
  return [...members, ...banned];
}

function toRace(row: RaceRow): RaceRecord {
  return {
    id: row.id,
    roomCode: row.roomCode,
    round: row.round,
    level: row.level as Level,
    givens: row.givens,
    solution: row.solution,
    rating: { hardest: row.hardest, hardestName: row.hardestName, score: row.score },
    mistakeChecking: row.mistakeChecking,
    hintsAllowed: row.hintsAllowed,
    entrants: entrantsOf(row.entrants),
    startsAt: row.startsAt.getTime(),
    winnerId: row.winnerId,
    winnerAt: row.winnerAt?.getTime() ?? null,
    deadlineAt: row.deadlineAt?.getTime() ?? null,
    finishedAt: row.finishedAt?.getTime() ?? null,
  };
}

/** The stored entrants list, read defensively: it is JSON the server wrote itself. */
function entrantsOf(json: Prisma.JsonValue): Entrant[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((item) => {
    if (!item || typeof item !== "object" || Array.isArray(item)) return [];
    const { playerId, guestId, name } = item as Record<string, unknown>;
    return typeof playerId === "string" && typeof guestId === "string" && typeof name === "string"
      ? [{ playerId, guestId, name }]
      : [];
  });
}
