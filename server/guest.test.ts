import { describe, expect, it } from "vitest";
import {
  guestCookieHeader,
  guestIdFromCookies,
  newGuestId,
  signGuestId,
  verifyGuestToken,
} from "./guest";

const SECRET = "a-test-secret-of-at-least-32-characters!";

describe("guest cookie", () => {
  it("round-trips a signed guest id", () => {
    const id = newGuestId();
    expect(verifyGuestToken(signGuestId(id, SECRET), SECRET)).toBe(id);
    const header = `theme=dark; nonet_guest=${signGuestId(id, SECRET)}; other=1`;
    expect(guestIdFromCookies(header, SECRET)).toBe(id);
  });

  it.each([
    ["another secret", (id: string) => signGuestId(id, `${SECRET}x`)],
    ["a swapped id", (id: string) => `${newGuestId()}.${signGuestId(id, SECRET).split(".")[1]}`],
    ["no signature", (id: string) => id],
    ["a truncated signature", (id: string) => signGuestId(id, SECRET).slice(0, -2)],
    ["garbage", () => "...."],
  ])("rejects %s", (_, token) => {
    expect(verifyGuestToken(token(newGuestId()), SECRET)).toBeNull();
  });

  it("ignores an undecodable cookie instead of throwing", () => {
    expect(guestIdFromCookies("nonet_guest=%", SECRET)).toBeNull();
    expect(guestIdFromCookies("nonet_guest=%ZZ%E0%A4%A", SECRET)).toBeNull();
  });

  it("still finds a good cookie after a planted bad one", () => {
    const id = newGuestId();
    const header = `nonet_guest=%; other=1; nonet_guest=${signGuestId(id, SECRET)}`;
    expect(guestIdFromCookies(header, SECRET)).toBe(id);
  });

  it("is HttpOnly and SameSite=Lax, Secure only when asked", () => {
    const header = guestCookieHeader(newGuestId(), SECRET, false);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).not.toMatch(/Secure/);
    expect(guestCookieHeader(newGuestId(), SECRET, true)).toMatch(/; Secure$/);
  });
});
