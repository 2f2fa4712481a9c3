/**
 * Challenges against the real socket server and embedded database: a link made from each kind
 * of finished game, the ghost's progress as the move log has it, the board's ranks, ties and
 * reviews, passing it on, the secrecy of the solution, and every refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timelinePoints } from "@/lib/challenge/ghost-timeline";
import { progressOf } from "@/lib/challenge/progress";
import type { ChallengeBoardRow, ChallengeView, GhostRun } from "@/lib/game/challenge-protocol";
import { moveSchema } from "@/lib/game/move";
import type { GameSnapshot, MoveAck } from "@/lib/game/protocol";
import type { RoomSnapshot } from "@/lib/game/room-protocol";
import { gridFrom } from "@/lib/sudoku/grid";
import { addDays } from "@/lib/daily/dates";
import { startTestServer, type TestServer } from "../test-support/harness";
import { ask, must, newClient, roomOf, startRace, type Racer } from "../test-support/race";
import { moveId } from "../test-support/harness";

const TODAY = "2026-11-25";

let server: TestServer;
const clients: Racer[] = [];

beforeAll(async () => {
  server = await startTestServer({
    today: () => TODAY,
    rooms: { countdownMs: 300, reconnectGraceMs: 60_000 },
  });
});

afterAll(async () => {
  for (const client of clients) client.socket.disconnect();
  await server?.dispose();
});

async function player(name: string): Promise<Racer> {
  const client = await newClient(server, name);
  clients.push(client);
  return client;
}

const row = (gameId: string) => server.db.game.findUniqueOrThrow({ where: { id: gameId } });

/**
 * Plays a game to the end: `hints` full steps first (each charges 45 s, which puts a scripted
 * solve above the plausibility floor as a fast person's would be), then one digit at a time
 * over all its cells, as few moves as there are digits (no steady beat). `before` runs ahead of
 * the finishing move.
 */
async function solveGame(
  client: Racer,
  gameId: string,
  options: { hints?: number; before?: () => void | Promise<void> } = {},
): Promise<void> {
  await must<{ snapshot: GameSnapshot }>(client, "game:join", { gameId });
  for (let i = 0; i < (options.hints ?? 0); i++) {
    // On a loaded machine a hint can run out of its worker's time: asked again, as the page
    // lets a player do.
    for (let attempt = 1; ; attempt++) {
      const hint = await ask(client, "hint:request", { gameId, level: "step" });
      if (hint.ok) break;
      if (hint.error.code !== "unavailable" || attempt === 5) throw new Error(hint.error.message);
    }
  }
  const game = await row(gameId);
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  for (const [i, digit] of digits.entries()) {
    const cells = [...game.solution].flatMap((d, cell) =>
      Number(d) === digit && game.givens[cell] === "0" ? [cell] : [],
    );
    if (i === digits.length - 1) await options.before?.();
    const ack = await must<MoveAck>(client, "move:submit", {
      gameId,
      moveId: moveId(),
      move: { type: "value", cells, digit },
    });
    if (i === digits.length - 1) expect(ack.status).toBe("solved");
  }
}

async function solvedSingle(client: Racer, hints = 2): Promise<string> {
  const { gameId } = await must<{ gameId: string }>(client, "game:create", { level: "easy" });
  await solveGame(client, gameId, { hints });
  return gameId;
}

const create = (client: Racer, gameId: string, name = client.name) =>
  ask<{ code: string; ghosts: number; timeToBeatMs: number }>(client, "challenge:create", {
    gameId,
    name,
  });

async function challengeOf(client: Racer, gameId: string): Promise<string> {
  const made = await create(client, gameId);
  if (!made.ok) throw new Error(made.error.message);
  return made.code;
}

const view = (client: Racer, code: string) =>
  ask<{ challenge: ChallengeView }>(client, "challenge:get", { code });
const start = (client: Racer, code: string) =>
  ask<{ gameId: string; ghosts: GhostRun[] }>(client, "challenge:start", {
    code,
    name: client.name,
  });
const board = (client: Racer, code: string) =>
  ask<{ rows: ChallengeBoardRow[]; myGameId: string | null }>(client, "challenge:board", { code });

async function taken(client: Racer, code: string) {
  const started = await start(client, code);
  if (!started.ok) throw new Error(started.error.message);
  return started;
}

/** The move log's progress, read straight from the database: the truth the ghost must match. */
async function loggedProgress(gameId: string) {
  const game = await row(gameId);
  const moves = await server.db.move.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
  const startMs = (game.startsAt ?? game.startedAt)!.getTime();
  return progressOf(
    gridFrom(game.givens),
    moves.map((m) => ({
      atMs: m.createdAt.getTime() - startMs,
      move: moveSchema.parse(m.payload),
    })),
  );
}

