/**
 * Accounts against a real (PGlite) database and the real socket server: sign-up rules, the
 * credentials check, the socket knowing the signed-in user from the session cookie, a guest's
 * games claimed once, and account deletion.
 */
import { encode } from "next-auth/jwt";
import { io as connectClient } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROTOCOL_VERSION, SESSION_ENDED_MESSAGE, type GameSummary } from "@/lib/game/protocol";
import type { RoomSnapshot } from "@/lib/game/room-protocol";
import { newGuestId } from "../guest";
import {
  call,
  guestCookie,
  startTestServer,
  TEST_SECRET,
  type ClientSocket,
  type TestServer,
} from "../test-support/harness";
import {
  changeDisplayName,
  changePassword,
  checkCredentials,
  claimGuestGames,
  createUser,
  deleteAccount,
  deleteUser,
  endSessions,
  RECENT_SIGN_IN_MS,
  userForOAuth,
  type AccountUser,
} from "./accounts";
import { appContext } from "./app-context";
import { userPlayerId } from "./identity";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const PASSWORD = "correct horse battery";

type Ok<T> = { ok: true } & T;

let server: TestServer;
const sockets: ClientSocket[] = [];
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server?.dispose();
});

async function newUser(displayName?: string): Promise<AccountUser> {
  const result = await createUser(server.db, {
    username: `Player_${process.pid}_${++counter}`.slice(0, 20),
    password: PASSWORD,
    displayName,
  });
  if (!result.ok) throw new Error(result.message);
  return result.user;
}

/** The session cookie next-auth sets after a sign-in (same encoder, same secret). */
async function sessionCookie(user: { id: string; sessionEpoch: number }): Promise<string> {
  const token = await encode({
    token: { sub: user.id, epoch: user.sessionEpoch, name: "x" },
    secret: TEST_SECRET,
  });
  return `next-auth.session-token=${token}`;
}

