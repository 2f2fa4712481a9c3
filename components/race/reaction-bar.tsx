import { REACTIONS, type Reaction } from "@/lib/game/room-protocol";
import { REACTION_NAMES, ReactionIcon } from "./reaction-icon";

/** Reactions everyone in the room sees beside the sender's name, drawn as the app's icons. */
export function ReactionBar({ onReact }: { onReact: (reaction: Reaction) => void }) {
  return (
    <div role="group" aria-label="Reactions" className="grid grid-cols-6 gap-1">
      {REACTIONS.map((r) => (
        <button
          key={r}
          type="button"
          aria-label={`React with ${REACTION_NAMES[r]}`}
          title={REACTION_NAMES[r]}
          onClick={() => onReact(r)}
          className="flex min-h-11 items-center justify-center rounded-md border border-border bg-surface"
        >
          <ReactionIcon reaction={r} className="size-6" />
        </button>
      ))}
    </div>
  );
}
