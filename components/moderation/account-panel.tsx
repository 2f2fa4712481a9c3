/** One account as a moderator sees it: its names, its standing, its tools and its history. */
import Link from "next/link";
import type { ModeratedPlayer } from "@/lib/moderation/views";
import type { ModerationActionView } from "@/lib/moderation/actions";
import { AccountModeration } from "./account-moderation";
import { ActionHistory } from "./action-history";

export function AccountPanel({
  account,
}: {
  account: ModeratedPlayer & { username: string | null; actions: ModerationActionView[] };
}) {
  if (!account.username) return null;
  return (
    <div
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4"
      data-testid="account-panel"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">
          <bdi>{account.displayName}</bdi>{" "}
          <span className="text-base font-normal text-muted">@{account.username}</span>
        </h3>
        <Link
          href={`/u/${encodeURIComponent(account.username)}`}
          className="underline decoration-(--focus) decoration-2 underline-offset-2"
        >
          Profile
        </Link>
      </div>
      <AccountModeration
        username={account.username}
        displayName={account.displayName}
        suspended={account.suspendedAt !== null}
      />
      <div className="flex flex-col gap-1">
        <h4 className="font-medium">History</h4>
        <ActionHistory actions={account.actions} empty="No moderator has acted on this account." />
      </div>
    </div>
  );
}
