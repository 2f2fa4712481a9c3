/**
 * The server's game clock: time banked while paused (`activeMs`) plus the current run since
 * `resumedAt`. Only the server's clock counts; what the browser shows is a projection of it.
 */
import type { TimerState } from "@/lib/game/protocol";

export interface ClockState {
  readonly activeMs: number;
  /** Epoch ms when the clock last started; null while stopped. */
  readonly resumedAt: number | null;
}

export const STOPPED_CLOCK: ClockState = { activeMs: 0, resumedAt: null };

/** Active time at `now`. A clock never runs backwards, even if the system time does. */
export function elapsedMs(clock: ClockState, now: number): number {
  return clock.activeMs + (clock.resumedAt === null ? 0 : Math.max(0, now - clock.resumedAt));
}

/** Stops the clock at `at` (the same clock if already stopped). */
export function pauseClock(clock: ClockState, at: number): ClockState {
  if (clock.resumedAt === null) return clock;
  return { activeMs: elapsedMs(clock, at), resumedAt: null };
}

/** Starts the clock at `at` (the same clock if already running). */
export function resumeClock(clock: ClockState, at: number): ClockState {
  if (clock.resumedAt !== null) return clock;
  return { activeMs: clock.activeMs, resumedAt: at };
}

/** What the client is told about the clock. */
export function timerView(clock: ClockState, now: number): TimerState {
  return { elapsedMs: elapsedMs(clock, now), running: clock.resumedAt !== null, paused: false };
}
