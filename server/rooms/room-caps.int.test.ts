/**
 * One socket once joined 129 lobbies whose hosts had left, and its presence kept every one of
 * them alive. A tab and a guest are each in a bounded number of rooms, and a lobby nobody is
 * connected to expires on time, whoever looks it up meanwhile.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { ROOM_LIMITS } from "@/lib/game/room-protocol";
import { connectGuest, startTestServer, type TestServer } from "../test-support/harness";
import { ask, must, newClient, type Racer } from "../test-support/race";

let server: TestServer;
const clients: Racer[] = [];

beforeAll(async () => {
  server = await startTestServer({ rooms: { countdownMs: 300, reconnectGraceMs: 60_000 } });
});

afterAll(async () => {
  for (const client of clients) client.socket.disconnect();
  await server.dispose();
});

async function client(name: string, guestId?: string) {
  const made = await newClient(server, name, guestId);
  clients.push(made);
  return made;
}

/** Lobbies whose hosts created them and went away. */
async function abandonedLobbies(count: number): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    const host = await newClient(server, "Host");
    const { code } = await must<{ code: string }>(host, "room:create", { name: "Host" });
    host.socket.disconnect();
    codes.push(code);
  }
  return codes;
}

const memberships = (guestId: string) => server.db.roomPlayer.count({ where: { guestId } });

it("refuses a tab past its rooms, and a player past their open ones, changing nothing", async () => {
  const perSocket = ROOM_LIMITS.roomsPerSocket;
  const perGuest = ROOM_LIMITS.roomsPerGuest;
  const codes = await abandonedLobbies(perGuest + 1);

  const tab = await client("Prober");
  for (const code of codes.slice(0, perSocket)) await must(tab, "room:join", { code, name: "P" });
  const refused = await ask(tab, "room:join", { code: codes[perSocket], name: "P" });
  expect(refused).toMatchObject({ ok: false, error: { code: "limit" } });
  expect(refused.ok || refused.error.message).toMatch(/too many rooms/i);
  expect(await memberships(tab.guestId)).toBe(perSocket);

  // More tabs of the same guest: the guest's own bound holds across them.
  let joined = perSocket;
  while (joined < perGuest) {
    const more = await client("Prober", tab.guestId);
    for (const code of codes.slice(joined, Math.min(joined + perSocket, perGuest))) {
      await must(more, "room:join", { code, name: "P" });
      joined++;
    }
  }
  const another = await client("Prober", tab.guestId);
  const past = await ask(another, "room:join", { code: codes[perGuest], name: "P" });
  expect(past).toMatchObject({ ok: false, error: { code: "limit" } });
  expect(await memberships(tab.guestId)).toBe(perGuest);
  const create = await ask(another, "room:create", { name: "P" });
  expect(create).toMatchObject({ ok: false, error: { code: "limit" } });
  expect(await memberships(tab.guestId)).toBe(perGuest);

  // Leaving one makes room for another.
  await must(tab, "room:leave", { code: codes[0] });
  await must(another, "room:join", { code: codes[perGuest], name: "P" });
});

it("holds both caps when joins arrive all at once, from one tab and from many", async () => {
  const perSocket = ROOM_LIMITS.roomsPerSocket;
  const perGuest = ROOM_LIMITS.roomsPerGuest;
  const codes = await abandonedLobbies(perGuest + 8);
  const ok = (acks: { ok: boolean }[]) => acks.filter((ack) => ack.ok).length;

  // One tab fires twenty joins without waiting for any.
  const tab = await client("Burst");
  const fromOneTab = await Promise.all(
    codes.slice(0, 20).map((code) => ask(tab, "room:join", { code, name: "B" })),
  );
  expect(ok(fromOneTab)).toBe(perSocket);

  // Four more tabs of the same guest, each firing eight at once.
  const tabs = await Promise.all([1, 2, 3, 4].map(() => client("Burst", tab.guestId)));
  const fromMany = await Promise.all(
    tabs.flatMap((more, i) =>
      codes
        .slice(i * 6, i * 6 + perSocket)
        .map((code) => ask(more, "room:join", { code, name: "B" })),
    ),
  );
  const rooms = new Set(
    (await server.db.roomPlayer.findMany({ where: { guestId: tab.guestId } })).map(
      (m) => m.roomCode,
    ),
  );
  expect(ok(fromMany)).toBeGreaterThan(0);
  expect(rooms.size).toBeLessThanOrEqual(perGuest);
});

it("expires a lobby nobody is connected to, whatever joins look it up meanwhile", async () => {
  const [code] = await abandonedLobbies(1);
  // Its half hour is nearly over.
  const soon = new Date(Date.now() + 500);
  await server.db.room.update({ where: { code }, data: { expiresAt: soon } });

  // A lookup: a join from a socket that is gone before anyone could be present.
  const socket = await connectGuest(server);
  await new Promise<void>((resolve) =>
    socket.emit("room:join", { code, name: "Ghost" }, () => resolve()),
  );
  socket.disconnect();
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(await server.rooms.sweep()).toContain(code);
});

it("keeps a lobby someone is connected to", async () => {
  const host = await client("Host");
  const { code } = await must<{ code: string }>(host, "room:create", { name: "Host" });
  await must(host, "room:join", { code, name: "Host" });
  await server.db.room.update({ where: { code }, data: { expiresAt: new Date(Date.now() - 1) } });
  expect(await server.rooms.sweep()).not.toContain(code);
});

it("counts only the rooms a tab shows: one that moved on opens more, and leaves the lobby", async () => {
  const perSocket = ROOM_LIMITS.roomsPerSocket;
  const codes = await abandonedLobbies(perSocket + 1);
  const tab = await client("Wanderer");
  // A player going from room to room in one tab: each page tells the server it moved on.
  for (const code of codes) {
    await must(tab, "room:join", { code, name: "W" });
    await must(tab, "room:unwatch", { code });
  }
  expect(await memberships(tab.guestId)).toBe(perSocket + 1);
  // Nobody shows the last lobby any more: it expires as a closed tab's would.
  const last = codes[perSocket];
  await server.db.room.update({
    where: { code: last },
    data: { expiresAt: new Date(Date.now() - 1) },
  });
  expect(await server.rooms.sweep()).toContain(last);
  // Unwatching a room the tab is not in changes nothing.
  expect(await ask(tab, "room:unwatch", { code: codes[0] })).toMatchObject({ ok: true });
});

it("counts a player's open rooms, not the ones they moved on from", async () => {
  const perGuest = ROOM_LIMITS.roomsPerGuest;
  const codes = await abandonedLobbies(perGuest + 1);
  const guestId = (await client("Racer")).guestId;
  const tabs: Racer[] = [];
  for (let i = 0; i < perGuest; i += ROOM_LIMITS.roomsPerSocket) {
    const tab = await client("Racer", guestId);
    tabs.push(tab);
    for (const code of codes.slice(i, i + ROOM_LIMITS.roomsPerSocket)) {
      await must(tab, "room:join", { code, name: "R" });
    }
  }
  const another = await client("Racer", guestId);
  const full = await ask(another, "room:join", { code: codes[perGuest], name: "R" });
  expect(full).toMatchObject({ ok: false, error: { code: "limit" } });
  // One page moves on (or its tab closes): a room is free again, the membership stays.
  await must(tabs[0], "room:unwatch", { code: codes[0] });
  await must(another, "room:join", { code: codes[perGuest], name: "R" });
  expect(await memberships(guestId)).toBe(perGuest + 1);
});
