/**
 * The moderators' review queue against the real (PGlite) database, with games played through
 * the game service as players play them: approving a held solve ranks it as its finish would
 * have been (best time, the daily and its streak, the race's win and the wins boards), a
 * rejection keeps it out and tells its player, renames and suspensions, the audit record, and
 * the refusals a guest and a non-moderator get from the route and the page.
 */
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { GameRating } from "@/lib/game/protocol";
import { parseBoardParams } from "@/lib/leaderboard/board-params";
import { REVIEW_REASONS, REVIEW_STATUS, SUSPENDED_REASON } from "@/lib/results/review";
import { POST } from "@/app/api/admin/moderation/route";
import ReviewQueuePage from "@/app/admin/review/page";
import { changeDisplayName, createUser } from "../auth/accounts";
import { userPlayerId } from "../auth/identity";
import { dailyDay } from "../daily/daily-query";
import { GameService, raceGameRecord } from "../games/game-service";
import { PrismaGameStore } from "../games/prisma-game-store";
import {
  guestCookie,
  startTestServer,
  TEST_SECRET,
  type TestServer,
} from "../test-support/harness";
import { newGuestId } from "../guest";
import { loadBoard } from "../leaderboards/board-query";
import { loadProfile } from "../profiles/profile-query";
import type { PuzzleSource } from "../puzzles/puzzle-source";
import { actionsOn } from "./moderation-log";
import { heldResults } from "./review-queue";

// Route handlers and pages read the request's cookies through next/headers; the test sets them.
const requestCookie = vi.hoisted(() => ({ value: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ cookie: requestCookie.value }),
}));

const GIVENS = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const SOLUTION =
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const RATING: GameRating = { hardest: "hidden-single", hardestName: "Hidden single", score: 100 };
const EMPTY = [...GIVENS].flatMap((ch, cell) => (ch === "0" ? [cell] : []));
const puzzles: PuzzleSource = {
  take: async () => ({
    givens: [...GIVENS].map(Number),
    solution: [...SOLUTION].map(Number),
    rating: RATING,
  }),
  custom: () => Promise.reject(new Error("not used")),
};
const MODERATOR = `mod_${process.pid}`.slice(0, 20);
/** A second moderator, whose own held result and suspension are the first one's to decide. */
const SECOND_MODERATOR = `mod2_${process.pid}`.slice(0, 20);

let server: TestServer;
let clock = Date.parse("2026-11-22T10:00:00Z");
let games: GameService;
let seq = 0;
const moveId = () => `moderation-${++seq}`;

beforeAll(async () => {
  server = await startTestServer({
    env: { MODERATORS: `someone_else, ${MODERATOR.toUpperCase()}, ${SECOND_MODERATOR}` },
  });
  games = new GameService({
    puzzles,
    now: () => clock,
    logError: () => {},
    store: new PrismaGameStore(server.db),
  });
});

afterAll(async () => {
  await games?.close();
  await server?.dispose();
});

let users = 0;
async function newAccount(username = `p${process.pid}_${++users}`.slice(0, 20)) {
  const made = await createUser(server.db, {
    username,
    password: "a long passphrase here",
    displayName: `Player ${users}`,
  });
  if (!made.ok) throw new Error(made.message);
  return { ...made.user, playerId: userPlayerId(made.user.id) };
}

async function sessionCookie(user: { id: string; sessionEpoch: number }): Promise<string> {
  const token = await encode({
    token: { sub: user.id, epoch: user.sessionEpoch, name: "x" },
    secret: TEST_SECRET,
  });
  return `next-auth.session-token=${token}`;
}

async function started(playerId: string, daily?: string) {
  const { gameId } = await games.create(playerId, {
    mistakeChecking: true,
    level: "easy",
    daily: daily
      ? { date: daily, level: "easy", givens: GIVENS, solution: SOLUTION, rating: RATING }
      : undefined,
  });
  await games.join(playerId, gameId, "tab");
  if (daily) await server.db.dailyAttempt.create({ data: { date: daily, playerId, gameId } });
  return gameId;
}

