/**
 * Profiles and account settings against a migrated embedded database: Result rows inserted as
 * the results writer leaves them, read back as a visitor and as the owner sees them; the
 * settings route refusing bad input without changing anything.
 */
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAppContext, setAppContext } from "../auth/app-context";
import { userPlayerId } from "../auth/identity";
import { createDb, type Db } from "../db";
import type { EmbeddedDb } from "../embedded-db";
import { startMigratedDb } from "../test-support/db-template";
import { loadEnv } from "../env";
import { loadProfile } from "./profile-query";

const SECRET = "profile-tests-secret-0123456789abcdef-xyz";
const NOW = new Date("2026-11-23T12:00:00.000Z");
const TODAY = "2026-11-23";
const GIVENS = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const HOSTILE = "<img src=x onerror=alert(1)>";

// The route handler reads the request's cookies through next/headers; the test sets them.
const requestCookie = vi.hoisted(() => ({ value: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ cookie: requestCookie.value }),
}));

let embedded: EmbeddedDb;
let db: Db;

beforeAll(async () => {
  embedded = await startMigratedDb();
  db = createDb(embedded.adapter);
  setAppContext(createAppContext(db, loadEnv({ NEXTAUTH_SECRET: SECRET })));
});

afterAll(async () => {
  setAppContext(null);
  await db?.$disconnect();
  await embedded?.stop();
});

let ids = 0;
const nextId = (prefix: string) => `${prefix}-${++ids}`;
const daysAgo = (n: number, hour = 10) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - n * 86_400_000 + hour * 3_600_000);

async function newUser(username: string, displayName = username) {
  return db.user.create({
    data: {
      id: nextId("u"),
      usernameKey: username.toLowerCase(),
      username,
      displayName,
      createdAt: new Date("2026-01-05T09:00:00Z"),
    },
  });
}

interface Seed {
  level?: string;
  kind?: string;
  activeMs?: number;
  penaltyMs?: number;
  solved?: boolean;
  finishedAt?: Date;
  review?: string | null;
  raceId?: string | null;
  won?: boolean;
  dailyDate?: string | null;
  hintsStep?: number;
  mistakes?: number;
  gameId?: string;
}

async function result(playerId: string, seed: Seed = {}) {
  const activeMs = seed.activeMs ?? 300_000;
  const penaltyMs = seed.penaltyMs ?? 0;
  const finishedAt = seed.finishedAt ?? daysAgo(1);
  await db.result.create({
    data: {
      gameId: seed.gameId ?? nextId("game"),
      playerId,
      kind: seed.kind ?? "single",
      level: seed.level ?? "easy",
      givens: GIVENS,
      score: 100,
      emptyCells: 51,
      startedAt: new Date(finishedAt.getTime() - activeMs),
      finishedAt,
      activeMs,
      hintsNudge: 0,
      hintsCells: 0,
      hintsStep: seed.hintsStep ?? 0,
      hintsCheck: 0,
      mistakes: seed.mistakes ?? 0,
      solved: seed.solved ?? true,
      penaltyMs,
      rankedMs: activeMs + penaltyMs,
      review: seed.review ?? null,
      raceId: seed.raceId ?? null,
      won: seed.won ?? false,
      dailyDate: seed.dailyDate ?? null,
    },
  });
}

/** A race with one game per racer (Game rows are how opponents are found). */
async function race(
  racers: { playerId: string; activeMs: number; solved: boolean; won?: boolean }[],
) {
  const raceId = nextId("race");
  const startsAt = daysAgo(2);
  await db.race.create({
    data: {
      id: raceId,
      roomCode: "K7QM4P",
      round: 1,
      level: "medium",
      givens: GIVENS,
      solution: GIVENS,
      hardest: "hidden-single",
      hardestName: "Hidden single",
      score: 100,
      mistakeChecking: false,
      hintsAllowed: true,
      entrants: [],
      startsAt,
    },
  });
  for (const racer of racers) {
    const gameId = nextId("game");
    await db.game.create({
      data: {
        id: gameId,
        guestId: racer.playerId,
        level: "medium",
        givens: GIVENS,
        solution: GIVENS,
        hardest: "hidden-single",
        hardestName: "Hidden single",
        score: 100,
        mistakeChecking: false,
        raceId,
        startsAt,
      },
    });
    await result(racer.playerId, {
      gameId,
      kind: "race",
      level: "medium",
      raceId,
      activeMs: racer.activeMs,
      solved: racer.solved,
      won: racer.won ?? false,
      finishedAt: new Date(startsAt.getTime() + racer.activeMs),
    });
  }
  return raceId;
}

