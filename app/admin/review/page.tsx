import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AccountPanel } from "@/components/moderation/account-panel";
import { HeldResultCard } from "@/components/moderation/held-result-card";
import { appContext } from "@/server/auth/app-context";
import { currentModerator } from "@/server/auth/request";
import { heldResults, moderatedAccount } from "@/server/moderation/review-queue";

/**
 * The title only for a moderator: static metadata is streamed with the 404 page too, and a
 * stranger's "Page not found" titled "Review queue" would say the page exists.
 */
export async function generateMetadata(): Promise<Metadata> {
  if (!(await currentModerator())) notFound();
  return { title: "Review queue", robots: { index: false } };
}

interface ReviewQueuePageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The moderators' review queue: every result held for review, newest first, and the tools for
 * one account (?player=<username>). Anyone else, guests included, gets the 404 page: nothing
 * here says it exists.
 */
export default async function ReviewQueuePage({ searchParams }: ReviewQueuePageProps) {
  if (!(await currentModerator())) notFound();
  const { db } = appContext();
  const { player } = await searchParams;
  const username = typeof player === "string" ? player.trim().slice(0, 40) : "";
  const [queue, account] = await Promise.all([
    heldResults(db),
    username ? moderatedAccount(db, username) : null,
  ]);

  // The queue comes first, unless an account was asked for (its tools then lead).
  const accountSection = (
    <section aria-labelledby="account-heading" className="flex flex-col gap-3">
      <h2 id="account-heading" className="text-lg font-semibold">
        Find an account
      </h2>
      <form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <div className="flex flex-col gap-1">
          <label htmlFor="player" className="font-medium">
            Username
          </label>
          <input
            id="player"
            name="player"
            defaultValue={username}
            autoComplete="off"
            maxLength={40}
            className="min-h-11 w-56 rounded-md border border-border bg-surface px-3 py-2 text-fg"
          />
        </div>
        <button
          type="submit"
          className="min-h-11 rounded-md border border-border bg-surface px-4 py-2 font-medium"
        >
          Find
        </button>
      </form>
      {username && !account ? (
        <p role="status" className="text-sm">
          No account has the username “{username}”.
        </p>
      ) : null}
      {account ? <AccountPanel account={account} /> : null}
    </section>
  );
  const queueSection = (
    <section aria-labelledby="queue-heading" className="flex flex-col gap-3">
      <h2 id="queue-heading" className="text-lg font-semibold">
        Held for review
      </h2>
      <p role="status" className="text-sm text-muted" data-testid="queue-count">
        {queue.total === 0
          ? "Nothing is waiting: every held result has been decided."
          : `${queue.total} ${queue.total === 1 ? "result waits" : "results wait"}, newest first.`}
        {queue.total > queue.results.length
          ? ` The ${queue.results.length} newest are shown; older ones come up as these are decided.`
          : ""}
      </p>
      {queue.results.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {queue.results.map((result) => (
            <li key={result.gameId}>
              <HeldResultCard result={result} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );

  return (
    <div className="flex flex-col gap-8 py-6">
      <section className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">Review queue</h1>
        <p className="max-w-prose text-muted">
          Results held out of the rankings because they look implausible. Approve one and it counts
          everywhere it would have (best times, the daily, streaks, race wins); reject it and its
          player sees it was not ranked after review. Every action is recorded with your username.
        </p>
      </section>

      {username ? accountSection : null}
      {queueSection}
      {username ? null : accountSection}
    </div>
  );
}
