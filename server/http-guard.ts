/**
 * The raw HTTP edge: upgrades nobody takes are answered and closed, and every socket the
 * server accepted can be closed at shutdown, so a leaked one never holds the process open.
 */
import type { Server as HttpServer } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";

/** socket.io's upgrade path (engine.io matches on this prefix). */
export const SOCKET_IO_PATH = "/socket.io/";
/** Next's dev server hot reload (router-server.js: `${basePath}/_next/hmr`). */
export const NEXT_HMR_PATH = "/_next/hmr";
/** How long stop() waits for sockets to close on their own before destroying them. */
export const SHUTDOWN_DEADLINE_MS = 5_000;

/** Answers an upgrade request nobody takes with a plain 400 and closes the socket. */
export function refuseUpgrade(socket: Duplex): void {
  if (socket.writable) {
    socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  }
  // end() waits for the peer; a client that never reads must not keep the descriptor.
  setTimeout(() => socket.destroy(), 1_000).unref();
}

/**
 * Remembers every socket the server accepts, upgraded ones included (Node's
 * closeAllConnections forgets a socket once it is upgraded).
 */
export function trackSockets(server: HttpServer): { destroyAll(): void; count(): number } {
  const open = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
  });
  return {
    destroyAll() {
      for (const socket of open) socket.destroy();
      open.clear();
    },
    count: () => open.size,
  };
}

/** Resolves when `work` does or after `ms`, whichever comes first. */
export function withDeadline(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    void work.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
