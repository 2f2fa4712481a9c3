/**
 * The daily's calendar: one puzzle per UTC day, named by its date ("2026-11-23"). UTC so that
 * every player in the world plays the same puzzle on the same day and a new one appears for
 * everyone at the same instant.
 */

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The UTC date of an instant (epoch ms).
 *
 * @example
 * dailyDateOf(Date.UTC(2026, 10, 23, 23, 59)) // "2026-11-23"
 */
export function dailyDateOf(instantMs: number): string {
  return new Date(instantMs).toISOString().slice(0, 10);
}

/** The instant (epoch ms) the next daily appears after `instantMs`: the next UTC midnight. */
export function nextDailyAt(instantMs: number): number {
  return (Math.floor(instantMs / DAY_MS) + 1) * DAY_MS;
}

/** Whether `text` is a real calendar date written "YYYY-MM-DD" (no 2026-02-30, no padding). */
export function isDailyDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  if (year < 2000 || year > 9999) return false;
  return dailyDateOf(Date.UTC(year, month - 1, day)) === text;
}

/** The epoch ms of a date's UTC midnight; the date must be valid (isDailyDate). */
export function startOfDaily(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** The date `days` days after (negative: before) `date`. */
export function addDays(date: string, days: number): string {
  return dailyDateOf(startOfDaily(date) + days * DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday, as Date#getUTCDay. */
export function weekdayOf(date: string): number {
  return new Date(startOfDaily(date)).getUTCDay();
}

const LONG_DATE = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/**
 * A date as a heading says it.
 *
 * @example
 * longDate("2026-11-23") // "Monday 23 November 2026"
 */
export function longDate(date: string): string {
  return LONG_DATE.format(startOfDaily(date)).replace(",", "");
}
