import { memo } from "react";
import type { RacerReplay } from "@/lib/race/replay";
import { formatTime } from "./replay-text";

const WIDTH = 1000;
const HEIGHT = 40;

export interface LaneTrackProps {
  lane: RacerReplay;
  durationMs: number;
  toFill: number;
}

/**
 * One racer's moves along the race: a tick per move (digits tall and blue, notes short and
 * grey), their filled cells as a rising area, stalls shaded, and a bar where they got past
 * the hardest step. Drawn once per replay (memo): the playhead moves over it.
 */
export const LaneTrack = memo(function LaneTrack({ lane, durationMs, toFill }: LaneTrackProps) {
  const x = (atMs: number) =>
    durationMs > 0 ? (Math.min(atMs, durationMs) / durationMs) * WIDTH : 0;
  const y = (filled: number) => HEIGHT - (toFill > 0 ? (filled / toFill) * (HEIGHT - 4) : 0);

  // A step line: the count holds until the next change.
  let area = `M0 ${HEIGHT}`;
  let previous = lane.filled[0]?.filled ?? 0;
  for (const point of lane.filled) {
    area += ` L${x(point.atMs)} ${y(previous)} L${x(point.atMs)} ${y(point.filled)}`;
    previous = point.filled;
  }
  area += ` L${WIDTH} ${y(previous)} L${WIDTH} ${HEIGHT} Z`;

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      className="absolute inset-0 h-full w-full"
    >
      <path d={area} fill="var(--peer)" />
      {lane.stalls.map((stall) => (
        <rect
          key={stall.fromMs}
          data-stall
          x={x(stall.fromMs)}
          y={0}
          width={Math.max(2, x(stall.toMs) - x(stall.fromMs))}
          height={HEIGHT}
          fill="var(--hint-strong)"
          fillOpacity={0.45}
        />
      ))}
      {lane.ticks.map((tick, i) => (
        <line
          key={i}
          data-tick={tick.kind}
          x1={x(tick.atMs)}
          x2={x(tick.atMs)}
          y1={tick.kind === "digit" ? 12 : 30}
          y2={HEIGHT}
          stroke={tick.kind === "digit" ? "var(--entry)" : "var(--muted)"}
          strokeWidth={tick.kind === "digit" ? 2 : 1}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {lane.hardestAtMs !== null ? (
        <line
          data-hardest
          x1={x(lane.hardestAtMs)}
          x2={x(lane.hardestAtMs)}
          y1={0}
          y2={HEIGHT}
          stroke="var(--focus)"
          strokeWidth={4}
          vectorEffect="non-scaling-stroke"
        />
      ) : null}
    </svg>
  );
});

/** What the lane shows, in words, for a screen reader. */
export function laneSummary(lane: RacerReplay, hardestName: string | null): string {
  const digits = lane.ticks.filter((t) => t.kind === "digit").length;
  const parts = [`${lane.racer.name}: ${lane.ticks.length} moves, ${digits} with digits`];
  for (const stall of lane.stalls) {
    parts.push(`stalled ${formatTime(stall.durationMs)} from ${formatTime(stall.fromMs)}`);
  }
  if (hardestName && lane.hardestAtMs !== null) {
    parts.push(`${hardestName} at ${formatTime(lane.hardestAtMs)}`);
  }
  return parts.join("; ");
}
