import { describe, expect, it } from "vitest";
import { NO_STREAK, afterSolvedDaily, dayBefore, mergeStreaks, withApprovedDaily } from "./streak";

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

describe("withApprovedDaily", () => {
  const one = (date: string) => ({ dailyStreak: 1, longestStreak: 1, lastDailyDate: date });

  it("extends the streak like a fresh finish when the approved daily is the newest", () => {
    const stored = { dailyStreak: 2, longestStreak: 2, lastDailyDate: "2026-11-21" };
    const dates = ["2026-11-20", "2026-11-21"];
    for (const date of ["2026-11-22", "2026-11-25"]) {
      expect(withApprovedDaily(stored, dates, date)).toEqual(afterSolvedDaily(stored, date));
    }
    expect(withApprovedDaily(NO_STREAK, [], "2026-11-22")).toEqual(one("2026-11-22"));
  });

  it("joins the runs on either side of an older approved day", () => {
    const stored = one("2026-11-23");
    const dates = ["2026-11-20", "2026-11-21", "2026-11-23"];
    expect(withApprovedDaily({ ...stored, longestStreak: 2 }, dates, "2026-11-22")).toEqual({
      dailyStreak: 4,
      longestStreak: 4,
      lastDailyDate: "2026-11-23",
    });
  });

  it("raises only the longest streak when the approved day ends an older run", () => {
    const stored = { dailyStreak: 1, longestStreak: 2, lastDailyDate: "2026-11-25" };
    const dates = ["2026-11-19", "2026-11-20", "2026-11-25"];
    expect(withApprovedDaily(stored, dates, "2026-11-21")).toEqual({
      dailyStreak: 1,
      longestStreak: 3,
      lastDailyDate: "2026-11-25",
    });
  });

  it("changes nothing for a day already counted, and never shrinks a merged streak", () => {
    const merged = { dailyStreak: 5, longestStreak: 9, lastDailyDate: "2026-11-23" };
    expect(withApprovedDaily(merged, ["2026-11-23"], "2026-11-23")).toBeNull();
    expect(withApprovedDaily(merged, ["2026-11-23"], "2026-11-10")).toBeNull();
  });
});
