import { REACTIONS, type Reaction } from "@/lib/game/room-protocol";

/** Emoji reactions everyone in the room sees beside the sender's name. */
export function ReactionBar({ onReact }: { onReact: (reaction: Reaction) => void }) {
  return (
    <div role="group" aria-label="Reactions" className="grid grid-cols-6 gap-1">
      {REACTIONS.map((r) => (
        <button
          key={r}
          type="button"
          aria-label={`React with ${r}`}
          onClick={() => onReact(r)}
          className="min-h-11 rounded-md border border-border bg-surface text-lg"
        >
          {r}
        </button>
      ))}
    </div>
  );
}
