import { describe, expect, it } from "vitest";
import {
  currentStreak,
  formatRankedMs,
  rankedTimeTexts,
  pageCount,
  pageRanks,
  previousDate,
  utcDate,
  weekStart,
} from "./ranking";

describe("pageRanks", () => {
  it.each([
    { values: [90, 95, 95, 99], offset: 0, ahead: 0, ranks: [1, 2, 2, 4] },
    { values: [5, 5, 5], offset: 0, ahead: 0, ranks: [1, 1, 1] },
    // A page that starts inside a tie keeps the tie's rank, then jumps by position.
    { values: [95, 95, 99], offset: 25, ahead: 23, ranks: [24, 24, 28] },
    { values: [100, 101], offset: 25, ahead: 25, ranks: [26, 27] },
    { values: [], offset: 0, ahead: 0, ranks: [] },
  ])(
    "$values from position $offset, $ahead ahead -> $ranks",
    ({ values, offset, ahead, ranks }) => {
      expect(pageRanks(values, offset, ahead)).toEqual(ranks);
    },
  );
});

describe("pageCount", () => {
  it.each([
    [0, 1],
    [1, 1],
    [25, 1],
    [26, 2],
    [100_000, 4000],
  ])("%i entries -> %i pages", (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});

describe("weekStart", () => {
  it.each([
    ["2026-11-23T00:00:00Z", "2026-11-23T00:00:00.000Z"], // a Monday at midnight
    ["2026-11-22T23:59:59Z", "2026-11-16T00:00:00.000Z"], // Sunday night: last week
    ["2026-11-26T15:00:00Z", "2026-11-23T00:00:00.000Z"],
    ["2027-01-01T08:00:00Z", "2026-12-28T00:00:00.000Z"], // across a year
  ])("%s -> %s", (instant, monday) => {
    expect(weekStart(new Date(instant)).toISOString()).toBe(monday);
  });
});

describe("dates", () => {
  it("names UTC dates and steps back across months and years", () => {
    expect(utcDate(new Date("2026-11-23T23:59:59.999Z"))).toBe("2026-11-23");
    expect(previousDate("2026-03-01")).toBe("2026-02-28");
    expect(previousDate("2027-01-01")).toBe("2026-12-31");
  });
});

describe("currentStreak", () => {
  const today = "2026-11-23";
  it.each([
    [{ dailyStreak: 4, lastDailyDate: "2026-11-23" }, 4],
    [{ dailyStreak: 4, lastDailyDate: "2026-11-22" }, 4], // today's daily still to play
    [{ dailyStreak: 4, lastDailyDate: "2026-11-21" }, 0], // a day missed: broken
    [{ dailyStreak: 0, lastDailyDate: null }, 0],
  ])("%o -> %i", (stats, streak) => {
    expect(currentStreak(stats, today)).toBe(streak);
  });
});

describe("formatRankedMs", () => {
  it.each([
    [0, "0:00"],
    [65_340, "1:05"],
    // Whole seconds as the clock counts them: 2:50.8 is 2:50, as on the daily page.
    [170_800, "2:50"],
    [599_960, "9:59"],
    [3_727_000, "1:02:07"],
  ])("%i ms -> %s", (ms, text) => {
    expect(formatRankedMs(ms)).toBe(text);
  });

  it("says tenths when asked", () => {
    expect(formatRankedMs(170_800, true)).toBe("2:50.8");
    expect(formatRankedMs(3_727_000, true)).toBe("1:02:07.0");
  });
});

describe("rankedTimeTexts", () => {
  it("keeps whole seconds, with tenths only where neighbours would read the same", () => {
    expect(rankedTimeTexts([100_000, 170_300, 170_800, 170_800, 200_000])).toEqual([
      "1:40",
      "2:50.3",
      "2:50.8",
      "2:50.8",
      "3:20",
    ]);
    // A true tie (the same time, the same place) needs no tenths.
    expect(rankedTimeTexts([170_800, 170_800])).toEqual(["2:50", "2:50"]);
  });
});