describe("loadProfile", () => {
  let owner: string;
  let raceId: string;

  beforeAll(async () => {
    const ann = await newUser("Ann_Marie", "Ann");
    const rival = await newUser("rival", HOSTILE);
    owner = userPlayerId(ann.id);
    // Easy: four ranked results (one lost), one held for review.
    await result(owner, { activeMs: 300_000, finishedAt: daysAgo(3) });
    await result(owner, {
      activeMs: 170_000,
      penaltyMs: 30_000,
      hintsStep: 1,
      finishedAt: daysAgo(3, 14),
    });
    await result(owner, { activeMs: 400_000, finishedAt: daysAgo(1) });
    await result(owner, {
      activeMs: 90_000,
      solved: false,
      mistakes: 3,
      finishedAt: daysAgo(1, 11),
    });
    await result(owner, { activeMs: 50_000, review: "too fast", finishedAt: daysAgo(0, 9) });
    // Hard: one solve inside the 90-day window, one long before it.
    await result(owner, { level: "hard", activeMs: 600_000, finishedAt: daysAgo(5) });
    await result(owner, { level: "hard", activeMs: 500_000, finishedAt: daysAgo(100) });
    // Dailies: today's solved, Friday's lost.
    await result(owner, {
      kind: "daily",
      level: "medium",
      dailyDate: TODAY,
      finishedAt: daysAgo(0, 8),
    });
    await result(owner, {
      kind: "daily",
      level: "medium",
      dailyDate: "2026-11-20",
      solved: false,
      finishedAt: daysAgo(3, 8),
    });
    await db.playerStats.create({
      data: { playerId: owner, dailyStreak: 3, longestStreak: 5, lastDailyDate: TODAY },
    });
    raceId = await race([
      { playerId: userPlayerId(rival.id), activeMs: 200_000, solved: true, won: true },
      { playerId: owner, activeMs: 250_000, solved: true },
      { playerId: "guest-abc", activeMs: 100_000, solved: false },
    ]);
    // Another player's results never leak into Ann's.
    await result(userPlayerId(rival.id), { activeMs: 10_000 });
  });

  it("finds the account whatever the case, and nothing for unknown or malformed names", async () => {
    const profile = await loadProfile(db, "ann_MARIE", null, NOW);
    expect(profile?.username).toBe("Ann_Marie");
    expect(profile?.displayName).toBe("Ann");
    expect(profile?.memberSince).toBe("2026-01-05T09:00:00.000Z");
    expect(await loadProfile(db, "nobody", null, NOW)).toBeNull();
    expect(await loadProfile(db, "../etc", null, NOW)).toBeNull();
    expect(await loadProfile(db, "x".repeat(300), null, NOW)).toBeNull();
  });

  it("counts games per level with best and median ranked times, review held out for visitors", async () => {
    const visitor = await loadProfile(db, "ann_marie", "user:someone-else", NOW);
    const easy = visitor?.levels.find((l) => l.level === "easy");
    expect(easy).toEqual({
      level: "easy",
      played: 4,
      solved: 3,
      best: { activeMs: 170_000, penaltyMs: 30_000, rankedMs: 200_000 },
      medianMs: 300_000,
    });
    const hard = visitor?.levels.find((l) => l.level === "hard");
    expect(hard).toMatchObject({ played: 1 + 1, solved: 2, medianMs: 550_000 });
    expect(visitor?.levels.find((l) => l.level === "expert")).toMatchObject({
      played: 0,
      best: null,
      medianMs: null,
    });
    expect(visitor?.levels.map((l) => l.level)).toEqual([
      "easy",
      "medium",
      "hard",
      "expert",
      "extreme",
    ]);

    // The owner sees the result under review counted as played, never as a best.
    const own = await loadProfile(db, "Ann_Marie", owner, NOW);
    expect(own?.levels.find((l) => l.level === "easy")).toMatchObject({
      played: 5,
      solved: 4,
      best: { rankedMs: 200_000 },
      medianMs: 300_000,
    });
  });

  it("charts each day's median solve time in the last 90 days only", async () => {
    const profile = await loadProfile(db, "Ann_Marie", null, NOW);
    expect(profile?.solveDays.easy).toEqual([
      { day: "2026-11-20", medianMs: 250_000, count: 2 },
      { day: "2026-11-22", medianMs: 400_000, count: 1 },
    ]);
    expect(profile?.solveDays.hard).toEqual([{ day: "2026-11-18", medianMs: 600_000, count: 1 }]);
  });

  it("reads the daily streak and the dailies of the heatmap", async () => {
    const profile = await loadProfile(db, "Ann_Marie", null, NOW);
    expect(profile?.streak).toEqual({ current: 3, longest: 5 });
    expect(profile?.dailies).toEqual([
      ["2026-11-20", "unsolved"],
      [TODAY, "solved"],
    ]);
    // Two days on, the streak is broken (the longest stays).
    const later = await loadProfile(db, "Ann_Marie", null, new Date("2026-11-25T12:00:00Z"));
    expect(later?.streak).toEqual({ current: 0, longest: 5 });
  });

  it("lists recent games newest first, with races' places and opponents", async () => {
    const visitor = await loadProfile(db, "Ann_Marie", null, NOW);
    const recent = visitor?.recent ?? [];
    const times = recent.map((g) => g.finishedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(recent.some((g) => g.underReview || g.activeMs === 50_000)).toBe(false);
    const raced = recent.find((g) => g.kind === "race");
    expect(raced?.race).toEqual({ raceId, won: false, place: 2, opponents: [HOSTILE, "Guest"] });
    const lost = recent.find((g) => !g.solved && g.kind === "single");
    expect(lost).toMatchObject({ mistakes: 3, race: null });
    expect(recent.find((g) => g.penaltyMs > 0)).toMatchObject({ hints: 1, rankedMs: 200_000 });
    expect(visitor?.isOwner).toBe(false);
    expect(visitor?.settings).toBeNull();
  });

  it("shows the owner their result under review, flagged", async () => {
    const own = await loadProfile(db, "Ann_Marie", owner, NOW);
    expect(own?.isOwner).toBe(true);
    expect(own?.settings).toEqual({});
    const held = own?.recent.filter((g) => g.underReview) ?? [];
    expect(held.map((g) => g.activeMs)).toEqual([50_000]);
  });
});

describe("PATCH /api/account/settings", () => {
  let userId: string;
  let PATCH: (request: Request) => Promise<Response>;

  beforeAll(async () => {
    ({ PATCH } = await import("../../app/api/account/settings/route"));
    const user = await newUser("settler");
    userId = user.id;
    await db.user.update({ where: { id: userId }, data: { settings: { theme: "dark" } } });
  });

  async function signedIn() {
    const token = await encode({ token: { sub: userId, epoch: 0 }, secret: SECRET });
    requestCookie.value = `next-auth.session-token=${token}`;
  }

  const patch = (body: string, origin = "http://localhost:3000") =>
    PATCH(
      new Request("http://localhost:3000/api/account/settings", {
        method: "PATCH",
        headers: { origin, host: "localhost:3000", "content-type": "application/json" },
        body,
      }),
    );
  const stored = async () =>
    (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { settings: true } }))
      .settings;

  it("merges a change into the stored settings", async () => {
    await signedIn();
    const response = await patch(JSON.stringify({ notesInGrid: true, mistakeChecking: true }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      settings: { theme: "dark", notesInGrid: true, mistakeChecking: true },
    });
    await patch(JSON.stringify({ theme: "system" }));
    expect(await stored()).toEqual({ theme: "system", notesInGrid: true, mistakeChecking: true });
  });

  it.each([
    [JSON.stringify({ theme: "purple" }), "theme must be light, dark or system."],
    [JSON.stringify({ notesInGrid: "yes" }), "notesInGrid must be true or false."],
    [JSON.stringify({ theme: "dark", fontSize: 40 }), "Unknown setting: fontSize."],
    [JSON.stringify(["dark"]), "Settings must be an object."],
    ["{not json", "Settings must be an object."],
  ])("refuses %s with a clear message and changes nothing", async (body, message) => {
    await signedIn();
    const before = await stored();
    const response = await patch(body);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ ok: false, message });
    expect(await stored()).toEqual(before);
  });

  it("refuses another site's page and a request without a session", async () => {
    await signedIn();
    const before = await stored();
    expect((await patch(JSON.stringify({ theme: "light" }), "http://evil.example")).status).toBe(
      403,
    );
    requestCookie.value = "";
    expect((await patch(JSON.stringify({ theme: "light" }))).status).toBe(401);
    expect(await stored()).toEqual(before);
  });
});
