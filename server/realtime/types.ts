import type { Server } from "socket.io";
import type {
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
  SocketData,
} from "@/lib/game/protocol";

/** socket.io typed by the protocol's event maps. */
export type GameServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/**
 * The socket.io channel of one game: every tab that joined it. ("Room" is kept for race
 * rooms, which will group several games.)
 */
export const gameChannel = (gameId: string): string => `game:${gameId}`;
