import { describe, expect, it } from "vitest";
import { NO_STREAK, afterSolvedDaily, dayBefore, mergeStreaks } from "./streak";

describe("dayBefore", () => {
  it.each([
    ["2026-11-23", "2026-11-22"],
    ["2026-03-01", "2026-02-28"],
    ["2024-03-01", "2024-02-29"],
    ["2027-01-01", "2026-12-31"],
  ])("%s -> %s", (date, before) => expect(dayBefore(date)).toBe(before));
});

describe("afterSolvedDaily", () => {
  it("starts, extends and restarts a streak over consecutive UTC dates", () => {
    const first = afterSolvedDaily(NO_STREAK, "2026-11-20")!;
    expect(first).toEqual({ dailyStreak: 1, longestStreak: 1, lastDailyDate: "2026-11-20" });
    const second = afterSolvedDaily(first, "2026-11-21")!;
    expect(second).toMatchObject({ dailyStreak: 2, longestStreak: 2 });
    const gap = afterSolvedDaily(second, "2026-11-23")!;
    expect(gap).toEqual({ dailyStreak: 1, longestStreak: 2, lastDailyDate: "2026-11-23" });
  });

  it("never counts the same date twice, nor an older date", () => {
    const streak = { dailyStreak: 3, longestStreak: 4, lastDailyDate: "2026-11-23" };
    expect(afterSolvedDaily(streak, "2026-11-23")).toBeNull();
    expect(afterSolvedDaily(streak, "2026-11-22")).toBeNull();
  });
});

describe("mergeStreaks", () => {
  it("keeps the later current streak and the longest of both", () => {
    const guest = { dailyStreak: 2, longestStreak: 2, lastDailyDate: "2026-11-23" };
    const user = { dailyStreak: 1, longestStreak: 9, lastDailyDate: "2026-11-01" };
    expect(mergeStreaks(user, guest)).toEqual({
      dailyStreak: 2,
      longestStreak: 9,
      lastDailyDate: "2026-11-23",
    });
    expect(mergeStreaks(NO_STREAK, NO_STREAK)).toEqual(NO_STREAK);
  });
});
