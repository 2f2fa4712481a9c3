import { describe, expect, it } from "vitest";
import { standingText } from "./standing-text";

const RANKED = { today: true, guest: false, place: 12, rankedCount: 340, held: false };

describe("the daily dialog's standing", () => {
  it("says the place among the day's ranked results", () => {
    expect(standingText(RANKED, "2026-11-23")).toBe("12th of 340 today");
    expect(standingText({ ...RANKED, place: 1, rankedCount: 1 }, "2026-11-23")).toBe(
      "1st of 1 today",
    );
    expect(standingText({ ...RANKED, today: false }, "2026-11-23")).toBe(
      "12th of 340 on 2026-11-23",
    );
  });

  it("says a held result is under review, and a guest how to be ranked", () => {
    expect(standingText({ ...RANKED, place: null, held: true }, "2026-11-23")).toMatch(
      /^Held for review/,
    );
    expect(standingText({ ...RANKED, place: null, guest: true }, "2026-11-23")).toMatch(/sign in/);
    expect(standingText({ ...RANKED, place: null }, "2026-11-23")).toBeNull();
  });
});
