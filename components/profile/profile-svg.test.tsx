import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DailyCalendar } from "./daily-calendar";
import { SolveTimeChart } from "./solve-time-chart";

const TODAY = "2026-11-23";

describe("SolveTimeChart", () => {
  it("is an image with a summary, a tooltip per point and a table for screen readers", () => {
    const html = renderToStaticMarkup(
      <SolveTimeChart
        levelName="Easy"
        today={TODAY}
        days={[
          { day: "2026-11-20", medianMs: 250_000, count: 2 },
          { day: TODAY, medianMs: 190_000, count: 1 },
        ]}
      />,
    );
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Easy: 3 solves on 2 days/);
    expect(html.match(/<circle/g)).toHaveLength(2);
    expect(html).toContain("<title>20 Nov: 4:10 (median of 2)</title>");
    expect(html).toMatch(/<table class="sr-only">.*<td>23 Nov: 3:10<\/td>/);
    expect(html).toMatch(/<path d="M[\d. L]+"/);
  });

  it("says there is nothing to show rather than drawing an empty frame silently", () => {
    const html = renderToStaticMarkup(<SolveTimeChart levelName="Hard" today={TODAY} days={[]} />);
    expect(html).toContain("No solves in the last 90 days");
    expect(html).not.toContain("<table");
    expect(html).not.toContain("<circle");
  });
});

describe("DailyCalendar", () => {
  it("colours each day by its state, with a title and a legend", () => {
    const html = renderToStaticMarkup(
      <DailyCalendar
        today={TODAY}
        dailies={[
          ["2026-11-20", "unsolved"],
          [TODAY, "solved"],
        ]}
      />,
    );
    expect(html).toMatch(
      /role="img" aria-label="Dailies over the last 26 weeks: 1 solved, 1 played/,
    );
    expect(html).toMatch(
      /data-state="solved" data-day="2026-11-23"><title>Mon 23 Nov 2026: solved/,
    );
    expect(html).toMatch(
      /data-state="unsolved" data-day="2026-11-20"><title>Fri 20 Nov 2026: played, not solved/,
    );
    expect(html.match(/data-state="none"/g)?.length).toBe(7 * 25 + 1 - 2);
    for (const word of ["Solved", "Played, not solved", "Not played"]) expect(html).toContain(word);
  });
});
