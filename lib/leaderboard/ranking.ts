/**
 * Competition ranking ("1, 2, 2, 4") for one page of a board, without loading the board: the
 * database gives the page in order and, for its first row, how many entries rank strictly
 * ahead; every later rank follows from the page itself.
 */

/** Entries per leaderboard page. */
export const PAGE_SIZE = 25;

/**
 * Ranks for a page of values already in board order. `ahead` is how many entries of the whole
 * board rank strictly ahead of the page's first value; `offset` is the page's first position.
 *
 * @example
 * pageRanks([90, 95, 95, 99], 0, 0); // [1, 2, 2, 4]
 * pageRanks([95, 99], 2, 1);         // [2, 4] (the page starts inside a tie)
 */
export function pageRanks(values: readonly number[], offset: number, ahead: number): number[] {
  const ranks: number[] = [];
  values.forEach((value, i) => {
    if (i === 0) ranks.push(ahead + 1);
    else if (value === values[i - 1]) ranks.push(ranks[i - 1]);
    else ranks.push(offset + i + 1);
  });
  return ranks;
}

/** Pages needed for `total` entries (at least one, so an empty board has a page 1). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The UTC date of an instant, "2026-11-23": the key of a daily. */
export function utcDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Monday 00:00 UTC of the week holding `instant`: "this week" for race wins. */
export function weekStart(instant: Date): Date {
  const day = new Date(
    Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()),
  );
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return day;
}

/** The day before a UTC date. */
export function previousDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return utcDate(day);
}

/**
 * The streak still alive today: a streak ending yesterday can still be extended, one ending
 * earlier is broken, though the stored counter only changes at the player's next daily.
 */
export function currentStreak(
  stats: { dailyStreak: number; lastDailyDate: string | null },
  today: string,
): number {
  const { lastDailyDate } = stats;
  if (!lastDailyDate) return 0;
  return lastDailyDate === today || lastDailyDate === previousDate(today) ? stats.dailyStreak : 0;
}

/** "4:05.3" (or "1:02:07.0"): a ranked time, to the tenth of a second. */
export function formatRankedMs(ms: number): string {
  const tenths = Math.round(ms / 100);
  const hours = Math.floor(tenths / 36_000);
  const minutes = Math.floor((tenths % 36_000) / 600);
  const seconds = Math.floor((tenths % 600) / 10);
  const rest = `${String(seconds).padStart(2, "0")}.${tenths % 10}`;
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}
