import type { Metadata } from "next";
import { BoardNav } from "@/components/leaderboard/board-nav";
import { BoardPager } from "@/components/leaderboard/board-pager";
import { BoardTable } from "@/components/leaderboard/board-table";
import { BOARD_TITLES, parseBoardParams, type BoardParams } from "@/lib/leaderboard/board-params";
import type { BoardView } from "@/lib/leaderboard/board-view";
import { formatRankedMs, utcDate } from "@/lib/leaderboard/ranking";
import { appContext } from "@/server/auth/app-context";
import { playerIdOf } from "@/server/auth/identity";
import { currentIdentity } from "@/server/auth/request";
import { loadBoard } from "@/server/leaderboards/board-query";
import { isSuspendedFromRanked } from "@/server/moderation/player-moderation";
import { SUSPENDED_NOTICE } from "@/lib/results/review";

export const metadata: Metadata = { title: "Leaderboard" };

interface LeaderboardPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function caption(params: BoardParams): string {
  const who = params.raced ? ", people you raced with" : "";
  switch (params.board) {
    case "daily":
      return `Daily ${params.date}${who}`;
    case "best":
      return `Best times, ${params.level}${who}`;
    case "wins":
      return `Race wins, ${params.period === "week" ? "this week" : "all time"}${who}`;
    case "streaks":
      return `Longest daily streaks${who}`;
  }
}

function EmptyBoard({ view }: { view: BoardView }) {
  const { params, total, pages } = view;
  if (total > 0) {
    return (
      <p role="status">
        There is no page {params.page}: this board has {pages} {pages === 1 ? "page" : "pages"}.
      </p>
    );
  }
  return <p role="status">Nobody is on this board yet.</p>;
}

export default async function LeaderboardPage({ searchParams }: LeaderboardPageProps) {
  // Who is asking comes first: the raced filter and the viewer's own row depend on it.
  const identity = await currentIdentity();
  const now = new Date();
  const { params, notices } = parseBoardParams(await searchParams, now);
  const signedIn = identity?.kind === "user";
  if (params.raced && !signedIn) notices.push("Sign in to see only the people you raced with.");
  const [view, suspended] = await Promise.all([
    loadBoard(appContext().db, params, identity ? playerIdOf(identity) : null, now),
    identity?.kind === "user" ? isSuspendedFromRanked(appContext().db, identity.id) : false,
  ]);
  const title = caption(view.params);

  return (
    <div className="flex flex-col gap-5 py-6">
      <h1 className="text-2xl font-bold">Leaderboard</h1>
      {notices.length > 0 && (
        <ul role="status" className="rounded-md border border-border bg-surface px-3 py-2 text-sm">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      <BoardNav params={view.params} today={utcDate(now)} signedIn={signedIn} />
      <section aria-labelledby="board-heading" className="flex flex-col gap-3">
        <h2 id="board-heading" className="text-lg font-semibold">
          {BOARD_TITLES[view.params.board]}
          <span className="sr-only">: {title}</span>
        </h2>
        {suspended && (
          <p
            className="rounded-md border border-conflict bg-surface px-3 py-2 text-sm"
            data-testid="suspended-notice"
          >
            {SUSPENDED_NOTICE}
          </p>
        )}
        {view.heldOut && (
          <p
            className="rounded-md border border-border bg-surface px-3 py-2 text-sm"
            data-testid="under-review"
          >
            Your time {formatRankedMs(view.heldOut.rankedMs)} is not on this board.{" "}
            {view.heldOut.text}
          </p>
        )}
        {view.entries.length > 0 ? (
          <BoardTable
            board={view.params.board}
            caption={title}
            entries={view.entries}
            own={view.own}
            ownOnPage={view.ownOnPage}
          />
        ) : (
          <EmptyBoard view={view} />
        )}
        {view.entries.length === 0 && view.own && (
          <p>
            Your rank: {view.own.rank} of {view.total}.
          </p>
        )}
        <p className="text-sm text-muted">
          {view.total} ranked {view.total === 1 ? "player" : "players"}. Only accounts are ranked;
          times are the server&apos;s, with seconds added for hints and mistakes.
        </p>
        <BoardPager params={view.params} pages={view.pages} />
      </section>
    </div>
  );
}
