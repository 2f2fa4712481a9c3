/**
 * One live game's states on fake timers: the grace after the last tab here, the idle time
 * before it leaves memory, a tab coming back, and dispose.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gameFromStore } from "./game-rules";
import type { GameRecord } from "./game-store";
import { LIVE_GAME_STATES, LiveGame } from "./live-game";
import { newGameId, raceGameRecord } from "./new-game";

const GIVENS = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const SOLUTION =
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const GRACE = 3_000;
const IDLE = 60_000;
const RATING = { hardest: "hidden-single", hardestName: "Hidden single", score: 100 } as const;

function soloRecord(): GameRecord {
  return {
    ...raceGameRecord({
      guestId: "guest-live-0001",
      level: "easy",
      givens: GIVENS,
      solution: SOLUTION,
      rating: RATING,
      mistakeChecking: false,
      race: { raceId: "race-1", startsAt: 0, hintsAllowed: true },
      now: 0,
    }),
    id: newGameId(),
    race: null,
    challenge: null,
    clock: { activeMs: 0, resumedAt: null, pausedByPlayer: false },
    startedAt: null,
  };
}

let graceOver: { stopAt: number | null }[];
let idleOver: number;

function liveGame(record: GameRecord = soloRecord()) {
  return new LiveGame(gameFromStore(record, [], true), {
    graceMs: GRACE,
    idleMs: IDLE,
    onGraceOver: (_, stopAt) => graceOver.push({ stopAt: stopAt() }),
    onIdleOver: () => idleOver++,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  graceOver = [];
  idleOver = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a live game", () => {
  it("leaves memory after the idle time when loaded without a tab", () => {
    const live = liveGame();
    expect(live.state).toBe(LIVE_GAME_STATES.idle);
    vi.advanceTimersByTime(IDLE - 1);
    expect(idleOver).toBe(0);
    vi.advanceTimersByTime(1);
    expect(idleOver).toBe(1);
    expect(live.pending).toBe(false);
  });

  it("waits out the grace after its last tab here, then reports when play stopped", () => {
    const live = liveGame();
    live.tabOpened("tab-1");
    live.tabOpened("tab-2");
    expect(live.state).toBe(LIVE_GAME_STATES.open);
    vi.advanceTimersByTime(IDLE * 2);
    expect(idleOver).toBe(0);
    live.tabClosed("tab-1", () => 111);
    expect(live.state).toBe(LIVE_GAME_STATES.open);
    live.tabClosed("tab-2", () => 222);
    expect(live.state).toBe(LIVE_GAME_STATES.grace);
    vi.advanceTimersByTime(GRACE - 1);
    expect(graceOver).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(graceOver).toEqual([{ stopAt: 222 }]);
  });

  it("goes idle after the grace when told, and leaves memory after the idle time", () => {
    const live = liveGame();
    live.tabOpened("tab-1");
    live.tabClosed("tab-1", () => null);
    vi.advanceTimersByTime(GRACE);
    live.idle();
    expect(live.state).toBe(LIVE_GAME_STATES.idle);
    vi.advanceTimersByTime(IDLE);
    expect(idleOver).toBe(1);
  });

  it("cancels the grace when a tab comes back", () => {
    const live = liveGame();
    live.tabOpened("tab-1");
    live.tabClosed("tab-1", () => 1);
    vi.advanceTimersByTime(GRACE - 1);
    live.tabOpened("tab-1-reloaded");
    vi.advanceTimersByTime(GRACE + IDLE);
    expect(graceOver).toEqual([]);
    expect(idleOver).toBe(0);
    expect(live.state).toBe(LIVE_GAME_STATES.open);
  });

  it("skips the grace for a race clock, which nobody stops: it only leaves memory", () => {
    const race = raceGameRecord({
      guestId: "guest-live-0002",
      level: "easy",
      givens: GIVENS,
      solution: SOLUTION,
      rating: RATING,
      mistakeChecking: false,
      race: { raceId: "race-2", startsAt: 0, hintsAllowed: true },
      now: 0,
    });
    const live = liveGame(race);
    live.tabOpened("tab-1");
    live.tabClosed("tab-1", () => 1);
    expect(live.state).toBe(LIVE_GAME_STATES.idle);
    vi.advanceTimersByTime(IDLE);
    expect(graceOver).toEqual([]);
    expect(idleOver).toBe(1);
  });

  it("ignores a tab it never had", () => {
    const live = liveGame();
    live.tabOpened("tab-1");
    live.tabClosed("someone-else", () => 1);
    expect(live.state).toBe(LIVE_GAME_STATES.open);
    expect(live.pending).toBe(false);
  });

  it("clears its timer on dispose and schedules nothing after", () => {
    const live = liveGame();
    live.tabOpened("tab-1");
    live.tabClosed("tab-1", () => 1);
    live.dispose();
    expect(live.pending).toBe(false);
    expect(live.state).toBe(LIVE_GAME_STATES.disposed);
    live.idle();
    live.tabOpened("tab-2");
    expect(live.pending).toBe(false);
    vi.advanceTimersByTime(GRACE + IDLE);
    expect(graceOver).toEqual([]);
    expect(idleOver).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
