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

/**
 * The streak once a held daily of `date` is approved, given every other date the player has a
 * ranked solved daily of: what it would be had the solve been ranked at its finish. The newest
 * date extends the streak as afterSolvedDaily does; an older one can join two runs (the days
 * before and after it were ranked all along). Stored figures never shrink: they may hold a
 * guest's streak merged in, whose days are not all among `rankedDates`. Null when nothing
 * changes.
 *
 * @example
 * withApprovedDaily(
 *   { dailyStreak: 1, longestStreak: 1, lastDailyDate: "2026-11-23" },
 *   ["2026-11-21", "2026-11-23"],
 *   "2026-11-22",
 * ) // => { dailyStreak: 3, longestStreak: 3, lastDailyDate: "2026-11-23" }
 */
export function withApprovedDaily(
  stored: DailyStreak,
  rankedDates: readonly string[],
  date: string,
): DailyStreak | null {
  const fresh = afterSolvedDaily(stored, date);
  const dates = new Set([...rankedDates, date]);
  const last = fresh?.lastDailyDate ?? stored.lastDailyDate ?? date;
  const runTo = (end: string) => {
    let run = 0;
    for (let day = end; dates.has(day); day = dayBefore(day)) run++;
    return run;
  };
  const longestRun = Math.max(...[...dates].map((day) => runTo(day)));
  const dailyStreak = Math.max(fresh?.dailyStreak ?? stored.dailyStreak, runTo(last));
  const next = {
    dailyStreak,
    longestStreak: Math.max(stored.longestStreak, dailyStreak, longestRun),
    lastDailyDate: last,
  };
  const same =
    next.dailyStreak === stored.dailyStreak &&
    next.longestStreak === stored.longestStreak &&
    next.lastDailyDate === stored.lastDailyDate;
  return same ? null : next;
}
