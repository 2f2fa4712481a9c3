"use client";

import { useMemo } from "react";
import type { ReplayData } from "@/lib/game/room-protocol";
import { analyseReplay } from "@/lib/race/replay";
import { ReplayPlayer } from "../replay/replay-player";

export function ResultReplayPlayer({ data }: { data: ReplayData }) {
  const race = useMemo(() => analyseReplay(data), [data]);
  return <ReplayPlayer data={data} race={race} embedded />;
}