/** A browser's socket with these cookies. */
async function connect(cookie: string): Promise<ClientSocket> {
  const socket: ClientSocket = connectClient(server.url, {
    transports: ["websocket"],
    extraHeaders: { cookie },
    auth: { protocol: PROTOCOL_VERSION },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return socket;
}

async function createGame(socket: ClientSocket): Promise<string> {
  const result = await call<Ok<{ gameId: string }>>(socket, "game:create", { puzzle: PUZZLE });
  expect(result.ok).toBe(true);
  return result.gameId;
}

async function listGames(socket: ClientSocket): Promise<string[]> {
  const result = await call<Ok<{ games: GameSummary[] }>>(socket, "game:list", {});
  expect(result.ok).toBe(true);
  return result.games.map((game) => game.id);
}

const ownerOf = async (gameId: string) =>
  (await server.db.game.findUniqueOrThrow({ where: { id: gameId } })).guestId;

describe("sign-up", () => {
  it("makes an account whose username is unique whatever its case", async () => {
    const first = await createUser(server.db, { username: "Sudoku_Fan", password: PASSWORD });
    expect(first).toMatchObject({ ok: true, user: { username: "Sudoku_Fan" } });
    const again = await createUser(server.db, { username: "sudoku_FAN", password: PASSWORD });
    expect(again).toEqual({ ok: false, field: "username", message: "This username is taken." });
  });

  it.each([
    ["ab", PASSWORD, "username"],
    ["has space", PASSWORD, "username"],
    ["fine_name", "short", "password"],
    ["fine_name", "Fine_Name", "password"],
    ["fine_name", "password123", "password"],
  ])("refuses %s / %s (%s)", async (username, password, field) => {
    const result = await createUser(server.db, { username, password });
    expect(result).toMatchObject({ ok: false, field });
    expect(await server.db.user.count({ where: { usernameKey: username } })).toBe(0);
  });

  it("stores a scrypt hash, never the password", async () => {
    const user = await newUser();
    const row = await server.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
  });
});

describe("sign-in", () => {
  it("accepts the right password under any case of the username, nothing else", async () => {
    const user = await newUser();
    expect(await checkCredentials(server.db, user.username.toUpperCase(), PASSWORD)).toEqual(user);
    expect(await checkCredentials(server.db, user.username, `${PASSWORD}!`)).toBeNull();
    expect(await checkCredentials(server.db, "nobody_here", PASSWORD)).toBeNull();
  });

  it("takes the new password after a change, and not the old one", async () => {
    const user = await newUser();
    const wrong = await changePassword(server.db, user.id, "not it at all", "a new passphrase");
    expect(wrong).toMatchObject({ ok: false, field: "currentPassword" });
    expect(await changePassword(server.db, user.id, PASSWORD, "a new passphrase")).toEqual({
      ok: true,
    });
    expect(await checkCredentials(server.db, user.username, PASSWORD)).toBeNull();
    expect(await checkCredentials(server.db, user.username, "a new passphrase")).not.toBeNull();
  });
});

describe("the socket knows the user", () => {
  it("from the session cookie: games belong to the user and follow them to another browser", async () => {
    const user = await newUser();
    const cookie = await sessionCookie(user);
    const first = await connect(`${cookie}; ${guestCookie(newGuestId())}`);
    const gameId = await createGame(first);
    expect(await ownerOf(gameId)).toBe(userPlayerId(user.id));

    // Another browser: another guest cookie (or none), the same session.
    const second = await connect(cookie);
    expect(await listGames(second)).toContain(gameId);
    const joined = await call<{ ok: boolean }>(second, "game:join", { gameId });
    expect(joined.ok).toBe(true);
  });

  it("ignores a session whose password changed since, or that was forged", async () => {
    const user = await newUser();
    const stale = await sessionCookie(user);
    await changePassword(server.db, user.id, PASSWORD, "another passphrase");
    const guestId = newGuestId();
    const socket = await connect(`${stale}; ${guestCookie(guestId)}`);
    expect(await ownerOf(await createGame(socket))).toBe(guestId);

    const forged = await encode({
      token: { sub: user.id, epoch: 1 },
      secret: "another-secret-0123456789abcdefghijklmnop",
    });
    const other = newGuestId();
    const forgedSocket = await connect(`next-auth.session-token=${forged}; ${guestCookie(other)}`);
    expect(await ownerOf(await createGame(forgedSocket))).toBe(other);
  });
});

describe("race rooms know the user", () => {
  it("as one member across two browsers of the same account, under the account's name", async () => {
    const user = await newUser("Zoë the Swift");
    const cookie = await sessionCookie(user);
    const first = await connect(`${cookie}; ${guestCookie(newGuestId())}`);
    const created = await call<Ok<{ code: string }>>(first, "room:create", { name: "Ada" });
    expect(created.ok).toBe(true);
    const hostView = await call<Ok<{ room: RoomSnapshot }>>(first, "room:join", {
      code: created.code,
      name: "Ada",
    });
    const second = await connect(`${cookie}; ${guestCookie(newGuestId())}`);
    const otherView = await call<Ok<{ room: RoomSnapshot }>>(second, "room:join", {
      code: created.code,
      name: "Ada",
    });
    expect(otherView.room.you).toBe(hostView.room.you);
    expect(otherView.room.members).toHaveLength(1);
    expect(otherView.room.members[0].name).toBe("Zoë the Swift");
    const seat = await server.db.roomPlayer.findFirstOrThrow({
      where: { roomCode: created.code },
    });
    expect(seat.guestId).toBe(userPlayerId(user.id));
  });
});

describe("a guest's games", () => {
  it("become the user's when that browser signs in, once", async () => {
    const guestId = newGuestId();
    const asGuest = await connect(guestCookie(guestId));
    const gameId = await createGame(asGuest);
    // The guest's tab keeps the game in the server's memory while the user signs in.
    expect((await call<{ ok: boolean }>(asGuest, "game:join", { gameId })).ok).toBe(true);

    const user = await newUser();
    const signedIn = await connect(`${await sessionCookie(user)}; ${guestCookie(guestId)}`);
    expect(await ownerOf(gameId)).toBe(userPlayerId(user.id));
    expect(await listGames(signedIn)).toContain(gameId);
    expect((await call<{ ok: boolean }>(signedIn, "game:join", { gameId })).ok).toBe(true);

    // Someone else signing in on the same browser later takes nothing.
    const other = await newUser();
    const otherSocket = await connect(`${await sessionCookie(other)}; ${guestCookie(guestId)}`);
    expect(await listGames(otherSocket)).toEqual([]);
    expect(await ownerOf(gameId)).toBe(userPlayerId(user.id));
    expect(await claimGuestGames(server.db, guestId, userPlayerId(other.id))).toEqual([]);
    // A repeated claim by the same user changes nothing either.
    expect(await claimGuestGames(server.db, guestId, userPlayerId(user.id))).toEqual([]);
    expect(await server.db.guestClaim.count({ where: { guestId } })).toBe(1);
  });

  it("are claimed once when two sign-ins race", async () => {
    const guestId = newGuestId();
    const asGuest = await connect(guestCookie(guestId));
    const games = [await createGame(asGuest), await createGame(asGuest)];
    const [a, b] = [await newUser(), await newUser()];
    const claims = await Promise.all([
      claimGuestGames(server.db, guestId, userPlayerId(a.id)),
      claimGuestGames(server.db, guestId, userPlayerId(b.id)),
    ]);
    const owners = new Set(await Promise.all(games.map(ownerOf)));
    expect(owners.size).toBe(1);
    expect(claims.filter((ids) => ids.length > 0)).toHaveLength(1);
  });
});

describe("account deletion", () => {
  it("removes the account, anonymises its games and ends its sessions", async () => {
    const user = await newUser("Gone Soon");
    const cookie = await sessionCookie(user);
    const socket = await connect(cookie);
    const gameId = await createGame(socket);
    socket.disconnect();

    expect(await deleteUser(server.db, user.id)).toBe(true);
    expect(await server.db.user.findUnique({ where: { id: user.id } })).toBeNull();
    const owner = await ownerOf(gameId);
    expect(owner).not.toBe(userPlayerId(user.id));
    expect(owner).toMatch(/^deleted:/);
    expect(await checkCredentials(server.db, user.username, PASSWORD)).toBeNull();

    // The old session cookie now makes a guest, who sees none of the games.
    const after = await connect(`${cookie}; ${guestCookie(newGuestId())}`);
    expect(await listGames(after)).toEqual([]);
    // The username is free again.
    const reuse = await createUser(server.db, { username: user.username, password: PASSWORD });
    expect(reuse.ok).toBe(true);
  });
});

describe("display names", () => {
  it("keeps any text as typed (it is rendered escaped), tidied of spaces", async () => {
    const user = await newUser();
    const hostile = "<img src=x onerror=alert(1)>";
    expect(await changeDisplayName(server.db, user.id, `  ${hostile} `)).toEqual({
      ok: true,
      displayName: hostile,
    });
    expect(await changeDisplayName(server.db, user.id, "   ")).toMatchObject({ ok: false });
  });
});

describe("a tab left open after its account is deleted", () => {
  it("can no longer play the account's game nor start a daily", async () => {
    const user = await newUser();
    const socket = await connect(await sessionCookie(user));
    const gameId = await createGame(socket);
    expect((await call<{ ok: boolean }>(socket, "game:join", { gameId })).ok).toBe(true);
    const cell = PUZZLE.indexOf(".");

    expect(await deleteUser(server.db, user.id)).toBe(true);
    const move = await call<{ ok: boolean; error?: { code: string } }>(socket, "move:submit", {
      gameId,
      moveId: `after-delete-${counter}`,
      move: { type: "corner", cells: [cell], digit: 1 },
    });
    expect(move).toMatchObject({ ok: false, error: { code: "forbidden" } });
    const today = new Date().toISOString().slice(0, 10);
    const daily = await call<{ ok: boolean; error?: { code: string } }>(socket, "daily:start", {
      date: today,
    });
    expect(daily).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(await server.db.dailyAttempt.count({ where: { playerId: userPlayerId(user.id) } })).toBe(
      0,
    );
    expect(await server.db.move.count({ where: { gameId } })).toBe(0);
  });
});

describe("account changes that a copied cookie must not make", () => {
  it("deleting the account needs the current password", async () => {
    const user = await newUser();
    expect(await deleteAccount(server.db, user.id, "not my password", null)).toMatchObject({
      ok: false,
      field: "currentPassword",
    });
    expect(await deleteAccount(server.db, user.id, "", Date.now())).toMatchObject({ ok: false });
    expect(await server.db.user.count({ where: { id: user.id } })).toBe(1);
    expect(await deleteAccount(server.db, user.id, PASSWORD, null)).toEqual({ ok: true });
    expect(await server.db.user.count({ where: { id: user.id } })).toBe(0);
  });

  it("an account without a password (GitHub, Google) needs a fresh sign-in instead", async () => {
    const linked = await userForOAuth(server.db, "github", `gh-${process.pid}-${++counter}`, {
      login: `octo${counter}`,
    });
    const stale = Date.now() - RECENT_SIGN_IN_MS - 1_000;
    expect(
      await changePassword(server.db, linked.id, "", "a brand new passphrase", stale),
    ).toMatchObject({
      ok: false,
      field: "currentPassword",
    });
    expect(
      await changePassword(server.db, linked.id, "", "a brand new passphrase", null),
    ).toMatchObject({
      ok: false,
    });
    expect(await deleteAccount(server.db, linked.id, "", stale)).toMatchObject({ ok: false });
    expect(await server.db.user.count({ where: { id: linked.id } })).toBe(1);
    expect(await deleteAccount(server.db, linked.id, "", Date.now() - 1_000)).toEqual({ ok: true });
  });

  it("signing out everywhere ends every session of the account", async () => {
    const user = await newUser();
    const cookie = await sessionCookie(user);
    await endSessions(server.db, user.id);
    const guestId = newGuestId();
    const socket = await connect(`${cookie}; ${guestCookie(guestId)}`);
    expect(await ownerOf(await createGame(socket))).toBe(guestId);
  });
});

describe("a deleted account's open socket", () => {
  type Reply = { ok: boolean; error?: { code: string } };

  it("is refused every command once the account is gone, even before it is disconnected", async () => {
    const user = await newUser();
    const socket = await connect(await sessionCookie(user));
    expect(await deleteUser(server.db, user.id)).toBe(true);
    // No disconnect yet (another process may have deleted it): each command re-checks.
    const created = await call<Reply>(socket, "game:create", { puzzle: PUZZLE });
    expect(created).toMatchObject({ ok: false, error: { code: "forbidden" } });
    const again = await connect(`${guestCookie(newGuestId())}`);
    const room = await call<Reply>(again, "room:create", { name: "Ada" });
    expect(room.ok).toBe(true);
    expect(await server.db.game.count({ where: { guestId: userPlayerId(user.id) } })).toBe(0);
  });

  it("cannot host a room or join one under the deleted name", async () => {
    const user = await newUser("Deleted Dora");
    const cookie = await sessionCookie(user);
    const tabs = [await connect(cookie), await connect(cookie)];
    const other = await connect(guestCookie(newGuestId()));
    const made = await call<Ok<{ code: string }>>(other, "room:create", { name: "Bea" });
    expect(await deleteUser(server.db, user.id)).toBe(true);
    // One tab each: a refused tab is disconnected.
    for (const [tab, event, payload] of [
      [tabs[0], "room:create", { name: "Dora" }],
      [tabs[1], "room:join", { code: made.code, name: "Dora" }],
    ] as const) {
      expect(await call<Reply>(tab, event, payload)).toMatchObject({
        ok: false,
        error: { code: "forbidden" },
      });
    }
    expect(await server.db.roomPlayer.count({ where: { guestId: userPlayerId(user.id) } })).toBe(0);
  });

  it("is disconnected when the account ends (deleted, or every session signed out)", async () => {
    for (const end of [
      (id: string) => deleteUser(server.db, id),
      (id: string) => endSessions(server.db, id),
    ]) {
      const user = await newUser();
      const socket = await connect(await sessionCookie(user));
      // The page is told why before the link closes, so it can ask for a new sign-in.
      const told: string[] = [];
      socket.on("session:ended", ({ message }) => told.push(message));
      const gone = new Promise<string>((resolve) => socket.once("disconnect", resolve));
      await end(user.id);
      appContext().sessionsEnded(user.id);
      expect(await gone).toBe("io server disconnect");
      expect(told).toEqual([SESSION_ENDED_MESSAGE]);
    }
  });

  it("is told its session ended when a command finds it so", async () => {
    const user = await newUser();
    const socket = await connect(await sessionCookie(user));
    const told = new Promise<string>((resolve) =>
      socket.once("session:ended", ({ message }) => resolve(message)),
    );
    await endSessions(server.db, user.id);
    const created = await call<Reply>(socket, "game:create", { puzzle: PUZZLE });
    expect(created).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(await told).toBe(SESSION_ENDED_MESSAGE);
  });
});
