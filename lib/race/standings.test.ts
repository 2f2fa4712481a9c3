import { describe, expect, it } from "vitest";
import { raceOf, racer as p } from "./fixtures";
import type { RaceView, RacerProgress } from "../game/room-protocol";
import { resultText, standings, statusText, totalHints } from "./standings";

const race = (progress: RacerProgress[]): RaceView =>
  raceOf(progress, {
    id: "r",
    gameId: null,
    entrants: progress.map((x) => ({ playerId: x.playerId, name: x.playerId.toUpperCase() })),
    mistakeChecking: true,
  });

describe("standings", () => {
  it("ranks the solved first, then who is ahead, then who is out", () => {
    const order = standings(
      race([
        p("gaveup", { status: "gaveUp", filled: 40 }),
        p("slow", { filled: 10 }),
        p("second", { status: "solved", rank: 2, timeMs: 300_000, filled: 50 }),
        p("out", { status: "failed", filled: 45, mistakes: 3 }),
        p("fast", { filled: 30 }),
        p("first", { status: "solved", rank: 1, timeMs: 200_000, filled: 50 }),
        p("gone", { status: "forfeited" }),
      ]),
    ).map((s) => s.playerId);
    expect(order).toEqual(["first", "second", "fast", "slow", "out", "gaveup", "gone"]);
  });

  it("keeps seat order between equals and uses the room's current names", () => {
    const list = standings(
      race([p("a", { filled: 5 }), p("b", { filled: 5 })]),
      new Map([["b", "Bea"]]),
    );
    expect(list.map((s) => s.name)).toEqual(["A", "Bea"]);
  });
});

describe("statusText", () => {
  it("says how each racer stands", () => {
    expect(statusText(p("x", { status: "solved", rank: 2, timeMs: 200_000 }))).toBe("2nd in 3:20");
    expect(statusText(p("x"))).toBe("Playing");
    expect(statusText(p("x", { status: "failed" }))).toBe("Out: 3 mistakes");
    expect(statusText(p("x", { status: "gaveUp" }))).toBe("Gave up");
    expect(statusText(p("x", { status: "forfeited" }))).toBe("Forfeited");
  });
});

describe("totalHints", () => {
  it("adds every kind of help", () => {
    expect(totalHints({ nudge: 1, cells: 2, step: 3, check: 4 })).toBe(10);
  });
});

describe("resultText", () => {
  it("is the time of a solved grid, else one word", () => {
    expect(resultText(p("x", { status: "solved", timeMs: 61_000 }))).toBe("1:01");
    expect(resultText(p("x", { status: "failed" }))).toBe("Out");
    expect(resultText(p("x", { status: "forfeited" }))).toBe("Forfeit");
  });
});
