/** Sockets per guest and per IP are capped; a closed socket frees its place. */
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
