/**
 * Hostile traffic against the real server, seeded so a failure reproduces (FUZZ_SEED=n):
 * malformed, oversized, out-of-order and foreign socket events and raw HTTP requests. Every
 * ack is typed and short, the server stays up, a victim's game is untouched, and the heap
 * comes back near where it was.
 */
import { connect } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/game/protocol";
import { newGuestId } from "../guest";
import {
  call,
  connectGuest,
  moveId,
  startTestServer,
  type ClientSocket,
  type TestServer,
} from "../test-support/harness";

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const SOCKET_EVENTS = 2_400;
const HTTP_REQUESTS = 300;
const CODES: readonly string[] = Object.values(ERROR_CODES);
const KNOWN_EVENTS = [
  "game:create",
  "game:list",
  "game:join",
  "game:leave",
  "move:submit",
  "hint:request",
  "timer:pause",
  "timer:resume",
] as const;

const RESERVED = new Set([
  "connect",
  "connect_error",
  "disconnect",
  "disconnecting",
  "newListener",
  "removeListener",
]);

let server: TestServer;
const sockets: ClientSocket[] = [];
let victimGameId = "";
let ownGameId = "";

beforeAll(async () => {
  server = await startTestServer({
    // The per-socket rate limit would answer most of the fuzz before a handler saw it.
    env: { RATE_LIMIT_PER_SECOND: "10000", RATE_LIMIT_BURST: "100000" },
  });
  const victim = await connectGuest(server);
  sockets.push(victim);
  const created = await call<{ ok: boolean; gameId: string }>(victim, "game:create", {
    level: "easy",
  });
  victimGameId = created.gameId;
  await call(victim, "game:join", { gameId: victimGameId });
  await call(victim, "move:submit", {
    gameId: victimGameId,
    moveId: moveId(),
    move: { type: "corner", cells: [0, 1], digit: 5 },
  });
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server?.dispose();
});

const victimState = async () => ({
  game: await server.db.game.findUnique({ where: { id: victimGameId } }),
  moves: await server.db.move.findMany({
    where: { gameId: victimGameId },
    orderBy: { seq: "asc" },
  }),
});

