/**
 * The game protocol end to end: real socket.io clients against the real socket server on a
 * free port, with a throwaway embedded database. One server for the whole file (PGlite takes
 * a few seconds to start).
 */
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Move } from "@/lib/game/move";
import {
  ERROR_CODES,
  MAX_MISTAKES,
  type GameSnapshot,
  type GameSummary,
  type HintCounts,
  type HintView,
  type MoveAck,
  type TimerState,
} from "@/lib/game/protocol";
import { gridFrom } from "@/lib/sudoku/grid";
import { solve } from "@/lib/sudoku/solver";
import { newGuestId } from "../guest";
import {
  call,
  connectGuest,
  moveId,
  nextEvent,
  startTestServer,
  type ClientSocket,
  type TestServer,
} from "../test-support/harness";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const PUZZLE_SOLUTION =
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

type Ok<T> = { ok: true } & T;
type Failure = { ok: false; error: { code: string; message: string } };

let server: TestServer;
const sockets: ClientSocket[] = [];

async function guest(guestId = newGuestId()) {
  const socket = await connectGuest(server, guestId);
  sockets.push(socket);
  return socket;
}

async function createGame(socket: ClientSocket, payload: object): Promise<string> {
  const result = await call<Ok<{ gameId: string }> | Failure>(socket, "game:create", payload);
  if (!result.ok) throw new Error(`create failed: ${result.error.message}`);
  return result.gameId;
}

async function join(socket: ClientSocket, gameId: string): Promise<GameSnapshot> {
  const result = await call<Ok<{ snapshot: GameSnapshot }> | Failure>(socket, "game:join", {
    gameId,
  });
  if (!result.ok) throw new Error(`join failed: ${result.error.message}`);
  return result.snapshot;
}

function submit(socket: ClientSocket, gameId: string, move: Move, id = moveId()) {
  return call<Ok<MoveAck> | Failure>(socket, "move:submit", { gameId, moveId: id, move });
}

function solutionOf(givens: string): number[] {
  const { solution } = solve(gridFrom(givens));
  if (!solution) throw new Error("test puzzle without a solution");
  return solution;
}

/** The first empty cell and a digit that is wrong there. */
function wrongEntry(givens: string, solution: number[], skip = 0) {
  const empties = [...givens].flatMap((ch, cell) => (ch === "0" ? [cell] : []));
  const cell = empties[skip];
  return { cell, digit: (solution[cell] % 9) + 1 };
}

const counts = async () => ({
  games: await server.db.game.count(),
  moves: await server.db.move.count(),
});

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server?.dispose();
});

