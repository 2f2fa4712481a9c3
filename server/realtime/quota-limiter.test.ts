import { describe, expect, it } from "vitest";
import { memoryQuotas } from "./quota-limiter";
import { windowOf } from "./shared-quota";

describe("quotas in one process", () => {
  it("grants the burst, refuses after, and refills with time, per key", async () => {
    let now = 0;
    const quota = memoryQuotas(() => now)("test", { perMinute: 60, burst: 2 });
    expect([await quota.take("a"), await quota.take("a"), await quota.take("a")]).toEqual([
      true,
      true,
      false,
    ]);
    expect(await quota.available("a")).toBe(false);
    expect(await quota.take("b")).toBe(true);
    now += 1_000;
    expect(await quota.available("a")).toBe(true);
    expect(await quota.take("a")).toBe(true);
  });
});

describe("the shared window of a quota", () => {
  it("keeps the burst and the long-run rate of the token bucket", () => {
    expect(windowOf({ perMinute: 10, burst: 20 })).toEqual({ points: 20, duration: 120 });
    expect(windowOf({ perMinute: 1_200, burst: 200 })).toEqual({ points: 200, duration: 10 });
    // Never a window under a second, never a quota of nothing.
    expect(windowOf({ perMinute: 6_000, burst: 1 })).toEqual({ points: 1, duration: 1 });
    expect(windowOf({ perMinute: 60, burst: 0 })).toEqual({ points: 1, duration: 1 });
  });
});
