/**
 * The calendar of dailies: one square per day for the last weeks, Monday to Sunday down each
 * column, coloured solved / unsolved / none. Pure geometry for a server-rendered SVG.
 */
import { addDays, daysBetween, longDay, monthName, weekday } from "./days";

export const HEATMAP_WEEKS = 26;
export const DAILY_STATES = ["solved", "unsolved", "none"] as const;
export type DailyState = (typeof DAILY_STATES)[number];

export interface HeatmapCell {
  x: number;
  y: number;
  day: string;
  state: DailyState;
  /** "Mon 23 Nov 2026: solved" */
  title: string;
}

export interface Heatmap {
  width: number;
  height: number;
  cellSize: number;
  cells: HeatmapCell[];
  months: { x: number; label: string }[];
  /** Row labels for Monday, Wednesday and Friday. */
  weekdays: { y: number; label: string }[];
  counts: Record<DailyState, number>;
  summary: string;
}

const CELL = 11;
const GAP = 2;
const LEFT = 28;
const TOP = 14;
const STATE_WORDS: Record<DailyState, string> = {
  solved: "solved",
  unsolved: "played, not solved",
  none: "not played",
};

/**
 * @param played the days with a finished daily, solved or not; other days are "none".
 * @example
 * buildHeatmap(new Map([["2026-11-23", "solved"]]), "2026-11-23").cells.at(-1)?.state // "solved"
 */
export function buildHeatmap(
  played: ReadonlyMap<string, Exclude<DailyState, "none">>,
  today: string,
): Heatmap {
  // The first column is the Monday HEATMAP_WEEKS - 1 weeks before this week's.
  const start = addDays(today, -weekday(today) - 7 * (HEATMAP_WEEKS - 1));
  const cells: HeatmapCell[] = [];
  const months: Heatmap["months"] = [];
  const counts: Record<DailyState, number> = { solved: 0, unsolved: 0, none: 0 };
  const total = daysBetween(start, today) + 1;
  for (let i = 0; i < total; i++) {
    const day = addDays(start, i);
    const column = Math.floor(i / 7);
    const x = LEFT + column * (CELL + GAP);
    const state = played.get(day) ?? "none";
    counts[state]++;
    cells.push({
      x,
      y: TOP + (i % 7) * (CELL + GAP),
      day,
      state,
      title: `${longDay(day)}: ${STATE_WORDS[state]}`,
    });
    // A month is labelled on the column holding its first day (and the very first column).
    if (i === 0 || day.endsWith("-01")) {
      const last = months[months.length - 1];
      if (!last || x - last.x >= 3 * (CELL + GAP)) months.push({ x, label: monthName(day) });
      else if (i > 0) last.label = monthName(day);
    }
  }
  const weekdays = [
    { row: 0, label: "Mon" },
    { row: 2, label: "Wed" },
    { row: 4, label: "Fri" },
  ].map(({ row, label }) => ({ y: TOP + row * (CELL + GAP) + CELL - 2, label }));
  return {
    width: LEFT + HEATMAP_WEEKS * (CELL + GAP),
    height: TOP + 7 * (CELL + GAP),
    cellSize: CELL,
    cells,
    months,
    weekdays,
    counts,
    summary:
      `Dailies over the last ${HEATMAP_WEEKS} weeks: ${counts.solved} solved, ` +
      `${counts.unsolved} played but not solved, ${counts.none} days not played.`,
  };
}
