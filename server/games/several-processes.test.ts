/**
 * Two game services on one store, as two processes behind one load balancer: a bus that tells
 * each the other's events as remote, and one set of game tabs both read (Redis in production).
 * Nothing one process holds in memory may decide what the other serves.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ERROR_CODES, type GameUpdated } from "@/lib/game/protocol";
import { MemoryBus } from "../bus/bus";
import type { DomainEvent } from "../bus/events";
import { MemoryPresenceSets } from "../presence/presence-sets";
import { GameService } from "./game-service";
import { StaleWriteError } from "./game-store";
import { MemoryGameStore } from "./memory-game-store";
import { fixedPuzzles } from "../test-support/fixed-puzzle";

const puzzles = fixedPuzzles;
const GRACE = 3_000;
const GUEST = "guest-id-several-0001";
const USER = "user:account-0001";

/** One process's bus: its own events arrive `local`, its peers' `remote` (as over Redis). */
class LinkedBus extends MemoryBus {
  readonly peers: LinkedBus[] = [];

  override publish(event: DomainEvent): void {
    super.publish(event);
    for (const peer of this.peers) peer.deliver(event, "remote");
  }
}

let store: MemoryGameStore;
let presence: MemoryPresenceSets;
let busA: LinkedBus;
let busB: LinkedBus;
let a: GameService;
let b: GameService;
let refusedWrites: number;
let seq = 0;
const moveId = () => `several-move-${++seq}`;
const put = (cell: number, digit: number) => ({ type: "value" as const, cells: [cell], digit });

/** The game updates a process published for its sockets. */
function updatesOf(bus: MemoryBus): GameUpdated[] {
  const updates: GameUpdated[] = [];
  bus.subscribe((event, origin) => {
    if (origin === "local" && event.type === "GameUpdated") updates.push(event.update);
  });
  return updates;
}

