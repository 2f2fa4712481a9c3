/**
 * Limits shared by several processes through one Redis: each "process" here is its own
 * socket.io server with its own Redis connection and its own limiters, as two Node processes
 * behind nginx would be. Skipped, saying so, without a Redis at TEST_REDIS_URL (by default
 * redis://127.0.0.1:6379/3).
 */
import { EventEmitter } from "node:events";
import { createServer, type IncomingMessage, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { Server } from "socket.io";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { ERROR_CODES } from "@/lib/game/protocol";
import { createAppContext } from "../auth/app-context";
import { authOptions, SIGN_IN_RATE_LIMITED } from "../auth/options";
import { CLIENT_IP_HEADER } from "../auth/app-context";
import { attachClientAddress, clientAddressResolver } from "../client-address";
import type { Db } from "../db";
import type { Env } from "../env";
import { GameError } from "../games/errors";
import type { GameService } from "../games/game-service";
import { newGuestId } from "../guest";
import { PageLimits } from "../page-limits";
import type { RoomService } from "../rooms/room-service";
import { call, connectGuest, TEST_SECRET, type ClientSocket } from "../test-support/harness";
import { attachConnectionLimits } from "./connection-limits";
import { attachGuestAuth } from "./guest-auth";
import { registerGameHandlers } from "./handlers";
import { openSockets, type OpenSockets } from "./open-sockets";
import { quotaLimiters } from "./shared-quota";
import type { GameServer } from "./types";
import { MemoryBus } from "../bus/bus";
import { redisReachable } from "../test-support/redis";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/3";

const reachable = await redisReachable(REDIS_URL);
if (!reachable) console.warn(`shared limits: skipped, no Redis at ${REDIS_URL}`);

/** Every test's keys under a prefix of its own, deleted afterwards. */
const runPrefix = `nonet-test:${randomUUID()}:`;
const connections: Redis[] = [];
/** A connected client: limiters answer from their per-process insurance until it is ready. */
const newRedis = async () => {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  connections.push(redis);
  await redis.ping();
  return redis;
};

afterAll(async () => {
  if (!reachable) return;
  const admin = await newRedis();
  const keys = await admin.keys(`${runPrefix}*`);
  if (keys.length) await admin.del(...keys);
  for (const redis of connections) redis.disconnect();
});

/** One process's socket edge: guest auth, the caps and the handlers, on its own Redis client. */
interface Process {
  url: string;
  open: OpenSockets;
  stop(): Promise<void>;
}

/** Rooms that never exist: every join is a miss. */
const noRooms = {
  join: () => Promise.reject(new GameError(ERROR_CODES.notFound, "There is no such room.")),
  disconnected: () => {},
} as unknown as RoomService;

async function startProcess(prefix: string): Promise<Process> {
  const redis = await newRedis();
  const http: HttpServer = createServer();
  const io: GameServer = new Server(http, { serveClient: false });
  const open = openSockets({ redis, keyPrefix: `${prefix}open:` });
  attachClientAddress(io, clientAddressResolver([]));
  attachGuestAuth(io, TEST_SECRET);
  attachConnectionLimits(io, { perGuest: 20, perIp: 100, openSockets: open });
  registerGameHandlers(io, {} as GameService, {
    bus: new MemoryBus(),
    ratePerSecond: 100,
    rateBurst: 100,
    redis,
    quotaKeyPrefix: `${prefix}quota:`,
    rooms: noRooms,
    logError: (message, error) => console.error(message, error),
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    open,
    stop: async () => {
      open.dispose();
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}

describe.skipIf(!reachable)("limits shared across processes through Redis", () => {
  const processes: Process[] = [];
  const clients: ClientSocket[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    for (const process of processes.splice(0)) await process.stop();
  });
  const twoProcesses = async () => {
    const prefix = `${runPrefix}${randomUUID()}:`;
    const pair = [await startProcess(prefix), await startProcess(prefix)];
    processes.push(...pair);
    return pair;
  };
  const open = async (process: Process, guestId: string) => {
    const client = await connectGuest(process, guestId);
    clients.push(client);
    return client;
  };
  const refusal = (process: Process, guestId: string) =>
    open(process, guestId).then(
      () => null,
      (error: Error & { data?: unknown }) => error.data,
    );

  it("refuses a guest's 21st tab whichever process it opens on, and frees a place on close", async () => {
    const [a, b] = await twoProcesses();
    const guestId = newGuestId();
    const tabs: ClientSocket[] = [];
    for (let i = 0; i < 10; i++) tabs.push(await open(a, guestId), await open(b, guestId));
    const tooMany = { code: ERROR_CODES.limit, message: expect.stringMatching(/tabs/) };
    expect(await refusal(a, guestId)).toEqual(tooMany);
    expect(await refusal(b, guestId)).toEqual(tooMany);
    // Another guest from the same address is not held back by this one.
    await open(b, newGuestId());

    tabs[0].disconnect(); // a tab on process A closes: process B may open one more
    await vi.waitFor(async () => expect(await b.open.count(`guest:${guestId}`)).toBe(19));
    await open(b, guestId);
    expect(await refusal(a, guestId)).toEqual(tooMany);
  });

  it("refuses the 21st unknown room code from one address across processes", async () => {
    const [a, b] = await twoProcesses();
    const [onA, onB] = [await open(a, newGuestId()), await open(b, newGuestId())];
    for (let i = 0; i < 20; i++) {
      const result = await call(i % 2 ? onB : onA, "room:join", { code: "QQQQQQ", name: "Ann" });
      expect(result).toMatchObject({ ok: false, error: { code: ERROR_CODES.notFound } });
    }
    const refused = { ok: false, error: { code: ERROR_CODES.rateLimited } };
    expect(await call(onA, "room:join", { code: "QQQQQQ", name: "Ann" })).toMatchObject(refused);
    expect(await call(onB, "room:join", { code: "QQQQQQ", name: "Ann" })).toMatchObject(refused);
  });

  it("refuses sign-in tries past one username's quota across processes", async () => {
    const prefix = `${runPrefix}${randomUUID()}:`;
    const signIn = async () => {
      const context = createAppContext(
        {} as Db,
        { NEXTAUTH_SECRET: "x".repeat(32) } as Env,
        () => {},
        quotaLimiters({ redis: await newRedis(), keyPrefix: prefix }),
      );
      const provider = authOptions(context).providers[0] as unknown as {
        options: { authorize(credentials: object, request: object): Promise<unknown> };
      };
      // An empty password is refused before the database: only the quota is at work.
      return (address: string) =>
        provider.options.authorize(
          { username: "Alice", password: "" },
          { headers: { [CLIENT_IP_HEADER]: address } },
        );
    };
    const [onA, onB] = [await signIn(), await signIn()];
    // SIGN_IN_PER_USERNAME: a burst of 10, from addresses all different.
    for (let i = 0; i < 10; i++) expect(await (i % 2 ? onB : onA)(`203.0.113.${i}`)).toBeNull();
    await expect(onA("198.51.100.1")).rejects.toThrow(SIGN_IN_RATE_LIMITED);
    await expect(onB("198.51.100.2")).rejects.toThrow(SIGN_IN_RATE_LIMITED);
  });

  it("answers 429 past one address's page quota across processes", async () => {
    const prefix = `${runPrefix}${randomUUID()}:`;
    const pages = async () =>
      new PageLimits(
        { inFlight: 100, quota: { perMinute: 1, burst: 3 } },
        quotaLimiters({ redis: await newRedis(), keyPrefix: prefix }),
      );
    const [a, b] = [await pages(), await pages()];
    const admitted = async (limits: PageLimits) => {
      const res = Object.assign(new EventEmitter(), {
        writeHead: () => res,
        end: () => res.emit("finish"),
      });
      return limits.admit("203.0.113.1", { url: "/daily" } as IncomingMessage, res as never);
    };
    const answers = [await admitted(a), await admitted(b), await admitted(a)];
    expect(answers).toEqual([true, true, true]);
    expect([await admitted(b), await admitted(a)]).toEqual([false, false]);
  });

  it("frees a killed process's sockets within a lease, while a live one's stay counted", async () => {
    let now = 1_000_000;
    const prefix = `${runPrefix}${randomUUID()}:`;
    const ledger = async () =>
      openSockets({ redis: await newRedis(), keyPrefix: prefix, leaseMs: 1_000, now: () => now });
    const [a, b] = [await ledger(), await ledger()];
    try {
      const caps = [{ key: "guest:g", limit: 20 }];
      for (let i = 0; i < 20; i++) expect(await a.claim(caps, `a:${i}`)).toBe(-1);
      expect(await b.claim(caps, "b:0")).toBe(0);
      // A lives: its heartbeat carries its sockets past their first lease.
      now += 900;
      await a.refresh();
      now += 900;
      expect(await b.claim(caps, "b:0")).toBe(0);
      // A Redis that lost its data (restarted) learns A's sockets again from the next heartbeat.
      await (await newRedis()).del(`${prefix}guest:g`);
      expect(await b.count("guest:g")).toBe(0);
      await a.refresh();
      expect(await b.count("guest:g")).toBe(20);
      // A is killed (kill -9: no release, no more heartbeats): a lease later its sockets are gone.
      a.dispose();
      now += 1_001;
      expect(await b.count("guest:g")).toBe(0);
      for (let i = 0; i < 20; i++) expect(await b.claim(caps, `b:${i}`)).toBe(-1);
      expect(await b.claim(caps, "b:20")).toBe(0);
    } finally {
      a.dispose();
      b.dispose();
    }
  });
});
