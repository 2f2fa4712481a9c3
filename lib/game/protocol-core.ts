/**
 * The few protocol types both halves of the wire protocol use: acks, error codes and hint
 * counts. `protocol.ts` (games) and `room-protocol.ts` (rooms and races) each import this
 * core, so neither imports the other's types back (`protocol.ts` re-exports all of it, and
 * stays the one import for everyone else).
 *
 * @example
 * const refused: Ack<{ gameId: string }> = {
 *   ok: false,
 *   error: { code: ERROR_CODES.limit, message: "Too many new games." },
 * };
 */

/**
 * Help a player received, by kind: each graded level of a logical hint (a hint that points at
 * a wrong digit or at notes missing the right digit is a nudge), and `check`, which games
 * played before that counted for such a hint and keep.
 */
export interface HintCounts {
  nudge: number;
  cells: number;
  step: number;
  check: number;
}

export const ERROR_CODES = {
  badRequest: "bad_request",
  notFound: "not_found",
  forbidden: "forbidden",
  gameOver: "game_over",
  /** A moveId reused with another move, or a write that lost a race with another server. */
  conflict: "conflict",
  /** A quota: games per minute, connections, a full move log. */
  limit: "limit",
  rateLimited: "rate_limited",
  /** A race game opened or played before the room's start instant: wait for it. */
  tooEarly: "too_early",
  /** The page is older than the server's protocol: reload. */
  outdated: "outdated",
  unavailable: "unavailable",
  internal: "internal",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface ProtocolError {
  code: ErrorCode;
  message: string;
}

export type Ack<T> = ({ ok: true } & T) | { ok: false; error: ProtocolError };
