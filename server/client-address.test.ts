import type { IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddressResolver, UNKNOWN_ADDRESS, type ClientRequest } from "./client-address";

/** A request from `peer` carrying `forwardedFor` (X-Forwarded-For), if any. */
function from(peer: string | undefined, forwardedFor?: string): ClientRequest {
  const headers: IncomingHttpHeaders = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
  return { headers, socket: { remoteAddress: peer } } as ClientRequest;
}

describe("client address", () => {
  it("trusts nobody by default: a forged X-Forwarded-For changes nothing", () => {
    const address = clientAddressResolver([]);
    expect(address(from("203.0.113.7", "198.51.100.1"))).toBe("203.0.113.7");
    expect(address(from("203.0.113.7"))).toBe("203.0.113.7");
  });

  it("reads the client through a trusted proxy, and ignores the header from any other peer", () => {
    const address = clientAddressResolver(["10.0.0.0/8"]);
    expect(address(from("10.0.0.2", "198.51.100.1"))).toBe("198.51.100.1");
    expect(address(from("203.0.113.7", "198.51.100.1"))).toBe("203.0.113.7");
    // A trusted proxy that forwarded nothing is its own client.
    expect(address(from("10.0.0.2"))).toBe("10.0.0.2");
  });

  it("walks a chain back to the first hop it does not trust, never further", () => {
    const address = clientAddressResolver(["loopback", "10.0.0.0/8"]);
    // client → 10.1.1.1 → 127.0.0.1 (the peer): both proxies trusted.
    expect(address(from("127.0.0.1", "198.51.100.1, 10.1.1.1"))).toBe("198.51.100.1");
    // A forged first entry behind an untrusted hop is not believed: the hop is the client.
    expect(address(from("127.0.0.1", "1.2.3.4, 203.0.113.9, 10.1.1.1"))).toBe("203.0.113.9");
  });

  it("keys an IPv6 client by its /64, and an IPv4-mapped peer as IPv4", () => {
    const address = clientAddressResolver(["::1"]);
    expect(address(from("::1", "2001:db8:1:2:aaaa::1"))).toBe("2001:db8:1:2::/64");
    expect(address(from("::1", "2001:db8:1:2:bbbb::9"))).toBe("2001:db8:1:2::/64");
    expect(address(from("2001:db8:9:9::5"))).toBe("2001:db8:9:9::/64");
    expect(clientAddressResolver([])(from("::ffff:203.0.113.7"))).toBe("203.0.113.7");
  });

  it("gives one shared key to a request whose peer is already gone", () => {
    expect(clientAddressResolver(["loopback"])(from(undefined, "198.51.100.1"))).toBe(
      UNKNOWN_ADDRESS,
    );
  });

  it("refuses a malformed trusted list, naming it", () => {
    expect(() => clientAddressResolver(["not-an-address"])).toThrow(/not-an-address/);
  });
});
