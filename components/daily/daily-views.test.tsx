import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DailyDayView, DailyResultView } from "@/lib/daily/views";
import { ResultCard } from "./result-card";
import { StandingsTable } from "./standings-table";

const RESULT: DailyResultView = {
  solved: true,
  activeMs: 402_000,
  penaltyMs: 70_000,
  rankedMs: 472_000,
  hints: { nudge: 1, cells: 0, step: 1, check: 0 },
  mistakes: 1,
  review: null,
  reviewStatus: null,
  place: 3,
};

const card = (result: Partial<DailyResultView>, guest = false) =>
  renderToStaticMarkup(
    <ResultCard date="2026-11-23" level="hard" result={{ ...RESULT, ...result }} guest={guest} />,
  );

function day(overrides: Partial<DailyDayView>): DailyDayView {
  return {
    date: "2026-11-23",
    level: "hard",
    standings: [],
    rankedCount: 0,
    mine: null,
    ...overrides,
  };
}

describe("daily result card", () => {
  it("shows the time with penalties, the help and the place", () => {
    const html = card({});
    expect(html).toContain("6:42 + 1:10 penalties = 7:52");
    expect(html).toContain("3rd");
    expect(html).toContain("2 hints (1 nudge, 1 step)");
    expect(html).not.toContain("Under review");
  });

  it("says a held result is under review, and tells a guest how to be ranked", () => {
    expect(card({ review: "move timing", place: null })).toContain("Under review");
    expect(card({ place: null }, true)).toContain("Sign in to be ranked");
    expect(card({ solved: false, penaltyMs: 0 })).toContain("Not solved (6:42)");
  });
});

describe("daily standings table", () => {
  const row = { activeMs: 60_000, penaltyMs: 0, rankedMs: 60_000, mine: false };

  it("lists places and names as text, and links the full leaderboard of the day", () => {
    const html = renderToStaticMarkup(
      <StandingsTable
        day={day({
          standings: [
            { ...row, place: 1, name: "<b>Ann</b>" },
            { ...row, place: 1, name: "Bea", mine: true },
          ],
          rankedCount: 2,
        })}
      />,
    );
    expect(html).toContain("&lt;b&gt;Ann&lt;/b&gt;");
    expect(html.match(/1st/g)).toHaveLength(2);
    expect(html).toContain("(you)");
    expect(html).toContain('href="/leaderboard?board=daily&amp;date=2026-11-23"');
    expect(html).not.toContain("Your place");
  });

  it("adds the player's own place when it is below the list", () => {
    const html = renderToStaticMarkup(
      <StandingsTable
        day={day({
          standings: [{ ...row, place: 1, name: "Ann" }],
          rankedCount: 40,
          mine: { gameId: "g", playing: false, result: { ...RESULT, place: 27 } },
        })}
      />,
    );
    expect(html).toMatch(/Your place: <span[^>]*>27th<\/span> of 40/);
  });
});
