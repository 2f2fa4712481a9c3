/**
 * The raw HTTP edge: request targets Next must never see, upgrades nobody takes answered and
 * closed, and every socket the server accepted closable at shutdown, so a leaked one never
 * holds the process open.
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";

/** socket.io's upgrade path (engine.io matches on this prefix). */
export const SOCKET_IO_PATH = "/socket.io/";
/** Next's dev server hot reload (router-server.js: `${basePath}/_next/hmr`). */
export const NEXT_HMR_PATH = "/_next/hmr";
/** How long stop() waits for sockets to close on their own before destroying them. */
export const SHUTDOWN_DEADLINE_MS = 5_000;

/**
 * A path no route matches: Next renders the app's styled not-found page for it, with 404.
 * Requests whose path cannot be decoded are sent here instead of crashing Next's router (500).
 */
export const NOT_FOUND_PATH = "/_nonet/not-found";

/**
 * Screens a request before Next sees it. Returns true when it has answered the request itself;
 * may rewrite `req.url` for Next otherwise.
 */
export function screenRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? "";
  // Absolute-form (`GET http://evil.example/`) is for proxies; Next would redirect to that host.
  // `OPTIONS *` asks about the server as a whole; Next would throw on it (500 and a stack trace).
  if (req.method === "OPTIONS" && target === "*") {
    res.writeHead(204, { allow: "GET, HEAD, POST, OPTIONS", connection: "close" });
    res.end();
    return true;
  }
  if (!target.startsWith("/")) {
    res.writeHead(400, { "content-type": "text/plain; charset=utf-8", connection: "close" });
    res.end("Bad request target\n");
    return true;
  }
  // A request with a body (sign-in, sign-up, account changes) is small: a body that is not
  // announced, or is larger than any form, would be buffered and parsed whole by Next first.
  if (hasBody(req) && !bodyFits(req)) {
    const status = req.headers["content-length"] === undefined ? 411 : 413;
    res.writeHead(status, { "content-type": "text/plain; charset=utf-8", connection: "close" });
    res.end(status === 411 ? "Length required\n" : "Request body too large\n");
    return true;
  }
  // A protocol-relative `//host/x` would also be read as another host by URL parsers.
  if (target.startsWith("//") || !isDecodable(target.split("?")[0])) req.url = NOT_FOUND_PATH;
  return false;
}

/** The largest request body any page sends (a sign-up form is well under 1 kB). */
export const MAX_BODY_BYTES = 16 * 1024;

function hasBody(req: IncomingMessage): boolean {
  return (
    req.headers["content-length"] !== undefined ||
    req.headers["transfer-encoding"] !== undefined ||
    !["GET", "HEAD", "OPTIONS", "DELETE"].includes(req.method ?? "GET")
  );
}

/** Node frames the body by Content-Length, so an announced length is the length read. */
function bodyFits(req: IncomingMessage): boolean {
  if (req.headers["transfer-encoding"] !== undefined) return false;
  const length = Number(req.headers["content-length"] ?? "0");
  return Number.isInteger(length) && length >= 0 && length <= MAX_BODY_BYTES;
}

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

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
    // A failure is the caller's to report; here it only ends the wait.
    void work
      .catch(() => {})
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}
