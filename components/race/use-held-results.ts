import { useState } from "react";
import type { RaceView, RoomSnapshot } from "@/lib/game/room-protocol";

/**
 * The last round's results, kept on screen for a member who did not say they're in when the
 * host starts the next round: they are not thrown into a countdown, nor out of what they were
 * reading. One press and they watch the new round.
 */
export function useHeldResults(room: RoomSnapshot | null): {
  held: RaceView | null;
  release: () => void;
} {
  const race = room?.race ?? null;
  // The last finished race this page showed, and the new round the member chose to watch.
  const [last, setLast] = useState<RaceView | null>(null);
  const [released, setReleased] = useState<string | null>(null);
  if (race && race.finishedAt !== null && last?.id !== race.id) setLast(race);
  const holding =
    !!race &&
    !!last &&
    last.id !== race.id &&
    race.gameId === null &&
    race.finishedAt === null &&
    released !== race.id;
  return {
    held: holding ? last : null,
    release: () => setReleased(race?.id ?? null),
  };
}
