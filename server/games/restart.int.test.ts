/**
 * A restarted server rebuilds every game from the database: same board, same version, same
 * counters, and the clock does not count the downtime.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import type { Move } from "@/lib/game/move";
import type { GameSnapshot } from "@/lib/game/protocol";
import { newGuestId } from "../guest";
import {
  call,
  connectGuest,
  moveId,
  startTestServer,
  type TestServer,
} from "../test-support/harness";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const dataDir = mkdtempSync(join(tmpdir(), "nonet-restart-"));
const servers: TestServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One server at a time on the data directory (its lock refuses a second): stop the others. */
async function start() {
  for (const running of servers) await running.stop();
  const server = await startTestServer({ dataDir, keepData: true });
  servers.push(server);
  return server;
}

it("rebuilds games from the database after a restart", async () => {
  const guestId = newGuestId();
  const first = await start();
  const socket = await connectGuest(first, guestId);
  const created = await call<{ gameId: string }>(socket, "game:create", {
    puzzle: PUZZLE,
    mistakeChecking: true,
  });
  const { gameId } = created;
  await call(socket, "game:join", { gameId });
  const moves: Move[] = [
    { type: "value", cells: [2], digit: 4 },
    { type: "corner", cells: [3, 5], digit: 2 },
    { type: "value", cells: [3], digit: 9 }, // wrong: 6 belongs there
    { type: "undo" },
    { type: "centre", cells: [6, 7], digit: 1 },
  ];
  const retried = moveId();
  for (const [i, move] of moves.entries()) {
    await call(socket, "move:submit", { gameId, moveId: i === 0 ? retried : moveId(), move });
  }
  await call(socket, "hint:request", { gameId, level: "step" });
  const before = (await call<{ snapshot: GameSnapshot }>(socket, "game:join", { gameId })).snapshot;
  socket.disconnect();
  await first.stop();

  const second = await start();
  const again = await connectGuest(second, guestId);
  const after = (await call<{ snapshot: GameSnapshot }>(again, "game:join", { gameId })).snapshot;
  expect(after.moves).toEqual(moves);
  expect(after.version).toBe(moves.length);
  expect(after).toMatchObject({
    mistakes: 1,
    // The centre marks on r1c7 lack its digit: the hint pointed there, counted as a nudge.
    hints: { nudge: 1, cells: 0, step: 0, check: 0 },
    wrongCells: [],
    status: "playing",
  });
  expect(after.givens).toBe(before.givens);
  // The clock was stopped at shutdown: the downtime does not count.
  expect(after.timer.elapsedMs).toBeGreaterThanOrEqual(before.timer.elapsedMs);
  expect(after.timer.elapsedMs - before.timer.elapsedMs).toBeLessThan(1_000);
  // A retry of a move from before the restart is still recognised.
  const retry = await call(again, "move:submit", {
    gameId,
    moveId: retried,
    move: moves[0],
  });
  expect(retry).toMatchObject({ ok: true, duplicate: true, version: 1 });
  // And play continues where it left off.
  const next = await call(again, "move:submit", {
    gameId,
    moveId: moveId(),
    move: { type: "redo" },
  });
  expect(next).toMatchObject({ ok: true, version: moves.length + 1, duplicate: false });
  again.disconnect();
});

it("keeps the expert and extreme stock across restarts", async () => {
  const server = await start();
  const before = await server.pool.count("expert");
  await server.db.puzzlePool.create({
    data: {
      level: "expert",
      givens: PUZZLE.replaceAll(".", "0"),
      solution: "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
      hardest: "x-wing",
      hardestName: "X-wing",
      score: 1,
    },
  });
  await server.stop();
  const restarted = await start();
  expect(await restarted.pool.count("expert")).toBe(before + 1);
});
