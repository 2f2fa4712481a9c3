/**
 * Game rules both sides state, free of zod so a page can import them without loading the
 * protocol's schemas (protocol.ts re-exports them).
 */

/** A game ends after this many wrong entries when mistake checking is on. */
export const MAX_MISTAKES = 3;

export const GAME_STATUS = { playing: "playing", solved: "solved", failed: "failed" } as const;
export type GameStatus = (typeof GAME_STATUS)[keyof typeof GAME_STATUS];
