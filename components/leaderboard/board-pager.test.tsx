import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BoardParams } from "@/lib/leaderboard/board-params";
import { BoardPager } from "./board-pager";

// React marks the joins between text parts with empty comments; the reader sees none.
const render = (page: number, pages: number) =>
  renderToStaticMarkup(<BoardPager params={params(page)} pages={pages} />).replace(/<!-- -->/g, "");

const params = (page: number): BoardParams => ({
  board: "best",
  level: "easy",
  period: "week",
  raced: false,
  page,
  date: "2026-11-23",
});

describe("board pager", () => {
  it("names the page among the pages, with the ways on", () => {
    const html = render(2, 3);
    expect(html).toContain("Page 2 of 3");
    expect(html).toContain('href="/leaderboard?board=best&amp;level=easy"');
    expect(html).toContain('href="/leaderboard?board=best&amp;level=easy&amp;page=3"');
  });

  it("past the last page, points back to it instead of claiming a page that is not there", () => {
    const html = render(1000, 77);
    expect(html).not.toContain("Page 1000");
    expect(html).toContain("The last page is 77");
    expect(html).toContain('href="/leaderboard?board=best&amp;level=easy&amp;page=77"');
    expect(html).not.toContain('rel="next"');
  });

  it("says nothing for a board that fits one page", () => {
    expect(render(1, 1)).toBe("");
  });
});
