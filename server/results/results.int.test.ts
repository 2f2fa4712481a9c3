/**
 * Finished games against the real (PGlite) database: one Result per finished game, written with
 * the write that ended it (never twice, whatever is retried), its penalties and review, the
 * summaries the leaderboards read, race wins, and what claims and account deletion do to them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { GameRating } from "@/lib/game/protocol";
import { penaltyMs } from "@/lib/results/penalties";
import { REVIEW_REASONS } from "@/lib/results/review";
import { claimGuestGames, createUser, deleteUser } from "../auth/accounts";
import { userPlayerId } from "../auth/identity";
import { GameService, raceGameRecord } from "../games/game-service";
import { PrismaGameStore } from "../games/prisma-game-store";
import { newGuestId } from "../guest";
import type { PuzzleSource } from "../puzzles/puzzle-source";
import { startTestServer, type TestServer } from "../test-support/harness";
import { keepRaceAddress } from "./contested-win";
import { markRaceWinner } from "./record-result";
import { fill, must, openGame, roomOf, startRace, type Racer } from "../test-support/race";

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

let server: TestServer;
let clock = Date.parse("2026-11-22T10:00:00Z");
const now = () => clock;
let a: GameService;
let b: GameService;
const racers: Racer[] = [];
let seq = 0;
const moveId = () => `results-${++seq}`;

beforeAll(async () => {
  server = await startTestServer({ rooms: { countdownMs: 300, reconnectGraceMs: 60_000 } });
  // Two services on one database, as two servers would be, on a clock the test moves.
  const options = { puzzles, now, logError: () => {} };
  a = new GameService({ ...options, store: new PrismaGameStore(server.db) });
  b = new GameService({ ...options, store: new PrismaGameStore(server.db) });
});

afterAll(async () => {
  for (const racer of racers) racer.socket.disconnect();
  await a?.close();
  await b?.close();
  await server?.dispose();
});

/** A game joined at the current time. */
async function started(guestId: string, daily?: string, service = a) {
  const { gameId } = await service.create(guestId, {
    mistakeChecking: true,
    level: "easy",
    daily: daily
      ? { date: daily, level: "easy", givens: GIVENS, solution: SOLUTION, rating: RATING }
      : undefined,
  });
  await service.join(guestId, gameId, "tab");
  return gameId;
}

/** Places correct digits in `cells`, the clock moving `gap(i)` ms before each. */
async function place(guestId: string, gameId: string, cells: number[], gap: (i: number) => number) {
  for (const [i, cell] of cells.entries()) {
    clock += gap(i);
    await a.submitMove(guestId, {
      gameId,
      moveId: moveId(),
      move: { type: "value", cells: [cell], digit: Number(SOLUTION[cell]) },
    });
  }
}

/** A human pace: bursts and long looks, 0.7 to 14 s a digit (about 4 min for the puzzle). */
const human = (i: number) => [1_500, 9_000, 3_000, 700, 14_000, 5_000, 2_200][i % 7];

const resultOf = (gameId: string) => server.db.result.findMany({ where: { gameId } });
const bestOf = (playerId: string) =>
  server.db.bestTime.findUnique({ where: { level_playerId: { level: "easy", playerId } } });

