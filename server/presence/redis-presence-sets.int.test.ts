import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { RedisPresenceSets } from "./redis-presence-sets";
import { redisReachable } from "../test-support/redis";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const available = await redisReachable(REDIS_URL);
if (!available) console.warn(`Redis presence tests skipped: no Redis at ${REDIS_URL}`);

describe.skipIf(!available)("RedisPresenceSets shared by processes", () => {
  const prefix = `nonet:test-presence:${randomUUID()}:`;
  const redis = available ? new Redis(REDIS_URL) : null;
  afterAll(async () => {
    const keys = await redis!.keys(`${prefix}*`);
    if (keys.length) await redis!.del(...keys);
    redis!.disconnect();
  });

  it("counts the members every process added, and one leaving takes only its own", async () => {
    const a = new RedisPresenceSets(redis!, { prefix });
    const b = new RedisPresenceSets(redis!, { prefix });
    expect(await a.add("game:g", "a1")).toBe(1);
    expect(await b.add("game:g", "b1")).toBe(2);
    expect(await a.add("game:g", "a1")).toBe(2);
    expect((await b.members("game:g")).sort()).toEqual(["a1", "b1"]);
    expect(await b.remove("game:g", "b1")).toBe(1);
    expect(await b.add("game:g", "b2")).toBe(2);
    await a.close();
    expect(await b.members("game:g")).toEqual(["b2"]);
    await b.close();
    expect(await b.size("game:g")).toBe(0);
  });

  it("a process that stops beating (kill -9) stops counting after the TTL; a live one stays", async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const killed = new RedisPresenceSets(redis!, { prefix, ttlMs: 30_000, now });
    const alive = new RedisPresenceSets(redis!, { prefix, ttlMs: 30_000, now });
    await killed.add("room:R:guest:g", "k1");
    await alive.add("room:R:guest:g", "l1");
    clock += 20_000;
    await alive.refresh();
    expect(await alive.size("room:R:guest:g")).toBe(2);
    clock += 20_000;
    // 40 s after killed's last beat; alive beat 20 s ago.
    await alive.refresh();
    expect(await alive.members("room:R:guest:g")).toEqual(["l1"]);
    expect(await alive.add("room:R:guest:g", "l2")).toBe(2);
    await alive.close();
    await killed.close();
  });
});
