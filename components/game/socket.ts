import type { Socket } from "socket.io-client";
import type {
  ClientToServerEvents,
  PROTOCOL_VERSION,
  ServerToClientEvents,
} from "@/lib/game/protocol";

export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// A literal, checked against the protocol's constant by type: importing the value would pull
// the protocol's zod schemas (and zod) into every page's first load.
const CLIENT_PROTOCOL: typeof PROTOCOL_VERSION = 1;

let socket: GameSocket | null = null;
let loading: Promise<GameSocket> | null = null;

/**
 * The page's one socket to the game server (same origin; the guest cookie is set on connect).
 * socket.io-client is loaded after the page is up, which keeps it out of the first load: the
 * board skeleton paints first, the connection follows.
 */
export function loadSocket(): Promise<GameSocket> {
  loading ??= import("socket.io-client").then(({ io }) => {
    socket = io({ auth: { protocol: CLIENT_PROTOCOL } });
    return socket;
  });
  return loading;
}

/** The socket once `loadSocket` has resolved; null before. */
export function currentSocket(): GameSocket | null {
  return socket;
}
