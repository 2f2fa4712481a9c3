"use client";

import { useEffect, useMemo, useState } from "react";
import { ghostFilledAt, timelinePoints } from "@/lib/challenge/ghost-timeline";
import type { GhostRun } from "@/lib/game/challenge-protocol";
import { formatTime } from "@/lib/race/format";
import { RacerBadge, racerStyle } from "../race/racer-badge";

export interface GhostsPanelProps {
  you: string;
  ghosts: readonly GhostRun[];
  /** The run's start on the page's clock (ms, Date.now()'s scale). */
  startedAt: number;
  filled: number;
  toFill: number;
  /** The page's game is over: the clock stops moving the ghosts. */
  over: boolean;
}

/** How often the ghosts move: often enough to look live, rare enough to cost nothing. */
const TICK_MS = 250;

/**
 * The racers panel of a challenge: the player and each recorded run, cells filled out of cells
 * to fill, the runs moving at the pace they were played (never which cells, nor digits).
 */
export function GhostsPanel({ you, ghosts, startedAt, filled, toFill, over }: GhostsPanelProps) {
  const [now, setNow] = useState(() => Date.now());
  const points = useMemo(() => ghosts.map((g) => timelinePoints(g.timeline)), [ghosts]);
  const elapsed = Math.max(0, now - startedAt);
  const moving = !over;
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [moving]);

  const rows = [
    { key: "you", name: you, filled, status: over ? "Finished" : "Playing", mine: true },
    ...ghosts.map((ghost, i) => {
      const done = elapsed >= ghost.activeMs;
      return {
        key: `ghost-${i}`,
        name: ghost.name,
        filled: done && ghost.solved ? toFill : ghostFilledAt(points[i], elapsed),
        status: done ? (ghost.solved ? doneIn(ghost) : "Stopped") : "Playing",
        mine: false,
      };
    }),
  ];

  return (
    <section aria-label="Racers" data-testid="ghosts" className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold text-muted">
        Racing {ghosts.length === 1 ? `${ghosts[0].name}'s run` : `${ghosts.length} runs`}
      </h2>
      <ul className="flex flex-col gap-1.5">
        {rows.map((row, seat) => {
          const percent = toFill ? Math.round((row.filled / toFill) * 100) : 0;
          return (
            <li
              key={row.key}
              data-testid={row.mine ? "racer-you" : "ghost"}
              data-filled={row.filled}
              className="flex items-center gap-2 text-sm lg:flex-col lg:items-stretch lg:gap-0.5"
            >
              <div className="flex min-w-0 items-center gap-1.5 max-lg:w-32 max-lg:shrink-0">
                <RacerBadge seat={seat} name={row.name} size="sm" />
                <span className={`min-w-0 truncate font-medium ${row.mine ? "text-accent" : ""}`}>
                  {row.name}
                </span>
                {row.mine ? (
                  <span className="text-muted max-lg:sr-only">(you)</span>
                ) : (
                  <span className="text-muted max-lg:sr-only">(ghost)</span>
                )}
                <span className="ml-auto hidden shrink-0 text-right tabular-nums lg:inline">
                  {row.status}
                </span>
              </div>
              <div className="flex min-w-0 flex-1 items-center gap-2">
                <div
                  role="progressbar"
                  aria-label={`${row.name}: cells filled`}
                  aria-valuemin={0}
                  aria-valuemax={toFill}
                  aria-valuenow={row.filled}
                  aria-valuetext={`${row.filled} of ${toFill} cells filled, ${row.status}`}
                  className="h-2.5 min-w-8 flex-1 overflow-hidden rounded-full border border-border"
                  style={racerStyle(seat)}
                >
                  <div
                    className={`h-full rounded-full bg-(--racer) shadow-[inset_0_0_0_1px_var(--racer-edge)] transition-[width] duration-200 dark:shadow-none ${
                      row.mine ? "" : "opacity-80"
                    }`}
                    style={{ width: `${percent}%` }}
                  />
                </div>
                <span className="shrink-0 text-right text-xs text-muted tabular-nums">
                  {row.filled}/{toFill}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      {over ? null : (
        <p className="text-xs text-muted tabular-nums">{formatTime(elapsed)} since Start</p>
      )}
    </section>
  );
}

/**
 * A finished ghost's time, plus its penalties when it had any (short: it shares a row with the
 * name). The ghost stops at its clock time, but the time to beat is that plus penalties: a
 * taker who sees the ghost finish first is told it may still be beaten.
 */
function doneIn(ghost: GhostRun): string {
  const penaltyMs = ghost.rankedMs - ghost.activeMs;
  const clock = `Done in ${formatTime(ghost.activeMs)}`;
  return penaltyMs > 0 ? `${clock} + ${formatTime(penaltyMs)}` : clock;
}
