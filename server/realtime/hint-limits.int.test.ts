/**
 * Hints cost engine time on the event loop every game shares, so they have their own quotas:
 * per player (all their tabs together) and per address (many fresh guests of one client).
 * Moves are not charged for them.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/game/protocol";
import { newGuestId } from "../guest";
import {
  call,
  connectGuest,
  moveId,
  startTestServer,
  type ClientSocket,
  type TestServer,
} from "../test-support/harness";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

type Result = { ok: boolean; error?: { code: string; message: string } };

let server: TestServer;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({
    createLimits: {
      hintsPerGuest: { perMinute: 1, burst: 2 },
      hintsPerIp: { perMinute: 1, burst: 3 },
    },
  });
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server?.dispose();
});

/** A connected tab of `guestId` with its own game joined. */
async function player(guestId: string): Promise<{ socket: ClientSocket; gameId: string }> {
  const socket = await connectGuest(server, guestId);
  sockets.push(socket);
  const created = await call<Result & { gameId: string }>(socket, "game:create", {
    puzzle: PUZZLE,
  });
  await call(socket, "game:join", { gameId: created.gameId });
  return { socket, gameId: created.gameId };
}

const hint = ({ socket, gameId }: { socket: ClientSocket; gameId: string }) =>
  call<Result>(socket, "hint:request", { gameId, level: "nudge" });

it("refuses hints past a player's quota, across tabs, and past the address's, moves still flowing", async () => {
  const greedy = newGuestId();
  const tab1 = await player(greedy);
  const tab2 = await player(greedy);
  const codes = [];
  for (const tab of [tab1, tab2, tab1, tab2]) {
    const result = await hint(tab);
    codes.push(result.ok ? "ok" : result.error?.code);
  }
  // The player's two hints are shared by their tabs.
  expect(codes).toEqual(["ok", "ok", ERROR_CODES.limit, ERROR_CODES.limit]);
  expect((await hint(tab1)).error?.message).toBe("Too many hints in a short time: wait a moment.");

  // A refused player did not drain the address: another guest gets its one remaining hint.
  const other = await player(newGuestId());
  expect((await hint(other)).ok).toBe(true);
  const third = await player(newGuestId());
  expect((await hint(third)).error?.code).toBe(ERROR_CODES.limit);

  // Moves are not hints: the refused player still plays.
  const move = await call<Result & { version: number }>(tab1.socket, "move:submit", {
    gameId: tab1.gameId,
    moveId: moveId(),
    move: { type: "value", cells: [2], digit: 4 },
  });
  expect(move.ok).toBe(true);
});