describe("connecting", () => {
  it("issues a signed, HttpOnly, SameSite=Lax guest cookie on the handshake", async () => {
    const headers = await new Promise<Record<string, string | string[] | undefined>>(
      (resolve, reject) => {
        const req = request(`${server.url}/socket.io/?EIO=4&transport=polling`, (res) => {
          res.resume();
          resolve(res.headers);
        });
        req.on("error", reject);
        req.end();
      },
    );
    const cookie = String(headers["set-cookie"]);
    expect(cookie).toMatch(/^nonet_guest=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+;/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("refuses a client of another protocol version with a clear message", async () => {
    await expect(connectGuest(server, newGuestId(), { protocol: 99 })).rejects.toThrow(
      /out of date: reload it/,
    );
  });
});

describe("game:create", () => {
  it.each(["easy", "medium", "hard", "expert", "extreme"])("creates a %s game", async (level) => {
    const socket = await guest();
    const gameId = await createGame(socket, { level });
    const snapshot = await join(socket, gameId);
    expect(snapshot.level).toBe(level);
    expect(snapshot.givens).toMatch(/^[0-9]{81}$/);
    expect(snapshot.version).toBe(0);
    expect(snapshot.status).toBe("playing");
  });

  it("creates a custom game from a proper puzzle, rated", async () => {
    const socket = await guest();
    const gameId = await createGame(socket, { puzzle: PUZZLE, mistakeChecking: true });
    const snapshot = await join(socket, gameId);
    expect(snapshot.level).toBe("custom");
    expect(snapshot.givens).toBe(PUZZLE.replaceAll(".", "0"));
    expect(snapshot.rating.score).toBeGreaterThan(0);
    expect(snapshot.mistakeChecking).toBe(true);
  });

  it.each([
    ["an unknown level", { level: "impossible" }, /level/],
    ["neither level nor puzzle", {}, /either a level or a puzzle/],
    ["both level and puzzle", { level: "easy", puzzle: PUZZLE }, /either a level or a puzzle/],
    ["a short puzzle", { puzzle: "123" }, /81 characters/],
    ["clashing givens", { puzzle: "55" + ".".repeat(79) }, /5 appears twice in row 1/],
    ["no solution", { puzzle: "12345678." + "........9" + ".".repeat(63) }, /no solution/],
    ["several solutions", { puzzle: "1" + ".".repeat(80) }, /more than one solution/],
    ["an extra key", { level: "easy", cheat: true }, /cheat|Unrecognized/],
  ])("refuses %s with a precise bad_request and stores nothing", async (_, payload, message) => {
    const socket = await guest();
    const before = await counts();
    const result = await call<Failure>(socket, "game:create", payload);
    expect(result.ok).toBe(false);
    expect(result.error.code).toBe(ERROR_CODES.badRequest);
    expect(result.error.message).toMatch(message);
    expect(await counts()).toEqual(before);
  });
});

describe("limits and lists", () => {
  it("refuses a guest's 21st new game in a minute with limit", async () => {
    const socket = await guest();
    for (let i = 0; i < 20; i++) await createGame(socket, { puzzle: PUZZLE });
    const refused = await call<Failure>(socket, "game:create", { puzzle: PUZZLE });
    expect(refused).toMatchObject({ ok: false, error: { code: ERROR_CODES.limit } });
    const listed = await call<Ok<{ games: GameSummary[] }>>(socket, "game:list", {});
    expect(listed.games).toHaveLength(20);
  });

  it("lists unfinished games newest first and joins with only the tail", async () => {
    const socket = await guest();
    const older = await createGame(socket, { puzzle: PUZZLE });
    const newer = await createGame(socket, { puzzle: PUZZLE });
    await join(socket, older);
    await submit(socket, older, { type: "value", cells: [2], digit: 4 });
    const second = await submit(socket, older, { type: "corner", cells: [3], digit: 6 });
    expect(second).toMatchObject({ ok: true, version: 2 });
    const listed = await call<Ok<{ games: GameSummary[] }>>(socket, "game:list", {});
    expect(listed.games.map((g) => g.id)).toEqual([older, newer]);
    expect(listed.games[0]).toMatchObject({ level: "custom", filled: 1, toFill: 51 });
    const tail = await call<Ok<{ snapshot: GameSnapshot }>>(socket, "game:join", {
      gameId: older,
      sinceVersion: 1,
    });
    expect(tail.snapshot).toMatchObject({ fromVersion: 1, version: 2 });
    expect(tail.snapshot.moves).toEqual([{ type: "corner", cells: [3], digit: 6 }]);
  });
});

describe("custom puzzles", () => {
  it("refuses a puzzle with no empty cell", async () => {
    const socket = await guest();
    const result = await call<Failure>(socket, "game:create", { puzzle: PUZZLE_SOLUTION });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: ERROR_CODES.badRequest,
        message: "This puzzle has no empty cell: there is nothing left to play.",
      },
    });
  });
});

