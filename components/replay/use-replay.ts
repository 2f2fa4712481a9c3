import { useCallback, useEffect, useState } from "react";
import type { ReplayData } from "@/lib/game/room-protocol";
import { analyseReplay, type RaceReplay } from "@/lib/race/replay";
import { ACK_TIMEOUT_MS, loadSocket } from "../game/socket";
import { replayProblemOf, type ReplayProblem } from "./replay-text";

export type ReplayState =
  | { kind: "loading" }
  | { kind: "problem"; problem: ReplayProblem }
  | { kind: "ready"; data: ReplayData; race: RaceReplay };

/** Asks the server for a finished race's replay (`replay:get`) and analyses it once. */
export function useReplay(raceId: string): { state: ReplayState; retry: () => void } {
  const [state, setState] = useState<ReplayState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void loadSocket().then((socket) => {
      socket.timeout(ACK_TIMEOUT_MS).emit("replay:get", { raceId }, (err, result) => {
        if (!live) return;
        if (err) setState({ kind: "problem", problem: "failed" });
        else if (!result.ok) setState({ kind: "problem", problem: replayProblemOf(result.error) });
        else {
          try {
            // The engine solves the puzzle once here (a few ms): a log it cannot read must
            // still end in a message, not a blank page.
            setState({ kind: "ready", data: result.replay, race: analyseReplay(result.replay) });
          } catch {
            setState({ kind: "problem", problem: "failed" });
          }
        }
      });
    });
    return () => {
      live = false;
    };
  }, [raceId, attempt]);

  const retry = useCallback(() => {
    setState({ kind: "loading" });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
