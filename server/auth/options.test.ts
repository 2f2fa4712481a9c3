import { describe, expect, it } from "vitest";
import type { AppContext } from "./app-context";
import { authOptions } from "./options";

const BASE = "http://127.0.0.1:3917";

/** The redirect callback next-auth runs on every callbackUrl (parameter or cookie). */
async function redirect(url: string): Promise<string> {
  const context = { env: { NEXTAUTH_SECRET: "x".repeat(32) }, db: null } as unknown as AppContext;
  const callback = authOptions(context).callbacks?.redirect;
  // next-auth's default callback runs `new URL(url)` unguarded: a TypeError, answered 500.
  if (!callback) throw new Error("no redirect callback: next-auth's default throws");
  return callback({ url, baseUrl: BASE });
}

describe("the sign-in callback URL", () => {
  it("keeps paths and absolute URLs of this site", async () => {
    expect(await redirect("/account")).toBe(`${BASE}/account`);
    expect(await redirect(`${BASE}/play/abc?x=1`)).toBe(`${BASE}/play/abc?x=1`);
  });

  it("goes home for another host or a URL that does not parse, never throws", async () => {
    for (const hostile of [
      `${BASE}.evil.example/`,
      "http://127.0.0.1:3917.evil.example/",
      "http://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "http://[::1",
      "",
    ]) {
      expect(await redirect(hostile)).toBe(BASE);
    }
  });
});
