/** The GameStore on PostgreSQL (embedded or real), through Prisma. */
import { moveSchema } from "@/lib/game/move";
import { ERROR_CODES, GAME_STATUS, type GameStatus, type Level } from "@/lib/game/protocol";
import type { Db } from "../db";
import { Prisma, type Game as GameRow } from "../generated/prisma/client";
import {
  StaleWriteError,
  type GameRecord,
  type GameStamp,
  type GameStore,
  type StoredMove,
} from "./game-store";
import { GameError } from "./errors";
import { GroupCommit, type BatchOutcome } from "./group-commit";
import type { IssuedStep } from "./hint-grading";
import { awardRaceWin, FINISH_TX_OPTIONS, recordResult, type Tx } from "../results/record-result";
import { claimWinner, finishIfAllOver, lockRace } from "../rooms/race-settlement";

export interface PrismaGameStoreOptions {
  /**
   * Batches of moves in flight at once (default 4): on PostgreSQL a slow commit (an fsync)
   * does not hold every other move back; on the embedded database a batch runs synchronously
   * anyway, so the setting changes nothing there.
   */
  concurrentBatches?: number;
  /** The most moves written in one statement. */
  maxBatch?: number;
}

interface PendingMove {
  game: GameRecord;
  move: StoredMove;
}

export class PrismaGameStore implements GameStore {
  private readonly moves: GroupCommit<PendingMove>;

  constructor(
    private readonly db: Db,
    options: PrismaGameStoreOptions = {},
  ) {
    this.moves = new GroupCommit({
      writeBatch: (items) => this.writeMoves(items),
      keyOf: ({ game }) => game.id,
      maxBatch: options.maxBatch ?? 200,
      maxInFlight: options.concurrentBatches ?? 4,
    });
  }

  async insertGame(game: GameRecord): Promise<void> {
    await this.db.game.create({ data: gameRowData(game) });
  }