describe("game:join", () => {
  it("returns a snapshot that never contains the solution", async () => {
    const socket = await guest();
    const gameId = await createGame(socket, { puzzle: PUZZLE, mistakeChecking: true });
    const snapshot = await join(socket, gameId);
    const json = JSON.stringify(snapshot);
    expect(snapshot.solution).toBeNull();
    expect(json).not.toContain(PUZZLE_SOLUTION);
    expect(snapshot.timer.running).toBe(true);
    expect(snapshot).toMatchObject({ id: gameId, moves: [], wrongCells: [], mistakes: 0 });
  });

  it("is forbidden to another guest, and not_found for an unknown game", async () => {
    const owner = await guest();
    const gameId = await createGame(owner, { level: "easy" });
    const stranger = await guest();
    const forbidden = await call<Failure>(stranger, "game:join", { gameId });
    expect(forbidden).toMatchObject({ ok: false, error: { code: ERROR_CODES.forbidden } });
    const move = await submit(stranger, gameId, { type: "autoCandidates" });
    expect(move).toMatchObject({ ok: false, error: { code: ERROR_CODES.badRequest } });
    const missing = await call<Failure>(owner, "game:join", { gameId: "nosuchgame123" });
    expect(missing).toMatchObject({ ok: false, error: { code: ERROR_CODES.notFound } });
  });

  it("serves a move sent right behind its join, without waiting for the join's ack", async () => {
    const socket = await guest();
    const gameId = await createGame(socket, { puzzle: PUZZLE });
    const [joined, moved] = await Promise.all([
      call<Ok<{ snapshot: GameSnapshot }>>(socket, "game:join", { gameId }),
      submit(socket, gameId, { type: "corner", cells: [2], digit: 1 }),
    ]);
    expect(joined.snapshot.version).toBe(0);
    expect(moved).toMatchObject({ ok: true, version: 1 });
  });

  it("leaves no game in memory and no clock running after forbidden joins and un-joined probes", async () => {
    const owner = await guest();
    const gameId = await createGame(owner, { puzzle: PUZZLE });
    const stranger = await guest();
    const before = server.service.stats();
    for (let i = 0; i < 3; i++) {
      const refused = await call<Failure>(stranger, "game:join", { gameId });
      expect(refused.error.code).toBe(ERROR_CODES.forbidden);
    }
    const probes = [
      submit(owner, gameId, { type: "value", cells: [2], digit: 4 }),
      call<Failure>(owner, "hint:request", { gameId, level: "step" }),
      call<Failure>(owner, "timer:pause", { gameId }),
      call<Failure>(owner, "timer:resume", { gameId }),
    ];
    for (const probe of await Promise.all(probes)) {
      expect(probe).toMatchObject({
        ok: false,
        error: { code: ERROR_CODES.badRequest, message: "Join the game first." },
      });
    }
    expect(server.service.stats()).toEqual(before);
    const row = await server.db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(row).toMatchObject({ version: 0, resumedAt: null, hintsStep: 0 });
  });
});

