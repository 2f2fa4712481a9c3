/**
 * The text a "Challenge a friend" link is shared with, like the daily's: the level, the time
 * to beat and the link. Never a digit of the grid, nor the challenger's hints and mistakes
 * (the board shows those once the friend has played).
 */
import { levelName } from "../daily/share";
import { formatTime } from "../race/format";
import type { Level } from "../sudoku/level";

export interface ChallengeShare {
  level: Level | "custom";
  /** Measured time plus penalties, ms. */
  timeToBeatMs: number;
  /** How many recorded runs the friend will race (1 to 3). */
  ghosts: number;
  url: string;
}

/** "Easy", or "Custom" for a pasted puzzle. */
export function challengeLevelName(level: Level | "custom"): string {
  return level === "custom" ? "Custom" : levelName(level);
}

/**
 * @example
 * challengeShareText({ level: "hard", timeToBeatMs: 472_000, ghosts: 1, url });
 * // "Nonet challenge (Hard)\nTime to beat: 7:52\nRace my run: https://…/c/K7QM4P3A9CDE"
 */
export function challengeShareText(share: ChallengeShare): string {
  return [
    `Nonet challenge (${challengeLevelName(share.level)})`,
    `Time to beat: ${formatTime(share.timeToBeatMs)}`,
    share.ghosts > 1 ? `Race ${share.ghosts} runs: ${share.url}` : `Race my run: ${share.url}`,
  ].join("\n");
}
