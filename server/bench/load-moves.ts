/**
 * Move throughput and ack latency of the socket server on the embedded database:
 * CLIENTS guests each open a game and submit MOVES moves one after another (each waits for
 * its ack, as the browser's optimistic queue does), all guests at once.
 *
 *   tsx server/bench/load-moves.ts [clients=50] [moves=40]
 *   DATABASE_URL=postgresql://... tsx server/bench/load-moves.ts   (a real PostgreSQL)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { io } from "socket.io-client";
import { PROTOCOL_VERSION } from "@/lib/game/protocol";
import { signGuestId, GUEST_COOKIE, newGuestId } from "../guest";
import { startServer } from "../index";

const CLIENTS = Number(process.argv[2] ?? 50);
const MOVES = Number(process.argv[3] ?? 40);
const SECRET = "load-test-secret-0123456789abcdefghij";

const dataDir = mkdtempSync(join(tmpdir(), "nonet-load-"));
const server = await startServer({
  port: 0,
  dataDir,
  withNext: false,
  log: false,
  // Every simulated guest connects from this one address.
  createLimits: { createPerIp: { perMinute: 60_000, burst: 10_000 } },
  env: {
    HOST: "127.0.0.1",
    NEXTAUTH_SECRET: SECRET,
    PUZZLE_POOL_SIZE: "0",
    // The embedded database unless one is given.
    DATABASE_URL: process.env.DATABASE_URL ?? "",
  },
});

/** Connects a guest and opens a game; resolves to a function that plays the moves. */
async function player(): Promise<() => Promise<number[]>> {
  const socket = io(server.url, {
    transports: ["websocket"],
    auth: { protocol: PROTOCOL_VERSION },
    extraHeaders: { cookie: `${GUEST_COOKIE}=${signGuestId(newGuestId(), SECRET)}` },
    forceNew: true,
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  const created = await socket.timeout(30_000).emitWithAck("game:create", { level: "easy" });
  if (!created.ok) throw new Error(created.error.message);
  const { gameId } = created;
  await socket.timeout(30_000).emitWithAck("game:join", { gameId });
  return () => play(socket, gameId);
}

async function play(socket: ReturnType<typeof io>, gameId: string): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < MOVES; i++) {
    const started = performance.now();
    const ack = await socket.timeout(30_000).emitWithAck("move:submit", {
      gameId,
      moveId: `load-${gameId}-${i}`,
      move: { type: "colour", cells: [i % 81], colour: (i % 9) + 1 },
    });
    if (!ack.ok) throw new Error(ack.error.message);
    latencies.push(performance.now() - started);
  }
  socket.disconnect();
  return latencies;
}

try {
  const setUp = performance.now();
  const players = await Promise.all(Array.from({ length: CLIENTS }, player));
  const started = performance.now();
  const all = (await Promise.all(players.map((p) => p()))).flat();
  const seconds = (performance.now() - started) / 1000;
  const setUpSeconds = (started - setUp) / 1000;
  all.sort((a, b) => a - b);
  const pct = (p: number) => all[Math.min(all.length - 1, Math.floor((p / 100) * all.length))];
  console.log(
    `${CLIENTS} clients x ${MOVES} moves: ${all.length} acks in ${seconds.toFixed(1)} s ` +
      `(${(all.length / seconds).toFixed(0)} moves/s; set-up ${setUpSeconds.toFixed(1)} s); ack latency ` +
      `p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, ` +
      `max ${all[all.length - 1].toFixed(1)} ms`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