describe("a challenge of a single-player game", () => {
  let ada: Racer;
  let adaGame: string;
  let code: string;

  beforeAll(async () => {
    ada = await player("Ada");
    adaGame = await solvedSingle(ada);
    code = await challengeOf(ada, adaGame);
  });

  it("makes an unguessable link once per game, and tells the friend who, what and what time", async () => {
    expect(code).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{12}$/);
    expect(await challengeOf(ada, adaGame)).toBe(code);
    const result = await server.db.result.findUniqueOrThrow({ where: { gameId: adaGame } });
    expect(result.review).toBeNull();

    const bo = await player("Bo");
    const seen = await view(bo, code);
    expect(seen.ok && seen.challenge).toMatchObject({
      code,
      creatorName: "Ada",
      level: "easy",
      timeToBeatMs: result.rankedMs,
      ghosts: [{ name: "Ada", rankedMs: result.rankedMs }],
      hintsAllowed: true,
      myGameId: null,
      myRunOver: false,
      own: false,
      creator: false,
    });
    // The page before Start knows nothing of the grid.
    const game = await row(adaGame);
    expect(JSON.stringify(seen)).not.toContain(game.givens);
    expect(JSON.stringify(seen)).not.toContain(game.solution);
    // The link's page tells the challenger it is theirs; they cannot take it.
    const mine = await view(ada, code);
    expect(mine.ok && mine.challenge).toMatchObject({ own: true, creator: true });
    expect(await start(ada, code)).toMatchObject({ ok: false, error: { code: "forbidden" } });
  });

  it("sends the ghost once as the move log's progress, and the taker's clock runs from Start", async () => {
    const cy = await player("Cy");
    const before = Date.now();
    const started = await taken(cy, code);
    const [ghost] = started.ghosts;
    expect(started.ghosts).toHaveLength(1);
    expect(ghost.name).toBe("Ada");
    expect(timelinePoints(ghost.timeline)).toEqual(await loggedProgress(adaGame));
    expect(JSON.stringify(ghost.timeline).length).toBeLessThan(2_000);
    const game = await row(started.gameId);
    expect(game.challengeCode).toBe(code);
    expect(game.givens).toBe((await row(adaGame)).givens);
    expect(game.startsAt!.getTime()).toBeGreaterThanOrEqual(before - 5);
    // Start again (a reload, a second tab): the same run, never a second one.
    expect((await taken(cy, code)).gameId).toBe(started.gameId);
    const again = await view(cy, code);
    expect(again.ok && again.challenge.myGameId).toBe(started.gameId);
    // The board waits for the end of the taker's own run.
    expect(await board(cy, code)).toMatchObject({ ok: false, error: { code: "forbidden" } });
  });

  it("never sends the solution to a taker before their game is over", async () => {
    const di = await player("Di");
    const { gameId } = await taken(di, code);
    const solution = (await row(gameId)).solution;
    let transcript = "";
    await solveGame(di, gameId, {
      before: () => {
        transcript = di.received.join("\n");
      },
    });
    expect(transcript.length).toBeGreaterThan(1_000);
    expect(transcript).toContain('"solution":null');
    expect(transcript).not.toContain(solution);
    // The last move ends the game: now it may come.
    expect(di.received.join("\n")).toContain(solution);
  });

  it("ranks the board by time plus penalties, ties shared, a held solve shown to its owner only", async () => {
    const [eve, fay, gus] = await Promise.all([player("Eve"), player("Fay"), player("Gus")]);
    const runs = await Promise.all([eve, fay, gus].map((client) => taken(client, code)));
    // Eve and Fay play like people (two full hints each); Gus types a solve no human could.
    await solveGame(eve, runs[0].gameId, { hints: 2 });
    await solveGame(fay, runs[1].gameId, { hints: 2 });
    await solveGame(gus, runs[2].gameId);
    const results = await server.db.result.findMany({
      where: { gameId: { in: runs.map((r) => r.gameId) } },
    });
    const resultOf = (gameId: string) => results.find((r) => r.gameId === gameId)!;
    expect(resultOf(runs[0].gameId).kind).toBe("challenge");
    expect(resultOf(runs[2].gameId).review).not.toBeNull();
    // Eve and Fay tie to the millisecond (stored times, as two equal solves would be).
    const tie = resultOf(runs[0].gameId).rankedMs;
    await server.db.result.update({
      where: { gameId: runs[1].gameId },
      data: { rankedMs: tie, activeMs: tie - resultOf(runs[1].gameId).penaltyMs },
    });
    const adaMs = (await server.db.result.findUniqueOrThrow({ where: { gameId: adaGame } }))
      .rankedMs;

    const seen = await board(eve, code);
    if (!seen.ok) throw new Error(seen.error.message);
    const ranked = seen.rows.filter((r) => r.rank !== null);
    expect(ranked.map((r) => r.rankedMs)).toEqual(
      [...ranked.map((r) => r.rankedMs)].sort((a, b) => a - b),
    );
    const eveRow = seen.rows.find((r) => r.name === "Eve")!;
    const fayRow = seen.rows.find((r) => r.name === "Fay")!;
    expect(eveRow.rank).toBe(fayRow.rank);
    expect(eveRow.mine).toBe(true);
    expect(seen.rows.find((r) => r.name === "Ada")).toMatchObject({ ghost: true, rankedMs: adaMs });
    expect(seen.rows.map((r) => r.name)).not.toContain("Gus");
    expect(seen.myGameId).toBe(runs[0].gameId);
    // Rows open each run's replay: a run of one, with its own moves.
    const replay = await must<{ replay: { racers: { name: string; moves: unknown[] }[] } }>(
      eve,
      "replay:get",
      { raceId: fayRow.replayId },
    );
    expect(replay.replay.racers).toMatchObject([{ name: "Fay" }]);
    expect(replay.replay.racers[0].moves.length).toBeGreaterThan(0);

    const gusSees = await board(gus, code);
    expect(gusSees.ok && gusSees.rows.find((r) => r.name === "Gus")).toMatchObject({
      mine: true,
      rank: null,
    });
    // The challenger sees the board from the start.
    expect((await board(ada, code)).ok).toBe(true);
  });

  it("passes it on: a new link racing the challenger, the taker and the fastest on the board", async () => {
    const hal = await player("Hal");
    const { gameId } = await taken(hal, code);
    await solveGame(hal, gameId, { hints: 3 });
    // Back on the link, Hal is offered his finished run's end, not a clock to start.
    const halBack = await view(hal, code);
    expect(halBack.ok && halBack.challenge).toMatchObject({ myGameId: gameId, myRunOver: true });
    const passed = await create(hal, gameId);
    if (!passed.ok) throw new Error(passed.error.message);
    expect(passed.code).not.toBe(code);
    expect(passed.ghosts).toBe(3);

    const ivy = await player("Ivy");
    const seen = await view(ivy, passed.code);
    if (!seen.ok) throw new Error(seen.error.message);
    expect(seen.challenge.creatorName).toBe("Hal");
    const names = seen.challenge.ghosts.map((g) => g.name);
    expect(names.slice(0, 2)).toEqual(["Ada", "Hal"]);
    expect(["Eve", "Fay"]).toContain(names[2]);
    const started = await taken(ivy, passed.code);
    expect(started.ghosts.map((g) => g.name)).toEqual(names);
    expect(timelinePoints(started.ghosts[1].timeline)).toEqual(await loggedProgress(gameId));
    // Its page tells Hal it is his, and Ada it is Hal's (her run is one of its ghosts).
    const halSees = await view(hal, passed.code);
    expect(halSees.ok && halSees.challenge).toMatchObject({ own: true, creator: true });
    const adaSees = await view(ada, passed.code);
    expect(adaSees.ok && adaSees.challenge).toMatchObject({ own: true, creator: false });
    // Those who ran a ghost know the puzzle: it is theirs, not to take.
    expect(await start(hal, passed.code)).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    expect(await start(ada, passed.code)).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
  });

  it("refuses a foreign game, an unfinished one and a solve held for review", async () => {
    const jo = await player("Jo");
    expect(await create(jo, adaGame)).toMatchObject({ ok: false, error: { code: "forbidden" } });
    const { gameId } = await must<{ gameId: string }>(jo, "game:create", { level: "easy" });
    expect(await create(jo, gameId)).toMatchObject({
      ok: false,
      error: { code: "bad_request", message: expect.stringContaining("Finish the game") },
    });
    await solveGame(jo, gameId);
    expect(await create(jo, gameId)).toMatchObject({
      ok: false,
      error: { code: "bad_request", message: expect.stringContaining("under review") },
    });
    expect(await create(jo, "no-such-game-123")).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(await server.db.challenge.count({ where: { creatorId: jo.guestId } })).toBe(0);
  });
});

