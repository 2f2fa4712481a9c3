/**
 * Leaderboards over rows inserted with Prisma into a real (in-memory PGlite) database: ties,
 * pages, the viewer's rank off the page, the raced filter, held-out results, guests and
 * deleted accounts, and the week boundary of race wins.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseBoardParams, type BoardParams } from "@/lib/leaderboard/board-params";
import { createDb, type Db } from "../db";
import type { EmbeddedDb } from "../embedded-db";
import { startMigratedDb } from "../test-support/db-template";
import { loadBoard } from "./board-query";

const NOW = new Date("2026-11-23T00:30:00Z"); // a Monday, just after midnight
const DATE = "2026-11-23";
const GIVENS = "0".repeat(81);

let embedded: EmbeddedDb;
let db: Db;
let gameCounter = 0;

beforeAll(async () => {
  embedded = await startMigratedDb();
  db = createDb(embedded.adapter);
  // Migrating a fresh PGlite takes a few seconds alone, far more on a busy machine.
}, 180_000);

afterAll(async () => {
  await db?.$disconnect();
  await embedded?.stop();
});

beforeEach(async () => {
  await db.$executeRawUnsafe(
    `TRUNCATE "Result", "BestTime", "PlayerStats", "Game", "Race", "User" CASCADE`,
  );
});

function params(raw: Record<string, string>): BoardParams {
  return parseBoardParams(raw, NOW).params;
}

/** Accounts named `names` (display name = name), returning their player ids in order. */
async function users(...names: string[]): Promise<string[]> {
  await db.user.createMany({
    data: names.map((name) => ({
      id: `id-${name}`,
      usernameKey: name.toLowerCase(),
      username: name,
      displayName: name,
    })),
  });
  return names.map((name) => `user:id-${name}`);
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 12, minute));

async function result(
  playerId: string,
  fields: {
    kind?: "single" | "race" | "daily";
    rankedMs?: number;
    finishedAt?: Date;
    review?: string;
    raceId?: string;
    won?: boolean;
    /** Whether a win counts on the boards (someone else raced); as `won` by default. */
    contested?: boolean;
    dailyDate?: string;
    level?: string;
  } = {},
): Promise<string> {
  const gameId = `game-${++gameCounter}`;
  const finishedAt = fields.finishedAt ?? at(0);
  await db.result.create({
    data: {
      gameId,
      playerId,
      kind: fields.kind ?? "daily",
      level: fields.level ?? "easy",
      givens: GIVENS,
      score: 100,
      emptyCells: 50,
      startedAt: new Date(finishedAt.getTime() - 60_000),
      finishedAt,
      activeMs: fields.rankedMs ?? 60_000,
      hintsNudge: 0,
      hintsCells: 0,
      hintsStep: 0,
      hintsCheck: 0,
      mistakes: 0,
      solved: true,
      penaltyMs: 0,
      rankedMs: fields.rankedMs ?? 60_000,
      review: fields.review ?? null,
      raceId: fields.raceId ?? null,
      won: fields.won ?? false,
      contested: fields.contested ?? fields.won ?? false,
      dailyDate: (fields.dailyDate ?? (fields.kind ?? "daily") === "daily") ? DATE : null,
    },
  });
  return gameId;
}

async function bestTimes(level: string, entries: [string, number, Date?][]): Promise<void> {
  await db.bestTime.createMany({
    data: entries.map(([playerId, rankedMs, finishedAt], i) => ({
      level,
      playerId,
      rankedMs,
      gameId: `best-${level}-${i}`,
      finishedAt: finishedAt ?? at(i),
    })),
  });
}

