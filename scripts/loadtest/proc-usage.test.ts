import { describe, expect, it } from "vitest";
import { cpuUsageOf, rssOf } from "./proc-usage";

describe.skipIf(process.platform !== "linux")("another process's usage from /proc", () => {
  it("reads this process's CPU and memory as Node itself reports them", () => {
    let spin = 0;
    for (let i = 0; i < 5e7; i++) spin += i;
    expect(spin).toBeGreaterThan(0);
    const ours = process.cpuUsage();
    const read = cpuUsageOf(process.pid);
    // /proc counts in 10 ms ticks.
    expect(Math.abs(read.user + read.system - (ours.user + ours.system))).toBeLessThan(50_000);
    expect(read.user).toBeGreaterThan(0);
    const rss = process.memoryUsage().rss;
    expect(rssOf(process.pid)).toBeGreaterThan(rss * 0.5);
    expect(rssOf(process.pid)).toBeLessThan(rss * 2);
  });

  it("reads a process that is gone as zero", () => {
    expect(cpuUsageOf(2 ** 22 + 1)).toEqual({ user: 0, system: 0 });
    expect(rssOf(2 ** 22 + 1)).toBe(0);
  });
});
