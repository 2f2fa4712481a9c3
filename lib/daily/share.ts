/**
 * The result a player shares, like the word games: the day, the level, the time with its
 * penalties and the help received, and where to play. Never a digit of the grid, so sharing
 * spoils nothing for those who have not played yet.
 */
import type { Level } from "../sudoku/level";
import { formatTime, ordinal } from "../race/format";

export interface DailyOutcome {
  date: string;
  level: Level;
  solved: boolean;
  /** Server-measured playing time. */
  activeMs: number;
  penaltyMs: number;
  /** Hints of every kind, checks included. */
  hints: number;
  mistakes: number;
  /** Place in the day's standings, when ranked. */
  rank?: number | null;
}

const LEVEL_NAMES: Record<Level, string> = {
  easy: "Easy",
  medium: "Medium",
  hard: "Hard",
  expert: "Expert",
  extreme: "Extreme",
};

export function levelName(level: Level): string {
  return LEVEL_NAMES[level];
}

function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** "6:42 + 1:10 penalties = 7:52", or just "6:42" without help. */
export function timeWithPenalties(activeMs: number, penaltyMs: number): string {
  if (penaltyMs <= 0) return formatTime(activeMs);
  return `${formatTime(activeMs)} + ${formatTime(penaltyMs)} penalties = ${formatTime(activeMs + penaltyMs)}`;
}

/**
 * The text the Share button copies.
 *
 * @example
 * shareText(outcome, "https://nonet.example/daily")
 * // "Nonet daily 2026-11-23 (Hard)\nSolved in 6:42 + 1:10 penalties = 7:52\n2 hints, 1 mistake\n..."
 */
export function shareText(outcome: DailyOutcome, url: string): string {
  const lines = [`Nonet daily ${outcome.date} (${levelName(outcome.level)})`];
  lines.push(
    outcome.solved
      ? `Solved in ${timeWithPenalties(outcome.activeMs, outcome.penaltyMs)}`
      : `Not solved (${formatTime(outcome.activeMs)})`,
  );
  lines.push(`${count(outcome.hints, "hint")}, ${count(outcome.mistakes, "mistake")}`);
  if (outcome.rank) lines.push(`${ordinal(outcome.rank)} of the day`);
  lines.push(url);
  return lines.join("\n");
}
