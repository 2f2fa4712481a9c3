"use client";

/**
 * One held result's game, replayed for its moderator with the race replay's player. Loaded on
 * demand with the engine code it brings, so the page's first paint carries none of it.
 */
import dynamic from "next/dynamic";
import type { ReplayData } from "@/lib/game/room-protocol";

const Player = dynamic(() => import("./result-replay-player").then((m) => m.ResultReplayPlayer), {
  loading: () => (
    <p role="status" className="text-muted">
      Loading the replay…
    </p>
  ),
});

export function ResultReplay({ data }: { data: ReplayData }) {
  return <Player data={data} />;
}
