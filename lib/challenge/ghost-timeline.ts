/**
 * A ghost: a recorded run as progress only. The server turns a finished game's move log into
 * the change points of its filled-cell count over time, and sends that once; the page moves
 * the ghost along it at the pace it happened. Never a digit or a cell: only how many.
 *
 * The wire form is one flat array of numbers, `[dt0, filled0, dt1, filled1, ...]`, each time a
 * delta in ms from the previous point (the first from the start): a 20-minute run is a few
 * hundred bytes of JSON. A pathological log (a digit typed and erased every second for an
 * hour) is coarsened until it fits GHOST_TIMELINE_MAX_BYTES, keeping the last count of each
 * interval, so the end (the finish) is always exact.
 */

/** The compact timeline as sent: `[dt, filled, dt, filled, ...]`. */
export type GhostTimeline = number[];

/** A point of a run's progress: the filled count from `atMs` on. */
export interface ProgressPoint {
  atMs: number;
  filled: number;
}

/** The most a timeline may take as JSON (the budget is 2 kB; some room for the rest). */
export const GHOST_TIMELINE_MAX_BYTES = 1_800;

/** Coarser and coarser intervals tried, in ms, when the exact timeline is too long. */
const COARSER_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000, 300_000];

/** Keeps the last point of each `stepMs` interval, stamped at the interval's end (never later
 * than the point itself would be past the run's end). */
function coarsen(points: readonly ProgressPoint[], stepMs: number): ProgressPoint[] {
  const out: ProgressPoint[] = [];
  for (const point of points) {
    const end = Math.ceil(point.atMs / stepMs) * stepMs;
    if (out.length && out[out.length - 1].atMs >= end) out.pop();
    out.push({ atMs: Math.min(end, points[points.length - 1].atMs), filled: point.filled });
  }
  // Stamps clamped to the end can collide with the point before: keep the later count.
  return out.filter((p, i) => i === out.length - 1 || out[i + 1].atMs > p.atMs);
}

function encode(points: readonly ProgressPoint[]): GhostTimeline {
  const flat: number[] = [];
  let previous = 0;
  for (const { atMs, filled } of points) {
    flat.push(Math.round(atMs - previous), filled);
    previous = Math.round(atMs);
  }
  return flat;
}

/**
 * The wire form of a run's progress: exact when it fits the budget, else coarsened.
 *
 * @example
 * ghostTimeline([{ atMs: 4000, filled: 1 }, { atMs: 9000, filled: 2 }]); // [4000, 1, 5000, 2]
 */
export function ghostTimeline(points: readonly ProgressPoint[]): GhostTimeline {
  let timeline = encode(points);
  for (const stepMs of COARSER_MS) {
    if (JSON.stringify(timeline).length <= GHOST_TIMELINE_MAX_BYTES) return timeline;
    timeline = encode(coarsen(points, stepMs));
  }
  // Still too long (hours of churn): the last points, which hold the finish.
  while (JSON.stringify(timeline).length > GHOST_TIMELINE_MAX_BYTES) {
    const [dt0, , dt1, ...rest] = timeline;
    timeline = [dt0 + dt1, ...rest];
  }
  return timeline;
}

/** The points back from the wire form. */
export function timelinePoints(timeline: GhostTimeline): ProgressPoint[] {
  const points: ProgressPoint[] = [];
  let atMs = 0;
  for (let i = 0; i + 1 < timeline.length; i += 2) {
    atMs += timeline[i];
    points.push({ atMs, filled: timeline[i + 1] });
  }
  return points;
}

/**
 * How many cells the ghost had filled `atMs` after its start.
 *
 * @example
 * ghostFilledAt(timelinePoints([4000, 1, 5000, 2]), 6_000); // 1
 */
export function ghostFilledAt(points: readonly ProgressPoint[], atMs: number): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid].atMs <= atMs) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? 0 : points[lo - 1].filled;
}
