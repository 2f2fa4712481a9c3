/**
 * The replay is read from the Race, Game and Move tables of a migrated embedded database, as
 * the races wrote them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Move } from "@/lib/game/move";
import type { ReplayData } from "@/lib/game/room-protocol";
import { createDb, type Db } from "../db";
import type { EmbeddedDb } from "../embedded-db";
import { startMigratedDb } from "../test-support/db-template";
import { startTestServer, type TestServer } from "../test-support/harness";
import { ask, fill, must, openGame, roomOf, roomWhere, startRace } from "../test-support/race";
import { loadReplay, replayAvailability, replayForClient } from "./replay-query";

const GIVENS = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const SOLUTION =
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const STARTS_AT = new Date("2026-11-23T12:00:00.000Z");
const after = (ms: number) => new Date(STARTS_AT.getTime() + ms);

let embedded: EmbeddedDb;
let db: Db;

beforeAll(async () => {
  embedded = await startMigratedDb();
  db = createDb(embedded.adapter);
});

afterAll(async () => {
  await db?.$disconnect();
  await embedded?.stop();
});

let ids = 0;
const nextId = (prefix: string) => `${prefix}-${String(++ids).padStart(6, "0")}`;

interface Racer {
  playerId: string;
  guestId: string;
  name: string;
  game?: {
    status?: string;
    gaveUp?: boolean;
    forfeited?: boolean;
    mistakes?: number;
    hintsStep?: number;
    hintsCheck?: number;
    finishedAt?: Date;
    moves?: { atMs: number; move: Move }[];
  };
}

async function createRace(
  racers: Racer[],
  race: { winnerId?: string; finishedAt?: Date | null } = {},
): Promise<string> {
  const raceId = nextId("race");
  await db.race.create({
    data: {
      id: raceId,
      roomCode: "K7QM4P",
      round: 2,
      level: "medium",
      givens: GIVENS,
      solution: SOLUTION,
      hardest: "hidden-single",
      hardestName: "Hidden single",
      score: 104,
      mistakeChecking: true,
      hintsAllowed: true,
      entrants: racers.map(({ playerId, guestId, name }) => ({ playerId, guestId, name })),
      startsAt: STARTS_AT,
      winnerId: race.winnerId ?? null,
      finishedAt: race.finishedAt === undefined ? after(600_000) : race.finishedAt,
    },
  });
  for (const racer of racers) {
    if (!racer.game) continue;
    const { moves = [], ...game } = racer.game;
    const gameId = nextId("game");
    await db.game.create({
      data: {
        id: gameId,
        guestId: racer.guestId,
        level: "medium",
        givens: GIVENS,
        solution: SOLUTION,
        hardest: "hidden-single",
        hardestName: "Hidden single",
        score: 104,
        mistakeChecking: true,
        raceId,
        startsAt: STARTS_AT,
        version: moves.length,
        ...game,
      },
    });
    // Written out of order on purpose: the log is ordered by seq, not by insertion.
    for (const [i, { atMs, move }] of [...moves.entries()].reverse()) {
      await db.move.create({
        data: {
          gameId,
          seq: i + 1,
          moveId: `m-${i}`,
          payload: move,
          createdAt: after(atMs),
        },
      });
    }
  }
  return raceId;
}

const ANA = { playerId: "p-ana", guestId: "guest-secret-ana-0001", name: "Ana" };
const BO = { playerId: "p-bo", guestId: "guest-secret-bo-0002", name: "Bo" };
const CY = { playerId: "p-cy", guestId: "guest-secret-cy-0003", name: "Cy" };
const DEE = { playerId: "p-dee", guestId: "guest-secret-dee-0004", name: "Dee" };
const ED = { playerId: "p-ed", guestId: "guest-secret-ed-0005", name: "Ed" };
const FAY = { playerId: "p-fay", guestId: "guest-secret-fay-0006", name: "Fay" };

describe("a finished race", () => {
  let raceId: string;
  beforeAll(async () => {
    raceId = await createRace(
      [
        // Seat order: Bo sat first but finished second.
        {
          ...BO,
          game: { status: "solved", finishedAt: after(250_000), mistakes: 1, hintsCheck: 1 },
        },
        {
          ...ANA,
          game: {
            status: "solved",
            finishedAt: after(200_000),
            hintsStep: 2,
            moves: [
              { atMs: 4_000, move: { type: "value", cells: [2], digit: 4 } },
              { atMs: 9_500, move: { type: "centre", cells: [3, 5], digit: 6 } },
              { atMs: 31_000, move: { type: "undo" } },
            ],
          },
        },
        { ...CY, game: { status: "playing", gaveUp: true, mistakes: 2 } },
        { ...DEE }, // never opened the game
        { ...ED, game: { status: "playing", forfeited: true } }, // left and never came back
        { ...FAY, game: { status: "playing" } }, // still open when the race ended
      ],
      { winnerId: ANA.playerId },
    );
  });

  // No Room row is ever written here: the replay needs only the race, as after a room's sweep.
  it("holds the puzzle, its rating and the race's instants, with no room left", async () => {
    expect(await db.room.count()).toBe(0);
    const replay = await loadReplay(db, raceId);
    expect(replay).not.toHaveProperty("roomCode");
    expect(replay).toMatchObject({
      raceId,
      round: 2,
      level: "medium",
      givens: GIVENS,
      solution: SOLUTION,
      rating: { hardest: "hidden-single", hardestName: "Hidden single", score: 104 },
      startsAt: STARTS_AT.getTime(),
      finishedAt: STARTS_AT.getTime() + 600_000,
      winnerId: ANA.playerId,
    });
  });

  it("lists every entrant in seat order with their result", async () => {
    const replay = await loadReplay(db, raceId);
    const results = replay?.racers.map(({ moves: _moves, ...result }) => result);
    const none = { nudge: 0, cells: 0, step: 0, check: 0 };
    expect(results).toEqual([
      {
        playerId: "p-bo",
        name: "Bo",
        status: "solved",
        timeMs: 250_000,
        rank: 2,
        mistakes: 1,
        hints: { ...none, check: 1 },
      },
      {
        playerId: "p-ana",
        name: "Ana",
        status: "solved",
        timeMs: 200_000,
        rank: 1,
        mistakes: 0,
        hints: { ...none, step: 2 },
      },
      {
        playerId: "p-cy",
        name: "Cy",
        status: "gaveUp",
        timeMs: null,
        rank: null,
        mistakes: 2,
        hints: none,
      },
      ...[DEE, ED, FAY].map(({ playerId, name }) => ({
        playerId,
        name,
        status: "forfeited",
        timeMs: null,
        rank: null,
        mistakes: 0,
        hints: none,
      })),
    ]);
  });

  it("gives each racer's moves in order, timed from the start by the server", async () => {
    const replay = await loadReplay(db, raceId);
    expect(replay?.racers[1].moves).toEqual([
      { atMs: 4_000, move: { type: "value", cells: [2], digit: 4 } },
      { atMs: 9_500, move: { type: "centre", cells: [3, 5], digit: 6 } },
      { atMs: 31_000, move: { type: "undo" } },
    ]);
    expect(replay?.racers[0].moves).toEqual([]);
  });

  it("never carries a guest id", async () => {
    const text = JSON.stringify(await loadReplay(db, raceId));
    expect(text).not.toMatch(/guest-secret/);
    expect(text).not.toMatch(/guestId/);
  });
});

it("ranks the winner the database recorded first when two finish in the same millisecond", async () => {
  const at = after(123_456);
  const raceId = await createRace(
    [
      { ...ANA, game: { status: "solved", finishedAt: at } },
      { ...BO, game: { status: "solved", finishedAt: at } },
    ],
    { winnerId: BO.playerId },
  );
  const replay = await loadReplay(db, raceId);
  expect(replay?.racers.map((r) => [r.playerId, r.rank, r.timeMs])).toEqual([
    ["p-ana", 2, 123_456],
    ["p-bo", 1, 123_456],
  ]);
});

it("counts a racer who lost on mistakes as failed, without a rank", async () => {
  const raceId = await createRace([
    { ...ANA, game: { status: "failed", mistakes: 3, finishedAt: after(90_000) } },
    { ...BO, game: { status: "solved", finishedAt: after(95_000) } },
  ]);
  const replay = await loadReplay(db, raceId);
  expect(replay?.racers.map((r) => [r.status, r.rank, r.timeMs])).toEqual([
    ["failed", null, null],
    ["solved", 1, 95_000],
  ]);
});

it("is not given for a race still going, nor for an unknown race", async () => {
  const racing = await createRace([{ ...ANA, game: { status: "playing" } }, { ...BO }], {
    finishedAt: null,
  });
  expect(await loadReplay(db, racing)).toBeNull();
  expect(await replayAvailability(db, racing)).toBe("racing");
  expect(await loadReplay(db, "race-does-not-exist")).toBeNull();
  expect(await replayAvailability(db, "race-does-not-exist")).toBe("missing");
});

it("answers the page: too early for a race still going, nothing for an unknown race", async () => {
  const racing = await createRace([{ ...ANA, game: { status: "playing" } }, { ...BO }], {
    finishedAt: null,
  });
  await expect(replayForClient(db, racing)).rejects.toMatchObject({ code: "too_early" });
  expect(await replayForClient(db, "race-does-not-exist")).toBeNull();
  const finished = await createRace([{ ...ANA, game: { status: "solved", finishedAt: after(1) } }]);
  expect((await replayForClient(db, finished))?.raceId).toBe(finished);
});

describe("replay:get on the real server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rooms: { countdownMs: 200 } });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("is refused as too early during the race, then gives the whole race to anyone", async () => {
    const { code, racers } = await roomOf(server, 2);
    try {
      await startRace(code, racers);
      const plays = await Promise.all(racers.map((racer) => openGame(code, racer)));
      const raceId = racers[0].room.race!.id;
      const early = await ask(racers[1], "replay:get", { raceId });
      expect(early).toMatchObject({ ok: false, error: { code: "too_early" } });

      const noted = plays[0].todo[0].cell; // fill() empties the list
      await must(racers[0], "move:submit", {
        gameId: plays[0].gameId,
        moveId: "replay-int-note",
        move: { type: "corner", cells: [noted], digit: 1 },
      });
      for (const play of plays) await fill(play);
      await roomWhere(racers[1], (r) => r.phase === "finished");

      const { replay } = await must<{ replay: ReplayData }>(racers[1], "replay:get", { raceId });
      expect(replay.racers.map((r) => [r.name, r.status, r.rank])).toEqual([
        ["Racer 1", "solved", 1],
        ["Racer 2", "solved", 2],
      ]);
      const toFill = [...replay.givens].filter((d) => d === "0").length;
      expect(replay.racers.map((r) => r.moves.length)).toEqual([toFill + 1, toFill]);
      expect(replay.racers[0].moves[0].move).toEqual({
        type: "corner",
        cells: [noted],
        digit: 1,
      });
      const times = replay.racers[0].moves.map((m) => m.atMs);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]).toBeGreaterThanOrEqual(0);
      expect(JSON.stringify(replay)).not.toContain(racers[0].guestId);

      const unknown = await ask(racers[0], "replay:get", { raceId: "race-none-000000" });
      expect(unknown).toMatchObject({ ok: false, error: { code: "not_found" } });
    } finally {
      for (const racer of racers) racer.socket.disconnect();
    }
  });
});
