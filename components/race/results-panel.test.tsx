import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { member, raceOf, racer, roomOf } from "@/lib/race/fixtures";
import { ResultsPanel } from "./results-panel";

const finished = raceOf(
  [
    racer("b", { status: "gaveUp", filled: 10 }),
    racer("a", {
      status: "solved",
      rank: 1,
      timeMs: 190_000,
      filled: 50,
      hints: { nudge: 1, cells: 1, step: 0, check: 0 },
    }),
  ],
  { winnerId: "a", finishedAt: 1_000 },
);
const members = [member("a", "Ada"), member("b", "Bea")];
const render = (you: string, race = finished) =>
  renderToStaticMarkup(
    <ResultsPanel room={roomOf(race, members, you)} race={race} actions={<p>next</p>} />,
  );

describe("results panel", () => {
  it("ranks the winner first with time and hints, and names the winner", () => {
    const html = render("b");
    expect(html).toMatch(/data-icon="trophy"[^]*Ada wins/);
    // Drawn, not an emoji: without an emoji font one shows as an empty box.
    expect(html).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(html.indexOf("Ada")).toBeLessThan(html.indexOf("Bea"));
    expect(html).toContain("3:10");
    expect(html).toContain("Gave up");
    expect(html).toMatch(/<td[^>]*>2<\/td>/);
  });

  it("says who did not finish when the round ended on them", () => {
    const ended = raceOf(
      [racer("a", { status: "solved", rank: 1, timeMs: 9_000 }), racer("b", { status: "dnf" })],
      {
        winnerId: "a",
        finishedAt: 1_000,
      },
    );
    expect(render("a", ended)).toMatch(/<td[^>]*>Did not finish<\/td>/);
  });

  it("shows what comes next only once the race is over", () => {
    expect(render("b")).toContain("<p>next</p>");
    const running = { ...finished, finishedAt: null };
    expect(render("b", running)).not.toContain("<p>next</p>");
  });

  it("links the replay of this race", () => {
    expect(render("b")).toContain('href="/replay/race-1"');
  });

  it("has no hints column in a race without hints", () => {
    const noHints = { ...finished, hintsAllowed: false };
    expect(render("b", noHints)).not.toContain(">Hints<");
  });
});
