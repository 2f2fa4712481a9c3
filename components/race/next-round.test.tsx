import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { member, raceOf, racer, roomOf } from "@/lib/race/fixtures";
import { NextRound } from "./next-round";

const finished = raceOf([racer("a", { status: "solved", rank: 1 }), racer("b")], {
  winnerId: "a",
  finishedAt: 1_000,
});
const api = {
  busy: false,
  setReady: async () => true,
  start: async () => true,
  backToLobby: async () => true,
};
const render = (
  you: string,
  members = [member("a", "Ada"), member("b", "Bea", { ready: false })],
) => renderToStaticMarkup(<NextRound room={roomOf(finished, members, you)} api={api} />);

describe("next round", () => {
  it("lets the host start only once someone else is in", () => {
    const waiting = render("a");
    expect(waiting).toMatch(/<button[^>]*disabled=""[^>]*>Start the next round<\/button>/);
    expect(waiting).toContain("Waiting for someone to say they&#x27;re in.");
    const ready = render("a", [member("a", "Ada"), member("b", "Bea", { ready: true })]);
    expect(ready).not.toMatch(/disabled=""[^>]*>Start the next round/);
    expect(ready).toContain("In so far: you, Bea");
  });

  it("offers everyone else a choice, a latecomer watching included", () => {
    const late = render("c", [
      member("a", "Ada"),
      member("b", "Bea", { ready: false }),
      member("c", "Cy", { role: "spectator", ready: false }),
    ]);
    expect(late).toMatch(/<button[^>]*>I&#x27;m in<\/button>/);
    expect(late).toMatch(/<button[^>]*>Sit this one out<\/button>/);
    expect(late).not.toContain("Start the next round");
  });

  it("reads back a member who is in, with the way out", () => {
    const inNow = render("b", [member("a", "Ada"), member("b", "Bea", { ready: true })]);
    expect(inNow).toContain("You&#x27;re in ✓");
    expect(inNow).toMatch(/<button[^>]*>Sit this one out<\/button>/);
  });
});