async function place(
  playerId: string,
  gameId: string,
  cells: number[],
  gap: (i: number) => number,
) {
  for (const [i, cell] of cells.entries()) {
    clock += gap(i);
    await games.submitMove(playerId, {
      gameId,
      moveId: moveId(),
      move: { type: "value", cells: [cell], digit: Number(SOLUTION[cell]) },
    });
  }
}

/** A human pace (about 4 min for the puzzle), and a machine's (held: under the floor). */
const human = (i: number) => [1_500, 9_000, 3_000, 700, 14_000, 5_000, 2_200][i % 7];
const machine = () => 200;

async function solved(playerId: string, gap: (i: number) => number, daily?: string) {
  const gameId = await started(playerId, daily);
  await place(playerId, gameId, EMPTY, gap);
  return server.db.result.findUniqueOrThrow({ where: { gameId } });
}

/** What the moderation route answers this browser. */
async function moderate(cookie: string, body: unknown, origin?: string) {
  requestCookie.value = cookie;
  const response = await POST(
    new Request(`${server.url}/api/admin/moderation`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        host: new URL(server.url).host,
        origin: origin ?? server.url,
        cookie,
      },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as { ok: boolean } };
}

let moderatorCookie: string;
let moderator: Awaited<ReturnType<typeof newAccount>>;

beforeAll(async () => {
  moderator = await newAccount(MODERATOR);
  moderatorCookie = await sessionCookie(moderator);
});

const bestOf = (playerId: string) =>
  server.db.bestTime.findUnique({ where: { level_playerId: { level: "easy", playerId } } });
const statsOf = (playerId: string) => server.db.playerStats.findUnique({ where: { playerId } });
const board = (query: Record<string, string>) =>
  loadBoard(server.db, parseBoardParams(query, new Date(clock)).params, null, new Date(clock));

