/**
 * A server told to stop with a drain window (what SIGTERM does, realtime/drain.ts): its
 * sockets are asked to reconnect elsewhere, new connections are refused at once, a move sent
 * while the page is still on the socket is acknowledged and kept, and a page that ignores the
 * request is closed when the window ends.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import type { GameSnapshot, ServerDraining } from "@/lib/game/protocol";
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
const dataDir = mkdtempSync(join(tmpdir(), "nonet-drain-"));
const servers: TestServer[] = [];
const sockets: ClientSocket[] = [];

afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const server of servers) await server.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One server at a time on the data directory (its lock refuses a second). */
async function start() {
  for (const running of servers) await running.stop();
  const server = await startTestServer({ dataDir, keepData: true });
  servers.push(server);
  return server;
}

it("asks every socket to go, refuses new ones, and keeps a move sent meanwhile", async () => {
  const guestId = newGuestId();
  const first = await start();
  const page = await connectGuest(first, guestId);
  sockets.push(page);
  const { gameId } = await call<{ gameId: string }>(page, "game:create", { puzzle: PUZZLE });
  await call(page, "game:join", { gameId });

  const told = nextEvent(page, "server:draining");
  // Far longer than the test: only the page leaving ends the wait.
  const stopped = first.stop({ drainMs: 60_000 });
  const draining: ServerDraining = await told;
  expect(draining.reconnectWithinMs).toBeGreaterThan(0);

  // A new page cannot connect to a process that is leaving.
  await expect(connectGuest(first)).rejects.toThrow();
  // The page is still on its socket: a move it sends now is acknowledged, so it is kept.
  const id = moveId();
  const ack = await call<{ ok: boolean; version: number }>(page, "move:submit", {
    gameId,
    moveId: id,
    move: { type: "value", cells: [2], digit: 4 },
  });
  expect(ack).toMatchObject({ ok: true, version: 1 });
  page.disconnect();
  await stopped;

  // The acknowledged move is in the database the next process reads.
  const second = await start();
  const again = await connectGuest(second, guestId);
  sockets.push(again);
  const { snapshot } = await call<{ snapshot: GameSnapshot }>(again, "game:join", { gameId });
  expect(snapshot.moveIds).toEqual([id]);
});

it("a socket that ignores the request is closed when the window ends", async () => {
  const server = await start();
  const stubborn = await connectGuest(server);
  sockets.push(stubborn);
  const told = nextEvent(stubborn, "server:draining");
  const gone = new Promise<string>((resolve) => stubborn.once("disconnect", resolve));
  const stopped = server.stop({ drainMs: 300 });
  await told;
  expect(await gone).toMatch(/transport close|io server disconnect/);
  await stopped;
});
