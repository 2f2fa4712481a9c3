import { afterEach, describe, expect, it } from "vitest";
import { newGuestId } from "../guest";
import {
  TEST_SECRET,
  call,
  connectGuest,
  guestCookie,
  moveId,
  startTestServer,
  type ClientSocket,
  type TestServer,
} from "../test-support/harness";
import { GIVENS, SOLUTION } from "../test-support/fixed-puzzle";

type Result = { ok: true; [key: string]: unknown } | { ok: false; error: { code: string } };
type Line = Record<string, unknown> & { level: string; time: string; msg: string };

const running: { server: TestServer; sockets: ClientSocket[] }[] = [];
afterEach(async () => {
  for (const { server, sockets } of running.splice(0)) {
    for (const socket of sockets) socket.disconnect();
    await server.dispose();
  }
});

/** A server whose log lines are kept, as a log collector would read them. */
async function loggedServer(env: Record<string, string>) {
  const raw: string[] = [];
  const server = await startTestServer({
    log: true,
    logDestination: { write: (line) => void raw.push(line) },
    env: { LOG_FORMAT: "json", ...env },
  });
  const entry = { server, sockets: [] as ClientSocket[] };
  running.push(entry);
  return {
    server,
    raw,
    lines: () => raw.map((line) => JSON.parse(line) as Line),
    connect: async (guestId: string) => {
      const socket = await connectGuest(server, guestId);
      entry.sockets.push(socket);
      return socket;
    },
  };
}

describe("log lines", () => {
  it("are one JSON object each, with ids and without cookies, secrets or solutions", async () => {
    const { server, raw, lines, connect } = await loggedServer({ LOG_LEVEL: "debug" });
    const guestId = newGuestId();
    const socket = await connect(guestId);
    const created = await call<Result>(socket, "game:create", { puzzle: GIVENS });
    if (!created.ok) throw new Error(`create failed: ${created.error.code}`);
    const gameId = created.gameId as string;
    expect((await call<Result>(socket, "game:join", { gameId })).ok).toBe(true);
    const move = { type: "value", cells: [2], digit: 4 };
    expect((await call<Result>(socket, "move:submit", { gameId, moveId: moveId(), move })).ok).toBe(
      true,
    );
    const cookie = guestCookie(guestId);
    const health = await fetch(`${server.url}/healthz`, {
      headers: { cookie, authorization: "Bearer session-token-123" },
    });
    const requestId = health.headers.get("x-request-id");
    expect(requestId).toBeTruthy();
    const socketId = socket.id;
    socket.disconnect();
    await expect.poll(() => lines().some((l) => l.msg === "socket disconnected")).toBe(true);

    for (const line of raw) {
      expect(line.endsWith("\n")).toBe(true);
      expect(line.trimEnd()).not.toContain("\n");
      const parsed = JSON.parse(line) as Line;
      expect(typeof parsed.level).toBe("string");
      expect(Number.isNaN(Date.parse(parsed.time))).toBe(false);
      expect(typeof parsed.msg).toBe("string");
    }
    const all = raw.join("");
    // The signed cookie, the secret that signs it, the bearer token, the puzzle's solution.
    for (const secret of [cookie.split("=")[1], TEST_SECRET, "session-token-123", SOLUTION]) {
      expect(all).not.toContain(secret);
    }
    expect(lines()).toContainEqual(
      expect.objectContaining({
        level: "debug",
        msg: "move accepted",
        socket: socketId,
        player: guestId,
        game: gameId,
        version: 1,
      }),
    );
    expect(lines()).toContainEqual(
      expect.objectContaining({ msg: "request", req: requestId, path: "/healthz", status: 200 }),
    );
    expect(lines()).toContainEqual(
      expect.objectContaining({ level: "info", msg: expect.stringMatching(/^Nonet ready on /) }),
    );
  });

  it("honour LOG_LEVEL", async () => {
    const quiet = await loggedServer({ LOG_LEVEL: "warn" });
    const socket = await quiet.connect(newGuestId());
    await call(socket, "game:list", {});
    expect(quiet.lines().filter((l) => l.level === "info" || l.level === "debug")).toEqual([]);

    const chatty = await loggedServer({ LOG_LEVEL: "info" });
    await chatty.connect(newGuestId());
    expect(chatty.lines().map((l) => l.msg)).toContainEqual(
      expect.stringMatching(/^Nonet ready on /),
    );
    expect(chatty.lines().filter((l) => l.level === "debug")).toEqual([]);
  });

  it("warn at start of each MODERATORS name no account has (anyone could sign up as it)", async () => {
    const { lines } = await loggedServer({ LOG_LEVEL: "warn", MODERATORS: "nobody_yet" });
    expect(lines()).toContainEqual(
      expect.objectContaining({
        level: "warn",
        moderator: "nobody_yet",
        msg: expect.stringMatching(/no account has: whoever signs up as "nobody_yet" first/),
      }),
    );
  });
});
