import type { ClientToServerEvents } from "@/lib/game/protocol";
import { ACK_TIMEOUT_MS, loadSocket } from "../game/socket";

type Event = "challenge:create" | "challenge:start" | "challenge:board" | "challenge:get";
type AckOf<E extends Event> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0];

/**
 * One challenge command over the page's socket: the server's answer, or a refusal in words
 * (a timeout says so too, never hangs).
 */
export async function challengeCall<E extends Event>(
  event: E,
  payload: Parameters<ClientToServerEvents[E]>[0],
): Promise<AckOf<E>> {
  const socket = await loadSocket();
  return new Promise((resolve) => {
    const emit = socket.timeout(ACK_TIMEOUT_MS).emit as unknown as (
      event: E,
      payload: unknown,
      ack: (err: Error | null, result: AckOf<E>) => void,
    ) => void;
    emit.call(socket.timeout(ACK_TIMEOUT_MS), event, payload, (err, result) => {
      resolve(
        err
          ? ({
              ok: false,
              error: { code: "unavailable", message: "The server did not answer: try again." },
            } as AckOf<E>)
          : result,
      );
    });
  });
}
