"use client";

import { io, type Socket } from "socket.io-client";
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

/** The page's one socket to the game server (same origin; the guest cookie is set on connect). */
export function getSocket(): GameSocket {
  socket ??= io({ auth: { protocol: CLIENT_PROTOCOL } });
  return socket;
}
