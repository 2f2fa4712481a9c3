import { expect, it } from "vitest";
import { TokenBucket } from "./rate-limit";

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
