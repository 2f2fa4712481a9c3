/**
 * UTC calendar days as the dailies name them ("2026-11-23"): the profile's charts count in
 * these, so a day is the same for every viewer whatever their time zone.
 */

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day of an instant. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

function dayMs(day: string): number {
  if (!DAY_PATTERN.test(day)) throw new Error(`Not a day: ${day}`);
  return Date.parse(`${day}T00:00:00.000Z`);
}

/**
 * The day `n` days after (or before, when negative) `day`.
 *
 * @example
 * addDays("2026-03-01", -1) // "2026-02-28"
 */
export function addDays(day: string, n: number): string {
  return utcDay(new Date(dayMs(day) + n * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}

/** 0 for Monday .. 6 for Sunday: the heatmap's weeks start on Monday. */
export function weekday(day: string): number {
  return (new Date(dayMs(day)).getUTCDay() + 6) % 7;
}

// Spelled out here rather than by Intl: ICU versions differ on commas between Node builds.
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Nov" */
export const monthName = (day: string): string => MONTHS[Number(day.slice(5, 7)) - 1] ?? "";
/** "23 Nov" */
export const shortDay = (day: string): string => `${Number(day.slice(8, 10))} ${monthName(day)}`;
/** "Mon 23 Nov 2026": a day in words, for titles and tables. */
export const longDay = (day: string): string =>
  `${WEEKDAYS[weekday(day)]} ${shortDay(day)} ${day.slice(0, 4)}`;
