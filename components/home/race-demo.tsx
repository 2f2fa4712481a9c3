/**
 * The home page's board: a recorded race replayed in a small board, the winner's digits
 * appearing in the order she found them while both racers' bars grow. Pure CSS animation (no
 * script: the page's first-load JS stays as it was); with reduced motion it is a still frame,
 * the race two-thirds run (app/globals.css, "race demo").
 */
import type { CSSProperties } from "react";
import { RacerBadge, racerStyle } from "@/components/race/racer-badge";
import { DEMO_FILL_ORDER, DEMO_GIVENS, DEMO_RACERS, DEMO_SOLUTION } from "./race-demo-data";

/** Seconds before the first digit, and between digits. */
const START_S = 0.8;
const STEP_S = 0.36;
/** The still frame (reduced motion) shows this many of the winner's digits. */
const STILL_FRAME = 34;
const FINISH_S = START_S + DEMO_FILL_ORDER.length * STEP_S;

const turnOf = new Map(DEMO_FILL_ORDER.map((cell, turn) => [cell, turn]));

/** A cell of box `box` at `spot` (both read left to right, top to bottom). */
const cellAt = (box: number, spot: number) =>
  (Math.floor(box / 3) * 3 + Math.floor(spot / 3)) * 9 + (box % 3) * 3 + (spot % 3);

function DemoCell({ cell }: { cell: number }) {
  const given = DEMO_GIVENS[cell] !== "0";
  if (given)
    return (
      <span className="flex items-center justify-center bg-[var(--cell)] font-semibold text-[var(--given)]">
        {DEMO_GIVENS[cell]}
      </span>
    );
  const turn = turnOf.get(cell) ?? 0;
  return (
    <span className="flex items-center justify-center bg-[var(--cell)]">
      <span
        className="race-demo-fill text-[var(--entry)]"
        data-later={turn >= STILL_FRAME ? "" : undefined}
        style={{ "--at": `${START_S + turn * STEP_S}s` } as CSSProperties}
      >
        {DEMO_SOLUTION[cell]}
      </span>
    </span>
  );
}

export function RaceDemo() {
  const [winner, runnerUp] = DEMO_RACERS;
  return (
    <figure className="flex w-full max-w-[19rem] flex-col gap-3 justify-self-center sm:max-w-[21rem]">
      <div
        role="img"
        aria-label={`A Sudoku board filling itself in: ${winner.name}'s race against ${runnerUp.name}, replayed`}
        className="grid aspect-square w-full grid-cols-3 gap-[2px] rounded-md border-2 border-[var(--box-line)] bg-[var(--box-line)] text-[clamp(0.85rem,4.2vw,1.15rem)] leading-none shadow-md"
        data-testid="race-demo"
      >
        {Array.from({ length: 9 }, (_, box) => (
          <span key={box} className="grid grid-cols-3 gap-px bg-[var(--line)]">
            {Array.from({ length: 9 }, (_, spot) => (
              <DemoCell key={spot} cell={cellAt(box, spot)} />
            ))}
          </span>
        ))}
      </div>
      <div className="flex flex-col gap-1.5" aria-hidden="true">
        {DEMO_RACERS.map((racer, i) => (
          <div key={racer.name} className="flex items-center gap-2 text-sm">
            <RacerBadge seat={i} name={racer.name} size="sm" />
            <span className="w-9 shrink-0">{racer.name}</span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-[var(--peer)]">
              <span
                className="race-demo-bar block h-full rounded-full"
                style={
                  {
                    ...racerStyle(i),
                    width: `${racer.share * 100}%`,
                    background: "var(--racer)",
                    "--at": `${START_S}s`,
                    "--for": `${FINISH_S - START_S}s`,
                  } as CSSProperties
                }
              />
            </span>
          </div>
        ))}
      </div>
      <figcaption className="text-sm text-muted">
        A race, replayed: {winner.name} against {runnerUp.name}.{" "}
        <span
          className="race-demo-fill font-medium text-fg"
          data-later=""
          style={{ "--at": `${FINISH_S + 0.3}s` } as CSSProperties}
        >
          {winner.name} finished first.
        </span>
      </figcaption>
    </figure>
  );
}
