import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { member, raceOf, racer, roomOf } from "@/lib/race/fixtures";
import { RacersPanel } from "./racers-panel";

describe("racers panel", () => {
  const members = [member("a", "Ada"), member("b", "Bea")];

  it("shows cells filled out of cells to fill, and nothing about whether they are right", () => {
    const race = raceOf([racer("a", { filled: 12 }), racer("b", { filled: 30 })]);
    const html = renderToStaticMarkup(
      <RacersPanel room={roomOf(race, members, "a")} race={race} reactions={[]} now={0} />,
    );
    expect(html).toContain("12/50");
    expect(html).toContain("30/50");
    expect(html).toMatch(/aria-valuenow="30"/);
    expect(html).not.toMatch(/correct|wrong/i);
    expect(html).toContain("(you)");
  });

  it("says how each race ended, and counts down a disconnected racer's forfeit", () => {
    const race = raceOf([
      racer("a", { status: "solved", rank: 1, timeMs: 200_000, filled: 50 }),
      racer("b", { filled: 20 }),
    ]);
    const away = [member("a", "Ada"), member("b", "Bea", { connected: false, forfeitsAt: 95_000 })];
    const html = renderToStaticMarkup(
      <RacersPanel room={roomOf(race, away, "a")} race={race} reactions={[]} now={5_000} />,
    );
    expect(html).toContain("1st in 3:20");
    expect(html).toContain("Away, forfeits in 1:30");
    expect(html).toContain("disconnected");
  });

  it("floats a member's reaction beside their name", () => {
    const race = raceOf([racer("a"), racer("b")]);
    const html = renderToStaticMarkup(
      <RacersPanel
        room={roomOf(race, members, "a")}
        race={race}
        reactions={[{ id: 1, playerId: "b", reaction: "🔥" }]}
        now={0}
      />,
    );
    expect(html).toContain('aria-label="reacted on fire"');
  });

  it("draws each racer in their seat's colour, badge and bar alike, with their initials", () => {
    const race = raceOf([racer("a", { filled: 10 }), racer("b", { filled: 10 })]);
    const html = renderToStaticMarkup(
      <RacersPanel room={roomOf(race, members, "a")} race={race} reactions={[]} now={0} />,
    );
    const badges = [...html.matchAll(/data-colour="([^"]+)"[^>]*>([^<]+)</g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(badges).toEqual([
      ["blue", "A"],
      ["orange", "B"],
    ]);
    // Each bar's track carries its racer's colour (the fill inside is drawn in it).
    const bars = [...html.matchAll(/role="progressbar"[^>]*style="--racer:(#[0-9a-f]{6})/g)].map(
      (m) => m[1],
    );
    expect(bars).toEqual(["#0072b2", "#e69f00"]);
  });
});