describe("single-player results", () => {
  it("writes one result with hints, mistakes and penalties, even when the finish is retried", async () => {
    const guest = newGuestId();
    const joinedAt = clock;
    const gameId = await started(guest);
    clock += 2_000;
    // A wrong digit (a mistake), then a hint: both are charged.
    await a.submitMove(guest, {
      gameId,
      moveId: moveId(),
      move: { type: "value", cells: [EMPTY[0]], digit: Number(SOLUTION[EMPTY[0]]) === 1 ? 2 : 1 },
    });
    const { hints } = await a.requestHint(guest, gameId, "nudge");
    await place(guest, gameId, EMPTY.slice(0, -1), human);
    clock += 5_000;
    const last = EMPTY[EMPTY.length - 1];
    const finish = {
      gameId,
      moveId: moveId(),
      move: { type: "value" as const, cells: [last], digit: Number(SOLUTION[last]) },
    };
    const first = await a.submitMove(guest, finish);
    expect(first.ack.status).toBe("solved");
    const retry = await a.submitMove(guest, finish);
    expect(retry.ack.duplicate).toBe(true);
    const fromElsewhere = await b.submitMove(guest, finish);
    expect(fromElsewhere.ack.duplicate).toBe(true);

    const rows = await resultOf(gameId);
    expect(rows).toHaveLength(1);
    const activeMs = clock - joinedAt;
    const penalty = penaltyMs({ hints, mistakes: 1 });
    expect(penalty).toBeGreaterThan(20_000); // a mistake and a hint
    expect(rows[0]).toMatchObject({
      playerId: guest,
      kind: "single",
      level: "easy",
      givens: GIVENS,
      score: 100,
      emptyCells: EMPTY.length,
      startedAt: new Date(joinedAt),
      finishedAt: new Date(clock),
      activeMs,
      hintsNudge: hints.nudge,
      hintsCheck: hints.check,
      mistakes: 1,
      solved: true,
      penaltyMs: penalty,
      rankedMs: activeMs + penalty,
      review: null,
      won: false,
      dailyDate: null,
    });
    expect(await bestOf(guest)).toMatchObject({ rankedMs: activeMs + penalty, gameId });

    // A slower solve later keeps the best time; its own result is still written.
    const slower = await started(guest);
    await place(guest, slower, EMPTY, (i) => human(i) + 2_000);
    expect(await resultOf(slower)).toHaveLength(1);
    expect(await bestOf(guest)).toMatchObject({ gameId });
  });

  it("writes one result when two servers race the finishing move", async () => {
    const guest = newGuestId();
    const gameId = await started(guest);
    await place(guest, gameId, EMPTY.slice(0, -1), human);
    await b.join(guest, gameId, "tab-b");
    const last = EMPTY[EMPTY.length - 1];
    const move = { type: "value" as const, cells: [last], digit: Number(SOLUTION[last]) };
    clock += 3_000;
    const acks = await Promise.allSettled([
      a.submitMove(guest, { gameId, moveId: moveId(), move }),
      b.submitMove(guest, { gameId, moveId: moveId(), move }),
    ]);
    expect(acks.filter((ack) => ack.status === "fulfilled")).toHaveLength(1);
    expect(await resultOf(gameId)).toHaveLength(1);
  });

  it("writes unsolved results for a lost game and a give-up, with no best time", async () => {
    const guest = newGuestId();
    const lost = await started(guest);
    for (const cell of EMPTY.slice(0, 3)) {
      clock += 3_000;
      const wrong = Number(SOLUTION[cell]) === 1 ? 2 : 1;
      await a.submitMove(guest, {
        gameId: lost,
        moveId: moveId(),
        move: { type: "value", cells: [cell], digit: wrong },
      });
    }
    expect(await resultOf(lost)).toMatchObject([{ solved: false, mistakes: 3, review: null }]);

    const abandoned = await started(guest);
    clock += 60_000;
    await a.giveUp(guest, abandoned);
    expect(await resultOf(abandoned)).toMatchObject([{ solved: false, activeMs: 60_000 }]);
    expect(await bestOf(guest)).toBeNull();
  });

  it("holds out a solve faster than the floor, and a log filled on a machine's beat", async () => {
    const guest = newGuestId();
    const fast = await started(guest);
    await place(guest, fast, EMPTY, () => 300);
    expect(await resultOf(fast)).toMatchObject([{ solved: true, review: REVIEW_REASONS.floor }]);
    // Slow enough overall (it waited a minute before the first digit), but no human types
    // every digit 600 ms apart.
    const scripted = await started(guest);
    clock += 60_000;
    await place(guest, scripted, EMPTY, () => 600);
    expect(await resultOf(scripted)).toMatchObject([
      { solved: true, review: REVIEW_REASONS.timing },
    ]);
    expect(await bestOf(guest)).toBeNull();
  });

  it("gives a best time only to a single game played in one sitting", async () => {
    const guest = newGuestId();
    const gameId = await started(guest);
    await place(guest, gameId, EMPTY.slice(0, 10), human);
    await a.pause(guest, gameId);
    clock += 600_000; // ten minutes with the clock stopped (and the board to study)
    await a.resume(guest, gameId);
    await place(guest, gameId, EMPTY.slice(10), human);
    expect(await resultOf(gameId)).toMatchObject([{ solved: true, review: null }]);
    expect(await bestOf(guest)).toBeNull();

    const sitting = await started(guest);
    await place(guest, sitting, EMPTY, human);
    expect(await bestOf(guest)).toMatchObject({ gameId: sitting });
  });
});

/** A daily game with its attempt row, as DailyService.start makes them. */
async function attempted(playerId: string, date: string) {
  const gameId = await started(playerId, date);
  await server.db.dailyAttempt.create({ data: { date, playerId, gameId } });
  return gameId;
}

