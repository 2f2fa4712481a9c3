/**
 * Two real servers on one PostgreSQL and one Redis, as behind nginx: the host's tab on one, the
 * friend's on the other. The host sees the friend arrive connected, the race starts, and the
 * friend's progress reaches the host. Runs when TEST_DATABASE_URL is set and Redis answers at
 * TEST_REDIS_URL (both servers share its bus and presence: give it a database of its own).
 */
import { afterAll, describe, expect, it } from "vitest";
import type { RaceProgressEvent } from "@/lib/game/room-protocol";
import { startTestServer, type TestServer } from "../test-support/harness";
import {
  fill,
  must,
  newClient,
  openGame,
  roomWhere,
  startRace,
  type Racer,
} from "../test-support/race";
import { redisReachable } from "../test-support/redis";

const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;

const ready = !!PG_URL && (await redisReachable(REDIS_URL));
if (!ready) {
  console.warn(
    "Two-server room test skipped: set TEST_DATABASE_URL and TEST_REDIS_URL (reachable)",
  );
}

const servers: TestServer[] = [];
const clients: Racer[] = [];

afterAll(async () => {
  for (const client of clients) client.socket.disconnect();
  for (const server of servers) await server.dispose();
});

async function start(): Promise<TestServer> {
  const server = await startTestServer({
    env: { DATABASE_URL: PG_URL, REDIS_URL },
    rooms: { countdownMs: 300, reconnectGraceMs: 60_000 },
  });
  servers.push(server);
  return server;
}

describe.skipIf(!ready)("a room across two servers", () => {
  it("shows the host a friend who came in through the other server, and relays their progress", async () => {
    // One after the other: the first applies the migrations.
    const a = await start();
    const b = await start();
    const host = await newClient(a, "Host");
    const friend = await newClient(b, "Friend");
    clients.push(host, friend);
    const { code } = await must<{ code: string }>(host, "room:create", { name: "Host" });
    for (const racer of [host, friend]) {
      racer.room = (
        await must<{ room: typeof host.room }>(racer, "room:join", { code, name: racer.name })
      ).room;
    }
    const seen = await roomWhere(
      host,
      (room) => room.members.length === 2 && room.members.every((m) => m.connected),
    );
    expect(seen.members.map((m) => m.name)).toEqual(["Host", "Friend"]);
    await roomWhere(friend, (room) => room.members.every((m) => m.connected));

    await startRace(code, [host, friend]);
    const [, friendPlay] = await Promise.all([openGame(code, host), openGame(code, friend)]);
    const progress = new Promise<RaceProgressEvent>((resolve) =>
      host.socket.on("race:progress", (event: RaceProgressEvent) => {
        if (event.progress.some((p) => p.playerId === friend.room.you)) resolve(event);
      }),
    );
    await fill(friendPlay, 1);
    const event = await progress;
    expect(event.progress.find((p) => p.playerId === friend.room.you)).toMatchObject({
      filled: 1,
    });
  });
});
