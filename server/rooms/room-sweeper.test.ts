/** The sweeper's schedule on fake timers: jittered intervals, fast-path timers, disposal. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { JITTER, RoomSweeper, type SweeperJobs } from "./room-sweeper";

const EVERY = 10_000;
let jobs: SweeperJobs & { calls: string[] };

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-25T12:00:00Z") });
  const calls: string[] = [];
  jobs = {
    calls,
    timeLostRacers: async () => void calls.push("lost"),
    dueAbsences: async () => {
      calls.push("due");
      return [];
    },
    absenceDue: async (code, guestId) => void calls.push(`act ${code} ${guestId}`),
    timeLostRaces: async () => void calls.push("lost races"),
    dueRaces: async () => {
      calls.push("due races");
      return ["race-2"];
    },
    raceDue: async (raceId) => void calls.push(`end ${raceId}`),
    sweepRooms: async () => {
      calls.push("rooms");
      return [];
    },
  };
});

afterEach(() => {
  vi.useRealTimers();
});

describe("RoomSweeper", () => {
  it.each([
    [0, EVERY * (1 - JITTER)],
    [0.75, EVERY * (1 + JITTER / 2)],
  ])("with a draw of %d sweeps after about %d ms", async (draw, wait) => {
    const sweeper = new RoomSweeper({
      jobs,
      random: () => draw,
      absenceEveryMs: EVERY,
      roomsEveryMs: 1_000_000,
    });
    sweeper.start();
    // Once at start: deadlines that passed while no process was sweeping are acted on at once.
    const sweep = ["lost", "due", "lost races", "due races", "end race-2"];
    await vi.advanceTimersByTimeAsync(0);
    expect(jobs.calls).toEqual(sweep);
    jobs.calls.length = 0;
    await vi.advanceTimersByTimeAsync(Math.floor(wait) - 1);
    expect(jobs.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(2);
    expect(jobs.calls).toEqual(sweep);
    await sweeper.dispose();
  });

  it("acts on an expected deadline when it passes, not before, and not after a cancel", async () => {
    const sweeper = new RoomSweeper({ jobs });
    sweeper.expect("ROOM01", "ann", Date.now() + 5_000);
    sweeper.expect("ROOM01", "bob", Date.now() + 5_000);
    sweeper.cancel("ROOM01", "bob");
    await vi.advanceTimersByTimeAsync(4_999);
    expect(jobs.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(jobs.calls).toEqual(["act ROOM01 ann"]);
    await sweeper.dispose();
  });

  it("ends a race when its expected deadline passes, once, not before", async () => {
    const sweeper = new RoomSweeper({ jobs });
    sweeper.expectRaceEnd("race-1", Date.now() + 60_000);
    // Seen again (another finish, a settle): still one timer.
    sweeper.expectRaceEnd("race-1", Date.now() + 60_000);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(jobs.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(jobs.calls).toEqual(["end race-1"]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(jobs.calls).toEqual(["end race-1"]);
    await sweeper.dispose();
  });

  it("leaves no timer once disposed, and arms none after", async () => {
    const sweeper = new RoomSweeper({ jobs });
    sweeper.start();
    sweeper.expect("ROOM01", "ann", Date.now() + 5_000);
    sweeper.expectRaceEnd("race-1", Date.now() + 5_000);
    await sweeper.dispose();
    sweeper.expect("ROOM01", "bob", Date.now() + 5_000);
    sweeper.expectRaceEnd("race-2", Date.now() + 5_000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
