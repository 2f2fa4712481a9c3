import { describe, expect, it } from "vitest";
import { safeCallback } from "./form-parts";

describe("safeCallback", () => {
  it("keeps paths on this site", () => {
    expect(safeCallback("/account")).toBe("/account");
    expect(safeCallback("/play/abc?x=1#y")).toBe("/play/abc?x=1#y");
    expect(safeCallback(undefined)).toBe("/");
  });

  it("never leads to another host, however the browser would read it", () => {
    for (const hostile of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example/phish",
      "/\n/evil.example",
      "/.//evil.example",
      "/..//evil.example",
      "https://evil.example",
      "javascript:alert(1)",
    ]) {
      const target = safeCallback(hostile);
      expect(target.startsWith("/") && !target.startsWith("//")).toBe(true);
      expect(new URL(target, "http://nonet.test").host).toBe("nonet.test");
    }
  });
});
