/**
 * The winner and the end of a race are decided in the database, inside the write that ends a
 * racer's game: a failure right after that commit (a crash, a lost connection, a listener that
 * throws) changes neither. What an older server left unsettled (a solved game and no winner,
 * every game over and the race still running) is settled at start-up and on `room:join`.
 * Run on the embedded database, and on PostgreSQL when one answers (TEST_DATABASE_URL, or the
 * local default below): there each run gets a database of its own, dropped afterwards.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoomSnapshot } from "@/lib/game/room-protocol";
import type { GameCommitted } from "../games/game-service";
import { startTestServer, type TestServer } from "../test-support/harness";
import {
  fill,
  must,
  newClient,
  openGame,
  roomOf,
  roomWhere,
  startRace,
  type Racer,
} from "../test-support/race";

const PG_URL = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";

/** A database of this run's own on the PostgreSQL server at PG_URL, or why there is none. */
async function ownPostgres(): Promise<{ url: string; drop(): Promise<void> } | string> {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch (error) {
    return `no PostgreSQL at ${PG_URL} (${error instanceof Error ? error.message : error})`;
  }
  const name = `nonet_settle_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: PG_URL });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

const postgres = await ownPostgres();
if (typeof postgres === "string") {
  console.warn(`race settlement on PostgreSQL skipped: ${postgres}`);
}

const databases = [
  { label: "embedded PGlite", url: undefined as string | undefined },
  ...(typeof postgres === "string" ? [] : [{ label: "PostgreSQL", url: postgres.url }]),
];

afterAll(async () => {
  if (typeof postgres !== "string") await postgres.drop();
});

describe.each(databases)("on $label", ({ url }) => {
  const dataDir = mkdtempSync(join(tmpdir(), "nonet-race-settle-"));
  const servers: TestServer[] = [];
  const clients: Racer[] = [];
  let server: TestServer;

  async function start() {
    for (const running of servers) await running.stop();
    server = await startTestServer({
      dataDir,
      keepData: true,
      rooms: { countdownMs: 300 },
      env: { DATABASE_URL: url },
    });
    servers.push(server);
    return server;
  }

  beforeAll(async () => {
    await start();
  });

  afterAll(async () => {
    for (const client of clients) client.socket.disconnect();
    for (const running of servers) await running.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * Everything after the commit of these games' writes is lost, as a crash right after the
   * commit would lose it: the room never hears of them.
   */
  function loseAfterCommit(gameIds: string[]) {
    const rooms = server.rooms;
    const original = rooms.onGameCommitted.bind(rooms);
    rooms.onGameCommitted = (event: GameCommitted) => {
      if (gameIds.includes(event.gameId) && event.status !== "playing") return;
      original(event);
    };
    return () => {
      rooms.onGameCommitted = original;
    };
  }

  async function raceOf2() {
    const { code, racers } = await roomOf(server, 2);
    clients.push(...racers);
    await startRace(code, racers);
    const plays = await Promise.all(racers.map((r) => openGame(code, r)));
    return { code, racers, plays };
  }

  async function raceRow(raceId: string) {
    const race = await server.db.race.findUniqueOrThrow({ where: { id: raceId } });
    const results = await server.db.result.findMany({ where: { raceId } });
    return { race, won: new Map(results.map((r) => [r.playerId, r.won])) };
  }

  /** Alice solves and Bob gives up, and the room hears of neither: the race's last writes. */
  async function aliceSolvesBobGivesUp() {
    const { code, racers, plays } = await raceOf2();
    const [alice, bob] = plays;
    const restore = loseAfterCommit([alice.gameId, bob.gameId]);
    try {
      await fill(alice);
      await must(bob.racer, "race:give-up", { code });
    } finally {
      restore();
    }
    return { code, racers, alice };
  }

  const rejoin = (racer: Racer, code: string) =>
    must<{ room: RoomSnapshot }>(racer, "room:join", { code, name: racer.name });

  it("keeps the first solver as winner when everything after her finishing move fails", async () => {
    const { racers, plays } = await raceOf2();
    const [alice, bob] = plays;
    const restore = loseAfterCommit([alice.gameId]);
    try {
      await fill(alice);
      await fill(bob);
    } finally {
      restore();
    }
    const done = await roomWhere(racers[1], (r) => r.phase === "finished");
    expect(done.race!.winnerId).toBe(alice.racer.room.you);
    const raceId = done.race!.id;
    const { race, won } = await raceRow(raceId);
    expect(race.winnerId).toBe(alice.racer.room.you);
    expect(race.finishedAt).not.toBeNull();
    // Typed at machine speed, Alice's win is held for review (SECURITY.md): the winner is
    // decided, but no result counts as a win.
    const [aliceResult] = await server.db.result.findMany({ where: { gameId: alice.gameId } });
    expect(aliceResult.review).not.toBeNull();
    expect(won.get(alice.racer.guestId)).toBe(false);
    expect(won.get(bob.racer.guestId)).toBe(false);
  });

  it("finishes the race in the last game's write, and the room on the next join", async () => {
    const { code, racers, alice } = await aliceSolvesBobGivesUp();
    const raceId = alice.racer.room.race!.id;
    const { race } = await raceRow(raceId);
    expect(race.winnerId).toBe(alice.racer.room.you);
    expect(race.finishedAt).not.toBeNull();
    // The room never heard the race end: the next join settles it from the database.
    const { room } = await rejoin(racers[1], code);
    expect(room.phase).toBe("finished");
    expect(room.race!.winnerId).toBe(alice.racer.room.you);
  });

  /**
   * What a server before this fix could leave behind: the winner and the end never written.
   * The winner's result is made a plausible one (not held for review, as the test's machine-
   * speed solve is), so that settling it has a win to give.
   */
  async function unsettle(raceId: string, winnerGuest: string) {
    await server.db.race.update({
      where: { id: raceId },
      data: { winnerId: null, winnerAt: null, finishedAt: null },
    });
    await server.db.result.updateMany({ where: { raceId }, data: { won: false } });
    await server.db.result.updateMany({
      where: { raceId, playerId: winnerGuest },
      data: { review: null },
    });
  }

  it("settles on room:join a race left with a solved game and no winner", async () => {
    const { code, racers, plays } = await raceOf2();
    const [alice, bob] = plays;
    const restore = loseAfterCommit([alice.gameId]);
    try {
      await fill(alice);
    } finally {
      restore();
    }
    const raceId = alice.racer.room.race!.id;
    await unsettle(raceId, alice.racer.guestId);

    const { room } = await rejoin(racers[1], code);
    expect(room.race!.winnerId).toBe(alice.racer.room.you);
    expect(room.phase).toBe("racing");
    const { race, won } = await raceRow(raceId);
    expect(race.winnerId).toBe(alice.racer.room.you);
    expect(race.finishedAt).toBeNull();
    expect(won.get(alice.racer.guestId)).toBe(true);
    // Won, but over an opponent on the same address (both on loopback): off the boards.
    const [aliceResult] = await server.db.result.findMany({ where: { gameId: alice.gameId } });
    expect(aliceResult.contested).toBe(false);
    const stats = await server.db.playerStats.findUnique({
      where: { playerId: alice.racer.guestId },
    });
    expect(stats?.raceWins ?? 0).toBe(0);

    // Bob solves later: he is second, not the winner.
    await fill(bob);
    const done = await roomWhere(racers[1], (r) => r.phase === "finished");
    expect(done.race!.winnerId).toBe(alice.racer.room.you);
  });

  it("settles at start-up a race left with every game over, unfinished and without a winner", async () => {
    const { code, racers, alice } = await aliceSolvesBobGivesUp();
    const raceId = alice.racer.room.race!.id;
    await unsettle(raceId, alice.racer.guestId);
    for (const racer of racers) racer.socket.disconnect();

    await start();
    // Before anyone comes back: settled from the database at start-up.
    const { race, won } = await raceRow(raceId);
    expect(race.winnerId).toBe(alice.racer.room.you);
    expect(race.finishedAt).not.toBeNull();
    expect(won.get(alice.racer.guestId)).toBe(true);
    const room = await server.db.room.findUniqueOrThrow({ where: { code } });
    expect(room.phase).toBe("finished");

    // The host can go on: back to the lobby.
    const host = await newClient(server, racers[0].name, racers[0].guestId);
    clients.push(host);
    await rejoin(host, code);
    const { room: lobby } = await must<{ room: RoomSnapshot }>(host, "room:lobby", { code });
    expect(lobby.phase).toBe("lobby");
  });
});
