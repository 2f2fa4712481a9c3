/**
 * The server's game clock: time banked while paused (`activeMs`) plus the current run since
 * `resumedAt`. Only the server's clock counts; what the browser shows is a projection of it.
 * The clock also knows why it stopped: a player's pause holds until the player resumes, while
 * a stop because nobody is looking ends with the next join.
 */
import type { TimerState } from "@/lib/game/protocol";

export interface ClockState {
  readonly activeMs: number;
  /** Epoch ms when the clock last started; null while stopped. */
  readonly resumedAt: number | null;
  /** Stopped by the player's pause: only their resume restarts it. */
  readonly pausedByPlayer: boolean;
}

export const STOPPED_CLOCK: ClockState = { activeMs: 0, resumedAt: null, pausedByPlayer: false };

/** Active time at `now`. A clock never runs backwards, even if the system time does. */
export function elapsedMs(clock: ClockState, now: number): number {
  return clock.activeMs + (clock.resumedAt === null ? 0 : Math.max(0, now - clock.resumedAt));
}

/** Stops the clock at `at` (the same clock if already stopped), keeping why it stopped. */
export function pauseClock(clock: ClockState, at: number): ClockState {
  if (clock.resumedAt === null) return clock;
  return { ...clock, activeMs: elapsedMs(clock, at), resumedAt: null };
}

/** The player pauses: stopped at `at`, and held until the player resumes. */
export function playerPause(clock: ClockState, at: number): ClockState {
  const stopped = pauseClock(clock, at);
  return stopped.pausedByPlayer ? stopped : { ...stopped, pausedByPlayer: true };
}

/** The player resumes: starts the clock at `at` (the same clock if already running). */
export function resumeClock(clock: ClockState, at: number): ClockState {
  if (clock.resumedAt !== null) return clock;
  return { activeMs: clock.activeMs, resumedAt: at, pausedByPlayer: false };
}

/** A tab opens the game: the clock runs again, unless the player paused it. */
export function joinClock(clock: ClockState, at: number): ClockState {
  return clock.pausedByPlayer ? clock : resumeClock(clock, at);
}

/** What the client is told about the clock. */
export function timerView(clock: ClockState, now: number): TimerState {
  return {
    elapsedMs: elapsedMs(clock, now),
    running: clock.resumedAt !== null,
    paused: clock.pausedByPlayer,
  };
}
