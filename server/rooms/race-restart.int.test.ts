/**
 * A race survives what happens to connections and servers: a racer who drops and comes back
 * within the grace period goes on; one who stays away forfeits; a server restarted mid-race
 * keeps every acknowledged move, the start instant and the right winner.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import type { GameSnapshot } from "@/lib/game/protocol";
import type { RoomSnapshot } from "@/lib/game/room-protocol";
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

const dataDir = mkdtempSync(join(tmpdir(), "nonet-race-restart-"));
const servers: TestServer[] = [];
const clients: Racer[] = [];

afterAll(async () => {
  for (const client of clients) client.socket.disconnect();
  for (const server of servers) await server.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(reconnectGraceMs = 60_000) {
  for (const running of servers) await running.stop();
  const server = await startTestServer({
    dataDir,
    keepData: true,
    rooms: { countdownMs: 300, reconnectGraceMs },
  });
  servers.push(server);
  return server;
}

it("keeps every acknowledged move, the clock and the right winner across a restart", async () => {
  let server = await start();
  const { code, racers } = await roomOf(server, 2);
  clients.push(...racers);
  const started = await startRace(code, racers);
  const [a, b] = await Promise.all(racers.map((r) => openGame(code, r)));
  const aAck = await fill(a, 10);
  const bAck = await fill(b, 5);
  for (const racer of racers) racer.socket.disconnect();

  server = await start();
  const back = await Promise.all(
    racers.map(async (old) => {
      const racer = await newClient(server, old.name, old.guestId);
      clients.push(racer);
      return racer;
    }),
  );
  const [a2, b2] = await Promise.all(back.map((r) => openGame(code, r)));
  expect(a2.racer.room.phase).toBe("racing");
  expect(a2.racer.room.race!.startsAt).toBe(started.race!.startsAt);
  expect(a2.snapshot.version).toBe(aAck.version);
  expect(b2.snapshot.version).toBe(bAck.version);
  expect(a2.snapshot.moves).toHaveLength(10);
  // The race clock is the wall clock from the start: the downtime counts.
  expect(a2.snapshot.timer.running).toBe(true);
  expect(a2.snapshot.timer.elapsedMs).toBeGreaterThanOrEqual(
    Date.now() - started.race!.startsAt - 1000,
  );

  // a2.todo still lists the cells filled before the restart: skip those.
  a2.todo = a2.todo.filter(({ cell }) =>
    a2.snapshot.moves.every((m) => !("cells" in m) || !m.cells.includes(cell)),
  );
  await fill(a2);
  b2.todo = b2.todo.filter(({ cell }) =>
    b2.snapshot.moves.every((m) => !("cells" in m) || !m.cells.includes(cell)),
  );
  await fill(b2);
  const done = await roomWhere(back[1], (r) => r.phase === "finished");
  expect(done.race!.winnerId).toBe(a2.racer.room.you);
  expect(done.race!.progress.map((p) => p.rank)).toEqual([1, 2]);
});

it("lets a dropped racer resume within the grace period, and forfeits one who stays away", async () => {
  const server = await start(1_500);
  const { code, racers } = await roomOf(server, 2);
  clients.push(...racers);
  await startRace(code, racers);
  const [a, b] = await Promise.all(racers.map((r) => openGame(code, r)));
  await fill(b, 3);
  b.racer.socket.disconnect();
  const away = await roomWhere(a.racer, (r) => r.members.some((m) => !m.connected));
  const bMember = away.members.find((m) => m.playerId === b.racer.room.you)!;
  expect(bMember.forfeitsAt).toBeGreaterThan(Date.now());

  // Back in time (the same browser: the same guest): the game is where it was.
  const again = await newClient(server, b.racer.name, b.racer.guestId);
  clients.push(again);
  const resumed = await openGame(code, again);
  expect(resumed.snapshot.version).toBe(3);
  await roomWhere(a.racer, (r) => r.members.every((m) => m.connected));
  await new Promise((resolve) => setTimeout(resolve, 1_800));
  const { room } = await must<{ room: RoomSnapshot }>(a.racer, "room:join", {
    code,
    name: "Racer 1",
  });
  expect(room.race!.progress.find((p) => p.playerId === again.room.you)!.status).toBe("playing");

  // Gone for good this time: forfeited after the grace, and the race ends with the winner.
  again.socket.disconnect();
  const statusOf = (room: RoomSnapshot) =>
    room.race!.progress.find((p) => p.playerId === again.room.you)!.status;
  await roomWhere(a.racer, (room) => statusOf(room) === "forfeited", 10_000);
  const { room: forfeited } = await must<{ room: RoomSnapshot }>(a.racer, "room:join", {
    code,
    name: "Racer 1",
  });
  expect(statusOf(forfeited)).toBe("forfeited");
  await fill(a);
  const done = await roomWhere(a.racer, (r) => r.phase === "finished");
  expect(done.race!.winnerId).toBe(a.racer.room.you);
  const game = await must<{ snapshot: GameSnapshot }>(a.racer, "game:join", { gameId: a.gameId });
  expect(game.snapshot.status).toBe("solved");
});
