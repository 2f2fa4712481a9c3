import { describe, expect, it } from "vitest";
import { addDays, daysBetween, weekday } from "./days";
import { buildHeatmap, HEATMAP_WEEKS } from "./daily-heatmap";
import { countOf, rankedTime } from "./format";
import { buildSolveChart, CHART_DAYS } from "./solve-chart";
import { streakOn } from "./streak";

const TODAY = "2026-11-23"; // a Monday

describe("days", () => {
  it.each([
    ["2026-03-01", -1, "2026-02-28"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
  ])("%s %+d is %s", (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
    expect(daysBetween(day, expected)).toBe(n);
  });

  it("starts weeks on Monday", () => {
    expect(weekday(TODAY)).toBe(0);
    expect(weekday("2026-11-29")).toBe(6);
  });

  it("refuses what is not a day", () => {
    expect(() => addDays("23/11/2026", 1)).toThrow(/Not a day/);
  });
});

describe("rankedTime", () => {
  it("shows penalties apart only when there are some", () => {
    expect(rankedTime({ activeMs: 245_000, penaltyMs: 30_000 })).toBe("4:05 + 0:30");
    expect(rankedTime({ activeMs: 245_000, penaltyMs: 0 })).toBe("4:05");
    expect(countOf(1, "hint")).toBe("1 hint");
    expect(countOf(0, "mistake")).toBe("no mistakes");
  });
});

describe("streakOn", () => {
  const stored = { dailyStreak: 4, longestStreak: 9, lastDailyDate: "2026-11-22" };
  it("keeps a streak alive through today", () => {
    expect(streakOn(stored, TODAY)).toEqual({ current: 4, longest: 9 });
    expect(streakOn({ ...stored, lastDailyDate: TODAY }, TODAY).current).toBe(4);
  });
  it("ends it after a missed day", () => {
    expect(streakOn(stored, "2026-11-24")).toEqual({ current: 0, longest: 9 });
  });
  it("has nothing to say about a player without dailies", () => {
    expect(streakOn(null, TODAY)).toEqual({ current: 0, longest: 0 });
  });
});

describe("buildSolveChart", () => {
  const chart = buildSolveChart(
    "Easy",
    [
      { day: TODAY, medianMs: 60_000, count: 3 },
      { day: addDays(TODAY, -(CHART_DAYS - 1)), medianMs: 120_000, count: 1 },
      { day: addDays(TODAY, -CHART_DAYS), medianMs: 10_000, count: 1 },
      { day: addDays(TODAY, 1), medianMs: 10_000, count: 1 },
    ],
    TODAY,
  );

  it("places the window's first day at the left and today at the right", () => {
    expect(chart.points.map((p) => p.day)).toEqual([addDays(TODAY, -(CHART_DAYS - 1)), TODAY]);
    const [first, last] = chart.points;
    expect(first.x).toBe(chart.plot.left);
    expect(last.x).toBe(chart.plot.right);
  });

  it("scales times so the slowest day reaches the top of a round axis", () => {
    const [slow, fast] = chart.points;
    expect(slow.y).toBe(chart.plot.top);
    expect(fast.y).toBeCloseTo((chart.plot.top + chart.plot.bottom) / 2, 0);
    expect(chart.yTicks.map((t) => t.label)).toEqual(["0:00", "1:00", "2:00"]);
  });

  it("draws a line through the points and says what it shows", () => {
    expect(chart.path).toMatch(/^M40 8 L312 54$/);
    expect(chart.points[1].label).toBe("23 Nov: 1:00 (median of 3)");
    expect(chart.summary).toBe(
      "Easy: 4 solves on 2 days in the last 90 days; fastest daily median 1:00, latest 1:00 on 23 Nov.",
    );
  });

  it("says so when there is nothing to plot", () => {
    const empty = buildSolveChart("Hard", [], TODAY);
    expect(empty.points).toEqual([]);
    expect(empty.path).toBe("");
    expect(empty.summary).toBe("Hard: no solves in the last 90 days.");
  });
});

describe("buildHeatmap", () => {
  const map = buildHeatmap(
    new Map([
      [TODAY, "solved"],
      ["2026-11-20", "unsolved"],
      ["2020-01-01", "solved"],
    ]),
    TODAY,
  );

  it("covers whole weeks from a Monday up to today", () => {
    expect(map.cells[0].day).toBe(addDays(TODAY, -7 * (HEATMAP_WEEKS - 1)));
    expect(weekday(map.cells[0].day)).toBe(0);
    expect(map.cells.at(-1)?.day).toBe(TODAY);
    expect(map.cells).toHaveLength(7 * (HEATMAP_WEEKS - 1) + 1);
  });

  it("marks each day's state, with a title a pointer or a screen reader can read", () => {
    const today = map.cells.at(-1);
    expect(today?.state).toBe("solved");
    expect(today?.title).toBe("Mon 23 Nov 2026: solved");
    expect(map.cells.find((c) => c.day === "2026-11-20")?.state).toBe("unsolved");
    expect(map.counts).toEqual({ solved: 1, unsolved: 1, none: map.cells.length - 2 });
  });

  it("puts a day under its weekday row and its week column", () => {
    const friday = map.cells.find((c) => c.day === "2026-11-20");
    const monday = map.cells.find((c) => c.day === "2026-11-16");
    expect(friday?.x).toBe(monday?.x);
    expect(friday && monday && friday.y - monday.y).toBe(4 * 13);
    expect(map.cells.at(-1)?.x).toBeGreaterThan(friday?.x ?? Infinity);
  });

  it("labels months without crowding", () => {
    const xs = map.months.map((m) => m.x);
    for (let i = 1; i < xs.length; i++) expect(xs[i] - xs[i - 1]).toBeGreaterThanOrEqual(39);
    expect(map.months.at(-1)?.label).toBe("Nov");
  });
});
