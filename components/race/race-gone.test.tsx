import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFAULT_ROOM_SETTINGS } from "@/lib/game/room-protocol";
import { JoinRoom } from "./join-room";
import { RaceGone } from "./race-gone";

describe("a gone room's link", () => {
  it("says a room that raced has ended, with Create a race and its newest replay", () => {
    const html = renderToStaticMarkup(<RaceGone code="K7QM4P" ended replayRaceId="race-9" />);
    expect(html).toContain("This race has ended");
    expect(html).toMatch(/<a[^>]*href="\/race"[^>]*>Create a race<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/replay\/race-9"[^>]*>Watch the replay<\/a>/);
  });

  it("says plainly that a code never used does not exist, and offers no replay", () => {
    const html = renderToStaticMarkup(<RaceGone code="XY3479" ended={false} replayRaceId={null} />);
    expect(html).toContain("This race does not exist");
    expect(html).toContain("Create a race");
    expect(html).not.toContain("replay");
  });
});

describe("the invite's join page", () => {
  const invite = {
    hostName: "Ada",
    settings: { ...DEFAULT_ROOM_SETTINGS, level: "hard" as const },
    phase: "lobby" as const,
  };

  it("says who invited the visitor and to what level, before the name to join with", () => {
    const html = renderToStaticMarkup(
      <JoinRoom code="ACDEFG" invite={invite} onSubmit={() => {}} />,
    );
    expect(html).toContain("Ada invited you to a race");
    expect(html.indexOf("Hard")).toBeGreaterThan(-1);
    expect(html.indexOf("Hard")).toBeLessThan(html.indexOf("Your name"));
    expect(html).not.toContain("A race is on now");
  });

  it("warns that a race already on is watched first", () => {
    const html = renderToStaticMarkup(
      <JoinRoom code="ACDEFG" invite={{ ...invite, phase: "racing" }} onSubmit={() => {}} />,
    );
    expect(html).toContain("A race is on now: you watch it and race in the next round.");
  });
});
