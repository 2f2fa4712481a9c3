/** A moderated player's name: the display name, the username (linking to the tools), flags. */
import Link from "next/link";
import type { ModeratedPlayer } from "@/lib/moderation/views";

export function PlayerName({ player }: { player: ModeratedPlayer }) {
  return (
    <>
      <bdi>{player.displayName}</bdi>
      {player.username ? (
        <>
          {" "}
          <Link
            href={`/admin/review?player=${encodeURIComponent(player.username)}`}
            className="text-base font-normal text-muted underline decoration-(--focus) decoration-2 underline-offset-2"
          >
            @{player.username}
          </Link>
        </>
      ) : (
        <span className="text-base font-normal text-muted"> (guest)</span>
      )}
      {player.suspendedAt ? (
        <span className="ml-2 inline-block rounded border border-conflict px-1.5 align-middle text-xs font-medium text-conflict">
          Suspended
        </span>
      ) : null}
    </>
  );
}
