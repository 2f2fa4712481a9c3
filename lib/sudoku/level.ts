/**
 * Difficulty levels, easiest first. A module of its own so the browser can name the levels
 * without loading the techniques; the rating table is in rating.ts.
 *
 * @example
 * LEVELS.indexOf("hard"); // 2
 */
export const LEVELS = ["easy", "medium", "hard", "expert", "extreme"] as const;
export type Level = (typeof LEVELS)[number];
