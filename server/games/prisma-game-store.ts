/** The GameStore on PostgreSQL (embedded or real), through Prisma. */
import { moveSchema } from "@/lib/game/move";
import { GAME_STATUS, type GameStatus, type Level } from "@/lib/game/protocol";
import type { Db } from "../db";
import { Prisma, type Game as GameRow } from "../generated/prisma/client";
import type { IssuedStep } from "./hint-grading";
import { StaleWriteError, type GameRecord, type GameStore, type StoredMove } from "./game-store";

export class PrismaGameStore implements GameStore {
  constructor(private readonly db: Db) {}

  async insertGame(game: GameRecord): Promise<void> {
    await this.db.game.create({ data: gameRowData(game) });
  }

  async listUnfinished(guestId: string, limit: number): Promise<GameRecord[]> {
    const rows = await this.db.game.findMany({
      where: { guestId, status: GAME_STATUS.playing, raceId: null },
      orderBy: { updatedAt: "desc" },
      take: limit,
    });
    return rows.map(toRecord);
  }

  async loadGame(id: string): Promise<{ game: GameRecord; moves: StoredMove[] } | null> {
    const row = await this.db.game.findUnique({
      where: { id },
      include: { moves: { orderBy: { seq: "asc" } } },
    });
    if (!row) return null;
    const moves = row.moves.map((m) => ({
      seq: m.seq,
      moveId: m.moveId,
      // Stored moves passed this schema on the way in; parsing again types them honestly.
      move: moveSchema.parse(m.payload),
    }));
    return { game: toRecord(row), moves };
  }

  /**
   * One statement, hence one round trip and atomic: the game's update runs only at the
   * expected version, and the move is inserted only if that update happened. On the embedded
   * database every round trip waits its turn on PGlite's single session, so a four-statement
   * transaction would cost four times as much per move.
   */
  async appendMove(game: GameRecord, move: StoredMove): Promise<void> {
    const f = mutableFields(game);
    const inserted = await this.db.$executeRaw`
      WITH updated AS (
        UPDATE "Game" SET
          "mistakeChecking" = ${f.mistakeChecking}, mistakes = ${f.mistakes},
          "hintsNudge" = ${f.hintsNudge}, "hintsCells" = ${f.hintsCells},
          "hintsStep" = ${f.hintsStep}, "hintsCheck" = ${f.hintsCheck}, status = ${f.status},
          "activeMs" = ${f.activeMs}, "resumedAt" = ${f.resumedAt}::timestamp(3),
          "pausedByPlayer" = ${f.pausedByPlayer}, version = ${f.version},
          revision = ${f.revision},
          "finishedAt" = ${f.finishedAt}::timestamp(3), filled = ${f.filled},
          "issuedStep" = ${issuedStepJson(game)}::jsonb,
          "updatedAt" = ${f.updatedAt}::timestamp(3)
        WHERE id = ${game.id} AND version = ${move.seq - 1} AND revision = ${game.revision - 1}
        RETURNING id
      )
      INSERT INTO "Move" ("gameId", seq, "moveId", payload)
      SELECT id, ${move.seq}, ${move.moveId}, ${JSON.stringify(move.move)}::jsonb FROM updated`;
    if (inserted !== 1) throw new StaleWriteError(game.id);
  }

  async saveGame(game: GameRecord): Promise<void> {
    const { count } = await this.db.game.updateMany({
      where: { id: game.id, version: game.version, revision: game.revision - 1 },
      data: { ...mutableFields(game), issuedStep: issuedStepInput(game.issuedStep) },
    });
    if (count !== 1) throw new StaleWriteError(game.id);
  }
}

function mutableFields(game: GameRecord) {
  return {
    mistakeChecking: game.mistakeChecking,
    mistakes: game.mistakes,
    hintsNudge: game.hints.nudge,
    hintsCells: game.hints.cells,
    hintsStep: game.hints.step,
    hintsCheck: game.hints.check,
    status: game.status,
    activeMs: BigInt(Math.round(game.clock.activeMs)),
    resumedAt: game.clock.resumedAt === null ? null : new Date(game.clock.resumedAt),
    pausedByPlayer: game.clock.pausedByPlayer,
    version: game.version,
    revision: game.revision,
    finishedAt: game.finishedAt,
    filled: game.filled,
    updatedAt: game.updatedAt,
    gaveUp: game.gaveUp,
    forfeited: game.forfeited,
  };
}

/** The columns of a new game row that link it to its race (null for single-player). */
export function raceFields(game: GameRecord) {
  return {
    raceId: game.race?.raceId ?? null,
    startsAt: game.race ? new Date(game.race.startsAt) : null,
    hintsAllowed: game.race?.hintsAllowed ?? true,
  };
}

/** Every column of a new game row: for stores that insert games in their own transaction. */
export function gameRowData(game: GameRecord) {
  return {
    id: game.id,
    guestId: game.guestId,
    level: game.level,
    givens: game.givens,
    solution: game.solution,
    hardest: game.rating.hardest,
    hardestName: game.rating.hardestName,
    score: game.rating.score,
    createdAt: game.createdAt,
    ...raceFields(game),
    ...mutableFields(game),
  };
}

function issuedStepInput(step: IssuedStep | null) {
  if (!step) return Prisma.DbNull;
  const plain = (list: IssuedStep["placements"]) =>
    list.map(({ cell, digit }) => ({ cell, digit }));
  return { placements: plain(step.placements), eliminations: plain(step.eliminations) };
}

function issuedStepJson(game: GameRecord): string | null {
  return game.issuedStep && JSON.stringify(game.issuedStep);
}

/** The stored step, parsed as the step move it allows (it passed that schema's engine). */
function issuedStepOf(json: Prisma.JsonValue): IssuedStep | null {
  if (json === null || typeof json !== "object" || Array.isArray(json)) return null;
  const move = moveSchema.parse({ ...json, type: "step" });
  return move.type === "step" ? move : null;
}

function toRecord(row: GameRow): GameRecord {
  return {
    id: row.id,
    guestId: row.guestId,
    level: row.level as Level | "custom",
    givens: row.givens,
    solution: row.solution,
    rating: { hardest: row.hardest, hardestName: row.hardestName, score: row.score },
    mistakeChecking: row.mistakeChecking,
    mistakes: row.mistakes,
    hints: {
      nudge: row.hintsNudge,
      cells: row.hintsCells,
      step: row.hintsStep,
      check: row.hintsCheck,
    },
    status: row.status as GameStatus,
    issuedStep: issuedStepOf(row.issuedStep),
    clock: {
      activeMs: Number(row.activeMs),
      resumedAt: row.resumedAt?.getTime() ?? null,
      pausedByPlayer: row.pausedByPlayer,
    },
    version: row.version,
    revision: row.revision,
    filled: row.filled,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    finishedAt: row.finishedAt,
    race:
      row.raceId && row.startsAt
        ? { raceId: row.raceId, startsAt: row.startsAt.getTime(), hintsAllowed: row.hintsAllowed }
        : null,
    gaveUp: row.gaveUp,
    forfeited: row.forfeited,
  };
}
