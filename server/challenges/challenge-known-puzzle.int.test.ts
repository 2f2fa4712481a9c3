/**
 * A challenge is taken by those who do not know its puzzle: whoever has played the same grid
 * before (a run of the challenge it was passed on from, a racer of the same race) has seen its
 * solution, so their run would be no race. Start refuses them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameSnapshot, MoveAck } from "@/lib/game/protocol";
import type { RoomSnapshot } from "@/lib/game/room-protocol";
import { moveId, startTestServer, type TestServer } from "../test-support/harness";
import { ask, must, newClient, roomOf, startRace, type Racer } from "../test-support/race";

let server: TestServer;
const clients: Racer[] = [];

beforeAll(async () => {
  server = await startTestServer({
    today: () => "2026-11-25",
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

/** Plays a game to the end, `hints` full steps first (45 s each: a person's pace). */
async function solveGame(client: Racer, gameId: string, hints = 0): Promise<void> {
  await must<{ snapshot: GameSnapshot }>(client, "game:join", { gameId });
  for (let i = 0; i < hints; i++) {
    for (let attempt = 1; ; attempt++) {
      const hint = await ask(client, "hint:request", { gameId, level: "step" });
      if (hint.ok) break;
      if (hint.error.code !== "unavailable" || attempt === 5) throw new Error(hint.error.message);
    }
  }
  const game = await row(gameId);
  for (let digit = 1; digit <= 9; digit++) {
    const cells = [...game.solution].flatMap((d, cell) =>
      Number(d) === digit && game.givens[cell] === "0" ? [cell] : [],
    );
    await must<MoveAck>(client, "move:submit", {
      gameId,
      moveId: moveId(),
      move: { type: "value", cells, digit },
    });
  }
}

async function challengeOf(client: Racer, gameId: string): Promise<string> {
  const made = await ask<{ code: string }>(client, "challenge:create", {
    gameId,
    name: client.name,
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.code;
}

const start = (client: Racer, code: string) =>
  ask<{ gameId: string }>(client, "challenge:start", { code, name: client.name });

async function taken(client: Racer, code: string): Promise<string> {
  const started = await start(client, code);
  if (!started.ok) throw new Error(started.error.message);
  return started.gameId;
}

describe("Start refuses a player who has played the puzzle", () => {
  it("refuses a run of the challenge a link was passed on from, one that is no ghost of it", async () => {
    const ada = await player("Ada");
    const { gameId: adaGame } = await must<{ gameId: string }>(ada, "game:create", {
      level: "easy",
    });
    await solveGame(ada, adaGame, 2);
    const code = await challengeOf(ada, adaGame);
    const [eve, hal, fin] = await Promise.all([player("Eve"), player("Hal"), player("Fin")]);
    const runs = await Promise.all([eve, hal, fin].map((client) => taken(client, code)));
    await solveGame(eve, runs[0], 2);
    await solveGame(hal, runs[1], 3);
    // Fin's machine-fast solve is held for review: not on the board, so no ghost of the next.
    await solveGame(fin, runs[2]);
    const passed = await challengeOf(hal, runs[1]);

    const refused = await start(fin, passed);
    expect(refused).toMatchObject({
      ok: false,
      error: { code: "forbidden", message: expect.stringContaining("played this puzzle") },
    });
    expect(
      await server.db.challengeTaker.count({ where: { code: passed, takerId: fin.guestId } }),
    ).toBe(0);
    // Someone new takes it as before.
    expect((await start(await player("Ivy"), passed)).ok).toBe(true);
  });

  it("refuses the other racers of the race a challenge was made from", async () => {
    const { code: room, racers } = await roomOf(server, 2, { hintsAllowed: false });
    clients.push(...racers);
    await startRace(room, racers);
    const games = racers.map((racer) => racer.room.race!.gameId!);
    const [first, second] = racers;
    await must<{ room: RoomSnapshot }>(first, "room:join", { code: room, name: first.name });
    await solveGame(first, games[0]);
    await must(second, "room:join", { code: room, name: second.name });
    await solveGame(second, games[1]);
    // Machine-fast, so held: cleared here to test the rule alone, as a person's solve would be.
    await server.db.result.update({ where: { gameId: games[0] }, data: { review: null } });
    await expect
      .poll(
        async () =>
          (await server.db.race.findFirstOrThrow({ where: { roomCode: room } })).finishedAt,
      )
      .not.toBeNull();
    const code = await challengeOf(first, games[0]);

    expect(await start(second, code)).toMatchObject({ ok: false, error: { code: "forbidden" } });
  });
});
