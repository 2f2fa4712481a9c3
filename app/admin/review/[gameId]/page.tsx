import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ActionHistory } from "@/components/moderation/action-history";
import { AccountPanel } from "@/components/moderation/account-panel";
import { HeldResultCard } from "@/components/moderation/held-result-card";
import { ResultReplay } from "@/components/moderation/result-replay";
import { gameIdSchema } from "@/lib/game/schemas";
import { appContext } from "@/server/auth/app-context";
import { currentModerator } from "@/server/auth/request";
import { resultReplay } from "@/server/moderation/result-replay";
import { moderatedAccount, resultReview } from "@/server/moderation/review-queue";

/** The title only for a moderator (see the queue's page): a stranger gets every 404's. */
export async function generateMetadata(): Promise<Metadata> {
  if (!(await currentModerator())) notFound();
  return { title: "Held result", robots: { index: false } };
}

const STATUS_TEXT: Record<string, string> = {
  held: "Waiting for a moderator.",
  approved: "Approved: ranked as a normal finish.",
  rejected: "Rejected: not ranked after review, and its player is told so.",
};

/** One result that was held for review: its details, its replay and every action on it. */
export default async function HeldResultPage({ params }: { params: Promise<{ gameId: string }> }) {
  if (!(await currentModerator())) notFound();
  const { gameId } = await params;
  if (!gameIdSchema.safeParse(gameId).success) notFound();
  const { db } = appContext();
  const result = await resultReview(db, gameId);
  if (!result) notFound();
  const [replay, account] = await Promise.all([
    resultReplay(db, gameId, result.player.displayName),
    result.player.username ? moderatedAccount(db, result.player.username) : null,
  ]);

  return (
    <div className="flex flex-col gap-8 py-6">
      <section className="flex flex-col gap-2">
        <p>
          <Link
            href="/admin/review"
            className="underline decoration-(--focus) decoration-2 underline-offset-2"
          >
            ← Review queue
          </Link>
        </p>
        <h1 className="text-2xl font-bold">Held result</h1>
        <p data-testid="review-status">{STATUS_TEXT[result.status] ?? result.status}</p>
      </section>
      <section aria-label="The result" className="flex flex-col gap-3">
        <HeldResultCard result={result} onItsPage />
      </section>
      <section aria-labelledby="history-heading" className="flex flex-col gap-2">
        <h2 id="history-heading" className="text-lg font-semibold">
          History of this result
        </h2>
        <ActionHistory actions={result.actions} empty="No moderator has decided it yet." />
      </section>
      <section aria-label="Replay" className="flex flex-col gap-3">
        {replay ? (
          <ResultReplay data={replay} />
        ) : (
          <p className="text-muted">
            This game has no replay (a custom puzzle, or its game is gone).
          </p>
        )}
      </section>
      {account ? (
        <section aria-labelledby="player-heading" className="flex flex-col gap-3">
          <h2 id="player-heading" className="text-lg font-semibold">
            The player
          </h2>
          <AccountPanel account={account} />
        </section>
      ) : null}
    </div>
  );
}
