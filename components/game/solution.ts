import { gridFrom } from "@/lib/sudoku/grid";
import { loadSocket } from "./socket";

/**
 * The solution of a finished game, from a fresh snapshot: the server sends it only once the
 * game is over (the session does not keep it yet, so "Show solution" asks when pressed).
 */
export async function fetchSolution(gameId: string): Promise<readonly number[] | null> {
  const socket = await loadSocket();
  return new Promise((resolve) => {
    socket
      .timeout(10_000)
      .emit("game:join", { gameId }, (err: Error | null, result) =>
        resolve(
          !err && result.ok && result.snapshot.solution ? gridFrom(result.snapshot.solution) : null,
        ),
      );
  });
}
