/**
 * A process leaving in a deploy (SIGTERM): it stops taking connections, asks the pages it
 * serves to reconnect elsewhere, and gives them a moment to go before it closes what is left.
 *
 * - The listening socket closes at once: nginx's next connection to this port is refused, so
 *   it tries another process (`proxy_next_upstream error`) and marks this one failed. Idle
 *   keep-alive connections from the proxy are closed too, and every response from now on
 *   says `Connection: close`, so no pooled connection carries a new session here.
 * - engine.io refuses new sessions (a handshake that still arrives on a busy pooled
 *   connection), with a reason; the client retries through the proxy.
 * - Every socket of this process is sent "server:draining": pages leave and reconnect within
 *   a short random delay (lib/game/drain.ts), re-join their games and resend any move they
 *   had not seen acknowledged. Until a socket goes, its commands are served as usual: a
 *   move acknowledged now is written (the ack follows the write), and a move whose ack is
 *   lost with the socket is sent again and applied once.
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from "node:http";
import type { GameServer } from "./types";

/** What a handshake that reaches a draining process is told (engine.io answers 403). */
export const DRAINING_REFUSAL = "This server is restarting: connect again.";

/** The window pages are given to spread their reconnects over (see lib/game/drain.ts). */
export const RECONNECT_WITHIN_MS = 500;

/** How often the drain looks whether every socket has gone. */
const POLL_MS = 25;

type AllowRequest = (
  req: IncomingMessage,
  done: (err: string | null | undefined, ok: boolean) => void,
) => void;

/**
 * How long a draining process waits for its pages to leave by themselves, out of the whole
 * shutdown bound (SHUTDOWN_GRACE_MS): a quarter, at most 3 s. Pages that honour the drain are
 * gone in about RECONNECT_WITHIN_MS; the rest of the bound is for closing the stragglers,
 * writing what is queued and closing the database.
 */
export function drainWindowMs(graceMs: number): number {
  return Math.min(3_000, Math.floor(graceMs / 4));
}

export class SocketDrain {
  private active = false;

  /** True from the moment the process begins to shut down. */
  get draining(): boolean {
    return this.active;
  }

  /** engine.io's allowRequest, refusing every new session once draining. */
  guard(allow: AllowRequest): AllowRequest {
    return (req, done) => {
      if (this.active) done(DRAINING_REFUSAL, false);
      else allow(req, done);
    };
  }

  /**
   * Starts draining: stops listening, asks every socket to go, and waits until they have or
   * `windowMs` passed. Resolves with the number of sockets still open (closed by the caller).
   * Call once.
   */
  async begin(httpServer: HttpServer, io: GameServer, windowMs: number): Promise<number> {
    this.active = true;
    // Ahead of socket.io's and the app's listeners: whatever answers, the connection closes.
    httpServer.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
      res.shouldKeepAlive = false;
    });
    // Stops accepting and closes idle keep-alive connections. The 'close' event (and
    // socket.io's own close) follow once every connection has ended.
    if (httpServer.listening) httpServer.close();
    const sockets = io.of("/").sockets;
    // Only this process's sockets: the others' pages stay where they are.
    io.local.emit("server:draining", { reconnectWithinMs: RECONNECT_WITHIN_MS });
    const until = Date.now() + windowMs;
    while (sockets.size > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return sockets.size;
  }
}