describe("move:submit", () => {
  it("acks a move once it is stored and sends it to the guest's other tabs", async () => {
    const guestId = newGuestId();
    const tab1 = await guest(guestId);
    const tab2 = await guest(guestId);
    const gameId = await createGame(tab1, { puzzle: PUZZLE });
    await join(tab1, gameId);
    await join(tab2, gameId);
    const broadcast = nextEvent(tab2, "move:applied");
    const move: Move = { type: "value", cells: [2], digit: 4 };
    const ack = await submit(tab1, gameId, move);
    expect(ack).toMatchObject({ ok: true, version: 1, status: "playing", duplicate: false });
    expect(await broadcast).toMatchObject({ gameId, version: 1, move });
    expect(await server.db.move.count({ where: { gameId } })).toBe(1);
    // A third tab opened now replays the same log.
    const tab3 = await guest(guestId);
    expect((await join(tab3, gameId)).moves).toEqual([move]);
  });

  it("applies a retried moveId only once", async () => {
    const socket = await guest();
    const gameId = await createGame(socket, { puzzle: PUZZLE });
    await join(socket, gameId);
    const id = moveId();
    const first = await submit(socket, gameId, { type: "value", cells: [2], digit: 4 }, id);
    const retry = await submit(socket, gameId, { type: "value", cells: [2], digit: 4 }, id);
    expect(first).toMatchObject({ ok: true, version: 1, duplicate: false });
    expect(retry).toMatchObject({ ok: true, version: 1, duplicate: true });
    expect(await server.db.move.count({ where: { gameId } })).toBe(1);
    // The snapshot names each logged move, so a resyncing client can drop what landed.
    const snapshot = await join(socket, gameId);
    expect(snapshot.moveIds).toEqual([id]);
  });

  it("answers conflict when a moveId is reused with another move", async () => {
    const socket = await guest();
    const gameId = await createGame(socket, { puzzle: PUZZLE });
    await join(socket, gameId);
    const id = moveId();
    await submit(socket, gameId, { type: "value", cells: [2], digit: 4 }, id);
    const reused = await submit(socket, gameId, { type: "value", cells: [2], digit: 5 }, id);
    expect(reused).toMatchObject({ ok: false, error: { code: ERROR_CODES.conflict } });
    const same = await submit(socket, gameId, { digit: 4, cells: [2], type: "value" }, id);
    expect(same).toMatchObject({ ok: true, version: 1, duplicate: true });
  });

  it("answers garbage with a short error, whatever its size", async () => {
    const socket = await guest();
    const gameId = await createGame(socket, { puzzle: PUZZLE });
    await join(socket, gameId);
    const garbage: Record<string, number> = {};
    for (let i = 0; JSON.stringify(garbage).length < 90_000; i++) garbage[`key${i}`] = i;
    const wide = await call<Failure>(socket, "move:submit", { gameId, ...garbage });
    expect(wide.error.code).toBe(ERROR_CODES.badRequest);
    expect(JSON.stringify(wide).length).toBeLessThan(1_000);
    const cells = Array.from({ length: 700 }, () => "x");
    const deep = await call<Failure>(socket, "move:submit", {
      gameId,
      moveId: moveId(),
      move: { type: "value", cells, digit: 4 },
    });
    expect(deep.error.code).toBe(ERROR_CODES.badRequest);
    expect(deep.error.message.length).toBeLessThanOrEqual(300);
    expect(deep.error.message.split("; ").length).toBeLessThanOrEqual(3);
  });

  it("keeps a strict order under concurrent submits", async () => {
    const socket = await guest();
    const gameId = await createGame(socket, { puzzle: PUZZLE });
    await join(socket, gameId);
    const acks = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        submit(socket, gameId, { type: "corner", cells: [2], digit: (i % 9) + 1 }),
      ),
    );
    const versions = acks.map((a) => (a.ok ? a.version : -1)).sort((a, b) => a - b);
    expect(versions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const rows = await server.db.move.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
    expect(rows.map((r) => r.seq)).toEqual(versions);
  });

  it("serves many guests at once on the embedded database", async () => {
    // Concurrent parameterised queries once broke on the embedded server (interleaved
    // extended-protocol messages); this is the regression test.
    const results = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const socket = await guest();
        const gameId = await createGame(socket, { puzzle: PUZZLE });
        await join(socket, gameId);
        const acks = [];
        for (let digit = 1; digit <= 5; digit++) {
          acks.push(await submit(socket, gameId, { type: "corner", cells: [2], digit }));
        }
        return acks.map((ack) => (ack.ok ? ack.version : ack.error.message));
      }),
    );
    for (const versions of results) expect(versions).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    ["not an object", "move please"],
    ["no payload at all", undefined],
    [
      "wrong types",
      { gameId: 42, moveId: "abcdefgh", move: { type: "value", cells: [1], digit: 4 } },
    ],
    ["cell 81", { move: { type: "value", cells: [81], digit: 4 } }],
    ["digit 0", { move: { type: "value", cells: [2], digit: 0 } }],
    ["an unknown move type", { move: { type: "teleport" } }],
    ["repeated cells", { move: { type: "value", cells: [2, 2], digit: 4 } }],
    ["extra keys", { move: { type: "undo" }, extra: 1 }],
    ["extra keys in the move", { move: { type: "undo", force: true } }],
    ["a bad move id", { moveId: "no spaces allowed" }],
  ])("refuses %s with bad_request and writes nothing", async (_, override) => {
    const socket = await guest();
    const gameId = await createGame(socket, { puzzle: PUZZLE });
    const payload =
      override !== null && typeof override === "object"
        ? { gameId, moveId: moveId(), move: { type: "undo" }, ...override }
        : override;
    const before = await counts();
    const result = await call<Failure>(socket, "move:submit", payload);
    expect(result).toMatchObject({ ok: false, error: { code: ERROR_CODES.badRequest } });
    expect(result.error.message.length).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });

  it("survives events without an ack callback", async () => {
    const socket = await guest();
    const gameId = await createGame(socket, { puzzle: PUZZLE });
    socket.emit(
      "move:submit",
      { gameId, moveId: moveId(), move: { type: "undo" } },
      undefined as never,
    );
    (socket as unknown as { emit(event: string, ...args: unknown[]): void }).emit("game:join", 5);
    (socket as unknown as { emit(event: string, ...args: unknown[]): void }).emit("move:submit");
    const snapshot = await join(socket, gameId);
    expect(snapshot.id).toBe(gameId);
  });

  it("counts mistakes with mistake checking and fails the game at the limit", async () => {
    const socket = await guest();
    const gameId = await createGame(socket, { puzzle: PUZZLE, mistakeChecking: true });
    const { givens } = await join(socket, gameId);
    const solution = solutionOf(givens);
    const updated = nextEvent(socket, "game:updated");
    let last: Ok<MoveAck> | Failure | null = null;
    for (let i = 0; i < MAX_MISTAKES; i++) {
      const { cell, digit } = wrongEntry(givens, solution, i);
      last = await submit(socket, gameId, { type: "value", cells: [cell], digit });
      expect(last).toMatchObject({ ok: true, mistakes: i + 1 });
      if (last.ok) expect(last.wrongCells).toHaveLength(i + 1);
    }
    expect(last).toMatchObject({ status: "failed" });
    expect(await updated).toMatchObject({ gameId, status: "failed", mistakes: MAX_MISTAKES });
    const after = await submit(socket, gameId, { type: "undo" });
    expect(after).toMatchObject({ ok: false, error: { code: ERROR_CODES.gameOver } });
    const row = await server.db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(row).toMatchObject({ status: "failed", mistakes: MAX_MISTAKES, version: MAX_MISTAKES });
    expect(row.finishedAt).not.toBeNull();
  });

  it("does not count mistakes without mistake checking", async () => {
    const socket = await guest();
    const gameId = await createGame(socket, { puzzle: PUZZLE, mistakeChecking: false });
    const { givens } = await join(socket, gameId);
    const solution = solutionOf(givens);
    for (let i = 0; i < MAX_MISTAKES + 1; i++) {
      const { cell, digit } = wrongEntry(givens, solution, i);
      const ack = await submit(socket, gameId, { type: "value", cells: [cell], digit });
      expect(ack).toMatchObject({ ok: true, mistakes: 0, wrongCells: [], status: "playing" });
    }
  });

  it("detects the win by server time, then refuses moves and hints", async () => {
    const socket = await guest();
    const gameId = await createGame(socket, { level: "easy" });
    const { givens } = await join(socket, gameId);
    const solution = solutionOf(givens);
    const empties = [...givens].flatMap((ch, cell) => (ch === "0" ? [cell] : []));
    const updated = nextEvent(socket, "game:updated");
    // Every digit but the last cell's, a digit at a time, then the last cell.
    const [lastCell, ...rest] = empties.reverse();
    let version = 0;
    for (let digit = 1; digit <= 9; digit++) {
      const cells = rest.filter((cell) => solution[cell] === digit);
      if (!cells.length) continue;
      const ack = await submit(socket, gameId, { type: "value", cells, digit });
      expect(ack).toMatchObject({ ok: true, status: "playing", version: ++version });
    }
    const last = await submit(socket, gameId, {
      type: "value",
      cells: [lastCell],
      digit: solution[lastCell],
    });
    expect(last).toMatchObject({ ok: true, status: "solved", version: version + 1 });
    const event = await updated;
    expect(event).toMatchObject({ gameId, status: "solved", timer: { running: false } });
    expect(event.finishedAt).not.toBeNull();
    expect(await submit(socket, gameId, { type: "undo" })).toMatchObject({
      error: { code: ERROR_CODES.gameOver },
    });
    expect(await call(socket, "hint:request", { gameId, level: "step" })).toMatchObject({
      error: { code: ERROR_CODES.gameOver },
    });
    const resumed = await call<Ok<{ timer: TimerState }>>(socket, "timer:resume", { gameId });
    expect(resumed.timer.running).toBe(false);
  });
});

