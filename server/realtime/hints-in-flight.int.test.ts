/**
 * One address cannot keep the process's hint worker to itself: past its share of hints
 * waiting or running, its requests are refused at once, and answered again once its own are.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/game/protocol";
import { newGuestId } from "../guest";
import { HINTS_IN_FLIGHT_PER_ADDRESS } from "./hints-in-flight";
import {
  call,
  connectGuest,
  startTestServer,
  type ClientSocket,
  type TestServer,
} from "../test-support/harness";

// A forum_hardest puzzle: its first hint is one of the slowest the engine gives.
const PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

type Result = { ok: boolean; error?: { code: string; message: string } };

let server: TestServer;
let socket: ClientSocket | undefined;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  socket?.disconnect();
  await server?.dispose();
});

it("refuses an address's hints past its share while its others are worked out", async () => {
  socket = await connectGuest(server, newGuestId());
  const created = await call<Result & { gameId: string }>(socket, "game:create", {
    puzzle: PUZZLE,
  });
  expect(created.ok).toBe(true);
  await call(socket, "game:join", { gameId: created.gameId });
  const ask = () =>
    call<Result>(socket!, "hint:request", { gameId: created.gameId, level: "nudge" });
  // Sent together, without waiting for answers: more than the share are in flight at once.
  const results = await Promise.all(Array.from({ length: HINTS_IN_FLIGHT_PER_ADDRESS + 3 }, ask));
  const ok = results.filter((r) => r.ok).length;
  const refused = results.filter((r) => !r.ok);
  expect(ok).toBe(HINTS_IN_FLIGHT_PER_ADDRESS);
  expect(refused.length).toBe(3);
  for (const r of refused) {
    expect(r.error).toEqual({
      code: ERROR_CODES.limit,
      message: "Your other hints are still being worked out: wait for them.",
    });
  }
  // Once they are answered, the next one is worked out again.
  expect((await ask()).ok).toBe(true);
});
