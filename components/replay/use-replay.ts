import { useCallback, useEffect, useState } from "react";
import type { ReplayData } from "@/lib/game/room-protocol";
import type { RaceReplay } from "@/lib/race/replay";
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
    // The engine and the player come after the page is up, with the socket: the first load
    // stays as light as the game page's.
    const analysis = import("@/lib/race/replay");
    void import("./replay-player");
    void loadSocket().then((socket) => {
      socket.timeout(ACK_TIMEOUT_MS).emit("replay:get", { raceId }, (err, result) => {
        if (!live) return;
        if (err) setState({ kind: "problem", problem: "failed" });
        else if (!result.ok) setState({ kind: "problem", problem: replayProblemOf(result.error) });
        else {
          const data = result.replay;
          // The engine solves the puzzle once here (a few ms): a log it cannot read must
          // still end in a message, not a blank page.
          analysis
            .then(({ analyseReplay }) => {
              if (live) setState({ kind: "ready", data, race: analyseReplay(data) });
            })
            .catch(() => live && setState({ kind: "problem", problem: "failed" }));
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
