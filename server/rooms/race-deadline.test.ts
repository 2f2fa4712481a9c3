/**
 * A race never stalls: after the first finish the others get a stored deadline, acted on by
 * this process's timer or any process's sweep; the host may end the round early; after a race
 * the next round is an offer each member accepts. Memory stores, memory bus and fake timers,
 * as room-service.test.ts; two services over one store stand for two processes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoomSnapshot } from "@/lib/game/room-protocol";
import { RACE_DEADLINE } from "@/lib/race/deadline";
import { MemoryBus } from "../bus/bus";
import { GameService } from "../games/game-service";
import { MemoryGameStore } from "../games/memory-game-store";
import { MemoryPresenceSets } from "../presence/presence-sets";
import { GIVENS, SOLUTION, fixedPuzzles } from "../test-support/fixed-puzzle";
import { MemoryRoomStore } from "./memory-room-store";
import { RoomService } from "./room-service";
import { ABSENCE_SWEEP_MS } from "./room-sweeper";

const COUNTDOWN = 3_000;
const HOST = "host-guest-000000001";
const FRIEND = "friend-guest-0000001";
const LATE = "late-guest-000000001";

let games: MemoryGameStore;
let store: MemoryRoomStore;
let presence: MemoryPresenceSets;
let views: Map<string, RoomSnapshot>;
let services: { rooms: RoomService; games: GameService }[];

function startService() {
  const bus = new MemoryBus(() => {});
  const gameService = new GameService({ store: games, puzzles: fixedPuzzles, bus });
  const rooms = new RoomService({
    store,
    games: gameService,
    puzzles: fixedPuzzles,
    presence,
    countdownMs: COUNTDOWN,
    sweeper: { random: () => 0.5 },
    publisher: {
      roomChanged: (_code, changed) => {
        for (const { guestId, room } of changed) views.set(guestId, room);
      },
      progress: () => {},
    },
    logError: (message, error) => {
      throw new Error(`${message}: ${String(error)}`);
    },
  });
  // As server/index.ts wires it: rooms follow the racers' games this process writes.
  bus.subscribe((event, origin) => {
    if (event.type === "GameCommitted" && origin === "local") rooms.onGameCommitted(event.game);
  });
  services.push({ rooms, games: gameService });
  return { rooms, games: gameService };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-25T12:00:00Z") });
  games = new MemoryGameStore();
  store = new MemoryRoomStore(games);
  presence = new MemoryPresenceSets();
  views = new Map();
  services = [];
});

afterEach(async () => {
  for (const { rooms, games: gameService } of services) {
    await rooms.close();
    await gameService.close();
  }
  vi.useRealTimers();
});

/** Host and friend race; the race is on (past the countdown). */
async function racing(rooms: RoomService) {
  const { code } = await rooms.create(HOST, "Host");
  await rooms.join(HOST, code, "Host");
  rooms.connected(code, HOST, "tab-host");
  await rooms.join(FRIEND, code, "Friend");
  rooms.connected(code, FRIEND, "tab-friend");
  await rooms.ready(FRIEND, code, true);
  await rooms.start(HOST, code);
  await vi.advanceTimersByTimeAsync(COUNTDOWN);
  return code;
}

const gameOf = (guestId: string) =>
  [...games.games.values()].filter((g) => g.guestId === guestId).at(-1)!;

/** The guest fills in the whole grid, one correct digit at a time. */
async function solve(gameService: GameService, guestId: string) {
  const game = gameOf(guestId);
  let n = 0;
  for (let cell = 0; cell < 81; cell++) {
    if (GIVENS[cell] !== "0") continue;
    await gameService.submitMove(guestId, {
      gameId: game.id,
      moveId: `m${++n}`,
      move: { type: "value", cells: [cell], digit: Number(SOLUTION[cell]) },
    });
  }
}

async function settled(...list: RoomService[]) {
  for (let i = 0; i < 3; i++) for (const rooms of list) await rooms.idle();
}

const raceOf = (code: string) => store.races.get(store.rooms.get(code)!.raceId!)!;
const standingOf = (guestId: string, code: string) => {
  const playerId = store.rooms.get(code)!.members.find((m) => m.guestId === guestId)!.playerId;
  return views.get(HOST)!.race!.progress.find((p) => p.playerId === playerId)!;
};

describe("the deadline after the first finish", () => {
  it("gives the others at least a minute, then ends the round: they did not finish", async () => {
    const { rooms, games: gameService } = startService();
    const code = await racing(rooms);
    await vi.advanceTimersByTimeAsync(10_000);
    await solve(gameService, HOST);
    await settled(rooms);
    const race = raceOf(code);
    expect(race.winnerAt).toBe(Date.now());
    // A 10 s win: half of it is less than the floor, so a minute.
    expect(race.deadlineAt).toBe(Date.now() + RACE_DEADLINE.minMs);
    expect(views.get(FRIEND)!.race!.deadlineAt).toBe(race.deadlineAt);

    await vi.advanceTimersByTimeAsync(RACE_DEADLINE.minMs - 1);
    await settled(rooms);
    expect(gameOf(FRIEND).status).toBe("playing");
    expect(store.rooms.get(code)!.phase).toBe("racing");

    await vi.advanceTimersByTimeAsync(1);
    await settled(rooms);
    expect(gameOf(FRIEND)).toMatchObject({ status: "failed", forfeited: true });
    expect(raceOf(code).finishedAt).not.toBeNull();
    expect(store.rooms.get(code)!.phase).toBe("finished");
    expect(standingOf(FRIEND, code).status).toBe("dnf");
    expect(standingOf(HOST, code)).toMatchObject({ status: "solved", rank: 1 });
  });

  it("is ended by another process's sweep when the one that saw the win is gone", async () => {
    const a = startService();
    const b = startService();
    b.rooms.startSweeping();
    const code = await racing(a.rooms);
    await solve(a.games, HOST);
    await settled(a.rooms);
    const deadlineAt = raceOf(code).deadlineAt!;
    // A goes down before the deadline: its timer goes with it.
    await a.rooms.close();
    await vi.advanceTimersByTimeAsync(deadlineAt - Date.now() + ABSENCE_SWEEP_MS);
    await settled(b.rooms);
    expect(gameOf(FRIEND)).toMatchObject({ status: "failed", forfeited: true });
    expect(store.rooms.get(code)!.phase).toBe("finished");
  });

  it("is given by any process's sweep to a race whose winner's process died first", async () => {
    const { rooms } = startService();
    rooms.startSweeping();
    const code = await racing(rooms);
    const race = raceOf(code);
    const winnerId = store.rooms.get(code)!.members[0].playerId;
    store.races.set(race.id, { ...race, winnerId, winnerAt: Date.now() });
    await vi.advanceTimersByTimeAsync(ABSENCE_SWEEP_MS);
    await settled(rooms);
    expect(raceOf(code).deadlineAt).not.toBeNull();
  });
});

