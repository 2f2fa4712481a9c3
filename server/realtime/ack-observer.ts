/**
 * Watches every ack a socket sends, whoever sends it (a handler, the schema check, the rate
 * limit): the event, its error code (null when ok) and the time from the packet arriving to
 * its ack. Registered before any other middleware, so queueing in admission counts too.
 */
import type { GameSocketServerSide } from "./types";

/** What an ack said: its error code (null when ok), and whether it acked a resent move. */
export interface AckOutcome {
  code: string | null;
  duplicate: boolean;
}

export type AckObserver = (event: string, outcome: AckOutcome, seconds: number) => void;

export function observeAcks(socket: GameSocketServerSide, observe: AckObserver): void {
  socket.use((packet, next) => {
    const last = packet.length - 1;
    const reply: unknown = packet[last];
    if (last > 0 && typeof reply === "function") {
      const event = String(packet[0]);
      const arrived = performance.now();
      let sent = false;
      packet[last] = (result: unknown) => {
        if (!sent) {
          sent = true;
          observe(event, outcomeOf(result), (performance.now() - arrived) / 1000);
        }
        (reply as (result: unknown) => void)(result);
      };
    }
    next();
  });
}

/** `{ ok: false, error: { code } }` is a refusal; anything else a success. */
function outcomeOf(result: unknown): AckOutcome {
  if (typeof result !== "object" || result === null) return { code: null, duplicate: false };
  const { ok, error, duplicate } = result as {
    ok?: unknown;
    error?: { code?: unknown };
    duplicate?: unknown;
  };
  if (ok !== false) return { code: null, duplicate: duplicate === true };
  return { code: typeof error?.code === "string" ? error.code : "unknown", duplicate: false };
}
