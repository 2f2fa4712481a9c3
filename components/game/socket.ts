import type { Socket } from "socket.io-client";
import {
  PROTOCOL_VERSION,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from "@/lib/game/protocol";

export type GameSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: GameSocket | null = null;
let loading: Promise<GameSocket> | null = null;

/**
 * The page's one socket to the game server (same origin; the guest cookie is set on connect).
 * socket.io-client is loaded after the page is up, which keeps it out of the first load: the
 * board skeleton paints first, the connection follows.
 */
export function loadSocket(): Promise<GameSocket> {
  loading ??= import("socket.io-client").then(({ io }) => {
    socket = io({ auth: { protocol: PROTOCOL_VERSION } });
    return socket;
  });
  return loading;
}

/** The socket once `loadSocket` has resolved; null before. */
export function currentSocket(): GameSocket | null {
  return socket;
}
