/**
 * One result held for review, as the queue lists it: who, which puzzle, the time against the
 * puzzle's floor, why it was held, where to look closer, and (while it waits) the decision.
 */
import Link from "next/link";
import { againstFloor, resultKindText, utcMinute } from "@/lib/moderation/actions";
import type { ReviewedResultView } from "@/lib/moderation/views";
import { formatRankedMs } from "@/lib/leaderboard/ranking";
import { LEVEL_NAMES } from "../game/levels";
import { ReviewDecision } from "./review-decision";
import { PlayerName } from "./player-name";

const LINK = "underline decoration-(--focus) decoration-2 underline-offset-2";

export function levelName(level: string): string {
  return LEVEL_NAMES[level as keyof typeof LEVEL_NAMES] ?? "Custom puzzle";
}

export function HeldResultCard({
  result,
  onItsPage = false,
}: {
  result: ReviewedResultView;
  /** Shown on the result's own page: no link to itself. */
  onItsPage?: boolean;
}) {
  const headingId = `held-${result.gameId}`;
  const under = result.rankedMs < result.floorMs;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="held-result"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-lg font-semibold">
          <PlayerName player={result.player} />
          <span className="font-normal text-muted">
            {" "}
            · {levelName(result.level)} · {resultKindText(result.kind, result.dailyDate)}
          </span>
        </h3>
        <p className="text-sm text-muted">
          <time dateTime={result.finishedAt}>{utcMinute(result.finishedAt)}</time>
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-muted">Time</dt>
        <dd className="font-mono tabular-nums">
          {formatRankedMs(result.rankedMs, true)}{" "}
          <span className={`font-sans ${under ? "text-conflict" : "text-muted"}`}>
            ({againstFloor(result.rankedMs, result.floorMs)})
          </span>
        </dd>
        <dt className="text-muted">Floor</dt>
        <dd className="font-mono tabular-nums">{formatRankedMs(result.floorMs, true)}</dd>
        <dt className="text-muted">Held for</dt>
        <dd className="sm:col-span-3">{result.reason}</dd>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {onItsPage ? null : (
            <Link href={`/admin/review/${result.gameId}`} className={LINK}>
              Replay and history
            </Link>
          )}
          {result.raceId ? (
            <Link href={`/replay/${result.raceId}`} className={LINK}>
              The whole race
            </Link>
          ) : null}
        </p>
        {result.status === "held" ? (
          <ReviewDecision gameId={result.gameId} label={result.player.displayName} />
        ) : null}
      </div>
    </article>
  );
}
