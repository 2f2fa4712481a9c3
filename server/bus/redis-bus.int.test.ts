import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import type { DomainEvent } from "./events";
import { RedisBus } from "./redis-bus";
import type { Origin } from "./bus";
import { redisReachable } from "../test-support/redis";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const available = await redisReachable(REDIS_URL);
if (!available) console.warn(`Redis bus tests skipped: no Redis at ${REDIS_URL} (TEST_REDIS_URL)`);

/** A game's n-th write: the event other processes act on (their cached copies go stale). */
const commit = (n: number): DomainEvent => ({
  type: "GameCommitted",
  v: 1,
  game: {
    gameId: "g1",
    guestId: "guest:1",
    raceId: null,
    version: n,
    revision: n,
    filled: n,
    status: "playing",
    gaveUp: false,
    forfeited: false,
    mistakes: 0,
    hints: { nudge: 0, cells: 0, step: 0, check: 0 },
    finishedAt: null,
  },
});

describe.skipIf(!available)("RedisBus between two processes' buses", () => {
  const stream = `nonet:test-bus:${randomUUID()}`;
  const clients: Redis[] = [];
  const buses: RedisBus[] = [];

  async function busOf(processId: string) {
    // Named, so a test can cut exactly this bus's connections (its reader is a duplicate).
    const redis = new Redis(REDIS_URL, { connectionName: `${processId}-${randomUUID()}` });
    clients.push(redis);
    const bus = new RedisBus(redis, { stream, processId });
    buses.push(bus);
    await bus.start();
    const heard: { event: DomainEvent; origin: Origin }[] = [];
    bus.subscribe((event, origin) => heard.push({ event, origin }));
    return { bus, heard, redis };
  }

  afterAll(async () => {
    for (const bus of buses) await bus.close();
    await clients[0]?.del(stream);
    for (const client of clients) client.disconnect();
  });

  it("an event is local where it was published and remote, once, everywhere else", async () => {
    const a = await busOf("a");
    const b = await busOf("b");
    a.bus.publish(commit(1));
    b.bus.publish(commit(2));
    await expect.poll(() => b.heard.length).toBe(2);
    await expect.poll(() => a.heard.length).toBe(2);
    expect(a.heard).toEqual([
      { event: commit(1), origin: "local" },
      { event: commit(2), origin: "remote" },
    ]);
    expect(b.heard).toEqual([
      { event: commit(2), origin: "local" },
      { event: commit(1), origin: "remote" },
    ]);
  });

  it("events only sockets need stay in their process (the adapter carries the emits)", async () => {
    const a = await busOf("a4");
    const b = await busOf("b4");
    a.bus.publish({ type: "SessionsEnded", v: 1, playerId: "user:1", message: "bye" });
    a.bus.publish(commit(7));
    await expect.poll(() => b.heard.length).toBe(1);
    expect(b.heard[0]).toEqual({ event: commit(7), origin: "remote" });
    expect(a.heard.map(({ event }) => event.type)).toEqual(["SessionsEnded", "GameCommitted"]);
  });

  it("starts even when this process's event loop stalls past the command timeout (a busy start)", async () => {
    // The shared client fails commands unanswered for 50 ms. A start that reads the stream's
    // end on it fails when the loop is busy (Next loading pages), though Redis answered.
    const redis = new Redis(REDIS_URL, { commandTimeout: 50 });
    clients.push(redis);
    await redis.ping();
    const bus = new RedisBus(redis, { stream, processId: "busy" });
    buses.push(bus);
    const started = bus.start();
    const until = Date.now() + 300;
    while (Date.now() < until) {
      // A synchronous stall, as a page module being loaded.
    }
    await expect(started).resolves.toBeUndefined();
  });

  it("an event of an unknown version or shape is skipped, and the next one still arrives", async () => {
    const b = await busOf("b2");
    await b.redis.xadd(stream, "*", "o", "old", "e", JSON.stringify({ ...commit(3), v: 9 }));
    await b.redis.xadd(stream, "*", "o", "old", "e", "not json");
    await b.redis.xadd(stream, "*", "o", "old", "e", JSON.stringify(commit(4)));
    await expect.poll(() => b.heard.length).toBe(1);
    expect(b.heard[0]).toEqual({ event: commit(4), origin: "remote" });
  });

  it("after its connections are cut, a bus reads on from where it was: nothing said meanwhile is lost", async () => {
    const a = await busOf("a3");
    const b = await busOf("b3");
    // Both connections of b (its publisher and its reader) drop; ioredis reconnects them.
    const name = b.redis.options.connectionName!;
    const list = (await a.redis.client("LIST")) as string;
    const ids = list
      .split("\n")
      .filter((line) => line.includes(` name=${name} `))
      .map((line) => /id=(\d+)/.exec(line)![1]);
    expect(ids).toHaveLength(2);
    for (const id of ids) await a.redis.client("KILL", "ID", id);
    for (let n = 0; n < 50; n++) a.bus.publish(commit(n));
    await expect.poll(() => b.heard.length, { timeout: 10_000 }).toBe(50);
    expect(
      b.heard.map(({ event }) => (event.type === "GameCommitted" ? event.game.version : -1)),
    ).toEqual(Array.from({ length: 50 }, (_, n) => n));
  });
});
