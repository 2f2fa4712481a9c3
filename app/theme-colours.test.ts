/**
 * The board's colours, read from the stylesheet itself: every digit readable on every cell
 * background (WCAG AA, 4.5:1), the selection ring and a hinted cell's frame visible (3:1), and
 * the selection far from the colours it used to be confused with, in both themes.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const css = readFileSync(fileURLToPath(new URL("./globals.css", import.meta.url)), "utf8");

function tokens(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block`);
  const block = css.slice(start, css.indexOf("}", start));
  const out: Record<string, string> = {};
  for (const m of block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)) out[m[1]] = m[2];
  return out;
}

const channel = (hex: string, i: number) => {
  const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) =>
  0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
function contrast(a: string, b: string): number {
  const [lo, hi] = [luminance(a), luminance(b)].sort((x, y) => x - y);
  return (hi + 0.05) / (lo + 0.05);
}
/** CIE76 colour difference: about 2 is just noticeable, over 20 clearly another colour. */
function deltaE(a: string, b: string): number {
  const lab = (hex: string) => {
    const [r, g, bl] = [0, 1, 2].map((i) => channel(hex, i));
    const x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047;
    const y = 0.2126 * r + 0.7152 * g + 0.0722 * bl;
    const z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883;
    const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
    return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
  };
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

const PALETTE = ["c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9"];
const CELL_BACKGROUNDS = ["cell", "peer", "same", "selected", "hint", "conflict-bg", ...PALETTE];
const DIGITS = ["given", "entry", "conflict", "ghost", "solution", "pivot", "elim"];

describe.each([
  ["light", ":root"],
  ["dark", '[data-theme="dark"]'],
])("%s theme", (_, selector) => {
  const t = tokens(selector);

  it.each(DIGITS)("%s digits are readable on every cell background", (digit) => {
    for (const bg of CELL_BACKGROUNDS) {
      expect(contrast(t[digit], t[bg]), `${digit} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("draws the selection ring visibly on the selection and on every colour", () => {
    for (const bg of ["selected", "cell", ...PALETTE]) {
      expect(contrast(t.ring, t[bg]), `ring on ${bg}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("frames a hinted cell visibly on every fill, the selection's included", () => {
    for (const bg of CELL_BACKGROUNDS) {
      expect(contrast(t["hint-ring"], t[bg]), `hint ring on ${bg}`).toBeGreaterThanOrEqual(3);
    }
    expect(deltaE(t["hint-ring"], t.ring), "hint ring vs selection ring").toBeGreaterThan(20);
  });

  it("keeps the selection apart from same-digit cells and from colours 5 and 6", () => {
    for (const other of ["same", "c5", "c6", "peer"]) {
      expect(deltaE(t.selected, t[other]), `selected vs ${other}`).toBeGreaterThan(20);
    }
  });

  it("shades a selected cell's row, column and box visibly", () => {
    expect(deltaE(t.peer, t.cell)).toBeGreaterThan(6);
  });
});