/** A race between `players` (its Game rows and Results), won by the first. */
async function race(id: string, players: string[]): Promise<void> {
  await db.race.create({
    data: {
      id,
      roomCode: "ROOM01",
      round: 1,
      level: "easy",
      givens: GIVENS,
      solution: GIVENS,
      hardest: "single",
      hardestName: "Single",
      score: 100,
      mistakeChecking: false,
      hintsAllowed: true,
      entrants: [],
      startsAt: at(0),
    },
  });
  for (const [i, playerId] of players.entries()) {
    const gameId = await result(playerId, { kind: "race", raceId: id, won: i === 0 });
    await db.game.create({
      data: {
        id: gameId,
        guestId: playerId,
        level: "easy",
        givens: GIVENS,
        solution: GIVENS,
        hardest: "single",
        hardestName: "Single",
        score: 100,
        mistakeChecking: false,
        raceId: id,
      },
    });
  }
}

const names = (view: { entries: { displayName: string }[] }) =>
  view.entries.map((entry) => entry.displayName);
const ranks = (view: { entries: { rank: number }[] }) => view.entries.map((entry) => entry.rank);

describe("ranking", () => {
  it("gives ties one rank and skips after them; a tie is ordered by finish, then name", async () => {
    const [ann, bob, cat, dan, eve] = await users("Ann", "Bob", "Cat", "Dan", "Eve");
    await bestTimes("hard", [
      [eve, 300_000, at(1)],
      [cat, 200_000, at(5)],
      [bob, 200_000, at(2)],
      [dan, 200_000, at(2)],
      [ann, 100_000, at(9)],
    ]);
    const view = await loadBoard(db, params({ board: "best", level: "hard" }), null, NOW);
    expect(names(view)).toEqual(["Ann", "Bob", "Dan", "Cat", "Eve"]);
    expect(ranks(view)).toEqual([1, 2, 2, 2, 5]);
    expect(view.total).toBe(5);
  });

  it("ranks race wins and streaks highest first", async () => {
    const [ann, bob, cat] = await users("Ann", "Bob", "Cat");
    await db.playerStats.createMany({
      data: [
        {
          playerId: ann,
          raceWins: 3,
          longestStreak: 2,
          dailyStreak: 2,
          lastDailyDate: "2026-11-22",
        },
        {
          playerId: bob,
          raceWins: 7,
          longestStreak: 9,
          dailyStreak: 9,
          lastDailyDate: "2026-11-01",
        },
        { playerId: cat, raceWins: 3, longestStreak: 0 },
      ],
    });
    const wins = await loadBoard(db, params({ board: "wins", period: "all" }), null, NOW);
    expect(names(wins)).toEqual(["Bob", "Ann", "Cat"]);
    expect(ranks(wins)).toEqual([1, 2, 2]);
    const streaks = await loadBoard(db, params({ board: "streaks" }), null, NOW);
    expect(names(streaks)).toEqual(["Bob", "Ann"]);
    // Bob's 9 days ended weeks ago: longest 9, current 0. Ann can still play today.
    expect(streaks.entries.map((entry) => [entry.value, entry.currentStreak])).toEqual([
      [9, 0],
      [2, 2],
    ]);
  });
});

describe("pages", () => {
  it("pages by 25 and shows the viewer's own rank when it is not on the page", async () => {
    const people = await users(
      ...Array.from({ length: 30 }, (_, i) => `P${String(i).padStart(2, "0")}`),
    );
    // P00..P29 at 1 000 ms steps, except P24 and P25 tie across the page boundary.
    await bestTimes(
      "medium",
      people.map((id, i): [string, number] => [id, i === 25 ? 24_000 : i * 1_000]),
    );
    const viewer = people[27];
    const first = await loadBoard(db, params({ board: "best", level: "medium" }), viewer, NOW);
    expect(first.total).toBe(30);
    expect(first.pages).toBe(2);
    expect(first.entries).toHaveLength(25);
    expect(first.ownOnPage).toBe(false);
    expect(first.own).toMatchObject({ displayName: "P27", rank: 28, value: 27_000 });

    const second = await loadBoard(
      db,
      params({ board: "best", level: "medium", page: "2" }),
      viewer,
      NOW,
    );
    expect(names(second)).toEqual(["P25", "P26", "P27", "P28", "P29"]);
    // P25 ties P24 (rank 25, on page 1): the tie keeps its rank across the page break.
    expect(ranks(second)).toEqual([25, 27, 28, 29, 30]);
    expect(second.ownOnPage).toBe(true);

    const beyond = await loadBoard(
      db,
      params({ board: "best", level: "medium", page: "3" }),
      viewer,
      NOW,
    );
    expect(beyond.entries).toEqual([]);
    expect(beyond.own?.rank).toBe(28);
  });
});