function service(bus: LinkedBus) {
  return new GameService({
    store,
    puzzles,
    bus,
    presence,
    pauseGraceMs: GRACE,
    logError: () => {},
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-22T10:00:00Z") });
  store = new MemoryGameStore();
  // Counts the conditional writes refused because a process wrote from a stale copy.
  refusedWrites = 0;
  for (const name of ["appendMove", "saveGame"] as const) {
    const write = store[name].bind(store) as (...args: unknown[]) => Promise<void>;
    store[name] = async (...args: unknown[]) => {
      try {
        await write(...args);
      } catch (error) {
        if (error instanceof StaleWriteError) refusedWrites++;
        throw error;
      }
    };
  }
  presence = new MemoryPresenceSets();
  busA = new LinkedBus();
  busB = new LinkedBus();
  busA.peers.push(busB);
  busB.peers.push(busA);
  a = service(busA);
  b = service(busB);
});

afterEach(async () => {
  await a.close();
  await b.close();
  vi.useRealTimers();
});

async function newGame(guestId = GUEST) {
  return (await a.create(guestId, { level: "easy", mistakeChecking: false })).gameId;
}

describe("moves to the other tabs", () => {
  const appliedOn = (bus: MemoryBus) => {
    const moves: string[] = [];
    bus.subscribe((event, origin) => {
      if (origin === "local" && event.type === "MoveApplied") moves.push(event.applied.moveId);
    });
    return moves;
  };

  it("go out while another tab has the game open anywhere, and not when the mover is alone", async () => {
    const gameId = await newGame();
    const sent = appliedOn(busA);
    await a.join(GUEST, gameId, "tab-a");
    const alone = moveId();
    await a.submitMove(GUEST, { gameId, moveId: alone, move: put(2, 4), tabId: "tab-a" });
    expect(sent).toEqual([]);

    // A second tab, on the other process: it must hear the next move.
    await b.join(GUEST, gameId, "tab-b");
    const watched = moveId();
    await a.submitMove(GUEST, { gameId, moveId: watched, move: put(3, 6), tabId: "tab-a" });
    expect(sent).toEqual([watched]);
  });
});

describe("stale copies", () => {
  it("serves the other process's move to a tab that reloads on this one", async () => {
    const gameId = await newGame();
    await b.join(GUEST, gameId, "tab-b");
    await a.join(GUEST, gameId, "tab-a");
    await a.submitMove(GUEST, { gameId, moveId: moveId(), move: put(2, 4) });
    const { snapshot } = await b.join(GUEST, gameId, "tab-b-reloaded", 0);
    expect(snapshot.version).toBe(1);
    expect(snapshot.moves).toEqual([put(2, 4)]);
  });

  it("reloads a copy another process's write made stale before writing on it", async () => {
    const gameId = await newGame();
    await b.join(GUEST, gameId, "tab-b");
    await a.join(GUEST, gameId, "tab-a");
    await a.submitMove(GUEST, { gameId, moveId: moveId(), move: put(2, 4) });
    const { ack } = await b.submitMove(GUEST, { gameId, moveId: moveId(), move: put(3, 6) });
    expect(ack.version).toBe(2);
    // The bus told B: its write went out from the stored game, not from its old copy.
    expect(refusedWrites).toBe(0);
  });

  it("checks the stored game on join when the other process's event has not arrived", async () => {
    busA.peers.length = 0; // A's events are late
    const gameId = await newGame();
    await b.join(GUEST, gameId, "tab-b");
    await a.join(GUEST, gameId, "tab-a");
    await a.submitMove(GUEST, { gameId, moveId: moveId(), move: put(2, 4) });
    const { snapshot } = await b.join(GUEST, gameId, "tab-b-reloaded", 0);
    expect(snapshot.version).toBe(1);
    expect(snapshot.moves).toEqual([put(2, 4)]);
  });

  it("lists the stored state of a game another process wrote since", async () => {
    busA.peers.length = 0;
    const gameId = await newGame();
    await b.join(GUEST, gameId, "tab-b");
    await a.join(GUEST, gameId, "tab-a");
    await a.submitMove(GUEST, { gameId, moveId: moveId(), move: put(2, 4) });
    const [listed] = await b.list(GUEST);
    expect(listed).toMatchObject({ id: gameId, filled: 1 });
  });
});

describe("a sign-in claimed on another process", () => {
  it("lets the account play the game this process cached under the guest", async () => {
    const gameId = await newGame();
    await b.join(GUEST, gameId, "tab-b");
    await a.join(GUEST, gameId, "tab-a");
    // The claim (server/auth) moves the rows, and tells only the process it ran on.
    store.games.set(gameId, { ...store.games.get(gameId)!, guestId: USER });
    await a.ownerChanged([gameId], USER);
    const { ack } = await b.submitMove(USER, { gameId, moveId: moveId(), move: put(2, 4) });
    expect(ack.version).toBe(1);
  });

  it("still refuses another player after looking at the store", async () => {
    const gameId = await newGame();
    await b.join(GUEST, gameId, "tab-b");
    await expect(
      b.submitMove("someone-else-0001", { gameId, moveId: moveId(), move: put(2, 4) }),
    ).rejects.toMatchObject({ code: ERROR_CODES.forbidden });
    expect(store.games.get(gameId)?.version).toBe(0);
  });
});

describe("the clock across processes", () => {
  it("keeps running while a tab plays on another process, and counts every second", async () => {
    const gameId = await newGame();
    const updatesB = updatesOf(busB);
    await a.join(GUEST, gameId, "tab-a");
    vi.advanceTimersByTime(1_000);
    await b.join(GUEST, gameId, "tab-b");
    vi.advanceTimersByTime(1_000);
    b.leave(gameId, "tab-b");
    await vi.advanceTimersByTimeAsync(GRACE * 2);
    await b.idle();
    expect(updatesB).toEqual([]);
    expect(store.games.get(gameId)?.clock.resumedAt).not.toBeNull();
    const { timer } = await a.pause(GUEST, gameId);
    expect(timer.elapsedMs).toBe(2_000 + GRACE * 2);
  });

  it("pauses once the last tab anywhere is gone, as of the moment it left", async () => {
    const gameId = await newGame();
    const updatesA = updatesOf(busA);
    await a.join(GUEST, gameId, "tab-a");
    await b.join(GUEST, gameId, "tab-b");
    updatesA.length = 0; // the first join started the clock
    vi.advanceTimersByTime(1_000);
    b.leave(gameId, "tab-b");
    vi.advanceTimersByTime(1_000);
    a.leave(gameId, "tab-a");
    await vi.advanceTimersByTimeAsync(GRACE);
    await a.idle();
    await b.idle();
    expect(updatesA).toHaveLength(1);
    expect(updatesA[0].timer).toEqual({ elapsedMs: 2_000, running: false, paused: false });
    expect(store.games.get(gameId)?.clock).toMatchObject({ activeMs: 2_000, resumedAt: null });
  });

  it("does not count a tab whose join failed, so it cannot keep the clock running", async () => {
    const gameId = await newGame();
    await b.join(GUEST, gameId, "tab-b");
    await a.pause(GUEST, gameId, true); // the page hid: the next join writes the clock
    store.failNextWrite = true;
    await expect(a.join(GUEST, gameId, "tab-a-failed")).rejects.toThrow("write failed");
    // The failed tab gets no `leave` from the socket layer: it must not be counted at all.
    expect(await presence.members(`game:${gameId}:tabs`)).toEqual(["tab-b"]);
  });

  it("does not pause on shutdown a game a tab still plays on another process", async () => {
    const gameId = await newGame();
    await b.join(GUEST, gameId, "tab-b");
    await a.join(GUEST, gameId, "tab-a");
    vi.advanceTimersByTime(1_000);
    await a.close();
    expect(store.games.get(gameId)?.clock.resumedAt).not.toBeNull();
    vi.advanceTimersByTime(1_000);
    const { timer } = await b.pause(GUEST, gameId);
    expect(timer.elapsedMs).toBe(2_000);
  });

  it("pauses on shutdown a game whose only tabs were this process's", async () => {
    const gameId = await newGame();
    await a.join(GUEST, gameId, "tab-a");
    vi.advanceTimersByTime(1_000);
    await a.close();
    expect(store.games.get(gameId)?.clock).toMatchObject({ activeMs: 1_000, resumedAt: null });
  });
});
