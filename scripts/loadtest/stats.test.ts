import { describe, expect, it } from "vitest";
import { percentile, summarise, summaryLine } from "./stats";

describe("loadtest figures", () => {
  it("takes nearest-rank percentiles", () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([3], 99)).toBe(3);
    expect(percentile([], 50)).toBeNaN();
  });

  it("ends with the line in the issue's exact form", () => {
    const ack = { ...summarise([4.1]), p95: 12, p99: 31.5 };
    expect(
      summaryLine({ players: 500, rooms: 125, seconds: 30, movesPerSecond: 497.4, ack, errors: 0 }),
    ).toBe(
      "loadtest: 500 players in 125 rooms for 30 s: 497 moves/s, ack p50 4.1 ms, p95 12.0 ms, p99 31.5 ms, errors 0",
    );
  });
});
