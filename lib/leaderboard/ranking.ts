/**
 * Competition ranking ("1, 2, 2, 4") for one page of a board, without loading the board: the
 * database gives the page in order and, for its first row, how many entries rank strictly
 * ahead; every later rank follows from the page itself.
 */
import { formatTime } from "../race/format";

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

/**
 * A ranked time as every page shows a time: whole seconds ("4:05", the clock's format), or to
 * the tenth ("4:05.3") where a table needs it to tell two places apart.
 */
export function formatRankedMs(ms: number, tenths = false): string {
  const whole = formatTime(ms);
  return tenths ? `${whole}.${Math.floor((Math.max(0, ms) % 1000) / 100)}` : whole;
}

/**
 * The times of a ranked table: whole seconds, except where another row shows the same second
 * for a different time (two places that would read as a tie): those rows get tenths.
 *
 * @example
 * rankedTimeTexts([170_300, 170_800, 200_000]); // ["2:50.3", "2:50.8", "3:20"]
 */
export function rankedTimeTexts(values: readonly number[]): string[] {
  const whole = values.map((ms) => formatTime(ms));
  return values.map((ms, i) => {
    const clash = values.some((other, j) => whole[j] === whole[i] && other !== ms);
    return formatRankedMs(ms, clash);
  });
}