describe("hint:request", () => {
  it("returns a step and counts every hint by level", async () => {
    const socket = await guest();
    const gameId = await createGame(socket, { puzzle: PUZZLE });
    await join(socket, gameId);
    const first = await call<Ok<{ hint: HintView; hints: HintCounts }>>(socket, "hint:request", {
      gameId,
      level: "step",
    });
    expect(first.hints.step).toBe(1);
    expect(first.hint.kind).toBe("step");
    if (first.hint.kind === "step") {
      expect(first.hint.step.explanation.length).toBeGreaterThan(0);
      expect(
        first.hint.step.placements.length + first.hint.step.eliminations.length,
      ).toBeGreaterThan(0);
    }
    const second = await call<Ok<{ hints: HintCounts }>>(socket, "hint:request", {
      gameId,
      level: "step",
    });
    expect(second.hints.step).toBe(2);
    const row = await server.db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(row).toMatchObject({ hintsStep: 2, hintsNudge: 0, hintsCheck: 0 });
  });

  it("refuses a paused player's board-filling step move, board and clock unchanged", async () => {
    const socket = await guest();
    const gameId = await createGame(socket, { puzzle: PUZZLE });
    const { givens } = await join(socket, gameId);
    const solution = solutionOf(givens);
    await call(socket, "hint:request", { gameId, level: "step" });
    const paused = await call<Ok<{ timer: TimerState }>>(socket, "timer:pause", { gameId });
    const placements = [...givens].flatMap((ch, cell) =>
      ch === "0" ? [{ cell, digit: solution[cell] }] : [],
    );
    const refused = await submit(socket, gameId, { type: "step", placements, eliminations: [] });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: ERROR_CODES.badRequest, message: "Apply only a step the hint showed." },
    });
    const row = await server.db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(row).toMatchObject({ version: 0, status: "playing", resumedAt: null });
    expect(Number(row.activeMs)).toBe(paused.timer.elapsedMs);
    expect(await server.db.move.count({ where: { gameId } })).toBe(0);
  });

  it("answers a board filled with one digit with one wrong cell, counted as a nudge", async () => {
    const socket = await guest();
    const gameId = await createGame(socket, { puzzle: PUZZLE });
    const { givens } = await join(socket, gameId);
    const cells = [...givens].flatMap((ch, cell) => (ch === "0" ? [cell] : []));
    await submit(socket, gameId, { type: "value", cells, digit: 1 });
    const result = await call<Ok<{ hint: HintView; hints: HintCounts }>>(socket, "hint:request", {
      gameId,
      level: "nudge",
    });
    expect(result.hint.kind).toBe("mistake");
    if (result.hint.kind === "mistake") expect(result.hint.cells).toHaveLength(1);
    expect(result.hints).toEqual({ nudge: 1, cells: 0, step: 0, check: 0 });
  });

  it("points at a wrong digit before anything else", async () => {
    const socket = await guest();
    const gameId = await createGame(socket, { puzzle: PUZZLE });
    const { givens } = await join(socket, gameId);
    const { cell, digit } = wrongEntry(givens, solutionOf(givens));
    await submit(socket, gameId, { type: "value", cells: [cell], digit });
    const result = await call<Ok<{ hint: HintView }>>(socket, "hint:request", {
      gameId,
      level: "step",
    });
    expect(result.hint).toMatchObject({ kind: "mistake", cells: [cell] });
  });
});

