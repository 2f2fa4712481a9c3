import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { openSockets } from "./open-sockets";
import { quotaLimiters } from "./shared-quota";

/** A client of a Redis that is not there: never connected, commands refused at once. */
const absentRedis = () =>
  new Redis("redis://127.0.0.1:1", {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });

describe("shared limits while Redis is out", () => {
  let redis: Redis | null = null;
  afterEach(() => redis?.disconnect());

  it("fall back to this process's quota: granted up to the burst, then refused, never thrown", async () => {
    redis = absentRedis();
    const quota = quotaLimiters({ redis })("outage", { perMinute: 60, burst: 3 });
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push(await quota.take("guest"));
    expect(taken).toEqual([true, true, true, false]);
    expect(await quota.available("guest")).toBe(false);
    expect(await quota.available("another")).toBe(true);
  });

  it("fall back to this process's socket counts", async () => {
    redis = absentRedis();
    const open = openSockets({ redis });
    try {
      const caps = [{ key: "guest:g", limit: 2 }];
      expect(await open.claim(caps, "s1")).toBe(-1);
      expect(await open.claim(caps, "s2")).toBe(-1);
      expect(await open.claim(caps, "s3")).toBe(0);
      await open.release(["guest:g"], "s1");
      expect(await open.claim(caps, "s4")).toBe(-1);
    } finally {
      open.dispose();
    }
  });
});
