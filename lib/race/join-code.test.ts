import { describe, expect, it } from "vitest";
import { readTypedCode } from "./join-code";

describe("a race code typed on the race page", () => {
  it("takes a code in any case, with the spaces and dashes people copy", () => {
    expect(readTypedCode(" k7q-m4p ")).toEqual({ ok: true, code: "K7QM4P" });
  });

  it("says how long a code is when it is too short", () => {
    expect(readTypedCode("K7QM")).toEqual({
      ok: false,
      problem: 'A race code has 6 characters; "K7QM" has 4.',
    });
  });

  it("names the look-alikes a code never uses", () => {
    const read = readTypedCode("K7QM0P");
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problem).toContain("never use 0, O");
  });

  it("refuses other characters plainly", () => {
    const read = readTypedCode("K7QM!P");
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(read.problem).toBe('"K7QM!P" is not a race code: codes use only letters and digits.');
  });

  it("asks for a code when nothing was typed", () => {
    expect(readTypedCode("   ").ok).toBe(false);
  });
});
