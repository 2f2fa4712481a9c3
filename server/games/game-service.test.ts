/**
 * The game authority without sockets or a database: an in-memory store, a fixed puzzle and
 * fake timers, so every clock and timeout decision is checked to the millisecond.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ERROR_CODES, type GameUpdated } from "@/lib/game/protocol";
import type { Puzzle, PuzzleSource } from "../puzzles/puzzle-source";
import { GameService } from "./game-service";
import { MemoryGameStore } from "./memory-game-store";

const GIVENS = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const SOLUTION =
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const digits = (text: string) => [...text].map(Number);
const PUZZLE: Puzzle = {
  givens: digits(GIVENS),
  solution: digits(SOLUTION),
  rating: { hardest: "hidden-single", hardestName: "Hidden single", score: 100 },
};
const puzzles: PuzzleSource = { take: async () => PUZZLE };
const GRACE = 3_000;
const ALICE = "alice-guest-id-0001";

let store: MemoryGameStore;
let updates: GameUpdated[];
let service: GameService;
let seq = 0;
const moveId = () => `move-id-${++seq}`;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-22T10:00:00Z") });
  store = new MemoryGameStore();
  updates = [];
  service = new GameService({
    store,
    puzzles,
    pauseGraceMs: GRACE,
    onGameUpdated: (event) => updates.push(event),
    logError: () => {},
  });
});

afterEach(() => {
  vi.useRealTimers();
});

async function newGame(mistakeChecking = false) {
  const { gameId } = await service.create(ALICE, { level: "easy", mistakeChecking });
  return gameId;
}

describe("the clock", () => {
  it("starts on join, and counts only running time", async () => {
    const gameId = await newGame();
    vi.advanceTimersByTime(10_000); // created but not opened: not counted
    const { snapshot } = await service.join(ALICE, gameId, "tab-1");
    expect(snapshot.timer).toEqual({ elapsedMs: 0, running: true, paused: false });
    vi.advanceTimersByTime(5_000);
    const paused = await service.pause(ALICE, gameId);
    expect(paused.timer).toEqual({ elapsedMs: 5_000, running: false, paused: false });
    vi.advanceTimersByTime(60_000);
    const resumed = await service.resume(ALICE, gameId);
    expect(resumed.timer).toEqual({ elapsedMs: 5_000, running: true, paused: false });
    vi.advanceTimersByTime(1_500);
    const again = await service.pause(ALICE, gameId);
    expect(again.timer.elapsedMs).toBe(6_500);
    expect(store.games.get(gameId)?.clock).toEqual({ activeMs: 6_500, resumedAt: null });
  });

  it("pauses after the grace period when the last tab leaves, as of the moment it left", async () => {
    const gameId = await newGame();
    await service.join(ALICE, gameId, "tab-1");
    await service.join(ALICE, gameId, "tab-2");
    vi.advanceTimersByTime(2_000);
    service.leave(gameId, "tab-1");
    service.leave(gameId, "tab-2");
    await vi.advanceTimersByTimeAsync(GRACE - 1);
    expect(updates).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await service.idle();
    expect(updates).toHaveLength(1);
    expect(updates[0].timer).toEqual({ elapsedMs: 2_000, running: false, paused: false });
    expect(store.games.get(gameId)?.clock.resumedAt).toBeNull();
  });

  it("keeps running through a reload within the grace period", async () => {
    const gameId = await newGame();
    await service.join(ALICE, gameId, "tab-1");
    service.leave(gameId, "tab-1");
    await vi.advanceTimersByTimeAsync(GRACE / 2);
    await service.join(ALICE, gameId, "tab-1-reloaded");
    await vi.advanceTimersByTimeAsync(GRACE * 2);
    expect(updates).toEqual([]);
    const { timer } = await service.pause(ALICE, gameId);
    expect(timer.elapsedMs).toBe(GRACE / 2 + GRACE * 2);
  });

  it("restarts when a move arrives while paused", async () => {
    const gameId = await newGame();
    await service.join(ALICE, gameId, "tab-1");
    await service.pause(ALICE, gameId);
    const result = await service.submitMove(ALICE, {
      gameId,
      moveId: moveId(),
      move: { type: "corner", cells: [2], digit: 1 },
    });
    expect(result.updated?.timer.running).toBe(true);
  });

  it("stops every running clock on close, so downtime never counts", async () => {
    const gameId = await newGame();
    await service.join(ALICE, gameId, "tab-1");
    vi.advanceTimersByTime(4_000);
    await service.close();
    expect(store.games.get(gameId)?.clock).toEqual({ activeMs: 4_000, resumedAt: null });
  });
});

describe("moves", () => {
  it("refuses another guest's game and unknown games", async () => {
    const gameId = await newGame();
    await expect(service.join("mallory-guest-id-01", gameId, "t")).rejects.toMatchObject({
      code: ERROR_CODES.forbidden,
    });
    await expect(service.join(ALICE, "no-such-game", "t")).rejects.toMatchObject({
      code: ERROR_CODES.notFound,
    });
  });

  it("applies moves in arrival order, each with the next version", async () => {
    const gameId = await newGame();
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((digit) =>
        service.submitMove(ALICE, {
          gameId,
          moveId: moveId(),
          move: { type: "centre", cells: [2], digit },
        }),
      ),
    );
    expect(results.map((r) => r.ack.version)).toEqual([1, 2, 3, 4, 5]);
    expect(store.moves.get(gameId)?.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it("leaves the game untouched when the write fails", async () => {
    const gameId = await newGame(true);
    await service.join(ALICE, gameId, "tab-1");
    store.failNextWrite = true;
    const wrong = { type: "value" as const, cells: [2], digit: 9 };
    await expect(
      service.submitMove(ALICE, { gameId, moveId: "lost-move-1", move: wrong }),
    ).rejects.toThrow("write failed");
    const retry = await service.submitMove(ALICE, { gameId, moveId: "lost-move-1", move: wrong });
    expect(retry.ack).toMatchObject({ version: 1, mistakes: 1, duplicate: false, wrongCells: [2] });
  });

  it("counts only newly placed wrong digits as mistakes", async () => {
    const gameId = await newGame(true);
    const submit = (move: Parameters<GameService["submitMove"]>[1]["move"]) =>
      service.submitMove(ALICE, { gameId, moveId: moveId(), move });
    expect((await submit({ type: "value", cells: [2, 3], digit: 9 })).ack.mistakes).toBe(2);
    expect((await submit({ type: "undo" })).ack).toMatchObject({ mistakes: 2, wrongCells: [] });
    expect((await submit({ type: "redo" })).ack).toMatchObject({ mistakes: 2, wrongCells: [2, 3] });
    expect((await submit({ type: "value", cells: [2], digit: 4 })).ack).toMatchObject({
      mistakes: 2,
      wrongCells: [3],
    });
    const failed = await submit({
      type: "step",
      placements: [{ cell: 5, digit: 1 }],
      eliminations: [],
    });
    expect(failed.ack).toMatchObject({ mistakes: 3, status: "failed" });
    expect(failed.updated).toMatchObject({ status: "failed", timer: { running: false } });
  });

  it("finishes the game by server time when the board is the solution", async () => {
    const gameId = await newGame();
    await service.join(ALICE, gameId, "tab-1");
    vi.advanceTimersByTime(90_000);
    const placements = [...GIVENS].flatMap((ch, cell) =>
      ch === "0" ? [{ cell, digit: PUZZLE.solution[cell] }] : [],
    );
    const done = await service.submitMove(ALICE, {
      gameId,
      moveId: moveId(),
      move: { type: "step", placements, eliminations: [] },
    });
    expect(done.ack.status).toBe("solved");
    expect(done.updated).toMatchObject({
      status: "solved",
      timer: { elapsedMs: 90_000, running: false, paused: false },
      finishedAt: "2026-11-22T10:01:30.000Z",
    });
    vi.advanceTimersByTime(90_000);
    const { timer } = await service.resume(ALICE, gameId);
    expect(timer).toEqual({ elapsedMs: 90_000, running: false, paused: false });
    await expect(
      service.submitMove(ALICE, { gameId, moveId: moveId(), move: { type: "undo" } }),
    ).rejects.toMatchObject({ code: ERROR_CODES.gameOver });
  });

  it("rebuilds a game from the store, stopping a clock left running by a crash", async () => {
    const gameId = await newGame();
    await service.join(ALICE, gameId, "tab-1");
    vi.advanceTimersByTime(1_000);
    await service.submitMove(ALICE, {
      gameId,
      moveId: moveId(),
      move: { type: "value", cells: [2], digit: 4 },
    });
    // A new process on the same store: the crash happened 10 minutes later.
    vi.advanceTimersByTime(600_000);
    const restarted = new GameService({ store, puzzles, logError: () => {} });
    const { snapshot } = await restarted.join(ALICE, gameId, "tab-2");
    expect(snapshot.version).toBe(1);
    expect(snapshot.moves).toEqual([{ type: "value", cells: [2], digit: 4 }]);
    expect(snapshot.timer).toEqual({ elapsedMs: 1_000, running: true, paused: false });
  });
});

describe("hints", () => {
  it("counts every hint and stores the count", async () => {
    const gameId = await newGame();
    const first = await service.requestHint(ALICE, gameId);
    expect(first.hint.kind).toBe("step");
    const second = await service.requestHint(ALICE, gameId);
    expect(second.hints.step).toBe(2);
    expect(store.games.get(gameId)?.hintsUsed).toBe(2);
  });
});
