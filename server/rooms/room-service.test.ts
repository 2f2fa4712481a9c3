/**
 * The room authority without sockets or a database: memory stores, memory presence and fake
 * timers, so the lobby, the countdown, away deadlines, sweeps and progress batching are checked
 * to the millisecond. Two services over one store and one presence stand for two processes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ROOM_LIMITS, type RaceProgressEvent, type RoomSnapshot } from "@/lib/game/room-protocol";
import { GameService } from "../games/game-service";
import { MemoryGameStore } from "../games/memory-game-store";
import { MemoryPresenceSets } from "../presence/presence-sets";
import { MemberPresence } from "./member-presence";
import { MemoryRoomStore } from "./memory-room-store";
import { PROGRESS_FLUSH_MS } from "./progress-relay";
import { RoomService } from "./room-service";
import { ABSENCE_SWEEP_MS, JITTER } from "./room-sweeper";
import { fixedPuzzles } from "../test-support/fixed-puzzle";

const puzzles = fixedPuzzles;
const COUNTDOWN = 3_000;
const GRACE = 120_000;
const HOST = "host-guest-000000001";
const FRIEND = "friend-guest-0000001";

let games: MemoryGameStore;
let store: MemoryRoomStore;
let presence: MemoryPresenceSets;
let views: Map<string, RoomSnapshot>;
let progress: RaceProgressEvent[];
let services: { rooms: RoomService; games: GameService }[];

function startService() {
  const gameService = new GameService({ store: games, puzzles, logError: () => {} });
  const rooms = new RoomService({
    store,
    games: gameService,
    puzzles,
    presence,
    countdownMs: COUNTDOWN,
    reconnectGraceMs: GRACE,
    // The sweep waits exactly its interval: no jitter draw to reason about.
    sweeper: { random: () => 0.5 },
    publisher: {
      roomChanged: (_code, changed) => {
        for (const { guestId, room } of changed) views.set(guestId, room);
      },
      progress: (event) => progress.push(event),
    },
    logError: (message, error) => {
      throw new Error(`${message}: ${String(error)}`);
    },
  });
  services.push({ rooms, games: gameService });
  return rooms;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-25T12:00:00Z") });
  games = new MemoryGameStore();
  store = new MemoryRoomStore(games);
  presence = new MemoryPresenceSets();
  views = new Map();
  progress = [];
  services = [];
});

afterEach(async () => {
  for (const { rooms, games: gameService } of services) {
    await rooms.close();
    await gameService.close();
  }
  vi.useRealTimers();
});

/** A lobby with the host and the friend connected (one tab each), the friend ready. */
async function lobby(rooms: RoomService, friendRooms = rooms) {
  const { code } = await rooms.create(HOST, "Host");
  await rooms.join(HOST, code, "Host");
  rooms.connected(code, HOST, "tab-host");
  await friendRooms.join(FRIEND, code, "Friend");
  friendRooms.connected(code, FRIEND, "tab-friend");
  await friendRooms.ready(FRIEND, code, true);
  await Promise.all([rooms.idle(), friendRooms.idle()]);
  return code;
}

const friendIn = (room: RoomSnapshot | undefined) => room?.members.find((m) => m.name === "Friend");
const friendGame = () => [...games.games.values()].find((g) => g.guestId === FRIEND)!;

