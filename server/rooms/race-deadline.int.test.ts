/**
 * The deadline after the first finish on the real server and database: stored on the race, so
 * a restart keeps it and the restarted server ends the round at it (those still racing did not
 * finish); the host's race:end is refused to anyone else, with words a player reads.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import type { RoomSnapshot } from "@/lib/game/room-protocol";
import { moveId, startTestServer, type TestServer } from "../test-support/harness";
import {
  ask,
  fill,
  must,
  newClient,
  openGame,
  roomOf,
  roomWhere,
  startRace,
  type Racer,
} from "../test-support/race";

const dataDir = mkdtempSync(join(tmpdir(), "nonet-race-deadline-"));
const servers: TestServer[] = [];
const clients: Racer[] = [];
const DEADLINE_MIN_MS = 15_000;

afterAll(async () => {
  for (const client of clients) client.socket.disconnect();
  for (const server of servers) await server.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  for (const running of servers) await running.stop();
  const server = await startTestServer({
    dataDir,
    keepData: true,
    rooms: { countdownMs: 300, raceDeadlineMinMs: DEADLINE_MIN_MS },
  });
  servers.push(server);
  return server;
}

const statusOf = (room: RoomSnapshot, playerId: string) =>
  room.race!.progress.find((p) => p.playerId === playerId)!.status;

it("keeps the deadline across a restart, and the restarted server ends the round at it", async () => {
  let server = await start();
  const { code, racers } = await roomOf(server, 2);
  clients.push(...racers);
  await startRace(code, racers);
  const [a, b] = await Promise.all(racers.map((r) => openGame(code, r)));
  await fill(b, 2);
  await fill(a);
  const timed = await roomWhere(b.racer, (r) => r.race?.deadlineAt != null);
  const deadlineAt = timed.race!.deadlineAt!;
  expect(deadlineAt).toBeGreaterThanOrEqual(Date.now() + DEADLINE_MIN_MS - 3_000);
  for (const racer of racers) racer.socket.disconnect();

  server = await start();
  const back = await newClient(server, b.racer.name, b.racer.guestId);
  clients.push(back);
  const { room } = await must<{ room: RoomSnapshot }>(back, "room:join", { code, name: back.name });
  back.room = room;
  expect(room.phase).toBe("racing");
  expect(room.race!.deadlineAt).toBe(deadlineAt);
  expect(statusOf(room, room.you)).toBe("playing");

  const done = await roomWhere(back, (r) => r.phase === "finished", DEADLINE_MIN_MS + 5_000);
  expect(Date.now()).toBeGreaterThanOrEqual(deadlineAt);
  expect(statusOf(done, done.you)).toBe("dnf");
  expect(statusOf(done, a.racer.room.you)).toBe("solved");
}, 90_000);

it("lets only the host end the round, and only once someone finished", async () => {
  const server = await start();
  const { code, racers } = await roomOf(server, 2);
  clients.push(...racers);
  await startRace(code, racers);
  const [host, friend] = await Promise.all(racers.map((r) => openGame(code, r)));
  const early = await ask(host.racer, "race:end", { code });
  expect(early).toMatchObject({
    ok: false,
    error: { message: "The round can be ended once someone has finished." },
  });
  await fill(friend);
  await roomWhere(host.racer, (r) => r.race?.winnerId != null);
  const notHost = await ask(friend.racer, "race:end", { code });
  expect(notHost).toMatchObject({
    ok: false,
    error: { message: "Only the host can end the round." },
  });
  const bad = await ask(host.racer, "race:end", { code: "nope" });
  expect(bad).toMatchObject({ ok: false });

  const { room } = await must<{ room: RoomSnapshot }>(host.racer, "race:end", { code });
  expect(room.phase).toBe("finished");
  expect(statusOf(room, room.you)).toBe("dnf");
}, 60_000);

it("refuses a grid completed after the stored deadline, before any timer or sweep has acted", async () => {
  const server = await start();
  const { code, racers } = await roomOf(server, 2);
  clients.push(...racers);
  await startRace(code, racers);
  const [winner, late] = await Promise.all(racers.map((r) => openGame(code, r)));
  await fill(winner);
  const timed = await roomWhere(late.racer, (r) => r.race?.deadlineAt != null);
  // As after a restart, or on a process whose timer has not fired: the database says the
  // round is over, no process has acted on it yet.
  const raceId = timed.race!.id;
  await server.db.$executeRaw`
    UPDATE "Race" SET "deadlineAt" = now() - interval '1 second' WHERE id = ${raceId}`;
  await fill(late, late.todo.length - 1);
  const last = late.todo[0];
  const refused = await ask(late.racer, "move:submit", {
    gameId: late.gameId,
    moveId: moveId(),
    move: { type: "value", cells: [last.cell], digit: last.digit },
  });
  expect(refused).toMatchObject({
    ok: false,
    error: { code: "game_over", message: "Time is up: the round ended before this move." },
  });
  const { snapshot } = await must<{ snapshot: { status: string } }>(late.racer, "game:join", {
    gameId: late.gameId,
  });
  expect(snapshot.status).not.toBe("solved");
}, 60_000);
