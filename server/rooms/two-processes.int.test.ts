/**
 * Two processes serving one room, as behind nginx: two GameService + RoomService pairs over one
 * database, sharing presence and one bus (what Redis gives real processes). A friend whose tab
 * lands on the second process must be seen connected by the host on the first, must not be
 * forfeited by the first's deadlines while connected, and must be forfeited once (by whichever
 * process sees the deadline pass) after staying away.
 *
 * Presence is shared memory, and also Redis (each process its own RedisPresenceSets, as real
 * processes have) when Redis answers at TEST_REDIS_URL. The database is an embedded one of its
 * own: the clock here is the test's, and a server on a shared PostgreSQL (two-servers.int.test.ts)
 * would rightly act on these rooms' deadlines and absent racers by the wall clock.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RaceProgressEvent, RoomSnapshot } from "@/lib/game/room-protocol";
import { MemoryBus } from "../bus/bus";
import type { DomainEvent } from "../bus/events";
import { createDb, type Db } from "../db";
import type { EmbeddedDb } from "../embedded-db";
import { GameService, type GameCommitted } from "../games/game-service";
import { PrismaGameStore } from "../games/prisma-game-store";
import { MemoryPresenceSets, type PresenceSets } from "../presence/presence-sets";
import { RedisPresenceSets } from "../presence/redis-presence-sets";
import { startMigratedDb } from "../test-support/db-template";
import { PrismaRoomStore } from "./prisma-room-store";
import { RoomService } from "./room-service";
import { redisReachable } from "../test-support/redis";
import { GIVENS, SOLUTION, fixedPuzzles } from "../test-support/fixed-puzzle";

const puzzles = fixedPuzzles;
const GRACE = 120_000;

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const redisUp = await redisReachable(REDIS_URL);
if (!redisUp) console.warn(`Rooms on Redis presence skipped: no Redis at ${REDIS_URL}`);

let embedded: EmbeddedDb;
let db: Db;
let redis: Redis | null = null;

beforeAll(async () => {
  embedded = await startMigratedDb();
  db = createDb(embedded.adapter);
  if (redisUp) redis = new Redis(REDIS_URL);
});

afterAll(async () => {
  await db?.$disconnect();
  await embedded?.stop();
  redis?.disconnect();
});

/**
 * Buses linked as Redis links real processes' buses: an event is "local" on the process that
 * made it and "remote" on the others.
 */
class LinkedBus extends MemoryBus {
  constructor(private readonly network: LinkedBus[]) {
    super();
    network.push(this);
  }

  override publish(event: DomainEvent): void {
    this.deliver(event, "local");
    for (const peer of this.network) if (peer !== this) peer.deliver(event, "remote");
  }
}

/** One process: its own services and bus; the shared database, presence and clock. */
interface Process {
  games: GameService;
  rooms: RoomService;
  bus: LinkedBus;
  /** Games this process wrote (what its GameService reported). */
  commits: GameCommitted[];
  presence: PresenceSets;
}

let clock: { now: number };
let network: LinkedBus[];
/** Every event as published, on whichever process. */
let events: DomainEvent[];
let processes: Process[];

function startProcess(presence: PresenceSets): Process {
  const now = () => clock.now;
  const commits: GameCommitted[] = [];
  const bus = new LinkedBus(network);
  const games = new GameService({
    store: new PrismaGameStore(db),
    puzzles,
    now,
    bus,
    presence,
    logError: () => {},
  });
  const rooms = new RoomService({
    store: new PrismaRoomStore(db),
    games,
    puzzles,
    presence,
    now,
    countdownMs: 0,
    reconnectGraceMs: GRACE,
    publisher: {
      roomChanged: (code, views) => bus.publish({ type: "RoomChanged", v: 1, code, views }),
      progress: (progress) => bus.publish({ type: "RaceProgress", v: 1, progress }),
    },
    logError: (message, error) => console.error(message, error),
  });
  // As server/index.ts wires it: rooms follow the racers' games this process writes.
  bus.subscribe((event, origin) => {
    if (origin !== "local") return;
    events.push(event);
    if (event.type !== "GameCommitted") return;
    commits.push(event.game);
    rooms.onGameCommitted(event.game);
  });
  const process = { games, rooms, bus, commits, presence };
  processes.push(process);
  return process;
}

beforeEach(() => {
  clock = { now: Date.parse("2026-11-25T12:00:00Z") };
  network = [];
  events = [];
  processes = [];
});

afterEach(async () => {
  for (const { rooms, games, presence, bus } of processes) {
    await rooms.close();
    await games.close();
    await presence.close();
    await bus.close();
  }
});

const HOST = "host-guest-0000000001";
const FRIEND = "friend-guest-000000001";

/** A lobby made on A with the host's tab on A and the friend's tab on B. */
async function lobbyAcross(a: Process, b: Process) {
  const { code } = await a.rooms.create(HOST, "Host");
  await a.rooms.join(HOST, code, "Host");
  a.rooms.connected(code, HOST, "socket-a-host");
  await b.rooms.join(FRIEND, code, "Friend");
  b.rooms.connected(code, FRIEND, "socket-b-friend");
  await Promise.all([a.rooms.idle(), b.rooms.idle()]);
  return code;
}

const memberNamed = (room: RoomSnapshot, name: string) =>
  room.members.find((m) => m.name === name)!;

async function friendGame(code: string) {
  const room = await db.room.findUniqueOrThrow({ where: { code } });
  return db.game.findFirstOrThrow({ where: { raceId: room.raceId!, guestId: FRIEND } });
}

