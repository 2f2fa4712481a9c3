import type { Server, Socket } from "socket.io";
import type {
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
  SocketData as ProtocolSocketData,
} from "@/lib/game/protocol";

/** What the server keeps on a socket: the protocol's part, and what only the server knows. */
export interface SocketData extends ProtocolSocketData {
  /** The client's address as a limit key, resolved once at the handshake (client-address.ts). */
  address: string;
}

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

export type GameSocketServerSide = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/** Every tab in a race room (lobby changes go per member; progress and reactions to all). */
export const roomChannel = (code: string): string => `room:${code}`;

/** Every socket of one player (all tabs, all devices): ended together with the session. */
export const playerChannel = (playerId: string): string => `player:${playerId}`;

/** Whether a socket.io room is a race room's channel (not a member's, a game's or a player's). */
export const isRoomChannel = (name: string): boolean =>
  name.startsWith("room:") && !name.includes(":member:");

/** One member's tabs in a room: the room as they see it (their own game id, "you"). */
export const memberChannel = (code: string, guestId: string): string =>
  `room:${code}:member:${guestId}`;
