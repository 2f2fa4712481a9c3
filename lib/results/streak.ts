/**
 * The daily streak: consecutive UTC dates with a solved daily. Pure, so the server applies it
 * inside the transaction that writes the result and a claim merges two players' streaks alike.
 */

export interface DailyStreak {
  dailyStreak: number;
  longestStreak: number;
  /** "2026-11-23", or null before the first solved daily. */
  lastDailyDate: string | null;
}

export const NO_STREAK: DailyStreak = { dailyStreak: 0, longestStreak: 0, lastDailyDate: null };

/** The UTC date before `date` ("2026-03-01" -> "2026-02-28"). */
export function dayBefore(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/**
 * The streak after a solved daily of `date`, or null when it changes nothing: the same date
 * again never counts twice, and an older daily solved late does not rewrite the streak.
 *
 * @example
 * afterSolvedDaily({ dailyStreak: 3, longestStreak: 5, lastDailyDate: "2026-11-22" }, "2026-11-23")
 * // => { dailyStreak: 4, longestStreak: 5, lastDailyDate: "2026-11-23" }
 */
export function afterSolvedDaily(streak: DailyStreak, date: string): DailyStreak | null {
  const last = streak.lastDailyDate;
  if (last !== null && last >= date) return null;
  const dailyStreak = last === dayBefore(date) ? streak.dailyStreak + 1 : 1;
  return {
    dailyStreak,
    longestStreak: Math.max(streak.longestStreak, dailyStreak),
    lastDailyDate: date,
  };
}

/**
 * Two players' streaks as one (a guest's merged into the account it signed in to): the
 * current streak of whichever played the later daily (the longer on the same date), the
 * longest of both.
 */
export function mergeStreaks(a: DailyStreak, b: DailyStreak): DailyStreak {
  const later =
    (a.lastDailyDate ?? "") > (b.lastDailyDate ?? "")
      ? a
      : (b.lastDailyDate ?? "") > (a.lastDailyDate ?? "")
        ? b
        : a.dailyStreak >= b.dailyStreak
          ? a
          : b;
  return {
    dailyStreak: later.dailyStreak,
    longestStreak: Math.max(a.longestStreak, b.longestStreak, later.dailyStreak),
    lastDailyDate: later.lastDailyDate,
  };
}
