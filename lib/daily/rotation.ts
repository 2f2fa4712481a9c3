/**
 * The weekly level rotation: the week starts gently and builds to the hardest puzzles at the
 * weekend, when players have the time for them. Shown on the daily page.
 */
import type { Level } from "../sudoku/level";
import { weekdayOf } from "./dates";

/** Monday first, as the page lists it. */
export const WEEKLY_ROTATION = [
  { day: "Monday", level: "easy" },
  { day: "Tuesday", level: "medium" },
  { day: "Wednesday", level: "hard" },
  { day: "Thursday", level: "medium" },
  { day: "Friday", level: "hard" },
  { day: "Saturday", level: "expert" },
  { day: "Sunday", level: "extreme" },
] as const satisfies readonly { day: string; level: Level }[];

export type WeekdayName = (typeof WEEKLY_ROTATION)[number]["day"];

/** Index in WEEKLY_ROTATION of a UTC date's weekday. */
function rotationIndex(date: string): number {
  return (weekdayOf(date) + 6) % 7;
}

/** The level of the daily of a (valid) date. */
export function dailyLevel(date: string): Level {
  return WEEKLY_ROTATION[rotationIndex(date)].level;
}

/** The weekday name of a (valid) date. */
export function dailyWeekday(date: string): WeekdayName {
  return WEEKLY_ROTATION[rotationIndex(date)].day;
}