  async listUnfinished(guestId: string, limit: number): Promise<GameRecord[]> {
    const rows = await this.db.game.findMany({
      // Race and challenge games are resumed from their room or link, never from "Continue".
      where: { guestId, status: GAME_STATUS.playing, raceId: null, challengeCode: null },
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

  async loadStamp(id: string): Promise<GameStamp | null> {
    return this.db.game.findUnique({
      where: { id },
      select: { version: true, revision: true, guestId: true },
    });
  }

  /**
   * Moves of different games that arrive while a write is in flight are written together
   * (group commit, see group-commit.ts): one statement for the batch, each move still
   * conditional on its own game's version, each caller told its own outcome.
   */
  appendMove(game: GameRecord, move: StoredMove): Promise<void> {
    // The finishing move is written alone, with its result and its race's winner and end, so
    // that a finished game is never without them: it must not ride in a batch statement that
    // knows nothing of results or races.
    if (game.status !== GAME_STATUS.playing) {
      return this.endGame(game, (tx) => this.appendOne(game, move, tx));
    }
    return this.moves.add({ game, move });
  }

  private async writeMoves(items: readonly PendingMove[]): Promise<BatchOutcome[]> {
    if (items.length === 1) {
      const [{ game, move }] = items;
      return [await this.appendOne(game, move).then(() => null, asError)];
    }
    let written: Set<string>;
    try {
      written = await this.appendMany(items);
    } catch {
      // One bad row (a duplicate key, say) fails the whole statement and writes nothing: each
      // move is then written alone, so only its own caller sees its failure.
      return Promise.all(
        items.map(({ game, move }) => this.appendOne(game, move).then(() => null, asError)),
      );
    }
    return items.map(({ game }) => (written.has(game.id) ? null : new StaleWriteError(game.id)));
  }

  /**
   * The batch form of appendOne, in one statement (atomic, one round trip): each game's
   * update runs only at its expected version and revision, and each move is inserted only if
   * its game's update happened. Resolves with the ids of the games written.
   */
  private async appendMany(items: readonly PendingMove[]): Promise<Set<string>> {
    const rows = items.map(({ game, move }) => {
      const f = mutableFields(game);
      return {
        ...f,
        id: game.id,
        // Within JSON: the text forms PostgreSQL's input functions read back exactly.
        activeMs: f.activeMs.toString(),
        resumedAt: f.resumedAt?.toISOString() ?? null,
        finishedAt: f.finishedAt?.toISOString() ?? null,
        updatedAt: f.updatedAt.toISOString(),
        startedAt: f.startedAt?.toISOString() ?? null,
        issuedStep: game.issuedStep,
        expectedRevision: game.revision - 1,
        seq: move.seq,
        moveId: move.moveId,
        payload: move.move,
      };
    });
    const inserted = await this.db.$queryRaw<{ gameId: string }[]>`
      WITH input AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS i(
          id text, "mistakeChecking" boolean, mistakes integer, "hintsNudge" integer,
          "hintsCells" integer, "hintsStep" integer, "hintsCheck" integer, status text,
          "activeMs" bigint, "resumedAt" timestamp(3), "pausedByPlayer" boolean,
          version integer, revision integer, "finishedAt" timestamp(3), filled integer,
          "issuedStep" jsonb, "updatedAt" timestamp(3), "startedAt" timestamp(3),
          "expectedRevision" integer,
          seq integer, "moveId" text, payload jsonb)
      ),
      updated AS (
        UPDATE "Game" AS g SET
          "mistakeChecking" = i."mistakeChecking", mistakes = i.mistakes,
          "hintsNudge" = i."hintsNudge", "hintsCells" = i."hintsCells",
          "hintsStep" = i."hintsStep", "hintsCheck" = i."hintsCheck", status = i.status,
          "activeMs" = i."activeMs", "resumedAt" = i."resumedAt",
          "pausedByPlayer" = i."pausedByPlayer", version = i.version, revision = i.revision,
          "finishedAt" = i."finishedAt", filled = i.filled, "issuedStep" = i."issuedStep",
          "updatedAt" = i."updatedAt", "startedAt" = i."startedAt"
        FROM input AS i
        -- The ANY over the ids makes the plan look the games up by primary key: joined on the
        -- function's rows alone, the planner scans the whole table once per batch.
        WHERE g.id = ANY (ARRAY(SELECT id FROM input)) AND g.id = i.id
          AND g.version = i.seq - 1 AND g.revision = i."expectedRevision"
        RETURNING g.id
      )
      INSERT INTO "Move" ("gameId", seq, "moveId", payload, "createdAt")
      SELECT i.id, i.seq, i."moveId", i.payload, i."updatedAt"
      FROM input AS i JOIN updated AS u ON u.id = i.id
      RETURNING "gameId"`;
    return new Set(inserted.map((row) => row.gameId));
  }

  /**
   * One statement, hence one round trip and atomic: the game's update runs only at the
   * expected version, and the move is inserted only if that update happened. On the embedded
   * database every round trip waits its turn on PGlite's single session, so a four-statement
   * transaction would cost four times as much per move.
   */
  private async appendOne(game: GameRecord, move: StoredMove, db: Tx = this.db): Promise<void> {
    const f = mutableFields(game);
    const inserted = await db.$executeRaw`
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
          "updatedAt" = ${f.updatedAt}::timestamp(3), "startedAt" = ${f.startedAt}::timestamp(3)
        WHERE id = ${game.id} AND version = ${move.seq - 1} AND revision = ${game.revision - 1}
        RETURNING id
      )
      INSERT INTO "Move" ("gameId", seq, "moveId", payload, "createdAt")
      SELECT id, ${move.seq}, ${move.moveId}, ${JSON.stringify(move.move)}::jsonb,
        ${f.updatedAt}::timestamp(3)
      FROM updated`;
    if (inserted !== 1) throw new StaleWriteError(game.id);
  }

  async saveGame(game: GameRecord): Promise<void> {
    const write = async (db: Tx) => {
      const { count } = await db.game.updateMany({
        where: { id: game.id, version: game.version, revision: game.revision - 1 },
        data: { ...mutableFields(game), issuedStep: issuedStepInput(game.issuedStep) },
      });
      if (count !== 1) throw new StaleWriteError(game.id);
    };
    if (game.status === GAME_STATUS.playing) return write(this.db);
    // A give-up or a forfeit ends the game without a move: its result goes with it. Any later
    // write of a finished game finds the result there and adds nothing.
    await this.endGame(game, write);
  }

  /**
   * The write that ends a game (or any write of an ended one), in one transaction with what
   * follows from it: a race game's solved grid claims the race's winner before the Result is
   * written (so the Result sees it), and the last race game to end finishes the race. The race
   * row is locked before the game's write, so two racers ending at once on two connections
   * are decided one after the other (see race-settlement.ts).
   */
  private endGame(game: GameRecord, write: (tx: Tx) => Promise<void>): Promise<void> {
    const raceId = game.race?.raceId ?? null;
    return this.db.$transaction(async (tx) => {
      const race = raceId ? await lockRace(tx, raceId) : null;
      // The round's deadline is the database's: a grid completed at or after it does not
      // count, whichever process took the move and whether or not its timer has fired yet
      // (the game then ends as "did not finish" with the round).
      const at = game.finishedAt ?? game.updatedAt;
      if (game.status === GAME_STATUS.solved && race?.deadlineAt && at >= race.deadlineAt) {
        throw new GameError(ERROR_CODES.gameOver, "Time is up: the round ended before this move.");
      }
      await write(tx);
      if (raceId && game.status === GAME_STATUS.solved) {
        await claimWinner(tx, raceId, game.guestId, game.finishedAt ?? game.updatedAt);
      }
      await recordResult(tx, game);
      // A first finisher held for review wins nothing: the first plausible solve takes the win.
      if (raceId && game.status === GAME_STATUS.solved) {
        await awardRaceWin(tx, raceId, game.id, game.guestId);
      }
      if (raceId) await finishIfAllOver(tx, raceId);
    }, FINISH_TX_OPTIONS);
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
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
    startedAt: game.startedAt,
  };
}

/** The columns of a new game row that link it to its race or challenge (null for solo). */
export function raceFields(game: GameRecord) {
  const link = game.race ?? game.challenge;
  return {
    raceId: game.race?.raceId ?? null,
    challengeCode: game.challenge?.code ?? null,
    startsAt: link ? new Date(link.startsAt) : null,
    hintsAllowed: link?.hintsAllowed ?? true,
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
    dailyDate: game.dailyDate,
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
    hints: hintsOf(row),
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
    startedAt: row.startedAt,
    dailyDate: row.dailyDate,
    challenge:
      row.challengeCode && row.startsAt
        ? {
            code: row.challengeCode,
            startsAt: row.startsAt.getTime(),
            hintsAllowed: row.hintsAllowed,
          }
        : null,
  };
}

/** A game row's hint counters as the protocol's HintCounts. */
export function hintsOf(
  row: Pick<GameRow, "hintsNudge" | "hintsCells" | "hintsStep" | "hintsCheck">,
) {
  return {
    nudge: row.hintsNudge,
    cells: row.hintsCells,
    step: row.hintsStep,
    check: row.hintsCheck,
  };
}
