import { describe, expect, it } from "vitest";
import { advance, allMoveTimes, stepTo } from "./playback";
import { hardestText, hintsText, ordinal, outcomeText, replayProblemOf } from "./replay-text";

describe("the replay clock", () => {
  it("runs at the chosen speed and stops at the end", () => {
    expect(advance(1_000, 500, 1, 60_000)).toBe(1_500);
    expect(advance(1_000, 500, 16, 60_000)).toBe(9_000);
    expect(advance(59_000, 500, 4, 60_000)).toBe(60_000);
  });

  const times = [2_000, 5_000, 9_000];
  it.each([
    [0, 1, 2_000],
    [2_000, 1, 5_000],
    [3_000, 1, 5_000],
    [9_000, 1, 60_000],
    [9_000, -1, 5_000],
    [5_000, -1, 2_000],
    [2_000, -1, 0],
    [60_000, -1, 9_000],
  ] as const)("an arrow from %i ms going %i lands on %i ms", (at, direction, expected) => {
    expect(stepTo(times, at, direction, 60_000)).toBe(expected);
  });

  it("steps through every racer's moves together", () => {
    const lanes = [{ ticks: [{ atMs: 5 }, { atMs: 1 }] }, { ticks: [{ atMs: 3 }, { atMs: 5 }] }];
    expect(allMoveTimes(lanes)).toEqual([1, 3, 5]);
  });
});

describe("the replay's words", () => {
  it.each([
    [{ code: "not_found", message: "no such race" }, "missing"],
    [{ code: "too_early", message: "This race is not finished yet." }, "racing"],
    [{ code: "rate_limited", message: "slow down" }, "failed"],
    [{ code: "internal", message: "Something went wrong on the server." }, "failed"],
  ] as const)("a refusal %j means %s", (error, problem) => {
    expect(replayProblemOf(error)).toBe(problem);
  });

  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [21, "21st"],
  ])("ranks %i as %s", (n, text) => {
    expect(ordinal(n)).toBe(text);
  });

  it("says how each racer finished", () => {
    expect(outcomeText({ status: "solved", timeMs: 222_000 })).toBe("3:42");
    expect(outcomeText({ status: "gaveUp", timeMs: null })).toBe("Gave up");
    expect(outcomeText({ status: "forfeited", timeMs: null })).toBe("Left the race");
    expect(outcomeText({ status: "failed", timeMs: null })).toBe("Out of mistakes");
  });

  it("counts hints by kind", () => {
    expect(hintsText({ nudge: 0, cells: 0, step: 0, check: 0 })).toBe("No hints");
    expect(hintsText({ nudge: 1, cells: 0, step: 2, check: 1 })).toBe(
      "4 hints (1 nudge, 2 steps, 1 check)",
    );
  });

  it("names the hardest step and when it was passed", () => {
    expect(hardestText("X-wing", 222_000)).toBe("X-wing at 3:42");
    expect(hardestText("X-wing", null)).toBe("X-wing: not reached");
  });
});
