/**
 * The per-address quota on new games, end to end: fresh guests minted by one client still
 * share their address's bucket.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/game/protocol";
import {
  call,
  connectGuest,
  startTestServer,
  type ClientSocket,
  type TestServer,
} from "../test-support/harness";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

let server: TestServer;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({
    createLimits: { createPerIp: { perMinute: 1, burst: 2 } },
  });
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server?.dispose();
});

it("refuses new games from an address past its quota, whichever guest asks", async () => {
  const results = [];
  for (let i = 0; i < 3; i++) {
    const socket = await connectGuest(server);
    sockets.push(socket);
    results.push(
      await call<{ ok: boolean; error?: { code: string } }>(socket, "game:create", {
        puzzle: PUZZLE,
      }),
    );
  }
  expect(results.map((r) => r.ok)).toEqual([true, true, false]);
  expect(results[2].error?.code).toBe(ERROR_CODES.limit);
});

it("answers an event it does not serve with a typed bad_request", async () => {
  const socket = await connectGuest(server);
  sockets.push(socket);
  const result = await call<{ ok: boolean; error?: { code: string } }>(
    socket,
    // Not in the protocol: what a hostile or outdated client might send.
    "admin:drop" as "game:list",
    {},
  );
  expect(result).toEqual({
    ok: false,
    error: { code: ERROR_CODES.badRequest, message: "There is no such event." },
  });
});

it("does not let one guest's refused games drain the address for the others", async () => {
  const strict = await startTestServer({
    createLimits: {
      createPerGuest: { perMinute: 1, burst: 1 },
      createPerIp: { perMinute: 1, burst: 3 },
    },
  });
  const opened: ClientSocket[] = [];
  try {
    const greedy = await connectGuest(strict);
    opened.push(greedy);
    const codes = [];
    for (let i = 0; i < 6; i++) {
      const result = await call<{ ok: boolean; error?: { code: string } }>(greedy, "game:create", {
        puzzle: PUZZLE,
      });
      codes.push(result.ok ? "ok" : result.error?.code);
    }
    expect(codes).toEqual(["ok", "limit", "limit", "limit", "limit", "limit"]);
    const other = await connectGuest(strict);
    opened.push(other);
    const result = await call<{ ok: boolean }>(other, "game:create", { puzzle: PUZZLE });
    expect(result.ok).toBe(true);
  } finally {
    for (const socket of opened) socket.disconnect();
    await strict.dispose();
  }
});
