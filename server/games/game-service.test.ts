/**
 * The game authority without sockets or a database: an in-memory store, a fixed puzzle and
 * fake timers, so every clock and timeout decision is checked to the millisecond.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ERROR_CODES, LIMITS, type GameUpdated } from "@/lib/game/protocol";
import { MemoryBus } from "../bus/bus";
import { GameService } from "./game-service";
import { StaleWriteError } from "./game-store";
import { MemoryGameStore } from "./memory-game-store";
import { GIVENS, PUZZLE, SOLUTION, fixedPuzzles } from "../test-support/fixed-puzzle";

const puzzles = fixedPuzzles;
const GRACE = 3_000;
const ALICE = "alice-guest-id-0001";

let store: MemoryGameStore;
let updates: GameUpdated[];
let bus: MemoryBus;
let service: GameService;
let seq = 0;
const moveId = () => `move-id-${++seq}`;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-22T10:00:00Z") });
  store = new MemoryGameStore();
  updates = [];
  bus = new MemoryBus();
  bus.subscribe((event) => {
    if (event.type === "GameUpdated") updates.push(event.update);
  });
  service = new GameService({
    store,
    puzzles,
    pauseGraceMs: GRACE,
    bus,
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
    expect(paused.timer).toEqual({ elapsedMs: 5_000, running: false, paused: true });
    vi.advanceTimersByTime(60_000);
    const resumed = await service.resume(ALICE, gameId);
    expect(resumed.timer).toEqual({ elapsedMs: 5_000, running: true, paused: false });
    vi.advanceTimersByTime(1_500);
    const again = await service.pause(ALICE, gameId);
    expect(again.timer.elapsedMs).toBe(6_500);
    expect(store.games.get(gameId)?.clock).toEqual({
      activeMs: 6_500,
      resumedAt: null,
      pausedByPlayer: true,
    });
  });

  it("records when the clock first started, and keeps it through pauses", async () => {
    const gameId = await newGame();
    vi.advanceTimersByTime(10_000); // created, not opened: not started
    expect(store.games.get(gameId)?.startedAt).toBeNull();
    await service.join(ALICE, gameId, "tab-1");
    const startedAt = new Date("2026-11-22T10:00:10Z");
    expect(store.games.get(gameId)?.startedAt).toEqual(startedAt);
    vi.advanceTimersByTime(5_000);
    await service.pause(ALICE, gameId);
    vi.advanceTimersByTime(5_000);
    await service.resume(ALICE, gameId);
    await service.submitMove(ALICE, {
      gameId,
      moveId: moveId(),
      move: { type: "value", cells: [2], digit: 4 },
    });
    expect(store.games.get(gameId)?.startedAt).toEqual(startedAt);
  });

  it("runs a daily attempt on the wall clock from its first opening: no pause, leaving counts", async () => {
    const { gameId } = await service.create(ALICE, {
      mistakeChecking: true,
      daily: {
        date: "2026-11-22",
        level: "easy",
        givens: GIVENS,
        solution: SOLUTION,
        rating: PUZZLE.rating,
      },
    });
    vi.advanceTimersByTime(10_000); // opened later: the clock starts then
    await service.join(ALICE, gameId, "tab-1");
    vi.advanceTimersByTime(5_000);
    const paused = await service.pause(ALICE, gameId);
    expect(paused.timer).toEqual({ elapsedMs: 5_000, running: true, paused: false });
    service.leave(gameId, "tab-1");
    await vi.advanceTimersByTimeAsync(60_000);
    const { snapshot } = await service.join(ALICE, gameId, "tab-2");
    expect(snapshot.timer).toEqual({ elapsedMs: 65_000, running: true, paused: false });
    await service.close();
    expect(store.games.get(gameId)?.clock.resumedAt).toBe(Date.parse("2026-11-22T10:00:10Z"));
  });

  it("pauses after the grace period when the last tab leaves, as of the moment it left", async () => {
    const gameId = await newGame();
    await service.join(ALICE, gameId, "tab-1");
    await service.join(ALICE, gameId, "tab-2");
    updates.length = 0; // the first join started the clock
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
    updates.length = 0; // the join started the clock
    service.leave(gameId, "tab-1");
    await vi.advanceTimersByTimeAsync(GRACE / 2);
    await service.join(ALICE, gameId, "tab-1-reloaded");
    await vi.advanceTimersByTimeAsync(GRACE * 2);
    expect(updates).toEqual([]);
    const { timer } = await service.pause(ALICE, gameId);
    expect(timer.elapsedMs).toBe(GRACE / 2 + GRACE * 2);
  });

  it("lets a reload restart a clock the page stopped for a hidden tab", async () => {
    const gameId = await newGame();
    await service.join(ALICE, gameId, "tab-1");
    vi.advanceTimersByTime(1_000);
    const hidden = await service.pause(ALICE, gameId, true);
    expect(hidden.timer).toEqual({ elapsedMs: 1_000, running: false, paused: false });
    vi.advanceTimersByTime(5_000);
    const reload = await service.join(ALICE, gameId, "tab-2");
    expect(reload.snapshot.timer).toEqual({ elapsedMs: 1_000, running: true, paused: false });
  });

  it("holds the player's pause through joins and moves until the player resumes", async () => {
    const gameId = await newGame();
    await service.join(ALICE, gameId, "tab-1");
    vi.advanceTimersByTime(1_000);
    const paused = await service.pause(ALICE, gameId);
    expect(paused.timer).toEqual({ elapsedMs: 1_000, running: false, paused: true });
    vi.advanceTimersByTime(5_000);
    const reload = await service.join(ALICE, gameId, "tab-2");
    expect(reload.snapshot.timer).toEqual({ elapsedMs: 1_000, running: false, paused: true });
    expect(reload.updated).toBeNull();
    const move = { type: "corner" as const, cells: [2], digit: 1 };
    await expect(
      service.submitMove(ALICE, { gameId, moveId: moveId(), move }),
    ).rejects.toMatchObject({ code: ERROR_CODES.badRequest, message: "Resume the game first." });
    expect(store.moves.get(gameId)).toEqual([]);
    // Survives a restart: the pause is stored.
    const restarted = new GameService({ store, puzzles, logError: () => {} });
    const { snapshot } = await restarted.join(ALICE, gameId, "tab-3");
    expect(snapshot.timer).toEqual({ elapsedMs: 1_000, running: false, paused: true });
    const resumed = await restarted.resume(ALICE, gameId);
    expect(resumed.timer).toEqual({ elapsedMs: 1_000, running: true, paused: false });
    const after = await restarted.submitMove(ALICE, { gameId, moveId: moveId(), move });
    expect(after.ack.version).toBe(1);
  });

  it("stops every running clock on close, so downtime never counts", async () => {
    const gameId = await newGame();
    await service.join(ALICE, gameId, "tab-1");
    vi.advanceTimersByTime(4_000);
    await service.close();
    expect(store.games.get(gameId)?.clock).toEqual({
      activeMs: 4_000,
      resumedAt: null,
      pausedByPlayer: false,
    });
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

  it("stops the mistake count at the limit when one move places many wrong digits", async () => {
    const gameId = await newGame(true);
    const move = { type: "value" as const, cells: [2, 3, 5, 6, 7], digit: 9 };
    const { ack } = await service.submitMove(ALICE, { gameId, moveId: moveId(), move });
    expect(ack).toMatchObject({ mistakes: 3, status: "failed" });
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
    const failed = await submit({ type: "value", cells: [5], digit: 1 });
    expect(failed.ack).toMatchObject({ mistakes: 3, status: "failed" });
    expect(failed.updated).toMatchObject({ status: "failed", timer: { running: false } });
  });

  it("finishes the game by server time when the board is the solution", async () => {
    const gameId = await newGame();
    await service.join(ALICE, gameId, "tab-1");
    vi.advanceTimersByTime(90_000);
    const empties = [...GIVENS].flatMap((ch, cell) => (ch === "0" ? [cell] : []));
    let done: Awaited<ReturnType<GameService["submitMove"]>> | undefined;
    for (let digit = 1; digit <= 9; digit++) {
      const cells = empties.filter((cell) => PUZZLE.solution[cell] === digit);
      const move = { type: "value" as const, cells, digit };
      done = await service.submitMove(ALICE, { gameId, moveId: moveId(), move });
    }
    if (!done) throw new Error("no move");
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
  const empties = [...GIVENS].flatMap((ch, cell) => (ch === "0" ? [cell] : []));

  it("grades a step by the level asked for, and counts it at that level", async () => {
    const gameId = await newGame();
    const nudge = await service.requestHint(ALICE, gameId, "nudge");
    const cells = await service.requestHint(ALICE, gameId, "cells");
    const step = await service.requestHint(ALICE, gameId, "step");
    if (nudge.hint.kind !== "step" || cells.hint.kind !== "step" || step.hint.kind !== "step") {
      throw new Error("expected step hints");
    }
    expect(nudge.hint.level).toBe("nudge");
    expect(nudge.hint.step).toMatchObject({
      placements: [],
      eliminations: [],
      cells: [],
      digits: [],
    });
    expect(nudge.hint.step.explanation).toMatch(/^Look (at|for) /);
    expect(cells.hint.step.cells.length).toBeGreaterThan(0);
    expect(cells.hint.step).toMatchObject({ placements: [], eliminations: [] });
    expect(step.hint.step.placements.length + step.hint.step.eliminations.length).toBeGreaterThan(
      0,
    );
    expect(step.hints).toEqual({ nudge: 1, cells: 1, step: 1, check: 0 });
    expect(store.games.get(gameId)?.hints).toEqual({ nudge: 1, cells: 1, step: 1, check: 0 });
    // Each counted hint reached the game's tabs through the bus.
    expect(updates.map((update) => update.hints)).toEqual([nudge.hints, cells.hints, step.hints]);
  });

  it("accepts a step move only as the step last shown in full, once", async () => {
    const gameId = await newGame();
    await service.join(ALICE, gameId, "tab-1");
    const { hint } = await service.requestHint(ALICE, gameId, "step");
    if (hint.kind !== "step") throw new Error("expected a step");
    const { placements, eliminations } = hint.step;
    const other = { type: "step" as const, placements: [{ cell: 2, digit: 4 }], eliminations: [] };
    await expect(
      service.submitMove(ALICE, { gameId, moveId: moveId(), move: other }),
    ).rejects.toMatchObject({ code: "bad_request", message: "Apply only a step the hint showed." });
    const exact = {
      type: "step" as const,
      placements: [...placements].reverse(),
      eliminations: [...eliminations].reverse(),
    };
    const applied = await service.submitMove(ALICE, { gameId, moveId: moveId(), move: exact });
    expect(applied.ack.version).toBe(1);
    await expect(
      service.submitMove(ALICE, { gameId, moveId: moveId(), move: exact }),
    ).rejects.toMatchObject({ code: "bad_request" });
  });

  it("refuses a paused player's step move that fills the board, changing nothing", async () => {
    const gameId = await newGame();
    await service.join(ALICE, gameId, "tab-1");
    vi.advanceTimersByTime(4_000);
    await service.pause(ALICE, gameId);
    const before = store.games.get(gameId);
    vi.advanceTimersByTime(60_000);
    const placements = empties.map((cell) => ({ cell, digit: Number(SOLUTION[cell]) }));
    await expect(
      service.submitMove(ALICE, {
        gameId,
        moveId: moveId(),
        move: { type: "step", placements, eliminations: [] },
      }),
    ).rejects.toMatchObject({ code: "bad_request" });
    expect(store.games.get(gameId)).toBe(before);
    expect(store.moves.get(gameId)).toEqual([]);
    const { snapshot } = await service.join(ALICE, gameId, "tab-2");
    expect(snapshot.moves).toEqual([]);
    expect(snapshot.timer.elapsedMs).toBe(4_000);
  });

  it("names exactly one cell of a board filled with one digit, counted as a nudge", async () => {
    const gameId = await newGame();
    await service.submitMove(ALICE, {
      gameId,
      moveId: moveId(),
      move: { type: "value", cells: empties, digit: 1 },
    });
    const { hint, hints } = await service.requestHint(ALICE, gameId, "step");
    expect(hint).toMatchObject({ kind: "mistake" });
    if (hint.kind !== "mistake") throw new Error("expected a mistake");
    expect(hint.cells).toHaveLength(1);
    // The player asked for a step and got a wrong cell: charged as the nudge it is, no more.
    expect(hints).toEqual({ nudge: 1, cells: 0, step: 0, check: 0 });
    // Not always the first wrong cell, which would confirm every guess before it.
    const named = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const again = await service.requestHint(ALICE, gameId, "step");
      if (again.hint.kind === "mistake") named.add(again.hint.cells[0]);
    }
    expect(named.size).toBeGreaterThan(1);
  });
});

describe("lifecycle", () => {
  const IDLE = 60_000;
  const BOB = "bob-guest-id-000001";

  function serviceWithIdle() {
    return new GameService({
      store,
      puzzles,
      pauseGraceMs: GRACE,
      idleEvictMs: IDLE,
      logError: () => {},
    });
  }

  it("does not keep another guest's game in memory", async () => {
    const gameId = await newGame();
    await expect(service.join(BOB, gameId, "tab-b")).rejects.toMatchObject({ code: "forbidden" });
    await expect(
      service.submitMove(BOB, { gameId, moveId: moveId(), move: { type: "undo" } }),
    ).rejects.toMatchObject({ code: "forbidden" });
    expect(service.stats()).toEqual({ liveGames: 0, pendingTimers: 0 });
  });

  it("pauses after the grace, then frees the game after the idle time", async () => {
    const idle = serviceWithIdle();
    const gameId = await newGame();
    await idle.join(ALICE, gameId, "tab-1");
    expect(idle.stats()).toEqual({ liveGames: 1, pendingTimers: 0 });
    idle.leave(gameId, "tab-1");
    await vi.advanceTimersByTimeAsync(GRACE);
    await idle.idle();
    expect(store.games.get(gameId)?.clock.resumedAt).toBeNull();
    expect(idle.stats()).toEqual({ liveGames: 1, pendingTimers: 1 });
    await vi.advanceTimersByTimeAsync(IDLE);
    await idle.idle();
    expect(idle.stats()).toEqual({ liveGames: 0, pendingTimers: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("frees a daily game after the idle time without stopping its wall clock", async () => {
    const idle = serviceWithIdle();
    const { gameId } = await idle.create(ALICE, {
      mistakeChecking: false,
      daily: {
        date: "2026-11-22",
        level: "easy",
        givens: GIVENS,
        solution: SOLUTION,
        rating: PUZZLE.rating,
      },
    });
    await idle.join(ALICE, gameId, "tab-1");
    idle.leave(gameId, "tab-1");
    await vi.advanceTimersByTimeAsync(IDLE);
    await idle.idle();
    expect(idle.stats()).toEqual({ liveGames: 0, pendingTimers: 0 });
    expect(store.games.get(gameId)?.clock.resumedAt).toBe(Date.parse("2026-11-22T10:00:00Z"));
    const { snapshot } = await idle.join(ALICE, gameId, "tab-2");
    expect(snapshot.timer).toEqual({ elapsedMs: IDLE, running: true, paused: false });
  });

  it("frees a game loaded without a tab, and close clears every timer", async () => {
    const idle = serviceWithIdle();
    const gameId = await newGame();
    await idle.requestHint(ALICE, gameId, "nudge");
    expect(idle.stats()).toEqual({ liveGames: 1, pendingTimers: 1 });
    await vi.advanceTimersByTimeAsync(IDLE);
    await idle.idle();
    expect(idle.stats()).toEqual({ liveGames: 0, pendingTimers: 0 });
    await idle.join(ALICE, gameId, "tab-1");
    idle.leave(gameId, "tab-1");
    expect(idle.stats()).toEqual({ liveGames: 1, pendingTimers: 1 });
    await idle.close();
    expect(idle.stats()).toEqual({ liveGames: 0, pendingTimers: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("conditional writes", () => {
  it("answers conflict, not internal, when the write loses the race twice", async () => {
    const gameId = await newGame();
    await service.join(ALICE, gameId, "tab-1");
    let saves = 0;
    store.saveGame = async (game) => {
      saves++;
      throw new StaleWriteError(game.id);
    };
    await expect(service.requestHint(ALICE, gameId, "nudge")).rejects.toMatchObject({
      code: ERROR_CODES.conflict,
    });
    expect(saves).toBe(2);
    expect(service.stats()).toEqual({ liveGames: 0, pendingTimers: 0 });
  });

  it("retries once on the stored game after another service moved first", async () => {
    const other = new GameService({ store, puzzles, logError: () => {} });
    const gameId = await newGame(true);
    await service.join(ALICE, gameId, "tab-1");
    await other.join(ALICE, gameId, "tab-2");
    await other.submitMove(ALICE, {
      gameId,
      moveId: moveId(),
      move: { type: "value", cells: [2], digit: 9 },
    });
    const mine = await service.submitMove(ALICE, {
      gameId,
      moveId: moveId(),
      move: { type: "corner", cells: [3], digit: 1 },
    });
    expect(mine.ack).toMatchObject({ version: 2, mistakes: 1, wrongCells: [2] });
    await other.close();
  });
});

describe("limits and lists", () => {
  const empties = [...GIVENS].flatMap((ch, cell) => (ch === "0" ? [cell] : []));

  it("caps the move log by count", async () => {
    const gameId = await newGame();
    for (let i = 0; i < LIMITS.movesPerGame; i++) {
      await service.submitMove(ALICE, { gameId, moveId: moveId(), move: { type: "undo" } });
    }
    await expect(
      service.submitMove(ALICE, { gameId, moveId: moveId(), move: { type: "undo" } }),
    ).rejects.toMatchObject({ code: ERROR_CODES.limit });
    expect(store.moves.get(gameId)).toHaveLength(LIMITS.movesPerGame);
  });

  it("caps the move log by bytes, which bounds the largest snapshot", async () => {
    const gameId = await newGame();
    const all = Array.from({ length: 81 }, (_, cell) => cell);
    const big = { type: "corner" as const, cells: all, digit: 9 };
    let accepted = 0;
    let refusal: unknown = null;
    while (!refusal && accepted < LIMITS.movesPerGame) {
      await service.submitMove(ALICE, { gameId, moveId: moveId(), move: big }).then(
        () => accepted++,
        (error: unknown) => (refusal = error),
      );
    }
    expect(refusal).toMatchObject({ code: ERROR_CODES.limit });
    const { snapshot } = await service.join(ALICE, gameId, "tab-1");
    const size = Buffer.byteLength(JSON.stringify(snapshot));
    // Measured: 1,059,571 bytes for 3,703 moves of 81 cells each (the byte cap binds first).
    console.info(`largest snapshot: ${accepted} moves, ${size} bytes`);
    expect(size).toBeLessThan(LIMITS.logBytesPerGame * 1.25);
  });

  it("serves only the tail after sinceVersion, else the whole log", async () => {
    const gameId = await newGame();
    const ids = [moveId(), moveId(), moveId()];
    for (const [i, id] of ids.entries()) {
      const move = { type: "corner" as const, cells: [2], digit: i + 1 };
      await service.submitMove(ALICE, { gameId, moveId: id, move });
    }
    const tail = (await service.join(ALICE, gameId, "tab-1", 2)).snapshot;
    expect(tail).toMatchObject({ fromVersion: 2, version: 3, moveIds: [ids[2]] });
    expect(tail.moves).toEqual([{ type: "corner", cells: [2], digit: 3 }]);
    const ahead = (await service.join(ALICE, gameId, "tab-1", 7)).snapshot;
    expect(ahead).toMatchObject({ fromVersion: 0, moveIds: ids });
    expect((await service.join(ALICE, gameId, "tab-1", 3)).snapshot.moves).toEqual([]);
  });

  it("lists the guest's unfinished games, newest first, at most 20", async () => {
    const first = await newGame();
    vi.advanceTimersByTime(1_000);
    const second = await newGame();
    vi.advanceTimersByTime(1_000);
    await service.join(ALICE, first, "tab-1");
    await service.submitMove(ALICE, {
      gameId: first,
      moveId: moveId(),
      move: { type: "value", cells: empties.slice(0, 3), digit: 1 },
    });
    vi.advanceTimersByTime(2_000);
    await service.create("bob-guest-id-000001", { level: "easy", mistakeChecking: false });
    const games = await service.list(ALICE);
    expect(games.map((g) => g.id)).toEqual([first, second]);
    expect(games[0]).toMatchObject({ level: "easy", filled: 3, toFill: empties.length });
    expect(games[0].elapsedMs).toBe(2_000);
    for (let i = 0; i < 25; i++) await newGame();
    expect(await service.list(ALICE)).toHaveLength(20);
  });
});
