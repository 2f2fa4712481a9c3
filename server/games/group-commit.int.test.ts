/**
 * The group commit of moves on a real database (embedded PGlite; PostgreSQL too when
 * TEST_DATABASE_URL is set): moves of several games arriving together are written in one
 * statement, each still conditional on its own game's version and revision, and each caller
 * learns its own outcome.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db";
import { startTestServer, type TestServer } from "../test-support/harness";
import { StaleWriteError, type GameRecord, type StoredMove } from "./game-store";
import { PrismaGameStore } from "./prisma-game-store";

const GIVENS = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const SOLUTION =
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

function newGame(): GameRecord {
  const now = new Date(Date.UTC(2026, 10, 23, 12, 0, 0, 123));
  return {
    id: `batch-${randomBytes(8).toString("hex")}`,
    guestId: "guest-group-commit",
    level: "easy",
    givens: GIVENS,
    solution: SOLUTION,
    rating: { hardest: "hidden-single", hardestName: "Hidden single", score: 100 },
    mistakeChecking: false,
    mistakes: 0,
    hints: { nudge: 0, cells: 0, step: 0, check: 0 },
    status: "playing",
    issuedStep: null,
    clock: { activeMs: 0, resumedAt: now.getTime(), pausedByPlayer: false },
    version: 0,
    revision: 0,
    filled: 0,
    createdAt: now,
    updatedAt: now,
    finishedAt: null,
    race: null,
    challenge: null,
    gaveUp: false,
    forfeited: false,
    startedAt: null,
    dailyDate: null,
  };
}

/** The game after one more move, as the service would compute it. */
function played(game: GameRecord, changes: Partial<GameRecord> = {}): GameRecord {
  return {
    ...game,
    version: game.version + 1,
    revision: game.revision + 1,
    filled: game.filled + 1,
    clock: { ...game.clock, activeMs: game.clock.activeMs + 1_234 },
    updatedAt: new Date(game.updatedAt.getTime() + 1_000),
    ...changes,
  };
}

function moveOf(game: GameRecord, moveId: string): StoredMove {
  return { seq: game.version, moveId, move: { type: "value", cells: [2], digit: 4 } };
}

/** Counts the batch statements the store sends. */
function counting(db: Db): { db: Db; batches: () => number } {
  let batches = 0;
  const wrapped = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== "$queryRaw" || typeof value !== "function") return value;
      return (...args: unknown[]) => {
        batches++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: wrapped, batches: () => batches };
}

const targets = [
  { name: "embedded PGlite", env: {} },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "PostgreSQL", env: { DATABASE_URL: process.env.TEST_DATABASE_URL } }]
    : []),
];

describe.each(targets)("group commit on $name", ({ env }) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env });
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it("writes moves of several games in one statement, refusing only the stale one", async () => {
    const { db, batches } = counting(server.db);
    const store = new PrismaGameStore(db);
    const games = Array.from({ length: 6 }, newGame);
    for (const game of games) await store.insertGame(game);

    const next = games.map((game, i) =>
      played(
        game,
        i === 1 ? { issuedStep: { placements: [{ cell: 3, digit: 9 }], eliminations: [] } } : {},
      ),
    );
    // Game 4's write was computed from a version the database does not hold.
    const stale = { ...next[4], version: 2 };
    const outcomes = await Promise.allSettled([
      ...next.slice(0, 4).map((game, i) => store.appendMove(game, moveOf(game, `batch-move-${i}`))),
      store.appendMove(stale, moveOf(stale, "batch-move-4")),
      store.appendMove(next[5], moveOf(next[5], "batch-move-5")),
    ]);

    // The six moves, added in one turn of the event loop, went in one statement.
    expect(batches()).toBe(1);
    expect(outcomes.map((o) => o.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect((outcomes[4] as PromiseRejectedResult).reason).toBeInstanceOf(StaleWriteError);
    for (const [i, game] of next.entries()) {
      const loaded = await store.loadGame(game.id);
      if (i === 4) {
        expect(loaded).toMatchObject({ game: { version: 0, revision: 0 }, moves: [] });
        continue;
      }
      // A stored step reads back as the step move it allows (see issuedStepOf).
      const issuedStep = game.issuedStep && { ...game.issuedStep, type: "step" };
      expect(loaded?.game).toEqual({ ...game, issuedStep });
      expect(loaded?.moves).toEqual([moveOf(game, `batch-move-${i}`)]);
    }
  });

  it("a move that breaks the statement (a duplicate seq) fails alone; the others are written", async () => {
    const store = new PrismaGameStore(server.db);
    const games = Array.from({ length: 4 }, newGame);
    for (const game of games) await store.insertGame(game);
    const first = played(games[0]);
    await store.appendMove(first, moveOf(first, "dup-first"));
    // Game 2 has a move 1 in its log already, but its row still says version 0 (written by
    // hand, as a broken or foreign writer might): the batch's insert of seq 1 collides.
    await server.db.move.create({
      data: { gameId: games[2].id, seq: 1, moveId: "foreign", payload: { type: "undo" } },
    });
    const second = played(first);
    const next = [second, played(games[1]), played(games[2]), played(games[3])];
    const outcomes = await Promise.allSettled([
      store.appendMove(next[0], moveOf(next[0], "dup-second")),
      store.appendMove(next[1], moveOf(next[1], "dup-1")),
      store.appendMove(next[2], moveOf(next[2], "dup-2")),
      store.appendMove(next[3], moveOf(next[3], "dup-3")),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect((await store.loadGame(games[2].id))?.game).toMatchObject({ version: 0, revision: 0 });
    expect((await store.loadGame(games[3].id))?.game).toEqual(next[3]);
    expect((await store.loadGame(games[0].id))?.moves.map((m) => m.moveId)).toEqual([
      "dup-first",
      "dup-second",
    ]);
  });
});
