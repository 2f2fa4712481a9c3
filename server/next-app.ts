/** Next.js inside Nonet's own HTTP server, sharing its upgrades with socket.io. */
import { EventEmitter } from "node:events";
import type { IncomingMessage, Server as HttpServer, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Env } from "./env";
import { refuseUpgrade } from "./http-guard";

const PROJECT_DIR = resolve(fileURLToPath(new URL("..", import.meta.url)));

export interface NextHandle {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Next's own upgrade handling (hot reload in development). */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

/**
 * Next's request handler. Next would attach its own upgrade listener to the server it finds
 * and answer every upgrade, socket.io's included; it gets a stand-in server instead, and
 * only the upgrades socket.io does not own are passed on.
 */
export async function startNext(
  httpServer: HttpServer,
  env: Env,
  dev: boolean,
): Promise<NextHandle> {
  const { default: next } = await import("next");
  // Next attaches its upgrade listener (hot reload) to this stand-in on its first request.
  const nextUpgrades = new EventEmitter();
  const app = next({
    dev,
    dir: PROJECT_DIR,
    hostname: env.HOST,
    port: env.PORT,
    httpServer: nextUpgrades as HttpServer,
  });
  await app.prepare();
  const handle = app.getRequestHandler();
  return {
    handle: (req, res) => void handle(req, res),
    upgrade: (req, socket, head) => {
      // Next attaches its listener on its first request; until then nobody takes the upgrade.
      if (nextUpgrades.listenerCount("upgrade") === 0) refuseUpgrade(socket);
      else nextUpgrades.emit("upgrade", req, socket, head);
    },
    close: () => app.close(),
  };
}
