/**
 * The replay of a real race: two guests race through socket.io to the end (as two browsers
 * would, minus the clicking), then the replay page shows both lanes, the hardest step and
 * boards that follow the scrubber.
 */
import { expect, test } from "@playwright/test";
import { io, type Socket } from "socket.io-client";
import { PROTOCOL_VERSION } from "../lib/game/protocol";
import type { RoomSnapshot } from "../lib/game/room-protocol";
import { gridFrom } from "../lib/sudoku/grid";
import { solve } from "../lib/sudoku/solver";

type Ack = { ok: true } & Record<string, unknown>;

interface Guest {
  name: string;
  socket: Socket;
}

async function connect(baseURL: string, name: string): Promise<Guest> {
  // No cookie jar here: the server issues a guest on the handshake, kept for this socket.
  const socket = io(baseURL, { auth: { protocol: PROTOCOL_VERSION }, transports: ["websocket"] });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  return { name, socket };
}

async function must<T>(guest: Guest, event: string, payload: unknown): Promise<T> {
  const ack = (await guest.socket.timeout(15_000).emitWithAck(event, payload)) as
    Ack | { ok: false; error: { code: string; message: string } };
  if (!ack.ok) throw new Error(`${event}: ${ack.error.code} ${ack.error.message}`);
  return ack as T;
}

/** Two guests in a room, ready, started; resolves when the puzzle is out. */
async function startRace(baseURL: string): Promise<{ code: string; guests: Guest[] }> {
  const guests = [await connect(baseURL, "Ana"), await connect(baseURL, "Bo")];
  const [host, other] = guests;
  const { code } = await must<{ code: string }>(host, "room:create", {
    name: host.name,
    settings: { level: "easy" },
  });
  for (const guest of guests) await must(guest, "room:join", { code, name: guest.name });
  await must(other, "room:ready", { code, ready: true });
  const { room } = await must<{ room: RoomSnapshot }>(host, "room:start", { code });
  await new Promise((r) => setTimeout(r, Math.max(0, room.race!.startsAt - room.serverNow) + 50));
  return { code, guests };
}

/** Opens the guest's game of the race; returns its id and the cells to fill with their digits. */
async function openGame(code: string, guest: Guest) {
  const { room } = await must<{ room: RoomSnapshot }>(guest, "room:join", {
    code,
    name: guest.name,
  });
  const gameId = room.race!.gameId!;
  const { snapshot } = await must<{ snapshot: { givens: string } }>(guest, "game:join", {
    gameId,
  });
  const givens = gridFrom(snapshot.givens);
  const solution = solve(givens).solution!;
  const todo = givens.flatMap((g, cell) => (g === 0 ? [{ cell, digit: solution[cell] }] : []));
  return { raceId: room.race!.id, gameId, todo };
}

let moveCount = 0;
async function play(guest: Guest, gameId: string, move: unknown) {
  await must(guest, "move:submit", { gameId, moveId: `replay-e2e-${++moveCount}`, move });
}

test("a finished race replays: lanes, the hardest step, and boards that follow the scrubber", async ({
  page,
  baseURL,
}) => {
  const { code, guests } = await startRace(baseURL!);
  const [ana, bo] = guests;
  try {
    const games = [await openGame(code, ana), await openGame(code, bo)];
    const { raceId, todo } = games[0];
    // Ana pencils a note, then solves; Bo solves after her.
    // Apart by a few ms, so the arrow keys below step onto each of her first moves in turn.
    const pause = () => new Promise((r) => setTimeout(r, 30));
    await play(ana, games[0].gameId, { type: "centre", cells: [todo[0].cell], digit: 1 });
    await pause();
    for (const [i, { cell, digit }] of todo.entries()) {
      await play(ana, games[0].gameId, { type: "value", cells: [cell], digit });
      if (i === 0) await pause();
    }
    for (const { cell, digit } of games[1].todo) {
      await play(bo, games[1].gameId, { type: "value", cells: [cell], digit });
    }
    await expect
      .poll(async () => (await ana.socket.emitWithAck("replay:get", { raceId })).ok)
      .toBe(true);

    await page.goto(`/replay/${raceId}`);
    const lanes = page.getByTestId("replay-lane");
    await expect(lanes).toHaveCount(2);
    await expect(lanes.nth(0)).toContainText("Ana");
    await expect(lanes.nth(1)).toContainText("Bo");
    await expect(lanes.nth(0).locator("[data-tick=note]")).toHaveCount(1);
    await expect(lanes.nth(0).locator("[data-tick=digit]")).toHaveCount(todo.length);

    // The hardest step of an easy puzzle is a single, placed by both racers.
    const markers = page.getByTestId("replay-hardest");
    await expect(markers).toHaveCount(2);
    await expect(markers.first()).toHaveText(
      /^(Full house|Naked single|Hidden single) at \d+:\d\d$/,
    );
    await expect(lanes.nth(0).locator("[data-hardest]")).toHaveCount(1);

    const results = page.getByTestId("replay-results");
    await expect(results.getByRole("row", { name: /Ana/ })).toContainText("1st");
    await expect(results.getByRole("row", { name: /Bo/ })).toContainText("2nd");

    // Scrubbing moves every board: empty at the start, full at the end, one move per arrow.
    const filled = page.getByTestId("replay-filled");
    const total = todo.length;
    await expect(filled.first()).toHaveText(`0 of ${total} filled`);
    const scrubber = page.getByTestId("replay-scrubber");
    await scrubber.focus();
    await page.keyboard.press("End");
    await expect(filled.first()).toHaveText(`${total} of ${total} filled`);
    await expect(filled.nth(1)).toHaveText(`${total} of ${total} filled`);
    await page.keyboard.press("Home");
    await expect(filled.first()).toHaveText(`0 of ${total} filled`);
    await page.keyboard.press("ArrowRight"); // Ana's note
    await page.keyboard.press("ArrowRight"); // Ana's first digit
    await expect(filled.first()).toHaveText(`1 of ${total} filled`);
    const board = page.getByRole("grid", { name: "Ana's board" });
    const first = `Row ${Math.floor(todo[0].cell / 9) + 1}, column ${(todo[0].cell % 9) + 1}`;
    await expect(
      board.getByRole("gridcell", { name: new RegExp(`^${first}, ${todo[0].digit}\\b`) }),
    ).toHaveCount(1);
    await page.keyboard.press("ArrowLeft");
    await expect(
      board.getByRole("gridcell", { name: new RegExp(`^${first}, empty\\b`) }),
    ).toHaveCount(1);
    await page.keyboard.press("ArrowRight");

    // Space plays: the clock runs to the end and every board fills.
    await page.keyboard.press("Space");
    await expect(filled.nth(1)).toHaveText(`${total} of ${total} filled`, { timeout: 20_000 });
    await expect(page.getByTestId("replay-play")).toHaveAccessibleName("Play");

    // A phone: nothing spills sideways (the results table scrolls inside its own box).
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(lanes.first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    for (const guest of guests) guest.socket.disconnect();
  }
});

test("a race still going says so, and an unknown race is not found", async ({ page, baseURL }) => {
  const { code, guests } = await startRace(baseURL!);
  try {
    const { raceId } = await openGame(code, guests[0]);
    await page.goto(`/replay/${raceId}`);
    await expect(page.getByRole("heading", { name: "This race is still going" })).toBeVisible();
    await page.goto("/replay/no-such-race-0000");
    await expect(page.getByRole("heading", { name: "No such race" })).toBeVisible();
    await page.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  } finally {
    for (const guest of guests) guest.socket.disconnect();
  }
});
