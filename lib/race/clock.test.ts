import { describe, expect, it } from "vitest";
import { clockOffset, countdownSeconds, secondsUntil } from "./clock";

describe("the server clock", () => {
  it("is the local clock plus the offset measured at a snapshot", () => {
    const offset = clockOffset(1_000_500, 1_000_000);
    expect(offset).toBe(500);
    // Later, the local clock reads 1_002_000: the server reads 1_002_500.
    expect(1_002_000 + offset).toBe(1_002_500);
    expect(clockOffset(1_000_000, 1_000_700)).toBe(-700);
  });
});

describe("countdownSeconds", () => {
  const startsAt = 10_000;
  it.each([
    [7_000, 3],
    [7_001, 3],
    [8_000, 2],
    [8_500, 2],
    [9_999, 1],
    [10_000, 0],
    [12_000, 0],
  ])("at server time %d shows %d", (now, shown) => {
    expect(countdownSeconds(startsAt, now)).toBe(shown);
  });
});

describe("secondsUntil a forfeit", () => {
  it("rounds up and stops at zero", () => {
    expect(secondsUntil(120_000, 0)).toBe(120);
    expect(secondsUntil(120_000, 119_001)).toBe(1);
    expect(secondsUntil(120_000, 130_000)).toBe(0);
  });
});
