/** Sockets per guest and per IP are capped; a closed socket frees its place. */
import { request } from "node:http";
import type { Socket } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { newGuestId } from "../guest";
import {
  connectGuest,
  startTestServer,
  type ClientSocket,
  type TestServer,
} from "../test-support/harness";

let server: TestServer;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { MAX_SOCKETS_PER_GUEST: "3", MAX_SOCKETS_PER_IP: "6" } });
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server?.dispose();
});

async function open(guestId: string) {
  const socket = await connectGuest(server, guestId);
  sockets.push(socket);
  return socket;
}

const refusal = (guestId: string) =>
  connectGuest(server, guestId).then(
    (socket) => {
      socket.disconnect();
      return null;
    },
    (error: Error & { data?: unknown }) => error.data,
  );

it("caps sockets per guest and frees a place when one closes", async () => {
  const guest = newGuestId();
  const first = await open(guest);
  await open(guest);
  await open(guest);
  expect(await refusal(guest)).toEqual({ code: "limit", message: expect.any(String) });
  first.disconnect();
  await new Promise((resolve) => setTimeout(resolve, 100));
  await open(guest);
});

it("caps sockets per IP across guests", async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (let i = 0; i < 6; i++) await open(newGuestId());
  expect(await refusal(newGuestId())).toEqual({ code: "limit", message: expect.any(String) });
});

/** A raw WebSocket upgrade to socket.io that never opens the namespace: 101, or the status. */
function rawUpgrade(port: number, held: Socket[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({
      port,
      host: "127.0.0.1",
      path: "/socket.io/?EIO=4&transport=websocket",
      headers: {
        Connection: "Upgrade",
        Upgrade: "websocket",
        "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
        "Sec-WebSocket-Version": "13",
      },
    });
    req.on("upgrade", (_res, socket) => {
      held.push(socket);
      resolve(101);
    });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

it("caps raw engine sessions per IP that never open the namespace", async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const held: Socket[] = [];
  try {
    // Twice MAX_SOCKETS_PER_IP (6) are let in; the next is refused before it holds anything.
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push(await rawUpgrade(server.port, held));
    expect(statuses.slice(0, 12)).toEqual(new Array(12).fill(101));
    expect(statuses[12]).not.toBe(101);
    // Closing them frees the places.
    for (const socket of held.splice(0)) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await rawUpgrade(server.port, held)).toBe(101);
  } finally {
    for (const socket of held) socket.destroy();
  }
});