describe("the clock", () => {
  it("pauses and resumes on request, by the server's clock", async () => {
    const socket = await guest();
    const gameId = await createGame(socket, { puzzle: PUZZLE });
    await join(socket, gameId);
    await new Promise((r) => setTimeout(r, 60));
    const paused = await call<Ok<{ timer: TimerState }>>(socket, "timer:pause", { gameId });
    expect(paused.timer.running).toBe(false);
    expect(paused.timer.elapsedMs).toBeGreaterThanOrEqual(50);
    await new Promise((r) => setTimeout(r, 60));
    const resumed = await call<Ok<{ timer: TimerState }>>(socket, "timer:resume", { gameId });
    expect(resumed.timer.running).toBe(true);
    // The paused minute does not count.
    expect(resumed.timer.elapsedMs).toBe(paused.timer.elapsedMs);
  });

  it("keeps a player's pause through a reconnect and refuses moves until resumed", async () => {
    const guestId = newGuestId();
    const socket = await guest(guestId);
    const gameId = await createGame(socket, { puzzle: PUZZLE });
    await join(socket, gameId);
    const paused = await call<Ok<{ timer: TimerState }>>(socket, "timer:pause", { gameId });
    expect(paused.timer).toMatchObject({ running: false, paused: true });
    socket.disconnect();
    const again = await guest(guestId);
    const snapshot = await join(again, gameId);
    expect(snapshot.timer).toMatchObject({ running: false, paused: true });
    const move = await submit(again, gameId, { type: "corner", cells: [2], digit: 1 });
    expect(move).toMatchObject({
      ok: false,
      error: { code: ERROR_CODES.badRequest, message: "Resume the game first." },
    });
    const resumed = await call<Ok<{ timer: TimerState }>>(again, "timer:resume", { gameId });
    expect(resumed.timer).toMatchObject({ running: true, paused: false });
    expect(await submit(again, gameId, { type: "corner", cells: [2], digit: 1 })).toMatchObject({
      ok: true,
      version: 1,
    });
  });

  it("pauses by itself when the game's last tab leaves", async () => {
    const guestId = newGuestId();
    const socket = await guest(guestId);
    const gameId = await createGame(socket, { puzzle: PUZZLE });
    await join(socket, gameId);
    await call(socket, "game:leave", { gameId });
    await new Promise((r) => setTimeout(r, 200));
    await server.service.idle();
    const row = await server.db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(row.resumedAt).toBeNull();
    const again = await guest(guestId);
    const snapshot = await join(again, gameId);
    expect(snapshot.timer.running).toBe(true);
    again.disconnect();
    await new Promise((r) => setTimeout(r, 200));
    await server.service.idle();
    const afterDisconnect = await server.db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(afterDisconnect.resumedAt).toBeNull();
  });
});

describe("rate limits", () => {
  it("answers a flood with rate_limited and keeps serving", async () => {
    const socket = await guest();
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        call<Failure>(socket, "game:join", { gameId: "nosuchgame123" }),
      ),
    );
    const limited = results.filter((r) => r.error?.code === ERROR_CODES.rateLimited);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.length).toBeLessThan(200);
  });
});