/** Places wrong digits until the game is lost; returns the event that ended it. */
async function lose(guestId: string, gameId: string) {
  let updated = null;
  for (const cell of EMPTY.slice(0, 3)) {
    clock += 3_000;
    const wrong = Number(SOLUTION[cell]) === 1 ? 2 : 1;
    ({ updated } = await a.submitMove(guestId, {
      gameId,
      moveId: moveId(),
      move: { type: "value", cells: [cell], digit: wrong },
    }));
  }
  return updated;
}

describe("daily results", () => {
  it("are kind daily with their date, and count the streak once per date", async () => {
    const guest = newGuestId();
    for (const date of ["2026-11-21", "2026-11-22"]) {
      const gameId = await attempted(guest, date);
      await place(guest, gameId, EMPTY, human);
      expect(await resultOf(gameId)).toMatchObject([
        { kind: "daily", dailyDate: date, review: null },
      ]);
    }
    expect(await server.db.playerStats.findUnique({ where: { playerId: guest } })).toMatchObject({
      dailyStreak: 2,
      longestStreak: 2,
      lastDailyDate: "2026-11-22",
    });
  });

  it("are ranked only with the attempt row of that date, player and game", async () => {
    const guest = newGuestId();
    const ranked = await attempted(guest, "2026-11-22");
    await place(guest, ranked, EMPTY, human);
    // A second daily game of the same date without its attempt: practice, not a second entry.
    const extra = await started(guest, "2026-11-22");
    await place(guest, extra, EMPTY, human);
    expect(await resultOf(extra)).toMatchObject([{ kind: "single", dailyDate: null }]);
    expect(await server.db.playerStats.findUnique({ where: { playerId: guest } })).toMatchObject({
      dailyStreak: 1,
    });
  });

  it("a daily claimed by an older account is practice, however many guests ran it", async () => {
    const created = await createUser(server.db, {
      username: `farm_${process.pid}`.slice(0, 20),
      password: "correct horse battery",
    });
    if (!created.ok) throw new Error(created.message);
    const player = userPlayerId(created.user.id);
    const date = "2026-11-22";
    // Two fresh guests start the day's daily; the older account signs in on both browsers.
    const guests = [newGuestId(), newGuestId()];
    const claimed: string[] = [];
    for (const guest of guests) {
      const gameId = await attempted(guest, date);
      const moved = await claimGuestGames(server.db, guest, player);
      expect(moved).toEqual([gameId]);
      await a.ownerChanged(moved, player);
      claimed.push(gameId);
    }
    // The account's own attempt, then the two claimed games, all at a human pace (the
    // claimed ones faster: the puzzle is known by then).
    const own = await attempted(player, date);
    await place(player, own, EMPTY, human);
    for (const gameId of claimed) await place(player, gameId, EMPTY, (i) => human(i) / 2);
    const results = await server.db.result.findMany({
      where: { playerId: player, kind: "daily", dailyDate: date },
    });
    expect(results.map((r) => r.gameId)).toEqual([own]);
    for (const gameId of claimed) {
      expect(await resultOf(gameId)).toMatchObject([{ kind: "single", dailyDate: null }]);
    }
    // Practice ranks nowhere: the best time is the attempt's.
    expect((await bestOf(player))?.gameId).toBe(own);
  });

  it("a guest's finished daily claimed by an account that played the day is practice", async () => {
    const created = await createUser(server.db, {
      username: `twice_${process.pid}`.slice(0, 20),
      password: "correct horse battery",
    });
    if (!created.ok) throw new Error(created.message);
    const player = userPlayerId(created.user.id);
    const date = "2026-11-21";
    const own = await attempted(player, date);
    await place(player, own, EMPTY, human);
    // The same person as a guest, faster: ranked for the guest, who had not played the day.
    const guest = newGuestId();
    const guestGame = await attempted(guest, date);
    await place(guest, guestGame, EMPTY, (i) => human(i) / 2);
    expect((await bestOf(guest))?.gameId).toBe(guestGame);
    await claimGuestGames(server.db, guest, player);
    expect(await resultOf(guestGame)).toMatchObject([
      { playerId: player, kind: "single", dailyDate: null },
    ]);
    expect((await bestOf(player))?.gameId).toBe(own);
    // A second daily game of the day, in one sitting and faster still: practice, unranked.
    const again = await started(player, date);
    await place(player, again, EMPTY, (i) => human(i) / 3);
    expect(await resultOf(again)).toMatchObject([{ kind: "single", review: null }]);
    expect((await bestOf(player))?.gameId).toBe(own);
  });

  it("a lost daily keeps its solution while its day can still be played", async () => {
    const guest = newGuestId();
    const today = new Date(clock).toISOString().slice(0, 10);
    const daily = await attempted(guest, today);
    const ended = await lose(guest, daily);
    expect(ended).toMatchObject({ status: "failed", solution: null });
    const { snapshot } = await a.join(guest, daily, "tab-2");
    expect(snapshot.status).toBe("failed");
    expect(snapshot.solution).toBeNull();
    // A past day's daily, like any other game, shows it once over.
    const past = await attempted(guest, "2026-11-01");
    expect((await lose(guest, past))?.solution).toBe(SOLUTION);
    const single = await started(guest);
    expect((await lose(guest, single))?.solution).toBe(SOLUTION);
  });
});

