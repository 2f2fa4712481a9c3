import type { SessionState } from "@/lib/game/session";
import { MAX_MISTAKES } from "@/lib/game/rules";
import { Timer } from "../timer";
import { MISTAKE_RULE } from "./mistake-rule";

export interface GameHeaderProps {
  session: SessionState | null;
  /** "Easy game", "Daily 2026-11-23 · Hard", "Hard race". */
  title: string;
  /** Races and dailies run on the wall clock: no Pause. */
  wallClock: boolean;
  playable: boolean;
  onPause: () => void;
}

/** Above the board: what game this is, the mistakes so far, the clock and Pause. */
export function GameHeader({ session, title, wallClock, playable, onPause }: GameHeaderProps) {
  return (
    <div className="flex min-h-9 items-center justify-between gap-3 text-sm">
      <div>
        <h1 className="font-semibold">{title}</h1>
        {session?.level === "custom" ? (
          <p data-testid="rating" className="text-xs text-muted">
            Hardest: {session.rating.hardestName} · score {session.rating.score}
          </p>
        ) : null}
      </div>
      {session?.mistakeChecking ? (
        <span
          data-testid="mistakes"
          title={MISTAKE_RULE}
          className={session.mistakes ? "text-conflict" : ""}
        >
          Mistakes: {session.mistakes}/{MAX_MISTAKES}
        </span>
      ) : null}
      <div className="flex items-center gap-2">
        {session ? (
          <Timer
            elapsedMs={session.timer.elapsedMs}
            running={session.timer.running}
            since={session.timerAt}
          />
        ) : (
          <span className="font-mono text-lg">0:00</span>
        )}
        {wallClock ? null : (
          <button
            type="button"
            disabled={!playable}
            onClick={onPause}
            className="min-h-11 min-w-11 rounded-md border border-border px-2 py-1 disabled:opacity-50"
          >
            Pause
          </button>
        )}
      </div>
    </div>
  );
}
