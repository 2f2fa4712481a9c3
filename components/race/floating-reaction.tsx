import { REACTION_NAMES, ReactionIcon } from "./reaction-icon";
import type { ShownReaction } from "./use-room";

/** The newest reaction a member sent, floating beside their name for a moment. */
export function FloatingReaction({
  playerId,
  reactions,
}: {
  playerId: string;
  reactions: readonly ShownReaction[];
}) {
  const last = reactions.findLast((r) => r.playerId === playerId);
  // A fixed-size slot: a reaction appearing never moves the row.
  return (
    <span className="relative inline-block size-6 shrink-0" data-testid="reaction-slot">
      {last ? (
        <span
          key={last.id}
          role="img"
          aria-label={`reacted ${REACTION_NAMES[last.reaction]}`}
          className="absolute inset-0 flex items-center justify-center motion-safe:animate-bounce"
        >
          <ReactionIcon reaction={last.reaction} />
        </span>
      ) : null}
    </span>
  );
}
