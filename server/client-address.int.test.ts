/**
 * The client address behind a proxy, end to end: a forged X-Forwarded-For from a peer that is
 * not a trusted proxy changes no limit's key; the same header from a trusted proxy does.
 */
import { request } from "node:http";
import { io as connectClient } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROTOCOL_VERSION } from "@/lib/game/protocol";
import { newGuestId } from "./guest";
import { guestCookie, startTestServer, type TestServer } from "./test-support/harness";

/** Page requests: two at once per address, then 429. Sockets: two per address. */
const start = (trustedProxies: string) =>
  startTestServer({
    env: { TRUSTED_PROXIES: trustedProxies, MAX_SOCKETS_PER_IP: "2" },
    pageLimits: { inFlight: 100, quota: { perMinute: 1, burst: 2 } },
  });

let direct: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  // The tests connect from 127.0.0.1: a stranger to the first server, a proxy to the second.
  [direct, proxied] = await Promise.all([start(""), start("loopback")]);
});
afterAll(async () => {
  await Promise.all([direct?.dispose(), proxied?.dispose()]);
});

/** The status of a page request claiming to be for `forwardedFor`. */
function page(server: TestServer, forwardedFor: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/daily`, { headers: { "x-forwarded-for": forwardedFor } });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Opens a socket claiming to be for `forwardedFor`: null when it connects, else the refusal. */
async function socketFor(server: TestServer, forwardedFor: string, open: (() => void)[]) {
  const socket = connectClient(server.url, {
    transports: ["websocket"],
    extraHeaders: { cookie: guestCookie(newGuestId()), "x-forwarded-for": forwardedFor },
    auth: { protocol: PROTOCOL_VERSION },
    reconnection: false,
    forceNew: true,
  });
  open.push(() => socket.disconnect());
  return new Promise<unknown>((resolve) => {
    socket.once("connect", () => resolve(null));
    socket.once("connect_error", (error: Error & { data?: unknown }) => resolve(error.data));
  });
}

describe("the client address behind a proxy", () => {
  it("ignores a forged X-Forwarded-For from an untrusted peer: one address, one page quota", async () => {
    const statuses = [];
    for (const forged of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      statuses.push(await page(direct, forged));
    }
    expect(statuses).toEqual([404, 404, 429]);
  });

  it("keys pages by the client a trusted proxy forwards for", async () => {
    const statuses = [];
    for (const client of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      statuses.push(await page(proxied, client));
    }
    expect(statuses).toEqual([404, 404, 404]);
    // One client through the proxy still has one quota.
    expect([await page(proxied, "203.0.113.1"), await page(proxied, "203.0.113.1")]).toEqual([
      404, 429,
    ]);
  });

  it("counts sockets the same way: a forged header gets no extra place, a proxied client has its own", async () => {
    const open: (() => void)[] = [];
    try {
      const forged = [];
      for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
        forged.push(await socketFor(direct, address, open));
      }
      expect(forged).toEqual([null, null, { code: "limit", message: expect.any(String) }]);
      const proxiedClients = [];
      for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
        proxiedClients.push(await socketFor(proxied, address, open));
      }
      expect(proxiedClients).toEqual([null, null, null]);
    } finally {
      for (const close of open) close();
    }
  });
});
