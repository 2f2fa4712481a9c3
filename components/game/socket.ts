import type { Socket } from "socket.io-client";
import {
  PROTOCOL_VERSION,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from "@/lib/game/protocol";

/** The typed client end of the protocol: events the server sends in, commands we send out. */
export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** How long a command waits for the server's ack before the page stops waiting. */
export const ACK_TIMEOUT_MS = 8_000;

declare global {
  interface Window {
    /** The page's socket, reachable from end-to-end tests that drop the connection on purpose. */
    __nonetSocket?: GameSocket;
  }
}

let socket: GameSocket | null = null;
let loading: Promise<GameSocket> | null = null;

/**
 * The page's one socket to the game server (same origin; the guest cookie is set on connect).
 * socket.io-client is loaded after the page is up, which keeps it out of the first load: the
 * board skeleton paints first, the connection follows.
 */
export function loadSocket(): Promise<GameSocket> {
  // The deploy handling loads with the client, off the first load too.
  loading ??= Promise.all([import("socket.io-client"), import("@/lib/game/drain")]).then(
    ([{ io }, { honourDrain }]) => {
      socket = io({ auth: { protocol: PROTOCOL_VERSION } });
      // A process leaving in a deploy asks its pages to move to another one at once.
      honourDrain(socket);
      window.__nonetSocket = socket;
      return socket;
    },
  );
  return loading;
}

/** The socket once `loadSocket` has resolved; null before. */
export function currentSocket(): GameSocket | null {
  return socket;
}
