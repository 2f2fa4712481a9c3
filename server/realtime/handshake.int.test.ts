/**
 * Who may open a socket: the app's own pages and ALLOWED_ORIGINS, clients without an Origin,
 * and pages of the current protocol. Refusals carry a typed `data` for the page to show.
 */
import { io as connectClient } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROTOCOL_VERSION } from "@/lib/game/protocol";
import { newGuestId } from "../guest";
import { guestCookie, startTestServer, type TestServer } from "../test-support/harness";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { ALLOWED_ORIGINS: "https://sudoku.example" } });
});

afterAll(async () => {
  await server?.dispose();
});

type Outcome = { connected: true } | { connected: false; data: unknown; message: string };

/** Connects with these headers and auth; reports whether the server let the socket in. */
async function handshake(headers: Record<string, string>, auth: object = {}): Promise<Outcome> {
  const socket = connectClient(server.url, {
    transports: ["websocket"],
    extraHeaders: { cookie: guestCookie(newGuestId()), ...headers },
    auth: { protocol: PROTOCOL_VERSION, ...auth },
    reconnection: false,
    forceNew: true,
  });
  try {
    return await new Promise<Outcome>((resolve) => {
      socket.once("connect", () => resolve({ connected: true }));
      socket.once("connect_error", (error: Error & { data?: unknown }) =>
        resolve({ connected: false, data: error.data, message: error.message }),
      );
    });
  } finally {
    socket.disconnect();
  }
}

describe("origin", () => {
  it("lets in the app's own page, ALLOWED_ORIGINS and clients without an Origin", async () => {
    const host = `127.0.0.1:${server.port}`;
    expect(await handshake({ origin: `http://${host}` })).toEqual({ connected: true });
    expect(await handshake({ origin: "https://sudoku.example" })).toEqual({ connected: true });
    expect(await handshake({})).toEqual({ connected: true });
  });

  it.each(["http://127.0.0.1:1", "http://evil.example", "null"])(
    "refuses a page at %s with a typed forbidden",
    async (origin) => {
      const outcome = await handshake({ origin });
      expect(outcome).toMatchObject({
        connected: false,
        data: { code: "forbidden", message: expect.stringMatching(/origin/) },
      });
    },
  );
});

it("refuses an older protocol with a typed outdated", async () => {
  expect(await handshake({}, { protocol: PROTOCOL_VERSION - 1 })).toMatchObject({
    connected: false,
    data: { code: "outdated", message: "This page is out of date: reload it." },
  });
});
