/**
 * The server's clock seen from the browser. Race instants (startsAt, forfeitsAt) are server
 * epoch ms; each room snapshot carries `serverNow`, so the page keeps the difference and reads
 * the server's "now" from its own clock plus that offset.
 */

/**
 * What to add to `Date.now()` to get the server's time, measured when a snapshot arrives.
 *
 * @example
 * clockOffset(10_500, 10_000) // 500: the server is half a second ahead
 */
export function clockOffset(serverNow: number, localNow: number): number {
  return serverNow - localNow;
}

/**
 * Whole seconds left before `startsAt` as a countdown shows them (3, 2, 1), 0 once started.
 *
 * @example
 * countdownSeconds(10_000, 7_200) // 3
 */
export function countdownSeconds(startsAt: number, serverNow: number): number {
  return Math.max(0, Math.ceil((startsAt - serverNow) / 1000));
}

/** Whole seconds until a disconnected racer forfeits (rounded up; 0 once past). */
export function secondsUntil(at: number, serverNow: number): number {
  return Math.max(0, Math.ceil((at - serverNow) / 1000));
}
