/**
 * A link to a room that raced and was then swept away (a finished room goes a day after its
 * race) says the race has ended and offers its replay. A sweep cannot happen within a test
 * run, so this spec runs its own server on its own embedded database: a race is run to the
 * end, the server stops, the room is deleted as the sweeper would (its races stay), and the
 * server starts again on the same data.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import { io, type Socket } from "socket.io-client";
import { PROTOCOL_VERSION } from "../lib/game/protocol";
import type { RoomSnapshot } from "../lib/game/room-protocol";
import { gridFrom } from "../lib/sudoku/grid";
import { solve } from "../lib/sudoku/solver";

type Ack = { ok: true } & Record<string, unknown>;

async function connect(url: string): Promise<Socket> {
  const socket = io(url, { auth: { protocol: PROTOCOL_VERSION }, transports: ["websocket"] });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  return socket;
}

async function must<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const ack = (await socket.timeout(15_000).emitWithAck(event, payload)) as
    Ack | { ok: false; error: { code: string; message: string } };
  if (!ack.ok) throw new Error(`${event}: ${ack.error.code} ${ack.error.message}`);
  return ack as T;
}

/** `npm run serve` on `port` with `dataDir`; resolves once it answers. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn("npx", ["tsx", "server/index.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir },
    stdio: "ignore",
    detached: true,
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${port}/`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(200);
  return server;
}

/** Stops the server's whole process group and waits for it to have let go of the data. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  process.kill(-server.pid, "SIGTERM");
  await exited;
}

test("a swept room's link says the race has ended and offers its replay and a new race", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const port = 4000 + Math.floor(Math.random() * 900);
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "nonet-e2e-ended-"));
  let server: ChildProcess | null = null;
  try {
    server = await startServer(port, dataDir);

    // Two guests race to the end over sockets (as two browsers would, minus the clicking).
    const [ana, bo] = [await connect(url), await connect(url)];
    const { code } = await must<{ code: string }>(ana, "room:create", { name: "Ana" });
    await must(ana, "room:join", { code, name: "Ana" });
    await must(bo, "room:join", { code, name: "Bo" });
    await must(bo, "room:ready", { code, ready: true });
    const { room } = await must<{ room: RoomSnapshot }>(ana, "room:start", { code });
    await new Promise((r) => setTimeout(r, Math.max(0, room.race!.startsAt - room.serverNow) + 50));
    const raceId = room.race!.id;
    let moves = 0;
    for (const socket of [ana, bo]) {
      const joined = await must<{ room: RoomSnapshot }>(socket, "room:join", { code, name: "x" });
      const gameId = joined.room.race!.gameId!;
      const { snapshot } = await must<{ snapshot: { givens: string } }>(socket, "game:join", {
        gameId,
      });
      const givens = gridFrom(snapshot.givens);
      const solution = solve(givens).solution!;
      for (const [cell, given] of givens.entries()) {
        if (given !== 0) continue;
        await must(socket, "move:submit", {
          gameId,
          moveId: `ended-e2e-${++moves}`,
          move: { type: "value", cells: [cell], digit: solution[cell] },
        });
      }
    }
    await expect.poll(async () => (await ana.emitWithAck("replay:get", { raceId })).ok).toBe(true);
    ana.disconnect();
    bo.disconnect();

    // The sweeper's work, a day later: the room goes, its races stay.
    await stopServer(server);
    const db = await PGlite.create(join(dataDir, "pglite"));
    await db.query(`DELETE FROM "Room" WHERE code = $1`, [code]);
    await db.close();
    server = await startServer(port, dataDir);

    await page.addInitScript(() => window.localStorage.setItem("nonet.name", "Cy"));
    await page.goto(`${url}/race/${code}`);
    await expect(page.getByRole("heading", { name: "This race has ended" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create a race" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "New game" })).toHaveCount(0);
    await page.getByRole("link", { name: "Watch the replay" }).click();
    await expect(page).toHaveURL(`${url}/replay/${raceId}`);
    await expect(page.getByTestId("replay-lane")).toHaveCount(2);
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
