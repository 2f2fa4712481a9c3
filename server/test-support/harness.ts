/**
 * Helpers for integration tests: the real socket server (no Next) on a free port with a
 * throwaway embedded database, and real socket.io clients that act as guests.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { io as connectClient, type Socket } from "socket.io-client";
import {
  PROTOCOL_VERSION,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from "@/lib/game/protocol";
import { newGuestId, signGuestId, GUEST_COOKIE } from "../guest";
import { startServer, type RunningServer, type StartOptions } from "../index";
import { seedDataDir } from "./db-template";

export const TEST_SECRET = "integration-tests-secret-0123456789abcdef";

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface TestServer extends RunningServer {
  dataDir: string;
  /** Stops the server and deletes its data directory. */
  dispose(): Promise<void>;
}

/**
 * Starts a server on a free port; pass `dataDir` to reuse one (restart tests). Its database
 * is a copy of the run's migrated template, or, with `freshDatabase`, created and migrated
 * by the server itself as on a first `npm start`.
 */
export async function startTestServer(
  options: StartOptions & { keepData?: boolean; freshDatabase?: boolean } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "nonet-int-"));
  if (!options.freshDatabase) seedDataDir(dataDir);
  const server = await startServer({
    port: 0,
    withNext: false,
    log: false,
    pauseGraceMs: 50,
    // Test files create games by the dozen from one address; the per-guest quota stays real.
    createLimits: {
      createPerIp: { perMinute: 6_000, burst: 1_000 },
      roomCommandsPerIp: { perMinute: 6_000, burst: 1_000 },
    },
    ...options,
    dataDir,
    env: {
      HOST: "127.0.0.1",
      NEXTAUTH_SECRET: TEST_SECRET,
      DATABASE_URL: undefined,
      PUZZLE_POOL_SIZE: "0",
      ...options.env,
    },
  });
  return {
    ...server,
    dataDir,
    async dispose() {
      await server.stop();
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The Cookie header a browser of this guest sends. */
export function guestCookie(guestId: string): string {
  return `${GUEST_COOKIE}=${signGuestId(guestId, TEST_SECRET)}`;
}

/** A connected client of the given guest (a fresh guest by default). */
export async function connectGuest(
  server: { url: string },
  guestId: string = newGuestId(),
  auth: object = { protocol: PROTOCOL_VERSION },
): Promise<ClientSocket> {
  const socket: ClientSocket = connectClient(server.url, {
    transports: ["websocket"],
    extraHeaders: { cookie: guestCookie(guestId) },
    auth,
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", (error) => reject(error));
  });
  return socket;
}

/** Emits an event with any payload (bad ones included) and waits for the ack. */
export function call<T = Record<string, unknown>>(
  socket: ClientSocket,
  event: keyof ClientToServerEvents,
  ...args: unknown[]
): Promise<T> {
  const raw = socket as unknown as {
    timeout(ms: number): { emitWithAck(event: string, ...args: unknown[]): Promise<T> };
  };
  return raw.timeout(10_000).emitWithAck(event, ...args);
}

/** The next `event` this socket receives. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  timeoutMs = 5_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${event} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const raw = socket as unknown as {
      once(event: string, listener: (payload: never) => void): void;
    };
    raw.once(event, (payload) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

let moveCounter = 0;
/** A fresh, valid move id. */
export function moveId(): string {
  return `move-${process.pid}-${++moveCounter}-${Math.random().toString(36).slice(2, 8)}`;
}
