/**
 * The client's half of a deploy: a process that is shutting down sends "server:draining", and
 * the page leaves it at once and reconnects through the proxy, which sends it to a process
 * that stays. Waiting for the server to cut the link instead would cost socket.io's reconnect
 * backoff (0.5 to 1.5 s, then doubling) and could land back on the leaving process.
 *
 * A move the page sent and did not see acknowledged stays pending in its game session and is
 * sent again, with the same moveId, once it has re-joined the game (use-game-session); the
 * server applies a moveId once. Shared by the browser (components/game/socket.ts) and the
 * cluster tests' players, so the tests exercise what pages do.
 *
 * @example
 * honourDrain(socket); // socket.io-client's Socket; returns a function that stops listening
 */
import type { ServerDraining } from "./protocol";

/** The longest wait before reconnecting, whatever the server asks: a player waits no longer. */
export const MAX_DRAIN_RECONNECT_MS = 2_000;

/** What this needs of a socket.io client socket. */
export interface DrainableSocket {
  on(event: "server:draining", listener: (event: ServerDraining) => void): unknown;
  off(event: "server:draining", listener: (event: ServerDraining) => void): unknown;
  disconnect(): unknown;
  connect(): unknown;
}

export interface DrainOptions {
  /** [0, 1); Math.random by default. */
  random?: () => number;
  schedule?: (run: () => void, ms: number) => unknown;
}

/** The delay before reconnecting: spread over the window the server asked for, bounded. */
export function drainReconnectDelay(event: unknown, random: () => number): number {
  const asked = (event as Partial<ServerDraining> | null)?.reconnectWithinMs;
  // A payload that is not a sane number (an older or broken server) means "now".
  const within =
    typeof asked === "number" && Number.isFinite(asked) && asked > 0
      ? Math.min(asked, MAX_DRAIN_RECONNECT_MS)
      : 0;
  return Math.floor(random() * within);
}

/**
 * Leaves a draining server and reconnects after a short random delay. The disconnect comes
 * first so nothing more is sent to the leaving process; socket.io-client's own reconnection
 * (with its backoff) takes over if the new connection fails.
 */
export function honourDrain(socket: DrainableSocket, options: DrainOptions = {}): () => void {
  const random = options.random ?? Math.random;
  const schedule = options.schedule ?? ((run, ms) => setTimeout(run, ms));
  const onDraining = (event: ServerDraining) => {
    socket.disconnect();
    schedule(() => socket.connect(), drainReconnectDelay(event, random));
  };
  socket.on("server:draining", onDraining);
  return () => socket.off("server:draining", onDraining);
}