describe("approving a held solve", () => {
  it("ranks a single game as its finish would have: the best time and the board", async () => {
    const honest = await newAccount();
    const normal = await solved(honest.playerId, human);
    expect(await bestOf(honest.playerId)).toMatchObject({
      rankedMs: normal.rankedMs,
      gameId: normal.gameId,
    });

    const fast = await newAccount();
    const held = await solved(fast.playerId, machine);
    expect(held).toMatchObject({
      review: REVIEW_REASONS.floor,
      heldFor: REVIEW_REASONS.floor,
      reviewStatus: REVIEW_STATUS.held,
    });
    expect(await bestOf(fast.playerId)).toBeNull();
    const queued = await heldResults(server.db);
    expect(queued.results.map((r) => r.gameId)).toContain(held.gameId);
    const entry = queued.results.find((r) => r.gameId === held.gameId)!;
    expect(entry).toMatchObject({
      level: "easy",
      rankedMs: held.rankedMs,
      reason: REVIEW_REASONS.floor,
      player: { username: fast.username, displayName: fast.displayName },
    });
    expect(entry.floorMs).toBeGreaterThan(held.rankedMs);

    expect(await moderate(moderatorCookie, { action: "approve", gameId: held.gameId })).toEqual({
      status: 200,
      body: { ok: true },
    });
    // The same best-time row a ranked finish writes, and on the board with its time.
    expect(await bestOf(fast.playerId)).toMatchObject({
      rankedMs: held.rankedMs,
      gameId: held.gameId,
      finishedAt: held.finishedAt,
    });
    const best = await board({ board: "best", level: "easy" });
    expect(best.entries.find((e) => e.playerId === fast.playerId)?.value).toBe(held.rankedMs);
    expect(await server.db.result.findUnique({ where: { gameId: held.gameId } })).toMatchObject({
      review: null,
      heldFor: REVIEW_REASONS.floor,
      reviewStatus: REVIEW_STATUS.approved,
    });
    expect((await heldResults(server.db)).results.map((r) => r.gameId)).not.toContain(held.gameId);
    // Recorded: who, when, what; and decided once.
    const [action, ...more] = await actionsOn(server.db, { gameId: held.gameId });
    expect(more).toEqual([]);
    expect(action).toMatchObject({
      moderator: MODERATOR,
      action: "approve",
      detail: `held for ${REVIEW_REASONS.floor}`,
    });
    expect(Date.parse(action.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await moderate(moderatorCookie, { action: "reject", gameId: held.gameId })).toEqual({
      status: 409,
      body: { ok: false, message: expect.stringMatching(/already decided/) },
    });
  });

  it("puts a daily on the day's standings and mends the streak around it", async () => {
    const player = await newAccount();
    const [before, day, after] = ["2026-11-19", "2026-11-20", "2026-11-21"];
    await solved(player.playerId, human, before);
    const held = await solved(player.playerId, machine, day);
    await solved(player.playerId, human, after);
    expect(held).toMatchObject({ kind: "daily", dailyDate: day, reviewStatus: "held" });
    expect(await statsOf(player.playerId)).toMatchObject({
      dailyStreak: 1,
      longestStreak: 1,
      lastDailyDate: after,
    });
    expect((await dailyDay(server.db, day, null)).rankedCount).toBe(0);

    await moderate(moderatorCookie, { action: "approve", gameId: held.gameId });
    // As if it had been ranked when it finished: three days in a row.
    expect(await statsOf(player.playerId)).toMatchObject({
      dailyStreak: 3,
      longestStreak: 3,
      lastDailyDate: after,
    });
    const standings = await dailyDay(server.db, day, player.playerId);
    expect(standings.rankedCount).toBe(1);
    expect(standings.mine?.result).toMatchObject({ place: 1, review: null });
    const daily = await board({ board: "daily", date: day });
    expect(daily.entries.map((e) => e.playerId)).toEqual([player.playerId]);
  });

  it("gives a held first finish its race's win, taken back from the racer behind", async () => {
    const [fast, honest] = [await newAccount(), await newAccount()];
    // The server's sweeps end a race whose deadline has passed by the real clock: this race is
    // played from now, and within its deadline.
    clock = Math.max(clock, Date.now());
    const raceId = `race-${++seq}`;
    const startsAt = clock;
    await server.db.race.create({
      data: {
        id: raceId,
        roomCode: "REVIEW",
        round: seq,
        level: "easy",
        givens: GIVENS,
        solution: SOLUTION,
        hardest: RATING.hardest,
        hardestName: RATING.hardestName,
        score: RATING.score,
        mistakeChecking: true,
        hintsAllowed: true,
        entrants: [
          { playerId: "p0", guestId: fast.playerId, name: "Fast" },
          { playerId: "p1", guestId: honest.playerId, name: "Honest" },
        ],
        startsAt: new Date(startsAt),
      },
    });
    const store = new PrismaGameStore(server.db);
    const gameIds: string[] = [];
    for (const [i, racer] of [fast, honest].entries()) {
      const record = raceGameRecord({
        guestId: racer.playerId,
        level: "easy",
        givens: GIVENS,
        solution: SOLUTION,
        rating: RATING,
        mistakeChecking: true,
        race: { raceId, startsAt, hintsAllowed: true },
        now: startsAt,
      });
      await store.insertGame(record);
      await server.db.game.update({
        where: { id: record.id },
        data: { clientAddresses: [`10.0.2.${i}`] },
      });
      gameIds.push(record.id);
    }
    // The honest racer is most of the way through when the fast one fills the grid on a
    // machine's beat (first to finish, held for it); the honest one then finishes, within the
    // deadline the first finish set, and takes the win.
    const uneven = (i: number) => [400, 2_500, 600, 1_900, 300][i % 5];
    await place(honest.playerId, gameIds[1], EMPTY.slice(0, 40), uneven);
    await place(fast.playerId, gameIds[0], EMPTY, machine);
    await place(honest.playerId, gameIds[1], EMPTY.slice(40), uneven);
    const resultOf = (gameId: string) => server.db.result.findUniqueOrThrow({ where: { gameId } });
    expect(await resultOf(gameIds[0])).toMatchObject({
      heldFor: REVIEW_REASONS.timing,
      reviewStatus: "held",
      won: false,
    });
    expect(await resultOf(gameIds[1])).toMatchObject({ won: true, contested: true });
    expect((await statsOf(honest.playerId))?.raceWins).toBe(1);
    const week = { board: "wins", period: "week" };
    expect((await board(week)).entries.map((e) => e.playerId)).toEqual([honest.playerId]);

    await moderate(moderatorCookie, { action: "approve", gameId: gameIds[0] });
    expect(await resultOf(gameIds[0])).toMatchObject({ review: null, won: true, contested: true });
    expect(await resultOf(gameIds[1])).toMatchObject({ won: false, contested: false });
    expect((await statsOf(fast.playerId))?.raceWins).toBe(1);
    expect((await statsOf(honest.playerId))?.raceWins).toBe(0);
    expect((await board(week)).entries.map((e) => e.playerId)).toEqual([fast.playerId]);
    const allTime = await board({ board: "wins", period: "all" });
    expect(allTime.entries.map((e) => e.playerId)).toEqual([fast.playerId]);
    const [action] = await actionsOn(server.db, { gameId: gameIds[0] });
    expect(action.detail).toMatch(/wins its race \(the win moved from a racer behind\)/);
  });
});

describe("rejecting a held solve", () => {
  it("keeps it off every board, out of the queue, and tells its player", async () => {
    const player = await newAccount();
    const held = await solved(player.playerId, machine);
    expect(await moderate(moderatorCookie, { action: "reject", gameId: held.gameId })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await server.db.result.findUnique({ where: { gameId: held.gameId } })).toMatchObject({
      review: REVIEW_REASONS.floor,
      reviewStatus: REVIEW_STATUS.rejected,
    });
    expect(await bestOf(player.playerId)).toBeNull();
    expect((await heldResults(server.db)).results.map((r) => r.gameId)).not.toContain(held.gameId);
    expect(await actionsOn(server.db, { gameId: held.gameId })).toMatchObject([
      { moderator: MODERATOR, action: "reject", detail: `held for ${REVIEW_REASONS.floor}` },
    ]);
    const own = await loadProfile(server.db, player.username, player.playerId);
    expect(own?.recent.find((g) => g.gameId === held.gameId)?.unranked).toBe(
      "not ranked after review",
    );
    const visitor = await loadProfile(server.db, player.username, null);
    expect(visitor?.recent.some((g) => g.gameId === held.gameId)).toBe(false);
  });
});

describe("accounts", () => {
  it("renames an offensive display name, with the change recorded", async () => {
    const player = await newAccount();
    const rename = { action: "rename", username: player.username, displayName: "  Polite  name " };
    expect(await moderate(moderatorCookie, rename)).toEqual({ status: 200, body: { ok: true } });
    const user = await server.db.user.findUniqueOrThrow({ where: { id: player.id } });
    expect(user.displayName).toBe("Polite name");
    expect(await actionsOn(server.db, { playerId: player.playerId, gameId: null })).toMatchObject([
      {
        action: "rename",
        moderator: MODERATOR,
        detail: `display name “${player.displayName}” → “Polite name”`,
      },
    ]);
    // A name the sign-up form would refuse is refused here too, and changes nothing.
    const blank = await moderate(moderatorCookie, { ...rename, displayName: "   " });
    expect(blank.status).toBe(422);
    const missing = await moderate(moderatorCookie, { ...rename, username: "nobody_here" });
    expect(missing.status).toBe(404);
    // The owner cannot put the old name straight back; another account renames freely.
    expect(await changeDisplayName(server.db, player.id, player.displayName)).toMatchObject({
      ok: false,
      field: "displayName",
      message: expect.stringMatching(
        /^A moderator changed your display name on .+ You can choose a new one from /,
      ),
    });
    expect((await server.db.user.findUniqueOrThrow({ where: { id: player.id } })).displayName).toBe(
      "Polite name",
    );
    const other = await newAccount();
    expect(await changeDisplayName(server.db, other.id, "Fresh name")).toEqual({
      ok: true,
      displayName: "Fresh name",
    });
  });

  it("suspends an account from ranked play: its later solves are not ranked, nor queued", async () => {
    const player = await newAccount();
    const suspend = { action: "suspend", username: player.username, suspended: true };
    expect(await moderate(moderatorCookie, suspend)).toEqual({ status: 200, body: { ok: true } });
    const during = await solved(player.playerId, human);
    expect(during).toMatchObject({ solved: true, review: SUSPENDED_REASON, reviewStatus: null });
    expect(await bestOf(player.playerId)).toBeNull();
    expect((await heldResults(server.db)).results.map((r) => r.gameId)).not.toContain(
      during.gameId,
    );
    expect((await loadProfile(server.db, player.username, player.playerId))?.suspended).toBe(true);

    await moderate(moderatorCookie, { ...suspend, suspended: false });
    const after = await solved(player.playerId, human);
    expect(after.review).toBeNull();
    expect(await bestOf(player.playerId)).toMatchObject({ gameId: after.gameId });
    expect(await actionsOn(server.db, { playerId: player.playerId, gameId: null })).toMatchObject([
      { action: "suspend", moderator: MODERATOR },
      { action: "unsuspend", moderator: MODERATOR },
    ]);
  });
});

describe("who may moderate", () => {
  it("answers a guest and a non-moderator 404 from the route and the page, changing nothing", async () => {
    const player = await newAccount();
    const held = await solved(player.playerId, machine);
    const someone = await newAccount();
    const strangers = [guestCookie(newGuestId()), await sessionCookie(someone), ""];
    for (const cookie of strangers) {
      for (const body of [
        { action: "approve", gameId: held.gameId },
        { action: "suspend", username: player.username, suspended: true },
        { action: "rename", username: player.username, displayName: "Pwned" },
        { nonsense: true },
      ]) {
        expect(await moderate(cookie, body)).toEqual({
          status: 404,
          body: { ok: false, message: "Not found." },
        });
      }
      requestCookie.value = cookie;
      await expect(ReviewQueuePage({ searchParams: Promise.resolve({}) })).rejects.toMatchObject({
        digest: expect.stringMatching(/404/),
      });
    }
    expect(await server.db.result.findUnique({ where: { gameId: held.gameId } })).toMatchObject({
      reviewStatus: REVIEW_STATUS.held,
    });
    expect(await server.db.user.findUnique({ where: { id: player.id } })).toMatchObject({
      displayName: player.displayName,
      suspendedAt: null,
    });
    expect(await actionsOn(server.db, { playerId: player.playerId, gameId: null })).toEqual([]);

    // The moderator reaches the page, and their requests pass the usual origin and body checks.
    requestCookie.value = moderatorCookie;
    await expect(ReviewQueuePage({ searchParams: Promise.resolve({}) })).resolves.toBeTruthy();
    const approve = { action: "approve", gameId: held.gameId };
    expect((await moderate(moderatorCookie, approve, "https://evil.example")).status).toBe(403);
    expect((await moderate(moderatorCookie, { action: "approve" })).status).toBe(422);
    expect(await server.db.result.findUnique({ where: { gameId: held.gameId } })).toMatchObject({
      reviewStatus: REVIEW_STATUS.held,
    });
  });

  it("leaves a moderator's own held result and suspension to another moderator", async () => {
    const other = await newAccount(SECOND_MODERATOR);
    const own = await solved(other.playerId, machine);
    const otherCookie = await sessionCookie(other);
    const refused = {
      status: 403,
      body: { ok: false, message: expect.stringMatching(/another moderator/) },
    };
    for (const action of ["approve", "reject"]) {
      expect(await moderate(otherCookie, { action, gameId: own.gameId })).toEqual(refused);
    }
    expect(await server.db.result.findUnique({ where: { gameId: own.gameId } })).toMatchObject({
      reviewStatus: REVIEW_STATUS.held,
    });
    const suspend = { action: "suspend", username: other.username, suspended: true };
    expect(await moderate(otherCookie, suspend)).toEqual(refused);
    expect(await moderate(moderatorCookie, suspend)).toEqual({ status: 200, body: { ok: true } });
    expect(await moderate(otherCookie, { ...suspend, suspended: false })).toEqual(refused);
    expect(await server.db.user.findUnique({ where: { id: other.id } })).toMatchObject({
      suspendedAt: expect.any(Date),
    });
    // Another moderator decides it.
    expect(await moderate(moderatorCookie, { action: "approve", gameId: own.gameId })).toEqual({
      status: 200,
      body: { ok: true },
    });
  });
});
