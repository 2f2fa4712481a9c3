import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import type { CreateGameInput } from "@/lib/game/protocol";
import { loadSocket } from "./socket";

const CREATE_TIMEOUT_MS = 20_000;

/** Creates a game on the server (`game:create`) and opens it. */
export function useCreateGame() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = useCallback(
    (input: CreateGameInput) => {
      setBusy(true);
      setError(null);
      void loadSocket().then((socket) =>
        socket.timeout(CREATE_TIMEOUT_MS).emit("game:create", input, (err, result) => {
          if (err) {
            setBusy(false);
            setError("The server did not answer. Check your connection and try again.");
          } else if (!result.ok) {
            setBusy(false);
            setError(result.error.message);
          } else {
            router.push(`/play/${result.gameId}`);
          }
        }),
      );
    },
    [router],
  );

  return { create, busy, error };
}