describe("who is on a board", () => {
  it("ranks accounts only: guests and deleted accounts are absent", async () => {
    const [ann] = await users("Ann");
    await result(ann, { rankedMs: 90_000 });
    await result("guest-abcdefghijklmnop", { rankedMs: 10_000 });
    await result("user:deleted-account", { rankedMs: 20_000 });
    const view = await loadBoard(db, params({ board: "daily" }), null, NOW);
    expect(names(view)).toEqual(["Ann"]);
    expect(view.total).toBe(1);
    expect(view.entries[0].rank).toBe(1);
  });

  it("shows a held-out attempt to its owner only, as under review, unranked", async () => {
    const [ann, bob] = await users("Ann", "Bob");
    await result(ann, { rankedMs: 90_000 });
    await result(bob, { rankedMs: 5_000, review: "faster than the floor" });
    const asBob = await loadBoard(db, params({ board: "daily" }), bob, NOW);
    expect(names(asBob)).toEqual(["Ann"]);
    expect(asBob.own).toBeNull();
    expect(asBob.heldOut).toMatchObject({ rankedMs: 5_000, reason: "faster than the floor" });
    const asAnn = await loadBoard(db, params({ board: "daily" }), ann, NOW);
    expect(asAnn.heldOut).toBeNull();
    expect((await loadBoard(db, params({ board: "daily" }), null, NOW)).heldOut).toBeNull();
  });

  it("narrows to the people the viewer raced with, and the viewer", async () => {
    const [ann, bob, cat, dan] = await users("Ann", "Bob", "Cat", "Dan");
    await race("race-1", [bob, ann]);
    await race("race-2", [cat, dan]);
    await bestTimes("easy", [
      [ann, 4_000],
      [bob, 3_000],
      [cat, 2_000],
      [dan, 1_000],
    ]);
    const raced = await loadBoard(db, params({ board: "best", filter: "raced" }), ann, NOW);
    expect(names(raced)).toEqual(["Bob", "Ann"]);
    expect(raced.own?.rank).toBe(2);
    expect(raced.params.raced).toBe(true);
    // A guest cannot have raced as an account: the filter is dropped, everyone shows.
    const guest = await loadBoard(db, params({ board: "best", filter: "raced" }), "guest-x", NOW);
    expect(names(guest)).toEqual(["Dan", "Cat", "Bob", "Ann"]);
    expect(guest.params.raced).toBe(false);
  });
});

describe("race wins this week", () => {
  it("counts wins from Monday 00:00 UTC", async () => {
    const [ann, bob] = await users("Ann", "Bob");
    const sunday = new Date("2026-11-22T23:59:59.999Z");
    const monday = new Date("2026-11-23T00:00:00.000Z");
    await result(ann, { kind: "race", won: true, finishedAt: sunday });
    await result(ann, { kind: "race", won: true, finishedAt: sunday });
    await result(bob, { kind: "race", won: true, finishedAt: monday });
    await result(ann, { kind: "race", won: false, finishedAt: monday });
    // A win over nobody who raced (a puppet that gave up, or the same person) is not counted.
    await result(ann, { kind: "race", won: true, contested: false, finishedAt: monday });
    const week = await loadBoard(db, params({ board: "wins", period: "week" }), ann, NOW);
    expect(week.entries.map((entry) => [entry.displayName, entry.value])).toEqual([["Bob", 1]]);
    expect(week.own).toBeNull();
  });
});