/** A payload shape: known-ish (so handlers get past the first check) or anything at all. */
function payloadArbitrary(): fc.Arbitrary<unknown> {
  const gameId = fc.oneof(
    fc.constant(victimGameId),
    fc.constant(ownGameId),
    fc.string({ maxLength: 50 }),
    fc.anything(),
  );
  const cells = fc.oneof(
    fc.array(fc.integer({ min: -5, max: 90 }), { maxLength: 100 }),
    fc.anything(),
  );
  const move = fc.oneof(
    fc.record({
      type: fc.constantFrom("value", "erase", "corner", "centre", "colour", "step", "undo", "x"),
      cells,
      digit: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.double(), fc.string()),
    }),
    fc.record({
      type: fc.constant("step"),
      placements: fc.array(fc.record({ cell: fc.integer(), digit: fc.integer() }), {
        maxLength: 90,
      }),
      eliminations: fc.array(fc.record({ cell: fc.nat(100), digit: fc.nat(10) }), {
        maxLength: 800,
      }),
    }),
    fc.anything(),
  );
  // Large, yet below maxHttpBufferSize (100 kB) even two at once: the frame limit is tested apart.
  const huge = fc.nat(30_000).map((n) => "x".repeat(n));
  return fc.oneof(
    fc.record(
      {
        gameId,
        moveId: fc.oneof(fc.string({ maxLength: 80 }), huge),
        move,
        level: fc.oneof(fc.constantFrom("easy", "extreme", "impossible"), fc.anything()),
        puzzle: fc.oneof(fc.string({ maxLength: 100 }), huge, fc.constant("1".repeat(81))),
        sinceVersion: fc.oneof(fc.integer(), fc.double()),
        protocol: fc.anything(),
        extra: fc.anything(),
      },
      { requiredKeys: [] },
    ),
    fc.anything({ maxDepth: 3 }),
    huge,
    fc.uint8Array({ maxLength: 30_000 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(undefined),
  );
}

function isTypedAck(ack: unknown): boolean {
  if (typeof ack !== "object" || ack === null) return false;
  const { ok, error } = ack as { ok?: unknown; error?: { code?: unknown; message?: unknown } };
  if (ok === true) return true;
  return (
    ok === false &&
    typeof error?.code === "string" &&
    CODES.includes(error.code) &&
    typeof error.message === "string" &&
    error.message.length <= 300
  );
}

function heapAfterGc(): number {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

it("answers thousands of hostile socket events with typed acks and changes nothing", async () => {
  const attacker = await connectGuest(server);
  sockets.push(attacker);
  const own = await call<{ gameId: string }>(attacker, "game:create", { level: "easy" });
  ownGameId = own.gameId;
  const before = await victimState();
  // Warm up the paths the fuzz takes before measuring the baseline heap.
  await call(attacker, "game:join", { gameId: ownGameId });
  const baselineHeap = heapAfterGc();

  const events = fc.sample(
    fc.record({
      event: fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...KNOWN_EVENTS) },
        { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
      ),
      payload: payloadArbitrary(),
      extraArgs: fc.boolean(),
    }),
    { seed: SEED, numRuns: SOCKET_EVENTS },
  );

  const bad: string[] = [];
  const batch = 25;
  for (let i = 0; i < events.length; i += batch) {
    await Promise.all(
      events.slice(i, i + batch).map(async ({ event, payload, extraArgs }) => {
        // socket.io-client refuses to send its reserved names; every other name gets an ack.
        if (RESERVED.has(event)) return;
        const args = extraArgs ? [payload, "surplus", 42] : [payload];
        const ack = await call(attacker, event as (typeof KNOWN_EVENTS)[number], ...args).catch(
          (error: Error) => `no ack: ${error.message}`,
        );
        if (!isTypedAck(ack)) {
          const sent = JSON.stringify(payload)?.slice(0, 120);
          bad.push(`${event}(${sent}) -> ${JSON.stringify(ack).slice(0, 200)}`);
        }
      }),
    );
  }
  expect(bad.slice(0, 10)).toEqual([]);
  expect(attacker.connected).toBe(true);

  // An oversized frame closes only the sender's socket.
  const flooder = await connectGuest(server);
  const closed = new Promise((resolve) => flooder.once("disconnect", resolve));
  (flooder as unknown as { emit(e: string, ...a: unknown[]): void }).emit("game:create", {
    junk: "y".repeat(200_000),
  });
  await closed;

  expect(await victimState()).toEqual(before);
  expect(await call(sockets[0], "game:join", { gameId: victimGameId })).toMatchObject({
    ok: true,
  });
  const newcomer = await connectGuest(server, newGuestId());
  sockets.push(newcomer);
  expect(await call(newcomer, "game:create", { level: "easy" })).toMatchObject({ ok: true });

  // Generous: the store and the socket buffers may keep a few MB.
  expect(heapAfterGc() - baselineHeap).toBeLessThan(64 * 1024 * 1024);
}, 60_000);

/** One raw request; resolves with the status (0 when the server just closed). */
function rawRequest(text: string | Buffer): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(server.port, "127.0.0.1");
    let data = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (data += chunk));
    socket.on("error", () => {});
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)));
    socket.setTimeout(5_000, () => socket.destroy());
    socket.end(text);
  });
}

it("answers hostile HTTP requests without a 5xx and stays up", async () => {
  const requests = fc.sample(
    fc.record({
      method: fc.constantFrom("GET", "POST", "PUT", "DELETE", "BREW", "G\u00e9T", "OPTIONS", ""),
      target: fc.oneof(
        fc.constantFrom(
          "/play/%ZZ%ZZabcdefgh",
          "/%",
          "http://evil.example/",
          "*",
          "//evil.example/x",
          "/socket.io/?EIO=4&transport=polling&sid=nope",
          "/socket.io/?EIO=9&transport=carrier-pigeon",
          "/socket.io/%ZZ",
        ),
        fc.string({ maxLength: 200 }).map((s) => `/${encodeURI(s).replace(/%2/g, "%")}`),
        fc.string({ maxLength: 40 }),
      ),
      headerBytes: fc.oneof(fc.constant(0), fc.nat(40_000)),
      body: fc.string({ maxLength: 500 }),
    }),
    { seed: SEED + 1, numRuns: HTTP_REQUESTS },
  );
  const statuses = [];
  for (let i = 0; i < requests.length; i += 20) {
    statuses.push(
      ...(await Promise.all(
        requests
          .slice(i, i + 20)
          .map(({ method, target, headerBytes, body }) =>
            rawRequest(
              `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: ${"a".repeat(headerBytes)}\r\n` +
                `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
            ),
          ),
      )),
    );
  }
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  expect(await rawRequest("GET /nothing HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toBe(
    404,
  );
}, 60_000);
