/**
 * The one resolver of a client's address, for every per-address rule (page limits, sign-in
 * and sign-up limits, socket caps, event quotas, room-code probes, the race address).
 *
 * Behind nginx every peer is the proxy, so the client is read from X-Forwarded-For, but only
 * through proxies listed in TRUSTED_PROXIES: proxy-addr walks the chain from the peer backwards
 * and stops at the first hop that is not trusted. With none trusted (the default) a forged
 * header changes nothing: the answer is the peer's own address.
 *
 * The answer is already a limit key (`addressKey`: an IPv6 address by its /64), so every
 * rule counts one client the same way.
 */
import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";
import { addressKey } from "./realtime/rate-limit";
import type { GameServer } from "./realtime/types";

/** What the resolver reads of a request: the peer and its forwarding header. */
export type ClientRequest = Pick<IncomingMessage, "headers" | "socket">;

export type ClientAddressOf = (request: ClientRequest) => string;

/** When the peer has no address (a socket already closed): one shared key, never none. */
export const UNKNOWN_ADDRESS = "unknown";

/**
 * A resolver trusting `trustedProxies` (addresses, CIDRs or proxy-addr's names such as
 * "loopback"); empty trusts nobody. Throws, naming the entry, on a malformed list (env.ts has
 * already refused one at start).
 *
 * @example
 * const clientAddress = clientAddressResolver(["10.0.0.0/8"]);
 * clientAddress(req); // "203.0.113.9" when 10.0.0.2 forwarded for it
 */
export function clientAddressResolver(trustedProxies: readonly string[]): ClientAddressOf {
  const trust = proxyAddr.compile([...trustedProxies]);
  const trustsNobody = trustedProxies.length === 0;
  return (request) => {
    const peer = request.socket?.remoteAddress;
    if (!peer) return UNKNOWN_ADDRESS;
    // No proxy trusted: the header is not even parsed (a client could send a huge one).
    if (trustsNobody) return addressKey(peer);
    return addressKey(proxyAddr(request as IncomingMessage, trust));
  };
}

/**
 * Resolves each socket's client address once, at the handshake, into `socket.data.address`:
 * every per-address rule of the socket edge reads it from there. Register first.
 */
export function attachClientAddress(io: GameServer, clientAddress: ClientAddressOf): void {
  io.use((socket, next) => {
    socket.data.address = clientAddress(socket.request);
    next();
  });
}