describe("the lobby", () => {
  it("refuses a start until every other racer is ready, then counts down to one instant", async () => {
    const rooms = startService();
    const { code } = await rooms.create(HOST, "Host");
    await rooms.join(FRIEND, code, "Friend");
    await expect(rooms.start(HOST, code)).rejects.toThrow(/Waiting for Friend/);
    expect(store.rooms.get(code)!.phase).toBe("lobby");
    await rooms.ready(FRIEND, code, true);
    const { room } = await rooms.start(HOST, code);
    expect(room.phase).toBe("racing");
    expect(room.race!.startsAt).toBe(Date.now() + COUNTDOWN);
    expect([...games.games.values()].map((g) => g.race!.startsAt)).toEqual([
      Date.now() + COUNTDOWN,
      Date.now() + COUNTDOWN,
    ]);
  });

  it("changes nothing when the write fails, and says so", async () => {
    const rooms = startService();
    const { code } = await rooms.create(HOST, "Host");
    await rooms.join(FRIEND, code, "Friend");
    const before = store.rooms.get(code);
    store.failNextWrite = true;
    await expect(rooms.ready(FRIEND, code, true)).rejects.toThrow("write failed");
    expect(store.rooms.get(code)).toBe(before);
  });

  it("retries a command another process wrote under, keeping both changes", async () => {
    const rooms = startService();
    const { code } = await rooms.create(HOST, "Host");
    await rooms.join(FRIEND, code, "Friend");
    // Another process renames the host between this one's read and its write.
    const save = store.saveRoom.bind(store);
    let raced = false;
    vi.spyOn(store, "saveRoom").mockImplementation(async (room) => {
      if (!raced) {
        raced = true;
        const stored = store.rooms.get(code)!;
        const members = stored.members.map((m) => (m.guestId === HOST ? { ...m, name: "Ann" } : m));
        store.rooms.set(code, { ...stored, members, version: stored.version + 1 });
      }
      return save(room);
    });
    const { room } = await rooms.ready(FRIEND, code, true);
    expect(room.members.map((m) => [m.name, m.ready])).toEqual([
      ["Ann", false],
      ["Friend", true],
    ]);
  });
});

describe("away deadlines", () => {
  it("stores a deadline when the last tab closes, and clears it when one comes back", async () => {
    const rooms = startService();
    const code = await lobby(rooms);
    await rooms.start(HOST, code);
    rooms.disconnected(code, FRIEND, "tab-friend");
    await rooms.idle();
    const deadline = Date.now() + GRACE;
    expect(store.rooms.get(code)!.members[1].awayUntil).toBe(deadline);
    expect(friendIn(views.get(HOST))).toMatchObject({ connected: false, forfeitsAt: deadline });

    await vi.advanceTimersByTimeAsync(GRACE - 1);
    rooms.connected(code, FRIEND, "tab-friend-2");
    await rooms.idle();
    expect(store.rooms.get(code)!.members[1].awayUntil).toBeNull();
    expect(friendIn(views.get(HOST))).toMatchObject({ connected: true, forfeitsAt: null });
    await vi.advanceTimersByTimeAsync(GRACE);
    expect(friendGame().status).toBe("playing");
  });

  it("gives absent racers their grace at the start, and keeps a spectator's deadline", async () => {
    const rooms = startService();
    const code = await lobby(rooms);
    await rooms.settings(HOST, code, { maxPlayers: 2 });
    await rooms.ready(FRIEND, code, true);
    await rooms.join("watcher-guest-000001", code, "Watcher");
    rooms.connected(code, "watcher-guest-000001", "tab-watcher");
    await rooms.idle();
    rooms.disconnected(code, "watcher-guest-000001", "tab-watcher");
    await rooms.idle();
    const watcherDeadline = Date.now() + GRACE;
    await vi.advanceTimersByTimeAsync(1_000);
    rooms.disconnected(code, FRIEND, "tab-friend");
    await rooms.idle();
    await rooms.start(HOST, code);
    const members = store.rooms.get(code)!.members;
    expect(members.map((m) => [m.role, m.awayUntil])).toEqual([
      ["player", null],
      ["player", Date.now() + GRACE],
      ["spectator", watcherDeadline],
    ]);
  });

  it("forfeits a racer who stays away, at the deadline, once", async () => {
    const rooms = startService();
    const code = await lobby(rooms);
    await rooms.start(HOST, code);
    rooms.disconnected(code, FRIEND, "tab-friend");
    await rooms.idle();
    await vi.advanceTimersByTimeAsync(GRACE - 1);
    expect(friendGame().status).toBe("playing");
    await vi.advanceTimersByTimeAsync(1);
    await rooms.idle();
    expect(friendGame()).toMatchObject({ status: "failed", forfeited: true });
    expect(store.rooms.get(code)!.members.map((m) => m.guestId)).toEqual([HOST]);
    expect(await rooms.sweepAbsences()).toBe(0);
  });

  it("acts on a deadline another process set, at its next jittered sweep", async () => {
    const [a, b] = [startService(), startService()];
    const code = await lobby(a, b);
    await a.start(HOST, code);
    a.startSweeping();
    // The friend's tab was on B, which set the deadline and then went away with its timers.
    b.disconnected(code, FRIEND, "tab-friend");
    await b.idle();
    await b.close();
    const deadline = store.rooms.get(code)!.members[1].awayUntil!;
    const firstSweep = ABSENCE_SWEEP_MS * (1 - JITTER + 2 * JITTER * 0.5);
    const sweepsBefore = Math.ceil(GRACE / firstSweep) - 1;
    await vi.advanceTimersByTimeAsync(sweepsBefore * firstSweep);
    expect(Date.now()).toBeLessThan(deadline);
    expect(friendGame().status).toBe("playing");
    await vi.advanceTimersByTimeAsync(firstSweep);
    await a.idle();
    expect(friendGame()).toMatchObject({ status: "failed", forfeited: true });
  });

  it("keeps a racer connected on another process when a deadline passes", async () => {
    const [a, b] = [startService(), startService()];
    const code = await lobby(a, b);
    await a.start(HOST, code);
    // A stale deadline (B's write clearing it was lost): presence says the friend is here.
    const stored = store.rooms.get(code)!;
    store.rooms.set(code, {
      ...stored,
      version: stored.version + 1,
      members: stored.members.map((m) =>
        m.guestId === FRIEND ? { ...m, awayUntil: Date.now() } : m,
      ),
    });
    expect(await a.sweepAbsences()).toBe(1);
    expect(friendGame().status).toBe("playing");
    expect(store.rooms.get(code)!.members[1]).toMatchObject({ guestId: FRIEND, awayUntil: null });
  });
});

