import { describe, expect, it } from "vitest";
import {
  STOPPED_CLOCK,
  elapsedMs,
  joinClock,
  pauseClock,
  playerPause,
  resumeClock,
  timerView,
} from "./clock";

describe("clock", () => {
  it("banks running time on pause and ignores time while stopped", () => {
    const running = resumeClock(STOPPED_CLOCK, 1_000);
    expect(elapsedMs(running, 4_000)).toBe(3_000);
    const paused = pauseClock(running, 4_000);
    expect(paused).toEqual({ activeMs: 3_000, resumedAt: null, pausedByPlayer: false });
    expect(elapsedMs(paused, 99_000)).toBe(3_000);
    expect(timerView(resumeClock(paused, 100_000), 100_500)).toEqual({
      elapsedMs: 3_500,
      running: true,
      paused: false,
    });
  });

  it("returns the same clock for a no-op, and never runs backwards", () => {
    expect(pauseClock(STOPPED_CLOCK, 5)).toBe(STOPPED_CLOCK);
    const running = resumeClock(STOPPED_CLOCK, 1_000);
    expect(resumeClock(running, 2_000)).toBe(running);
    expect(elapsedMs(running, 500)).toBe(0);
  });

  it("holds a player's pause through joins until the player resumes", () => {
    const held = playerPause(resumeClock(STOPPED_CLOCK, 0), 2_000);
    expect(timerView(held, 9_000)).toEqual({ elapsedMs: 2_000, running: false, paused: true });
    expect(joinClock(held, 9_000)).toBe(held);
    expect(pauseClock(held, 9_000)).toBe(held);
    const resumed = resumeClock(held, 9_000);
    expect(timerView(resumed, 9_500)).toEqual({ elapsedMs: 2_500, running: true, paused: false });
    // A stop because nobody looks is not a player's pause: the next join ends it.
    const unattended = pauseClock(resumed, 10_000);
    expect(joinClock(unattended, 11_000).resumedAt).toBe(11_000);
  });
});
