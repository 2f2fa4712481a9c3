import { describe, expect, it } from "vitest";
import { raceTitle } from "./title";

describe("raceTitle", () => {
  it("counts down before the start", () => {
    expect(raceTitle({ phase: "racing", countdown: 3, status: "playing", rank: null })).toBe(
      "3… — Nonet race",
    );
  });

  it("shows your place once you solved", () => {
    expect(raceTitle({ phase: "racing", countdown: 0, status: "solved", rank: 1 })).toBe(
      "1st — Nonet race",
    );
    expect(raceTitle({ phase: "finished", countdown: 0, status: "solved", rank: 2 })).toBe(
      "2nd — Nonet race",
    );
  });

  it("tells racing, out and watching apart", () => {
    expect(raceTitle({ phase: "racing", countdown: 0, status: "playing", rank: null })).toBe(
      "Racing — Nonet race",
    );
    expect(raceTitle({ phase: "racing", countdown: 0, status: "gaveUp", rank: null })).toBe(
      "Gave up — Nonet race",
    );
    expect(raceTitle({ phase: "racing", countdown: 0, status: "failed", rank: null })).toBe(
      "Out — Nonet race",
    );
    expect(raceTitle({ phase: "racing", countdown: 0, status: null, rank: null })).toBe(
      "Watching — Nonet race",
    );
    expect(raceTitle({ phase: "lobby", countdown: 0, status: null, rank: null })).toBe(
      "Lobby — Nonet race",
    );
  });
});
