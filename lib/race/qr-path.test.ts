import qrcode from "qrcode-generator";
import { describe, expect, it } from "vitest";
import { qrPath } from "./qr-path";

describe("qrPath", () => {
  it("draws one unit square per dark module, at its column and row", () => {
    expect(qrPath(2, (r, c) => r === c)).toBe("M0 0h1v1h-1zM1 1h1v1h-1z");
    expect(qrPath(3, (r, c) => r === 0 && c === 2)).toBe("M2 0h1v1h-1z");
    expect(qrPath(3, () => false)).toBe("");
  });

  it("draws a real invite link's code with its finder pattern", () => {
    const qr = qrcode(0, "M");
    qr.addData("http://127.0.0.1:3000/race/ACDEFG");
    qr.make();
    const size = qr.getModuleCount();
    const d = qrPath(size, (r, c) => qr.isDark(r, c));
    // The top-left finder pattern: a dark 7x7 ring with its corner at (0, 0).
    expect(d.startsWith("M0 0h1v1h-1zM1 0h1v1h-1z")).toBe(true);
    expect(d.split("z").length - 1).toBeGreaterThan(size * 3);
  });
});
