/**
 * The daily streak as a profile shows it. PlayerStats keeps the streak that ended at the last
 * solved daily; it is still current only while that was today or yesterday (today's daily may
 * not be played yet).
 */
import { addDays } from "./days";

export interface StoredStreak {
  dailyStreak: number;
  longestStreak: number;
  lastDailyDate: string | null;
}

export interface Streak {
  current: number;
  longest: number;
}

/**
 * @example
 * streakOn({ dailyStreak: 4, longestStreak: 9, lastDailyDate: "2026-11-22" }, "2026-11-23")
 * // { current: 4, longest: 9 }
 */
export function streakOn(stored: StoredStreak | null, today: string): Streak {
  if (!stored) return { current: 0, longest: 0 };
  const last = stored.lastDailyDate;
  const alive = last === today || last === addDays(today, -1);
  const current = alive ? stored.dailyStreak : 0;
  return { current, longest: Math.max(stored.longestStreak, current) };
}
