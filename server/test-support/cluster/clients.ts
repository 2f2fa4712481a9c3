/**
 * Players of a cluster test: real socket.io clients that get their guest cookie as a browser
 * does (the Set-Cookie of socket.io's first request), connect through nginx or straight to
 * one process, from a loopback address of their own (127.0.0.2, 127.0.0.3, ...) so that each
 * stands for a different machine. They record what they receive, like the one-process
 * race helpers (server/test-support/race.ts), whose calls (must, openGame, fill) they reuse.
 */
import { Agent, request } from "node:http";
import { io as connectClient } from "socket.io-client";
import { honourDrain } from "@/lib/game/drain";
import { PROTOCOL_VERSION } from "@/lib/game/protocol";
import type { RoomSnapshot } from "@/lib/game/room-protocol";
import type { Cluster } from "../../../scripts/cluster/cluster";
import { UPSTREAM_HEADER } from "../../../scripts/cluster/nginx-conf";
import type { ClientSocket } from "../harness";
import type { Racer } from "../race";

/** Where a client connects: nginx's URL or one process's, from which local address. */
export interface Endpoint {
  url: string;
  localAddress: string;
}

export interface Player extends Racer {
  endpoint: Endpoint;
  cookie: string;
  transports: ("websocket" | "polling")[];
  /** Reconnects by itself and honours a draining server, as a page does. */
  likePage: boolean;
}

/** socket.io's handshake path: the first request a page's socket makes. */
const HANDSHAKE_PATH = "/socket.io/?EIO=4&transport=polling";

/** GETs `path` from `localAddress`; resolves with the status, headers and body. */
export function get(
  endpoint: Endpoint,
  path: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, endpoint.url),
      { localAddress: endpoint.localAddress, headers },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The guest cookie a browser at this endpoint is given, and the process that gave it. */
export async function browserCookie(
  endpoint: Endpoint,
): Promise<{ cookie: string; upstream: string | null }> {
  const response = await get(endpoint, HANDSHAKE_PATH);
  const setCookie = [response.headers["set-cookie"] ?? []].flat();
  const guest = setCookie.find((line) => line.startsWith("nonet_guest="));
  if (response.status !== 200 || !guest) {
    throw new Error(`no guest cookie from ${endpoint.url} (${response.status}): ${response.body}`);
  }
  const upstream = response.headers[UPSTREAM_HEADER];
  return { cookie: guest.split(";")[0], upstream: typeof upstream === "string" ? upstream : null };
}

/** The index of the process nginx sends this local address to (its hash is by address). */
export async function nodeBehind(cluster: Cluster, localAddress: string): Promise<number> {
  const { upstream } = await browserCookie({ url: cluster.url, localAddress });
  const index = cluster.nodes.findIndex((node) => upstream === `127.0.0.1:${node.port}`);
  if (index < 0) throw new Error(`nginx named no known process for ${localAddress}: ${upstream}`);
  return index;
}

/** Loopback addresses that nginx sends to different processes, one per process wanted. */
export async function addressesOnDistinctNodes(
  cluster: Cluster,
  count: number,
  from = 10,
): Promise<{ localAddress: string; node: number }[]> {
  const found = new Map<number, string>();
  for (let host = from; host < from + 200 && found.size < count; host++) {
    const localAddress = `127.0.0.${host}`;
    const node = await nodeBehind(cluster, localAddress);
    if (!found.has(node)) found.set(node, localAddress);
  }
  if (found.size < count)
    throw new Error(`nginx spread 200 addresses over ${found.size} processes`);
  return [...found].map(([node, localAddress]) => ({ node, localAddress }));
}

/**
 * Opens a socket for this endpoint and cookie; rejects with the server's refusal. `likePage`:
 * socket.io's own reconnection (its defaults, as in the browser) and the page's answer to a
 * draining server (lib/game/drain.ts), so the socket comes back by itself after a restart.
 */
export async function openSocket(
  endpoint: Endpoint,
  cookie: string,
  transports: ("websocket" | "polling")[] = ["websocket"],
  likePage = false,
): Promise<ClientSocket> {
  const agent = new Agent({ localAddress: endpoint.localAddress, keepAlive: true });
  const socket: ClientSocket = connectClient(endpoint.url, {
    transports,
    agent: agent as unknown as string,
    extraHeaders: { cookie },
    auth: { protocol: PROTOCOL_VERSION },
    reconnection: likePage,
    forceNew: true,
  });
  if (likePage) {
    honourDrain(socket);
    // The agent serves every reconnect; close() (the test is done) frees its connections.
    const close = socket.close.bind(socket);
    socket.close = () => {
      agent.destroy();
      return close();
    };
  } else socket.on("disconnect", () => agent.destroy());
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", (error) => reject(error));
    });
  } catch (error) {
    socket.close();
    agent.destroy();
    throw error;
  }
  return socket;
}

/** A player with a browser's cookie, connected at `endpoint`, recording what it receives. */
export async function newPlayer(
  endpoint: Endpoint,
  name: string,
  options: { cookie?: string; transports?: ("websocket" | "polling")[]; likePage?: boolean } = {},
): Promise<Player> {
  const cookie = options.cookie ?? (await browserCookie(endpoint)).cookie;
  const transports = options.transports ?? ["websocket"];
  const likePage = options.likePage ?? false;
  const player = {
    name,
    guestId: cookie,
    cookie,
    endpoint,
    transports,
    likePage,
    received: [] as string[],
    room: null as unknown as RoomSnapshot,
  } as Player;
  attach(player, await openSocket(endpoint, cookie, transports, likePage));
  return player;
}

/** Connects the player again (same cookie, same local address) at `endpoint`. */
export async function reconnect(player: Player, endpoint = player.endpoint): Promise<void> {
  player.socket.close();
  player.endpoint = endpoint;
  attach(player, await openSocket(endpoint, player.cookie, player.transports, player.likePage));
}

function attach(player: Player, socket: ClientSocket): void {
  player.socket = socket;
  socket.onAny((event: string, ...args: unknown[]) => {
    player.received.push(JSON.stringify(args));
    if (event === "room:updated") {
      const room = args[0] as RoomSnapshot;
      if (!player.room || room.version >= player.room.version) player.room = room;
    }
  });
}

/** Resolves when the socket drops (a killed process, a restart). */
export function dropped(socket: ClientSocket, ms = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.disconnected) {
      resolve("already disconnected");
      return;
    }
    const timer = setTimeout(() => reject(new Error(`socket still up after ${ms} ms`)), ms);
    socket.once("disconnect", (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Closes every player's socket (tests call it in afterEach/afterAll). */
export function closeAll(players: readonly Player[]): void {
  for (const player of players) player.socket?.close();
}
