import { describe, expect, it } from "vitest";
import { RACE_DEADLINE, raceDeadline, timeLeftText } from "./deadline";

describe("raceDeadline", () => {
  it("gives the others half the winner's time more", () => {
    // A 4:00 win: 2:00 more, counted from the winner's finish.
    expect(raceDeadline(1_000, 241_000)).toBe(241_000 + 120_000);
  });

  it("gives at least a minute after a quick win", () => {
    expect(raceDeadline(0, 20_000)).toBe(20_000 + RACE_DEADLINE.minMs);
  });

  it("gives at most five minutes after a slow win", () => {
    expect(raceDeadline(0, 40 * 60_000)).toBe(40 * 60_000 + 5 * 60_000);
  });

  it("takes a shorter floor (tests), still capped at five minutes", () => {
    expect(raceDeadline(0, 4_000, 3_000)).toBe(7_000);
    expect(raceDeadline(0, 4_000, 10 * 60_000)).toBe(4_000 + RACE_DEADLINE.maxMs);
  });

  it("never counts a finish before the start as negative time", () => {
    expect(raceDeadline(10_000, 5_000)).toBe(5_000 + RACE_DEADLINE.minMs);
  });
});

describe("timeLeftText", () => {
  it("shows minutes and seconds, rounded up", () => {
    expect(timeLeftText(100_000, 58_000)).toBe("0:42");
    expect(timeLeftText(100_000, 99_001)).toBe("0:01");
    expect(timeLeftText(200_000, 50_000)).toBe("2:30");
  });

  it("stops at 0:00", () => {
    expect(timeLeftText(100_000, 130_000)).toBe("0:00");
  });
});
