/**
 * The replay clock's arithmetic: how far a frame moves it at a speed, and where a step with the
 * arrow keys lands. Pure, so the page's keyboard behaviour is tested without a browser.
 */

export const SPEEDS = [1, 4, 16] as const;
export type Speed = (typeof SPEEDS)[number];

/** Shift+arrow jumps this far instead of to the next move. */
export const JUMP_MS = 10_000;

/** The instant after `elapsedMs` of wall time at `speed`, never past the end. */
export function advance(atMs: number, elapsedMs: number, speed: Speed, durationMs: number): number {
  return Math.min(durationMs, Math.max(0, atMs + elapsedMs * speed));
}

/**
 * Where an arrow key takes the clock: to the next (or previous) instant any racer moved, so
 * every press changes a board; past the last move, to the end (or the start).
 * `moveTimes` is sorted ascending.
 */
export function stepTo(
  moveTimes: readonly number[],
  atMs: number,
  direction: 1 | -1,
  durationMs: number,
): number {
  if (direction > 0) {
    const next = moveTimes.find((t) => t > atMs);
    return next === undefined ? durationMs : Math.min(next, durationMs);
  }
  for (let i = moveTimes.length - 1; i >= 0; i--) {
    if (moveTimes[i] < atMs) return Math.max(0, moveTimes[i]);
  }
  return 0;
}

/** Every instant a move was made, by anyone, ascending and without repeats. */
export function allMoveTimes(lanes: readonly { ticks: readonly { atMs: number }[] }[]): number[] {
  const times = new Set<number>();
  for (const lane of lanes) for (const tick of lane.ticks) times.add(tick.atMs);
  return [...times].sort((a, b) => a - b);
}
