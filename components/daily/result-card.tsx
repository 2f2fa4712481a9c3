import { hintSummary, hintTotal } from "@/lib/game/hint-summary";
import type { Level } from "@/lib/game/protocol";
import { formatTime, ordinal } from "@/lib/race/format";
import { timeWithPenalties } from "@/lib/daily/share";
import type { DailyResultView } from "@/lib/daily/views";
import { unrankedText } from "@/lib/results/review";
import { ShareButton } from "./share-button";

interface ResultCardProps {
  date: string;
  level: Level;
  result: DailyResultView;
  /** Ranked players see their place; guests are told how to get one. */
  guest: boolean;
}

/** The player's own result of a day: time with penalties, help, place, and Share. */
export function ResultCard({ date, level, result, guest }: ResultCardProps) {
  return (
    <section
      aria-labelledby="your-result"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
      data-testid="daily-result"
    >
      <h2 id="your-result" className="text-lg font-semibold">
        Your result
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{result.solved ? "Time" : "Outcome"}</dt>
        <dd className="font-mono tabular-nums">
          {result.solved
            ? timeWithPenalties(result.activeMs, result.penaltyMs)
            : `Not solved (${formatTime(result.activeMs)})`}
        </dd>
        <dt className="text-muted">Help</dt>
        <dd data-testid="daily-hints">{hintSummary(result.hints)}</dd>
        <dt className="text-muted">Mistakes</dt>
        <dd>{result.mistakes}</dd>
        {result.place !== null ? (
          <>
            <dt className="text-muted">Place</dt>
            <dd data-testid="daily-place">{ordinal(result.place)}</dd>
          </>
        ) : null}
      </dl>
      {result.review !== null ? (
        <p className="text-sm text-muted" data-testid="daily-unranked">
          {unrankedText(result.review, result.reviewStatus)}
        </p>
      ) : null}
      {guest ? <p className="text-sm text-muted">Sign in to be ranked.</p> : null}
      <ShareButton
        path={`/daily/${date}`}
        outcome={{
          date,
          level,
          solved: result.solved,
          activeMs: result.activeMs,
          penaltyMs: result.penaltyMs,
          hints: hintTotal(result.hints),
          mistakes: result.mistakes,
          rank: result.place,
        }}
      />
    </section>
  );
}
