import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import type { CreateGameInput } from "@/lib/game/protocol";
import { loadSocket } from "./socket";

// Generating a hard puzzle can take the server a while: longer than an ordinary ack.
const CREATE_TIMEOUT_MS = 20_000;
const NO_ANSWER = "The server did not answer. Check your connection and try again.";

/** Creates a game on the server (`game:create`) and opens it. */
export function useCreateGame() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = useCallback(
    (input: CreateGameInput) => {
      setBusy(true);
      setError(null);
      void loadSocket().then((socket) => {
        // A lost connection frees the buttons at once instead of after the timeout.
        const lost = () => {
          setBusy(false);
          setError(NO_ANSWER);
        };
        socket.once("disconnect", lost);
        socket.timeout(CREATE_TIMEOUT_MS).emit("game:create", input, (err, result) => {
          socket.off("disconnect", lost);
          if (err) {
            setBusy(false);
            setError(NO_ANSWER);
          } else if (!result.ok) {
            setBusy(false);
            setError(result.error.message);
          } else {
            router.push(`/play/${result.gameId}`);
          }
        });
      });
    },
    [router],
  );

  return { create, busy, error };
}
