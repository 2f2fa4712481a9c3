/**
 * The geometry of one level's solve-time chart: each day's median solve time over a window
 * of days, as SVG coordinates. Pure, so the page renders it on the server with no chart
 * library and no client JS, and a test can check where a point lands.
 */
import { formatTime } from "@/lib/race/format";
import { addDays, daysBetween, shortDay } from "./days";

/** One day of one level: its median ranked time and how many solves it summarises. */
export interface SolveDay {
  day: string;
  medianMs: number;
  count: number;
}

export interface ChartPoint {
  x: number;
  y: number;
  day: string;
  /** "23 Nov: 4:05 (median of 3)": the point's <title>, and a row of the hidden table. */
  label: string;
}

export interface SolveChart {
  width: number;
  height: number;
  /** The plot area inside the axes' labels. */
  plot: { left: number; top: number; right: number; bottom: number };
  points: ChartPoint[];
  /** An SVG path through the points in day order; empty when there are fewer than two. */
  path: string;
  yTicks: { y: number; label: string }[];
  xTicks: { x: number; label: string }[];
  /** One sentence for aria-label. */
  summary: string;
}

export const CHART_DAYS = 90;
const WIDTH = 320;
const HEIGHT = 120;
const PLOT = { left: 40, top: 8, right: WIDTH - 8, bottom: HEIGHT - 20 };

/** A round ceiling for the time axis: whole minutes, or 30 s steps below two minutes. */
function axisMax(ms: number): number {
  const step = ms <= 120_000 ? 30_000 : 60_000;
  return Math.max(step, Math.ceil(ms / step) * step);
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Places the days of `days` that fall in the `CHART_DAYS` days ending at `today`; days
 * outside the window are left out.
 *
 * @example
 * buildSolveChart("Easy", [{ day: "2026-11-23", medianMs: 300_000, count: 1 }], "2026-11-23")
 *   .points[0].x // the right edge of the plot
 */
export function buildSolveChart(
  levelName: string,
  days: readonly SolveDay[],
  today: string,
): SolveChart {
  const first = addDays(today, -(CHART_DAYS - 1));
  const inWindow = days
    .filter((d) => {
      const offset = daysBetween(first, d.day);
      return offset >= 0 && offset < CHART_DAYS;
    })
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const top = axisMax(Math.max(0, ...inWindow.map((d) => d.medianMs)));
  const xOf = (day: string) =>
    round(PLOT.left + ((PLOT.right - PLOT.left) * daysBetween(first, day)) / (CHART_DAYS - 1));
  const yOf = (ms: number) => round(PLOT.bottom - ((PLOT.bottom - PLOT.top) * ms) / top);
  const points = inWindow.map((d) => ({
    x: xOf(d.day),
    y: yOf(d.medianMs),
    day: d.day,
    label: `${shortDay(d.day)}: ${formatTime(d.medianMs)}${d.count > 1 ? ` (median of ${d.count})` : ""}`,
  }));
  const path =
    points.length < 2 ? "" : points.map((p, i) => `${i ? "L" : "M"}${p.x} ${p.y}`).join(" ");
  const yTicks = [0, top / 2, top].map((ms) => ({ y: yOf(ms), label: formatTime(ms) }));
  const xTicks = [first, addDays(first, 45), today].map((day) => ({
    x: xOf(day),
    label: shortDay(day),
  }));
  return {
    width: WIDTH,
    height: HEIGHT,
    plot: PLOT,
    points,
    path,
    yTicks,
    xTicks,
    summary: chartSummary(levelName, inWindow),
  };
}

function chartSummary(levelName: string, days: readonly SolveDay[]): string {
  const solves = days.reduce((n, d) => n + d.count, 0);
  if (!solves) return `${levelName}: no solves in the last ${CHART_DAYS} days.`;
  const fastest = Math.min(...days.map((d) => d.medianMs));
  const latest = days[days.length - 1];
  return (
    `${levelName}: ${solves} ${solves === 1 ? "solve" : "solves"} on ${days.length} ` +
    `${days.length === 1 ? "day" : "days"} in the last ${CHART_DAYS} days; fastest daily ` +
    `median ${formatTime(fastest)}, latest ${formatTime(latest.medianMs)} on ${shortDay(latest.day)}.`
  );
}
