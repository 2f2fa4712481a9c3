import { describe, expect, it } from "vitest";
import { addDays, dailyDateOf, isDailyDate, longDate, nextDailyAt, weekdayOf } from "./dates";
import { dailyLevel, dailyWeekday, WEEKLY_ROTATION } from "./rotation";

describe("daily dates", () => {
  it("names an instant by its UTC date, whatever the hour", () => {
    expect(dailyDateOf(Date.UTC(2026, 10, 23, 0, 0))).toBe("2026-11-23");
    expect(dailyDateOf(Date.UTC(2026, 10, 23, 23, 59, 59, 999))).toBe("2026-11-23");
    expect(dailyDateOf(Date.UTC(2026, 10, 24))).toBe("2026-11-24");
  });

  it("finds the next UTC midnight, also from a midnight", () => {
    expect(nextDailyAt(Date.UTC(2026, 10, 23, 15, 44))).toBe(Date.UTC(2026, 10, 24));
    expect(nextDailyAt(Date.UTC(2026, 10, 23))).toBe(Date.UTC(2026, 10, 24));
    expect(nextDailyAt(Date.UTC(2026, 11, 31, 12))).toBe(Date.UTC(2027, 0, 1));
  });

  it.each(["2026-11-23", "2024-02-29", "2000-01-01"])("accepts %s", (date) => {
    expect(isDailyDate(date)).toBe(true);
  });

  it.each([
    "2026-02-29",
    "2026-13-01",
    "2026-11-31",
    "2026-1-05",
    "26-11-23",
    "2026-11-23x",
    "",
    "1999-12-31",
    "../etc",
  ])("refuses %j", (date) => {
    expect(isDailyDate(date)).toBe(false);
  });

  it("counts days across months and years", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2026-11-23", -29)).toBe("2026-10-25");
  });
});

describe("weekly rotation", () => {
  it("gives each weekday its level", () => {
    expect(weekdayOf("2026-11-23")).toBe(1);
    expect(dailyWeekday("2026-11-23")).toBe("Monday");
    expect(dailyLevel("2026-11-23")).toBe("easy");
    expect(dailyLevel("2026-11-25")).toBe("hard");
    expect(dailyLevel("2026-11-28")).toBe("expert");
    expect(dailyWeekday("2026-11-29")).toBe("Sunday");
    expect(dailyLevel("2026-11-29")).toBe("extreme");
  });

  it("repeats every week and lists seven days", () => {
    expect(WEEKLY_ROTATION).toHaveLength(7);
    expect(dailyLevel(addDays("2026-11-25", 7))).toBe(dailyLevel("2026-11-25"));
  });
});

describe("long dates", () => {
  it("spells the UTC day out", () => {
    expect(longDate("2026-11-23")).toBe("Monday 23 November 2026");
    expect(longDate("2027-01-01")).toBe("Friday 1 January 2027");
  });
});