describe("lost racers", () => {
  it("gives a deadline to a racer whose process died without a disconnect, at the next sweep", async () => {
    const [a, b] = [startService(), startService()];
    const code = await lobby(a, b);
    await a.start(HOST, code);
    // B is killed: its presence lapses (Redis TTL), no disconnect ever runs.
    await new MemberPresence(presence).remove(code, FRIEND, "tab-friend");
    expect(store.rooms.get(code)!.members[1].awayUntil).toBeNull();
    await a.sweepAbsences();
    expect(store.rooms.get(code)!.members[1].awayUntil).toBe(Date.now() + GRACE);
    expect(store.rooms.get(code)!.members[0].awayUntil).toBeNull();
    await vi.advanceTimersByTimeAsync(GRACE);
    await a.idle();
    expect(friendGame()).toMatchObject({ status: "failed", forfeited: true });
  });
});

describe("sweeps", () => {
  it("deletes an expired room nobody is in, and extends one somebody is in", async () => {
    const rooms = startService();
    const empty = (await rooms.create(HOST, "Host")).code;
    const busy = await lobby(rooms);
    await vi.advanceTimersByTimeAsync(ROOM_LIMITS.emptyLobbyMs + 1);
    expect(await rooms.sweep()).toEqual([empty]);
    expect(store.rooms.get(busy)!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe("progress", () => {
  it("sends the reports of one race within the flush interval as one event", async () => {
    const rooms = startService();
    const code = await lobby(rooms);
    const { room } = await rooms.start(HOST, code);
    const raceId = room.race!.id;
    const report = (guestId: string, filled: number) => {
      const game = [...games.games.values()].find((g) => g.guestId === guestId)!;
      rooms.onGameCommitted({
        gameId: game.id,
        guestId,
        raceId,
        version: filled,
        revision: filled,
        filled,
        status: "playing",
        gaveUp: false,
        forfeited: false,
        mistakes: 0,
        hints: game.hints,
        finishedAt: null,
      });
    };
    report(HOST, 1);
    report(FRIEND, 1);
    report(HOST, 2);
    await vi.advanceTimersByTimeAsync(PROGRESS_FLUSH_MS - 1);
    expect(progress).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(progress).toHaveLength(1);
    expect(progress[0].progress.map((p) => p.filled).sort()).toEqual([1, 2]);
  });
});

it("leaves no timer behind once closed", async () => {
  const rooms = startService();
  const code = await lobby(rooms);
  await rooms.start(HOST, code);
  rooms.startSweeping();
  rooms.disconnected(code, FRIEND, "tab-friend");
  await rooms.idle();
  expect(rooms.stats().timers).toBe(1);
  for (const { rooms: service, games: gameService } of services.splice(0)) {
    await service.close();
    await gameService.close();
  }
  expect(vi.getTimerCount()).toBe(0);
});