describe("a challenge of a race", () => {
  it("waits for the race to end, then races the racer's run from the race's start", async () => {
    const { code, racers } = await roomOf(server, 2, { hintsAllowed: false });
    clients.push(...racers);
    await startRace(code, racers);
    const games = racers.map((racer) => racer.room.race!.gameId!);
    const [first, second] = racers;
    // A race game solves without hints here: hints are off. Its time is a race's wall time.
    const { room } = await must<{ room: RoomSnapshot }>(first, "room:join", {
      code,
      name: first.name,
    });
    expect(room.race?.gameId).toBe(games[0]);
    await solveGame(first, games[0]);
    // Held for review (machine-fast): mark it plausible as a slow solve would be, to test the
    // race rule alone.
    await server.db.result.update({ where: { gameId: games[0] }, data: { review: null } });
    const early = await create(first, games[0]);
    expect(early).toMatchObject({
      ok: false,
      error: { code: "bad_request", message: expect.stringContaining("race to end") },
    });
    await must(second, "room:join", { code, name: second.name });
    await solveGame(second, games[1]);
    await expect
      .poll(
        async () =>
          (await server.db.race.findFirstOrThrow({ where: { roomCode: code } })).finishedAt,
      )
      .not.toBeNull();

    const made = await create(first, games[0]);
    if (!made.ok) throw new Error(made.error.message);
    const taker = await player("Kim");
    const seen = await view(taker, made.code);
    expect(seen.ok && seen.challenge).toMatchObject({ hintsAllowed: false, level: "easy" });
    const started = await taken(taker, made.code);
    expect(timelinePoints(started.ghosts[0].timeline)).toEqual(await loggedProgress(games[0]));
    // The challenger's race allowed no hints: nor does the challenge.
    await must(taker, "game:join", { gameId: started.gameId });
    expect(
      await ask(taker, "hint:request", { gameId: started.gameId, level: "nudge" }),
    ).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
  });
});