describe("the host ends the round", () => {
  it("is refused before anyone finished, and to anyone but the host", async () => {
    const { rooms, games: gameService } = startService();
    const code = await racing(rooms);
    await expect(rooms.endRound(HOST, code)).rejects.toThrow(
      "The round can be ended once someone has finished.",
    );
    await solve(gameService, HOST);
    await settled(rooms);
    await expect(rooms.endRound(FRIEND, code)).rejects.toThrow("Only the host can end the round.");
    expect(gameOf(FRIEND).status).toBe("playing");
  });

  it("ends it at once after the first finish: the others did not finish", async () => {
    const { rooms, games: gameService } = startService();
    const code = await racing(rooms);
    await solve(gameService, HOST);
    await settled(rooms);
    const { room } = await rooms.endRound(HOST, code);
    expect(room.phase).toBe("finished");
    expect(room.race!.finishedAt).not.toBeNull();
    await settled(rooms);
    expect(standingOf(FRIEND, code).status).toBe("dnf");
    await expect(rooms.endRound(HOST, code)).rejects.toThrow("No race is on.");
  });
});

describe("the host ends a round nobody won", () => {
  it("once someone gave up: the one left idling does not keep everyone waiting", async () => {
    const { rooms } = startService();
    const code = await racing(rooms);
    await rooms.giveUp(HOST, code);
    await settled(rooms);
    const { room } = await rooms.endRound(HOST, code);
    expect(room.phase).toBe("finished");
    await settled(rooms);
    expect(standingOf(FRIEND, code).status).toBe("dnf");
  });
});

describe("the next round", () => {
  /** A finished race, with a latecomer who came in during it (watching). */
  async function finished() {
    const { rooms, games: gameService } = startService();
    const code = await racing(rooms);
    await rooms.join(LATE, code, "Late");
    await solve(gameService, HOST);
    await settled(rooms);
    await rooms.endRound(HOST, code);
    return { rooms, code };
  }

  it("waits for someone besides the host to say they're in", async () => {
    const { rooms, code } = await finished();
    await expect(rooms.start(HOST, code)).rejects.toThrow("Waiting for someone to say they're in.");
  });

  it("races those who said they're in, a latecomer included; the others watch", async () => {
    const { rooms, code } = await finished();
    const { room } = await rooms.ready(LATE, code, true);
    expect(room.members.find((m) => m.name === "Late")).toMatchObject({
      role: "spectator",
      ready: true,
    });
    await rooms.start(HOST, code);
    const next = store.rooms.get(code)!;
    expect(next.members.map((m) => [m.name, m.role])).toEqual([
      ["Host", "player"],
      ["Friend", "spectator"],
      ["Late", "player"],
    ]);
    const race = raceOf(code);
    expect(race.round).toBe(2);
    expect(race.entrants.map((e) => e.name)).toEqual(["Host", "Late"]);
    expect(gameOf(FRIEND).race!.raceId).not.toBe(race.id);
  });

  it("says so when the next round is full", async () => {
    const { rooms, code } = await finished();
    const room = store.rooms.get(code)!;
    store.rooms.set(code, { ...room, settings: { ...room.settings, maxPlayers: 2 } });
    await rooms.ready(FRIEND, code, true);
    await expect(rooms.ready(LATE, code, true)).rejects.toThrow(/The next round is full/);
    // Sitting out frees the seat.
    await rooms.ready(FRIEND, code, false);
    await rooms.ready(LATE, code, true);
  });

  it("will not start past the cap when a hand-over put a new host in", async () => {
    const { rooms, code } = await finished();
    const room = store.rooms.get(code)!;
    store.rooms.set(code, { ...room, settings: { ...room.settings, maxPlayers: 2 } });
    await rooms.ready(HOST, code, true);
    await rooms.ready(LATE, code, true);
    // The new host is in by being host: three in a round of two.
    const friend = store.rooms.get(code)!.members.find((m) => m.guestId === FRIEND)!;
    await rooms.handOver(HOST, code, friend.playerId);
    await expect(rooms.start(FRIEND, code)).rejects.toThrow(/The next round is full/);
  });

  it("refuses 'I'm in' while a race is on", async () => {
    const { rooms } = startService();
    const code = await racing(rooms);
    await expect(rooms.ready(FRIEND, code, true)).rejects.toThrow(/A race is on/);
  });
});
