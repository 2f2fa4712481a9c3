/**
 * The daily pages' reads against a real database: places counted by the database with ties
 * sharing one, only accounts ranked, held results out, and the player's own place below the
 * top ten.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-support/harness";
import { dailyDay, recentDays, STANDINGS_SIZE } from "./daily-query";

const DATE = "2026-11-20";
let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.dispose();
});

/** A finished daily attempt with its result; `user` gives it an account. */
async function attempt(
  rankedMs: number,
  options: { user?: string; review?: string; solved?: boolean; date?: string } = {},
): Promise<string> {
  const id = `q${++counter}`.padEnd(12, "x");
  const date = options.date ?? DATE;
  let playerId = `guest${id}`;
  if (options.user) {
    await server.db.user.create({
      data: { id, usernameKey: id, username: id, displayName: options.user },
    });
    playerId = `user:${id}`;
  }
  const at = new Date();
  await server.db.game.create({
    data: {
      id,
      guestId: playerId,
      level: "hard",
      givens: "0".repeat(81),
      solution: "1".repeat(81),
      hardest: "x",
      hardestName: "x",
      score: 1,
      mistakeChecking: true,
      status: options.solved === false ? "failed" : "solved",
      dailyDate: date,
    },
  });
  await server.db.dailyAttempt.create({ data: { date, playerId, gameId: id } });
  await server.db.result.create({
    data: {
      gameId: id,
      playerId,
      kind: "daily",
      level: "hard",
      givens: "0".repeat(81),
      score: 1,
      emptyCells: 50,
      startedAt: at,
      finishedAt: at,
      activeMs: rankedMs - 10_000,
      hintsNudge: 1,
      hintsCells: 0,
      hintsStep: 0,
      hintsCheck: 0,
      mistakes: 0,
      solved: options.solved ?? true,
      penaltyMs: 10_000,
      rankedMs,
      review: options.review ?? null,
      dailyDate: date,
    },
  });
  return playerId;
}

describe("daily standings", () => {
  it("ranks accounts by ranked time, ties sharing a place, guests and held results apart", async () => {
    await attempt(50_000, { user: "Ann" });
    await attempt(60_000, { user: "Bea" });
    await attempt(60_000, { user: "Cy" });
    const guest = await attempt(10_000);
    const held = await attempt(5_000, { user: "Quick", review: "too fast" });
    await attempt(55_000, { user: "Lost", solved: false });
    await attempt(1_000, { user: "Elsewhere", date: "2026-11-19" });
    const dee = await attempt(70_000, { user: "Dee" });

    const day = await dailyDay(server.db, DATE, dee);
    expect(day.standings.map((row) => [row.place, row.name])).toEqual([
      [1, "Ann"],
      [2, "Bea"],
      [2, "Cy"],
      [4, "Dee"],
    ]);
    expect(day.standings.find((row) => row.mine)?.name).toBe("Dee");
    expect(day.rankedCount).toBe(4);
    expect(day.mine?.result?.place).toBe(4);

    const guestView = await dailyDay(server.db, DATE, guest);
    expect(guestView.mine?.result).toMatchObject({ rankedMs: 10_000, place: null });
    const heldView = await dailyDay(server.db, DATE, held);
    expect(heldView.mine?.result).toMatchObject({ review: "too fast", place: null });
  });

  it("shows the player's own place below the top ten", async () => {
    const date = "2026-11-21";
    for (let i = 0; i < STANDINGS_SIZE + 2; i++)
      await attempt(100_000 + i, { user: `P${i}`, date });
    const last = await attempt(200_000, { user: "Last", date });
    const day = await dailyDay(server.db, date, last);
    expect(day.standings).toHaveLength(STANDINGS_SIZE);
    expect(day.standings.some((row) => row.mine)).toBe(false);
    expect(day.mine?.result?.place).toBe(STANDINGS_SIZE + 3);
  });

  it("lists the last 30 days with the player's outcome", async () => {
    const player = await attempt(80_000, { user: "Recent", date: "2026-11-22" });
    const days = await recentDays(server.db, "2026-11-23", player);
    expect(days).toHaveLength(30);
    expect(days[0]).toMatchObject({ date: "2026-11-23", outcome: null });
    expect(days[1]).toMatchObject({ date: "2026-11-22", outcome: "solved", rankedMs: 80_000 });
    expect(days[29].date).toBe("2026-10-25");
  });
});