describe("a challenge of a daily", () => {
  it("takes a past day's daily, and refuses today's until the day is over", async () => {
    const lu = await player("Lu");
    const past = await must<{ gameId: string }>(lu, "daily:start", { date: addDays(TODAY, -3) });
    await solveGame(lu, past.gameId, { hints: 3 });
    const made = await create(lu, past.gameId);
    if (!made.ok) throw new Error(made.error.message);
    const taker = await player("Max");
    const started = await taken(taker, made.code);
    expect((await row(started.gameId)).givens).toBe((await row(past.gameId)).givens);

    const today = await must<{ gameId: string }>(lu, "daily:start", { date: TODAY });
    await solveGame(lu, today.gameId, { hints: 3 });
    expect(await create(lu, today.gameId)).toMatchObject({
      ok: false,
      error: { code: "bad_request", message: expect.stringContaining("Today's daily") },
    });
  });
});

describe("bad input and floods", () => {
  it("refuses malformed codes and payloads with a clear error", async () => {
    const ned = await player("Ned");
    for (const code of ["", "abc", "K7QM4P3A9CD0", "x".repeat(500), 42, null]) {
      expect(await ask(ned, "challenge:get", { code })).toMatchObject({
        ok: false,
        error: { code: "bad_request" },
      });
    }
    expect(await ask(ned, "challenge:create", { gameId: "../x", name: "Ned" })).toMatchObject({
      ok: false,
      error: { code: "bad_request" },
    });
    expect(
      await ask(ned, "challenge:start", { code: "K7QM4P3A9CDE", name: "Ned", solution: "1" }),
    ).toMatchObject({ ok: false, error: { code: "bad_request" } });
  });

  it("charges Start to the create quota: a guest who made too many games is refused", async () => {
    const ada = await player("Ora");
    const code = await challengeOf(ada, await solvedSingle(ada));
    const flooder = await player("Pim");
    let refused = false;
    for (let i = 0; i < 30 && !refused; i++) {
      const made = await ask(flooder, "game:create", { level: "easy" });
      refused = !made.ok;
    }
    expect(refused).toBe(true);
    expect(await start(flooder, code)).toMatchObject({ ok: false, error: { code: "limit" } });
    expect(await server.db.challengeTaker.count({ where: { code } })).toBe(0);
  });

  // Last: it spends the address's allowance of unknown codes, which every client here shares.
  it("slows down an address that tries code after code", async () => {
    const scan = await player("Scan");
    const answers = [];
    for (let i = 0; i < 25; i++) {
      answers.push(
        await view(scan, `K7QM4P3A9C${"DEFGHJKMNPQRTUVWXY"[i % 18]}${"34679ACDEF"[i % 10]}`),
      );
    }
    expect(answers.slice(0, 5).every((a) => !a.ok && a.error.code === "not_found")).toBe(true);
    expect(answers[answers.length - 1]).toMatchObject({
      ok: false,
      error: { code: "rate_limited" },
    });
  });
});