/** Presence for each process: one shared memory, or each its own client of one Redis. */
const backends = [
  {
    name: "memory",
    skip: false,
    presence: () => {
      const shared = new MemoryPresenceSets();
      return () => shared;
    },
  },
  {
    name: "Redis",
    skip: !redisUp,
    presence: () => {
      const prefix = `nonet:test-rooms:${randomUUID()}:`;
      return () => new RedisPresenceSets(redis!, { prefix }) as PresenceSets;
    },
  },
];

for (const backend of backends) {
  describe.skipIf(backend.skip)(`two processes, one database, ${backend.name} presence`, () => {
    scenarios(backend.presence);
  });
}

/**
 * `presenceFactory` gives, per test, a maker of each process's presence: every process it
 * makes sees the same sets.
 */
function scenarios(presenceFactory: () => () => PresenceSets) {
  const sharedPresence = presenceFactory;
  it("shows the host on A a friend who joined through B as connected, and the friend the host", async () => {
    const presence = sharedPresence();
    const [a, b] = [startProcess(presence()), startProcess(presence())];
    const code = await lobbyAcross(a, b);

    const { room: hostView } = await a.rooms.join(HOST, code, "Host");
    expect(hostView.members).toHaveLength(2);
    expect(memberNamed(hostView, "Friend").connected).toBe(true);
    const { room: friendView } = await b.rooms.join(FRIEND, code, "Friend");
    expect(memberNamed(friendView, "Host").connected).toBe(true);
    // The room A published after the friend's tab arrived on B shows them connected too.
    const published = events.filter((e) => e.type === "RoomChanged").at(-1);
    expect(published?.type === "RoomChanged" && published.views[0].room).toMatchObject({
      members: [{ connected: true }, { connected: true }],
    });
  });

  it("never forfeits a racer connected on B when A's deadlines pass, and forfeits them once after they leave", async () => {
    const presence = sharedPresence();
    const [a, b] = [startProcess(presence()), startProcess(presence())];
    const code = await lobbyAcross(a, b);
    // The friend had a tab on A too; it closes, the one on B stays.
    a.rooms.connected(code, FRIEND, "socket-a-friend");
    await b.rooms.ready(FRIEND, code, true);
    await a.rooms.start(HOST, code);
    a.rooms.disconnected(code, FRIEND, "socket-a-friend");
    await a.rooms.idle();

    clock.now += GRACE + 1;
    await Promise.all([a.rooms.sweepAbsences(), b.rooms.sweepAbsences()]);
    expect(await friendGame(code)).toMatchObject({ status: "playing", forfeited: false });
    const { room: during } = await a.rooms.join(HOST, code, "Host");
    expect(memberNamed(during, "Friend")).toMatchObject({ connected: true, forfeitsAt: null });

    // Their last tab (on B) closes: B sets the deadline; A, which saw nothing, may act on it.
    b.rooms.disconnected(code, FRIEND, "socket-b-friend");
    await b.rooms.idle();
    const { room: away } = await a.rooms.join(HOST, code, "Host");
    expect(memberNamed(away, "Friend")).toMatchObject({
      connected: false,
      forfeitsAt: clock.now + GRACE,
    });
    clock.now += GRACE - 1;
    expect(await a.rooms.sweepAbsences()).toBe(0);
    clock.now += 1;
    await Promise.all([a.rooms.sweepAbsences(), b.rooms.sweepAbsences()]);
    await Promise.all([a.rooms.idle(), b.rooms.idle()]);
    const forfeited = await friendGame(code);
    expect(forfeited).toMatchObject({ status: "failed", forfeited: true });
    // (The sweeps act on every room in the database: count this race's game only.)
    const forfeits = [...a.commits, ...b.commits].filter(
      (c) => c.forfeited && c.gameId === forfeited.id,
    );
    expect(forfeits).toHaveLength(1);
    const { room: after } = await a.rooms.join(HOST, code, "Host");
    expect(after.members.map((m) => m.name)).toEqual(["Host"]);
    expect(after.race!.progress.find((p) => p.status === "forfeited")).toBeDefined();
  });

  it("relays the progress of a racer on B in a race that A started", async () => {
    const presence = sharedPresence();
    const [a, b] = [startProcess(presence()), startProcess(presence())];
    const code = await lobbyAcross(a, b);
    await b.rooms.ready(FRIEND, code, true);
    const { room } = await a.rooms.start(HOST, code);
    // Heard on A, where the host is: B made it, the bus brings it.
    const progress = new Promise<RaceProgressEvent>((resolve) =>
      a.bus.subscribe((event, origin) => {
        if (event.type === "RaceProgress" && origin === "remote") resolve(event.progress);
      }),
    );

    // The friend's first cell, written by B's game service: B never saw the race start.
    const game = await friendGame(code);
    const empty = GIVENS.indexOf("0");
    await b.games.join(FRIEND, game.id, "socket-b-friend");
    await b.games.submitMove(FRIEND, {
      gameId: game.id,
      moveId: "move-1",
      move: { type: "value", cells: [empty], digit: Number(SOLUTION[empty]) },
    });
    const event = await progress;
    expect(event).toMatchObject({ code, raceId: room.race!.id });
    expect(event.progress).toEqual([
      expect.objectContaining({ playerId: memberNamed(room, "Friend").playerId, filled: 1 }),
    ]);
  });
}
