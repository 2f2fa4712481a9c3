import Link from "next/link";
import { useEffect, useRef } from "react";
import type { HintCounts, Level } from "@/lib/game/protocol";
import { hintSummary, hintTotal } from "@/lib/game/hint-summary";
import { penaltyMs } from "@/lib/results/penalties";
import { MISTAKE_RULE } from "./game/mistake-rule";
import { ChallengeFriend } from "./challenge/challenge-friend";
import { DailyStanding } from "./daily/daily-standing";
import { ShareButton } from "./daily/share-button";
import { formatTime } from "./timer";

export interface ResultDialogProps {
  status: "solved" | "failed";
  elapsedMs: number;
  hints: HintCounts;
  mistakes: number;
  mistakeChecking: boolean;
  busy: boolean;
  /**
   * A daily game: the place and Share, and "Back to the daily" instead of a new game; a
   * practice game (a past day played again) is marked unranked, with no place or Share.
   */
  daily?: { date: string; level: Level; practice?: boolean };
  /**
   * The game, for "Challenge a friend" on a solve (not on today's daily attempt: its grid is
   * everyone's ranked puzzle of the day).
   */
  gameId?: string;
  onNewGame: () => void;
  onClose: () => void;
}

/** The end of a game: how it went, and a new game at the same level. */
export function ResultDialog(props: ResultDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const solved = props.status === "solved";
  // What the boards rank by: the time plus the help's penalties (a practice game ranks nowhere).
  const penalty = solved && !props.daily?.practice ? penaltyMs(props) : 0;
  return (
    <dialog
      ref={ref}
      aria-labelledby="result-title"
      data-testid="result-dialog"
      onClose={props.onClose}
      className="m-auto w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-border bg-surface p-5 text-fg shadow-xl backdrop:bg-black/50"
    >
      <h2 id="result-title" className="text-xl font-bold">
        {solved ? "Solved!" : "Game over"}
      </h2>
      <p className="mt-1 text-sm text-muted">{solved ? "Every cell is right." : MISTAKE_RULE}</p>
      {props.daily?.practice ? (
        <p data-testid="practice-note" className="mt-2 text-sm font-medium">
          Practice: not ranked, and no streak.
        </p>
      ) : props.daily && solved ? (
        <DailyStanding date={props.daily.date} />
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-y-1 text-sm">
        <dt className="text-muted">Time</dt>
        <dd className="text-right font-mono tabular-nums">{formatTime(props.elapsedMs)}</dd>
        {penalty > 0 ? (
          <>
            <dt className="text-muted">Penalties</dt>
            <dd className="text-right font-mono tabular-nums" data-testid="penalty">
              +{formatTime(penalty)}
            </dd>
            <dt className="font-medium">Counts as</dt>
            <dd
              className="text-right font-mono font-semibold tabular-nums"
              data-testid="ranked-time"
            >
              {formatTime(props.elapsedMs + penalty)}
            </dd>
          </>
        ) : null}
        <dt className="text-muted">Help</dt>
        <dd className="text-right" data-testid="hint-counts">
          {hintSummary(props.hints)}
        </dd>
        {props.mistakeChecking ? (
          <>
            <dt className="text-muted">Mistakes</dt>
            <dd className="text-right">{props.mistakes}</dd>
          </>
        ) : null}
      </dl>
      {props.daily && !props.daily.practice ? <DailyShare {...props} daily={props.daily} /> : null}
      {props.gameId && solved && (!props.daily || props.daily.practice) ? (
        <div className="mt-4">
          <ChallengeFriend gameId={props.gameId} />
        </div>
      ) : null}
      <div className="mt-5 flex gap-2">
        {props.daily ? (
          <Link
            href={props.daily.practice ? `/daily/${props.daily.date}` : "/daily"}
            autoFocus
            className="flex min-h-11 flex-1 items-center justify-center rounded-md bg-accent px-3 py-2 font-medium text-accent-fg"
          >
            {props.daily.practice ? "Back to that day" : "Back to the daily"}
          </Link>
        ) : (
          <button
            type="button"
            autoFocus
            disabled={props.busy}
            onClick={props.onNewGame}
            className="min-h-11 flex-1 rounded-md bg-accent px-3 py-2 font-medium text-accent-fg disabled:opacity-60"
          >
            New game
          </button>
        )}
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="min-h-11 rounded-md border border-border px-3 font-medium"
        >
          Close
        </button>
        <Link
          href="/"
          className="flex min-h-11 items-center rounded-md border border-border px-3 py-2 font-medium"
        >
          Home
        </Link>
      </div>
    </dialog>
  );
}

/** The daily's share text from what the dialog shows; the daily page adds the place. */
function DailyShare(props: ResultDialogProps & { daily: { date: string; level: Level } }) {
  const { hints, mistakes } = props;
  return (
    <div className="mt-4">
      <ShareButton
        path={`/daily/${props.daily.date}`}
        outcome={{
          date: props.daily.date,
          level: props.daily.level,
          solved: props.status === "solved",
          activeMs: props.elapsedMs,
          penaltyMs: penaltyMs({ hints, mistakes }),
          hints: hintTotal(hints),
          mistakes,
        }}
      />
    </div>
  );
}
