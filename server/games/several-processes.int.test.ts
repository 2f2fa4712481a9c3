/**
 * Two game services on one database with the real shared state between them: a Redis bus
 * (their GameCommitted reach each other) and Redis presence (each game's tabs across
 * processes). Skipped, saying so, without a Redis server (TEST_REDIS_URL).
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Origin } from "../bus/bus";
import type { DomainEvent } from "../bus/events";
import { RedisBus } from "../bus/redis-bus";
import { RedisPresenceSets } from "../presence/redis-presence-sets";
import { startTestServer, type TestServer } from "../test-support/harness";
import { GameService } from "./game-service";
import { StaleWriteError } from "./game-store";
import { PrismaGameStore } from "./prisma-game-store";
import { redisReachable } from "../test-support/redis";
import { fixedPuzzles } from "../test-support/fixed-puzzle";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379/4";

const available = await redisReachable(REDIS_URL);
if (!available) console.warn(`Game services across processes skipped: no Redis at ${REDIS_URL}`);

const puzzles = fixedPuzzles;
const GUEST = "guest-processes-0001";
const put = (cell: number, digit: number) => ({ type: "value" as const, cells: [cell], digit });

interface Process {
  service: GameService;
  bus: RedisBus;
  presence: RedisPresenceSets;
  /** Conditional writes this process lost to a stale copy. */
  refused: () => number;
  /** Resolves with the next event of `type` that came from the other process. */
  nextRemote: (type: DomainEvent["type"]) => Promise<DomainEvent>;
}

describe.skipIf(!available)("game services on two processes sharing Redis", () => {
  const stream = `nonet:test-games-bus:${randomUUID()}`;
  const prefix = `nonet:test-games:${randomUUID()}:`;
  const clients: Redis[] = [];
  const processes: Process[] = [];
  let server: TestServer;
  let a: Process;
  let b: Process;
  let seq = 0;
  const moveId = () => `processes-${++seq}`;

  async function process(name: string): Promise<Process> {
    const redis = new Redis(REDIS_URL);
    clients.push(redis);
    const bus = new RedisBus(redis, { stream, processId: `${name}-${randomUUID()}` });
    await bus.start();
    const presence = new RedisPresenceSets(redis, { prefix });
    const store = new PrismaGameStore(server.db);
    let refused = 0;
    const save = store.saveGame.bind(store);
    store.saveGame = (game) =>
      save(game).catch((error: unknown) => {
        if (error instanceof StaleWriteError) refused++;
        throw error;
      });
    const waiting: { type: DomainEvent["type"]; resolve: (event: DomainEvent) => void }[] = [];
    bus.subscribe((event: DomainEvent, origin: Origin) => {
      if (origin !== "remote") return;
      const index = waiting.findIndex((w) => w.type === event.type);
      if (index >= 0) waiting.splice(index, 1)[0].resolve(event);
    });
    const service = new GameService({ store, puzzles, bus, presence, logError: () => {} });
    const made: Process = {
      service,
      bus,
      presence,
      refused: () => refused,
      nextRemote: (type) => new Promise((resolve) => waiting.push({ type, resolve })),
    };
    processes.push(made);
    return made;
  }

  beforeAll(async () => {
    server = await startTestServer();
    a = await process("a");
    b = await process("b");
  });

  afterAll(async () => {
    for (const { service, bus, presence } of processes) {
      await service.close();
      await bus.close();
      await presence.close();
    }
    const keys = await clients[0]?.keys(`${prefix}*`);
    if (keys?.length) await clients[0].del(...keys);
    await clients[0]?.del(stream);
    for (const client of clients) client.disconnect();
    await server?.dispose();
  });

  async function newGame() {
    return (await a.service.create(GUEST, { level: "easy", mistakeChecking: false })).gameId;
  }

  it("a move on A makes B's cached copy stale before B writes on it", async () => {
    const gameId = await newGame();
    await b.service.join(GUEST, gameId, "tab-b");
    await a.service.join(GUEST, gameId, "tab-a");
    const heard = b.nextRemote("GameCommitted");
    await a.service.submitMove(GUEST, { gameId, moveId: moveId(), move: put(2, 4) });
    expect(await heard).toMatchObject({ game: { gameId, version: 1 } });
    const before = b.refused();
    await b.service.pause(GUEST, gameId);
    expect(b.refused()).toBe(before);
    const { snapshot } = await b.service.join(GUEST, gameId, "tab-b-reloaded", 0);
    expect(snapshot.version).toBe(1);
  });

  it("a process's shutdown leaves running the clock of a game a tab plays elsewhere", async () => {
    const gameId = await newGame();
    await b.service.join(GUEST, gameId, "tab-b2");
    const shutdown = await process("a-shutting-down");
    await shutdown.service.join(GUEST, gameId, "tab-c");
    await shutdown.service.close();
    const stored = await server.db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(stored.resumedAt).not.toBeNull();
  });
});
