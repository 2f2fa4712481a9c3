import { describe, expect, it } from "vitest";
import { shareText, timeWithPenalties } from "./share";
import { withPlaces } from "./standings";

describe("share text", () => {
  const outcome = {
    date: "2026-11-23",
    level: "hard" as const,
    solved: true,
    activeMs: 402_000,
    penaltyMs: 70_000,
    hints: 2,
    mistakes: 1,
    rank: 3,
  };

  it("says the day, the level, the time with penalties and the help, and where to play", () => {
    expect(shareText(outcome, "https://nonet.example/daily")).toBe(
      [
        "Nonet daily 2026-11-23 (Hard)",
        "Solved in 6:42 + 1:10 penalties = 7:52",
        "2 hints, 1 mistake",
        "3rd of the day",
        "https://nonet.example/daily",
      ].join("\n"),
    );
  });

  it("shows a clean time without penalties, and an unsolved attempt as such", () => {
    expect(timeWithPenalties(402_000, 0)).toBe("6:42");
    const text = shareText(
      { ...outcome, solved: false, penaltyMs: 0, hints: 0, mistakes: 3, rank: null },
      "u",
    );
    expect(text).toContain("Not solved (6:42)");
    expect(text).toContain("0 hints, 3 mistakes");
    expect(text).not.toContain("of the day");
  });

  it("holds no run of grid digits", () => {
    expect(shareText(outcome, "https://nonet.example/daily")).not.toMatch(/\d{5,}/);
  });
});

describe("standings places", () => {
  it("shares a place between equal times and skips the next", () => {
    const rows = [5, 7, 7, 9, 9, 9, 10].map((rankedMs) => ({ rankedMs }));
    expect(withPlaces(rows).map((row) => row.place)).toEqual([1, 2, 2, 4, 4, 4, 7]);
    expect(withPlaces([{ rankedMs: 3 }], 11)[0].place).toBe(11);
  });
});
