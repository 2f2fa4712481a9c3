import type { RaceView, RoomSnapshot } from "@/lib/game/room-protocol";
import { timeLeftText } from "@/lib/race/deadline";
import { SECONDARY } from "./styles";

export interface RaceDeadlineProps {
  room: RoomSnapshot;
  race: RaceView;
  /** The server's now; null until the clock offset is known. */
  now: number | null;
  busy: boolean;
  onEnd: () => void;
}

/**
 * "Race ends in 0:42" once someone finished: nobody waits forever for an opponent who stays
 * and does not play. Those still racing see it strongest; the host may end the round now.
 * The ticking text is not a live region (a screen reader would hear every second): the race
 * page announces the deadline once when it appears.
 */
export function RaceDeadline({ room, race, now, busy, onEnd }: RaceDeadlineProps) {
  if (race.deadlineAt === null || race.finishedAt !== null || now === null) return null;
  const mine = race.progress.find((p) => p.playerId === room.you);
  const stillRacing = mine?.status === "playing";
  const isHost = room.hostId === room.you;
  return (
    <div
      data-testid="race-deadline"
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md px-3 py-2 ${
        stillRacing
          ? // Stays at the top of the screen while they scroll to the board and the pad (a phone).
            "sticky top-1 z-20 border-2 border-conflict bg-surface font-semibold shadow-md"
          : "border border-border bg-surface"
      }`}
    >
      <p className="flex items-center gap-1.5 tabular-nums">
        <StopwatchIcon />
        Race ends in{" "}
        <span data-testid="race-deadline-left">{timeLeftText(race.deadlineAt, now)}</span>
      </p>
      {isHost ? (
        <button
          type="button"
          disabled={busy}
          onClick={onEnd}
          className={`${SECONDARY} ml-auto text-sm`}
        >
          End the round now
        </button>
      ) : null}
    </div>
  );
}

/** Drawn, not an emoji: a phone without an emoji font would show an empty box. */
function StopwatchIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M10 2h4M12 2v3" />
    </svg>
  );
}