describe("race results", () => {
  it("writes one result per racer; a win at machine speed is held for review and not counted", async () => {
    const made = await roomOf(server, 2);
    racers.push(...made.racers);
    await startRace(made.code, made.racers);
    const [winner, loser] = await Promise.all(made.racers.map((r) => openGame(made.code, r)));
    await fill(winner);
    await must(loser.racer, "race:give-up", { code: made.code });
    await vi.waitFor(
      async () => {
        const race = await server.db.race.findFirstOrThrow({ where: { roomCode: made.code } });
        expect(race.winnerId).not.toBeNull();
        expect(await resultOf(loser.gameId)).toHaveLength(1);
      },
      { timeout: 5_000 },
    );
    const [result] = await resultOf(winner.gameId);
    expect(result).toMatchObject({ kind: "race", solved: true, review: REVIEW_REASONS.floor });
    expect(result.raceId).not.toBeNull();
    expect(result.activeMs).toBe(result.finishedAt.getTime() - result.startedAt.getTime());
    // Held for review: not a win anywhere (the result, the stats, hence both wins boards).
    expect(result).toMatchObject({ won: false, contested: false });
    expect(await resultOf(loser.gameId)).toMatchObject([
      { kind: "race", solved: false, won: false },
    ]);
    for (const racer of made.racers) {
      expect(
        await server.db.playerStats.findUnique({ where: { playerId: racer.guestId } }),
      ).toBeNull();
    }
    // Each racer's addresses are kept with their game, each once however often it is opened.
    const games = await server.db.game.findMany({ where: { raceId: result.raceId } });
    expect(games.map((game) => game.clientAddresses)).toEqual([["127.0.0.1"], ["127.0.0.1"]]);
    // Opened again from elsewhere: that address joins the list.
    await keepRaceAddress(server.db, games[0].id, "10.9.9.9");
    await keepRaceAddress(server.db, games[0].id, "127.0.0.1");
    const reopened = await server.db.game.findUniqueOrThrow({ where: { id: games[0].id } });
    expect(reopened.clientAddresses).toEqual(["127.0.0.1", "10.9.9.9"]);
  });

  /**
   * A race of `guests` (the first one wins at a human pace) built in the database, played on
   * the test's clock: each opponent plays `opponentMoves` correct digits first, from the
   * addresses given (the winner's are 10.0.0.1 and any `winnerAddresses`).
   */
  async function humanRace(
    guests: string[],
    options: {
      opponentMoves: number;
      addresses?: (string | string[])[];
      winnerAddresses?: string[];
      decideFirst?: boolean;
      /** The opponents' pace (human by default). */
      opponentGap?: (i: number) => number;
    },
  ) {
    const raceId = `race-${++seq}`;
    const startsAt = clock;
    const entrants = guests.map((guestId, i) => ({ playerId: `p${i}`, guestId, name: `R${i}` }));
    await server.db.race.create({
      data: {
        id: raceId,
        roomCode: "HUMANS",
        round: seq,
        level: "easy",
        givens: GIVENS,
        solution: SOLUTION,
        hardest: RATING.hardest,
        hardestName: RATING.hardestName,
        score: RATING.score,
        mistakeChecking: true,
        hintsAllowed: true,
        entrants,
        startsAt: new Date(startsAt),
      },
    });
    const store = new PrismaGameStore(server.db);
    const gameIds: string[] = [];
    for (const [i, guestId] of guests.entries()) {
      const record = raceGameRecord({
        guestId,
        level: "easy",
        givens: GIVENS,
        solution: SOLUTION,
        rating: RATING,
        mistakeChecking: true,
        race: { raceId, startsAt, hintsAllowed: true },
        now: startsAt,
      });
      await store.insertGame(record);
      const clientAddresses =
        i === 0
          ? ["10.0.0.1", ...(options.winnerAddresses ?? [])]
          : [options.addresses?.[i - 1] ?? `10.0.1.${i}`].flat();
      await server.db.game.update({ where: { id: record.id }, data: { clientAddresses } });
      gameIds.push(record.id);
    }
    for (const [i, guestId] of guests.entries()) {
      if (i > 0) {
        const cells = EMPTY.slice(0, options.opponentMoves);
        await place(guestId, gameIds[i], cells, options.opponentGap ?? human);
      }
    }
    // The winner is decided as the room does it: once, conditionally, then the result marked.
    const decide = () =>
      server.db.$transaction(async (tx) => {
        const { count } = await tx.race.updateMany({
          where: { id: raceId, winnerId: null },
          data: { winnerId: "p0", winnerAt: new Date(clock) },
        });
        if (count === 1) await markRaceWinner(tx, raceId, "p0");
      });
    if (options.decideFirst) await decide();
    await place(guests[0], gameIds[0], EMPTY, human);
    if (!options.decideFirst) await decide();
    const [result] = await resultOf(gameIds[0]);
    return {
      result,
      stats: await server.db.playerStats.findUnique({ where: { playerId: guests[0] } }),
    };
  }

  it("counts a human win over someone who raced, on the boards too", async () => {
    const { result, stats } = await humanRace([newGuestId(), newGuestId()], { opponentMoves: 3 });
    expect(result).toMatchObject({ review: null, won: true, contested: true });
    expect(stats?.raceWins).toBe(1);
    // The same when the winner was decided before the result was written.
    const again = await humanRace([newGuestId(), newGuestId()], {
      opponentMoves: 3,
      decideFirst: true,
    });
    expect(again.result).toMatchObject({ won: true, contested: true });
    expect(again.stats?.raceWins).toBe(1);
  });

  it("gives the win to the first plausible solve when a faster finish is held for review", async () => {
    // The opponent fills the grid at machine speed first: the room shows them first, held.
    const { result, stats } = await humanRace([newGuestId(), newGuestId()], {
      opponentMoves: EMPTY.length,
      opponentGap: () => 40,
    });
    const race = await server.db.race.findUniqueOrThrow({ where: { id: result.raceId! } });
    expect(race.winnerId).toBe("p1");
    const held = await server.db.result.findFirstOrThrow({
      where: { raceId: result.raceId, gameId: { not: result.gameId } },
    });
    expect(held).toMatchObject({ solved: true, review: REVIEW_REASONS.floor, won: false });
    // The honest racer behind them holds the race's win, counted on the boards.
    expect(result).toMatchObject({ review: null, won: true, contested: true });
    expect(stats?.raceWins).toBe(1);
  });

  it("keeps off the boards a win over opponents who did not race, or were the same person", async () => {
    const expectUncounted = ({ result, stats }: Awaited<ReturnType<typeof humanRace>>) => {
      expect(result).toMatchObject({ review: null, won: true, contested: false });
      expect(stats?.raceWins ?? 0).toBe(0);
    };
    // The opponent never played a move (gave up, forfeited, or just sat there).
    expectUncounted(await humanRace([newGuestId(), newGuestId()], { opponentMoves: 0 }));
    // The opponent played, from the winner's address.
    expectUncounted(
      await humanRace([newGuestId(), newGuestId()], {
        opponentMoves: 3,
        addresses: ["10.0.0.1"],
      }),
    );
    // Each opened the game once from an address of its own, and played from a shared one.
    expectUncounted(
      await humanRace([newGuestId(), newGuestId()], {
        opponentMoves: 3,
        winnerAddresses: ["10.0.0.7"],
        addresses: [["10.0.0.8", "10.0.0.7"]],
      }),
    );
    // The opponent is a guest cookie that went to the same account (either way round).
    const created = await createUser(server.db, {
      username: `puppet_${process.pid}`.slice(0, 20),
      password: "correct horse battery",
    });
    if (!created.ok) throw new Error(created.message);
    const account = userPlayerId(created.user.id);
    const puppet = newGuestId();
    await claimGuestGames(server.db, puppet, account);
    expectUncounted(await humanRace([account, puppet], { opponentMoves: 3 }));
    const [one, two] = [newGuestId(), newGuestId()];
    await claimGuestGames(server.db, one, account);
    await claimGuestGames(server.db, two, account);
    expectUncounted(await humanRace([one, two], { opponentMoves: 3 }));
    // One real opponent among puppets is enough.
    const { result } = await humanRace([account, puppet, newGuestId()], { opponentMoves: 2 });
    expect(result).toMatchObject({ won: true, contested: true });
  });
});

