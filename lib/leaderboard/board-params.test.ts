import { describe, expect, it } from "vitest";
import { boardHref, parseBoardParams } from "./board-params";

const NOW = new Date("2026-11-23T12:00:00Z");

describe("parseBoardParams", () => {
  it("defaults to today's daily, page 1, everyone", () => {
    expect(parseBoardParams({}, NOW)).toEqual({
      params: {
        board: "daily",
        level: "easy",
        period: "week",
        raced: false,
        page: 1,
        date: "2026-11-23",
      },
      notices: [],
    });
  });

  it("reads every parameter", () => {
    const { params, notices } = parseBoardParams(
      {
        board: "best",
        level: "expert",
        period: "all",
        filter: "raced",
        page: "3",
        date: "2026-11-01",
      },
      NOW,
    );
    expect(notices).toEqual([]);
    expect(params).toEqual({
      board: "best",
      level: "expert",
      period: "all",
      raced: true,
      page: 3,
      date: "2026-11-01",
    });
  });

  it.each([
    [{ board: "<script>" }, "board", "daily"],
    [{ level: "custom" }, "level", "easy"],
    [{ period: "year" }, "period", "week"],
    [{ page: "0" }, "page", 1],
    [{ page: "-2" }, "page", 1],
    [{ page: "1e3" }, "page", 1],
    [{ page: "99999999" }, "page", 1],
    [{ date: "2026-02-30" }, "date", "2026-11-23"],
    [{ date: "2026-11-24" }, "date", "2026-11-23"], // tomorrow's daily is not out
    [{ date: "yesterday" }, "date", "2026-11-23"],
  ])("%o falls back and says why", (raw, key, fallback) => {
    const { params, notices } = parseBoardParams(raw, NOW);
    expect(params[key as keyof typeof params]).toBe(fallback);
    expect(notices).toHaveLength(1);
  });

  it("takes the first of repeated parameters", () => {
    expect(parseBoardParams({ board: ["wins", "best"] }, NOW).params.board).toBe("wins");
  });
});

describe("boardHref", () => {
  it("keeps only what the board uses", () => {
    expect(boardHref({ board: "best", level: "hard", period: "all", page: 1 })).toBe(
      "/leaderboard?board=best&level=hard",
    );
    expect(boardHref({ board: "wins", period: "all", raced: true, page: 2 })).toBe(
      "/leaderboard?board=wins&period=all&filter=raced&page=2",
    );
  });
});
