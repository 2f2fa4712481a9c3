import { expect, it } from "vitest";
import { KeyedBuckets, TokenBucket } from "./rate-limit";

it("allows a burst, then the sustained rate", () => {
  let now = 0;
  const bucket = new TokenBucket(10, 3, () => now);
  expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([
    true,
    true,
    true,
    false,
  ]);
  now += 100; // one token back at 10 per second
  expect([bucket.take(), bucket.take()]).toEqual([true, false]);
  now += 10_000; // refills only up to the burst
  expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([
    true,
    true,
    true,
    false,
  ]);
});

it("keeps one bucket per key and forgets the ones that refilled", () => {
  let now = 0;
  const buckets = new KeyedBuckets({ perMinute: 6, burst: 2 }, () => now, 2);
  expect([buckets.take("a"), buckets.take("a"), buckets.take("a")]).toEqual([true, true, false]);
  expect(buckets.take("b")).toBe(true); // another key has its own bucket
  now += 10_000; // one token back at 6 per minute
  expect([buckets.take("a"), buckets.take("a")]).toEqual([true, false]);
  now += 60_000; // both full again: a third key replaces them instead of growing the map
  expect(buckets.take("c")).toBe(true);
  expect(buckets.size).toBe(1);
});