describe("accounts", () => {
  it("a claim moves results and merges summaries once; deletion takes the player off the boards", async () => {
    const guest = newGuestId();
    const created = await createUser(server.db, {
      username: `res_${process.pid}`.slice(0, 20),
      password: "correct horse battery",
    });
    if (!created.ok) throw new Error(created.message);
    const player = userPlayerId(created.user.id);

    // The account: a slow best time, two race wins, an attempt at the 21st.
    const slow = await started(player);
    await place(player, slow, EMPTY, (i) => human(i) + 4_000);
    await server.db.playerStats.upsert({
      where: { playerId: player },
      create: { playerId: player, raceWins: 2, longestStreak: 4 },
      update: { raceWins: 2, longestStreak: 4 },
    });
    await server.db.dailyAttempt.create({
      data: { date: "2026-11-21", playerId: player, gameId: slow },
    });
    // The guest: a faster daily solve on the 22nd, an attempt at the 21st too, one race win.
    const daily = await started(guest, "2026-11-22");
    await server.db.dailyAttempt.createMany({
      data: [
        { date: "2026-11-22", playerId: guest, gameId: daily },
        { date: "2026-11-21", playerId: guest, gameId: "another-guest-game" },
      ],
    });
    await place(guest, daily, EMPTY, human);
    await server.db.playerStats.update({ where: { playerId: guest }, data: { raceWins: 1 } });
    const guestBest = await bestOf(guest);
    // The guest signs up after playing: their attempts may become the account's.
    await server.db.user.update({
      where: { id: created.user.id },
      data: { createdAt: new Date() },
    });

    for (let i = 0; i < 2; i++) await claimGuestGames(server.db, guest, player);
    expect(await server.db.result.count({ where: { playerId: guest } })).toBe(0);
    expect(await resultOf(daily)).toMatchObject([{ playerId: player }]);
    expect(await bestOf(player)).toMatchObject({ rankedMs: guestBest!.rankedMs, gameId: daily });
    expect(await bestOf(guest)).toBeNull();
    expect(await server.db.playerStats.findUnique({ where: { playerId: player } })).toMatchObject({
      raceWins: 3,
      dailyStreak: 1,
      longestStreak: 4,
      lastDailyDate: "2026-11-22",
    });
    const attempts = await server.db.dailyAttempt.findMany({
      orderBy: { date: "asc" },
      where: { date: { in: ["2026-11-21", "2026-11-22"] } },
    });
    expect(
      attempts.map((x) => [
        x.date,
        x.playerId === player ? "user" : x.playerId === guest ? "guest" : "other",
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["2026-11-21", "user"],
        ["2026-11-21", "guest"],
        ["2026-11-22", "user"],
      ]),
    );

    expect(await deleteUser(server.db, created.user.id)).toBe(true);
    expect(await server.db.bestTime.count({ where: { playerId: player } })).toBe(0);
    expect(await server.db.playerStats.count({ where: { playerId: player } })).toBe(0);
    expect(await server.db.dailyAttempt.count({ where: { playerId: player } })).toBe(0);
    expect(await server.db.result.count({ where: { playerId: player } })).toBe(0);
    for (const gameId of [slow, daily]) {
      const [result] = await resultOf(gameId);
      const game = await server.db.game.findUnique({ where: { id: gameId } });
      expect(result.playerId).toMatch(/^deleted:/);
      expect(result.playerId).toBe(game?.guestId);
    }
  });

  it("a guest's daily stays unranked practice when they sign in to an account made before it", async () => {
    const guest = newGuestId();
    const created = await createUser(server.db, {
      username: `old_${process.pid}`.slice(0, 20),
      password: "correct horse battery",
    });
    if (!created.ok) throw new Error(created.message);
    const player = userPlayerId(created.user.id);
    const daily = await attempted(guest, "2026-11-23");
    await place(guest, daily, EMPTY, human);

    await claimGuestGames(server.db, guest, player);
    expect(await resultOf(daily)).toMatchObject([
      { playerId: player, kind: "single", dailyDate: null },
    ]);
    expect(await server.db.dailyAttempt.findUnique({ where: { gameId: daily } })).toMatchObject({
      playerId: guest,
    });
  });
});
