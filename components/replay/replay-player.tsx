"use client";

import { useEffect, useMemo } from "react";
import type { ReplayData } from "@/lib/game/room-protocol";
import { boardAt, filledCells, type RaceReplay } from "@/lib/race/replay";
import { LEVEL_NAMES } from "../game/levels";
import { RacerBadge } from "../race/racer-badge";
import { MiniBoard } from "./mini-board";
import { allMoveTimes, JUMP_MS, SPEEDS, stepTo } from "./playback";
import { RaceResults } from "./race-results";
import { LaneTrack, laneSummary } from "./racer-lane";
import { formatTime, hardestText, ordinal, outcomeText } from "./replay-text";
import { usePlayback } from "./use-playback";

export interface ReplayPlayerProps {
  data: ReplayData;
  race: RaceReplay;
  /** Inside another page (a moderator's look at one game): that page has the title. */
  embedded?: boolean;
}

/** Elements whose own Space must keep working (a focused button presses itself). */
const OWN_SPACE = "button, a, select, textarea, input:not([type=range])";
/** Elements whose own arrow keys must keep working; buttons have none, so arrows step there. */
const OWN_ARROWS = "select, textarea, input:not([type=range])";

const ARROWS: Record<string, 1 | -1> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
};

/** The replay: a timeline to play or scrub, a lane per racer, their boards, and the results. */
export function ReplayPlayer({ data, race, embedded = false }: ReplayPlayerProps) {
  const { atMs, playing, speed, setSpeed, toggle, seek, current } = usePlayback(race.durationMs);
  const moveTimes = useMemo(() => allMoveTimes(race.racers), [race]);
  const targets = useMemo(
    () => new Set(race.hardest?.targets.map((t) => t.cell) ?? []),
    [race.hardest],
  );
  const hardestName = race.hardest?.name ?? null;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Read now, not from the last render: subscribed once, not again on every frame.
      const atMs = current();
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (event.key === " " && !target?.closest?.(OWN_SPACE)) {
        event.preventDefault();
        toggle();
      } else if (event.key in ARROWS && !target?.closest?.(OWN_ARROWS)) {
        // Up and down only on the scrubber (where they would nudge it by a millisecond);
        // elsewhere they scroll the page.
        const onScrubber = target instanceof HTMLInputElement;
        if (!onScrubber && (event.key === "ArrowUp" || event.key === "ArrowDown")) return;
        event.preventDefault();
        const direction = ARROWS[event.key];
        seek(
          event.shiftKey
            ? atMs + direction * JUMP_MS
            : stepTo(moveTimes, atMs, direction, race.durationMs),
        );
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [current, moveTimes, race.durationMs, seek, toggle]);

  const playhead = `${race.durationMs > 0 ? (atMs / race.durationMs) * 100 : 0}%`;
  const clock = `${formatTime(atMs)} / ${formatTime(race.durationMs)}`;

  return (
    <div className={`flex flex-col gap-8 ${embedded ? "" : "py-6"}`}>
      {embedded ? null : (
        <section>
          <h1 className="text-3xl font-bold tracking-tight">
            {data.round > 0 ? "Race replay" : "Replay"}
          </h1>
          <p className="mt-2 text-muted">
            {data.round > 0 ? `Round ${data.round}` : "A challenge run"} ·{" "}
            {LEVEL_NAMES[data.level] ?? "Custom"}
            {hardestName ? ` · hardest step: ${hardestName}` : ""}
          </p>
        </section>
      )}

      <section aria-labelledby="timeline-heading" className="flex flex-col gap-3">
        <h2 id="timeline-heading" className="text-xl font-semibold">
          Timeline
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={toggle}
            aria-label={playing ? "Pause" : "Play"}
            data-testid="replay-play"
            className="min-h-11 min-w-24 rounded-md bg-accent px-4 py-2 font-medium text-accent-fg"
          >
            {playing ? "Pause" : "Play"}
          </button>
          {/* Not an <output>: a live region would read the clock out sixty times a second. */}
          <span data-testid="replay-clock" className="min-w-[7.5rem] font-mono tabular-nums">
            {clock}
          </span>
          <div role="group" aria-label="Speed" className="flex gap-1">
            {SPEEDS.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={speed === s}
                onClick={() => setSpeed(s)}
                className="min-h-11 min-w-11 rounded-md border border-border px-2 font-medium aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-fg"
              >
                {s}x
              </button>
            ))}
          </div>
        </div>
        <label className="flex flex-col gap-1">
          <span className="sr-only">Scrub through the {embedded ? "game" : "race"}</span>
          <input
            type="range"
            min={0}
            max={race.durationMs}
            // Any value: a step grid would make End stop short of the race's last moves.
            step="any"
            value={atMs}
            aria-valuetext={`${formatTime(atMs)} of ${formatTime(race.durationMs)}`}
            onChange={(event) => seek(Number(event.target.value))}
            data-testid="replay-scrubber"
            className="min-h-11 w-full accent-(--accent)"
          />
        </label>
        <ol className="flex flex-col gap-2" aria-label="Racers' moves">
          {race.racers.map((lane, seat) => (
            <li
              key={lane.racer.playerId}
              data-testid="replay-lane"
              className="grid grid-cols-[minmax(0,6.5rem)_1fr] items-center gap-2 sm:grid-cols-[minmax(0,10rem)_1fr]"
            >
              <div className="min-w-0">
                <p className="flex min-w-0 items-center gap-1.5 font-medium">
                  <RacerBadge seat={seat} name={lane.racer.name} size="sm" />
                  <span className="truncate">{lane.racer.name}</span>
                </p>
                {hardestName && lane.hardestAtMs !== null ? (
                  <button
                    type="button"
                    data-testid="replay-hardest"
                    onClick={() => seek(lane.hardestAtMs ?? 0)}
                    className="min-h-6 text-left text-xs text-muted underline decoration-(--focus) decoration-2 underline-offset-2"
                  >
                    {hardestText(hardestName, lane.hardestAtMs)}
                  </button>
                ) : (
                  <p className="text-xs text-muted">{outcomeText(lane.racer)}</p>
                )}
              </div>
              <div
                role="img"
                aria-label={laneSummary(lane, hardestName)}
                className="relative h-11 overflow-hidden rounded-md border border-border bg-surface"
              >
                <LaneTrack lane={lane} durationMs={race.durationMs} toFill={race.toFill} />
                <div
                  aria-hidden="true"
                  className="absolute inset-y-0 w-0.5 -translate-x-1/2 bg-fg"
                  style={{ left: playhead }}
                />
              </div>
            </li>
          ))}
        </ol>
        <Legend />
        <p className="text-sm text-muted">
          Space plays or pauses; the arrow keys step from move to move (with Shift, 10 seconds).
        </p>
      </section>

      <section aria-labelledby="boards-heading" className="flex flex-col gap-3">
        <h2 id="boards-heading" className="text-xl font-semibold">
          Boards at {formatTime(atMs)}
        </h2>
        <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
          {race.racers.map((lane, seat) => {
            const board = boardAt(lane.boards, atMs);
            return (
              <li
                key={lane.racer.playerId}
                data-testid="replay-board"
                className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3"
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 className="flex min-w-0 items-center gap-1.5 font-semibold">
                    <RacerBadge seat={seat} name={lane.racer.name} />
                    <span className="truncate">{lane.racer.name}</span>
                  </h3>
                  <span className="text-sm whitespace-nowrap text-muted">
                    {lane.racer.rank ? `${ordinal(lane.racer.rank)} · ` : ""}
                    {outcomeText(lane.racer)}
                  </span>
                </div>
                <MiniBoard
                  board={board}
                  solution={race.solution}
                  targets={targets}
                  label={`${lane.racer.name}'s board`}
                />
                <p className="text-sm text-muted tabular-nums" data-testid="replay-filled">
                  {filledCells(board)} of {race.toFill} filled
                </p>
                {lane.stalls.length ? (
                  <ul className="flex flex-col text-sm" aria-label={`${lane.racer.name}'s stalls`}>
                    {lane.stalls.map((stall) => (
                      <li key={stall.fromMs}>
                        <button
                          type="button"
                          onClick={() => seek(stall.fromMs)}
                          className="min-h-8 text-left underline decoration-(--hint-strong) decoration-2 underline-offset-2"
                        >
                          Stalled {formatTime(stall.durationMs)} at {formatTime(stall.fromMs)} ·{" "}
                          {stall.empty} empty
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      {embedded ? null : <RaceResults racers={data.racers} />}
    </div>
  );
}

function Legend() {
  const item = "flex items-center gap-1.5";
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label="Legend">
      <li className={item}>
        <span aria-hidden="true" className="h-4 w-0.5 bg-(--entry)" /> digit
      </li>
      <li className={item}>
        <span aria-hidden="true" className="mt-2 h-2 w-px bg-(--muted)" /> note
      </li>
      <li className={item}>
        <span aria-hidden="true" className="h-4 w-3 bg-(--hint-strong)/45" /> stall (20 s or more)
      </li>
      <li className={item}>
        <span aria-hidden="true" className="h-4 w-1 bg-(--focus)" /> hardest step placed
      </li>
      <li className={item}>
        <span aria-hidden="true" className="h-4 w-3 bg-(--peer)" /> cells filled
      </li>
    </ul>
  );
}
