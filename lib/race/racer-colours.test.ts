import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ROOM_LIMITS } from "../game/room-protocol";
import { RACER_COLOURS, colourSeat, racerColour, racerInitials } from "./racer-colours";

const css = readFileSync(fileURLToPath(new URL("../../app/globals.css", import.meta.url)), "utf8");
/** A theme's page and card backgrounds, read from the stylesheet so a new theme is checked. */
function backgrounds(selector: string): string[] {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf("}", start));
  return ["bg", "surface"].map((token) => {
    const m = new RegExp(`--${token}:\\s*(#[0-9a-f]{6});`, "i").exec(block);
    if (!m) throw new Error(`no --${token} in ${selector}`);
    return m[1];
  });
}

const rgb = (hex: string) =>
  [0, 1, 2].map((i) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255);
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = (lin: number[]) => 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
function contrast(a: string, b: string): number {
  const [lo, hi] = [a, b].map((h) => luminance(rgb(h).map(linear))).sort((x, y) => x - y);
  return (hi + 0.05) / (lo + 0.05);
}
/** CIE76 difference in Lab from linear RGB: over ~10 reads as another colour at a glance. */
function deltaE(p: number[], q: number[]): number {
  const lab = ([r, g, b]: number[]) => {
    const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
    return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
  };
  const [a, b] = [lab(p), lab(q)];
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}
/** How a colour looks with no working L, M or S cones (Machado et al. 2009, severity 1). */
const VISIONS: Record<string, number[][] | null> = {
  typical: null,
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};
const seen = (hex: string, m: number[][] | null) => {
  const lin = rgb(hex).map(linear);
  if (!m) return lin;
  return m.map((row) =>
    Math.min(1, Math.max(0, row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2])),
  );
};

const seats = Array.from({ length: ROOM_LIMITS.maxPlayers }, (_, seat) => seat);

describe("racerColour", () => {
  it("gives each of a full room's seats its own colour", () => {
    const fills = seats.map((seat) => racerColour(seat).fill);
    expect(new Set(fills).size).toBe(ROOM_LIMITS.maxPlayers);
  });

  it("gives a seat the same colour every time, and the first two racers blue and orange", () => {
    for (const seat of seats) expect(racerColour(seat)).toEqual(racerColour(seat));
    expect([racerColour(0).name, racerColour(1).name]).toEqual(["blue", "orange"]);
    // Never undefined, whatever a caller passes.
    expect(racerColour(8)).toBe(racerColour(0));
    expect(racerColour(-1)).toBe(RACER_COLOURS[RACER_COLOURS.length - 1]);
    expect(racerColour(Number.NaN)).toBe(racerColour(0));
  });

  it.each(Object.keys(VISIONS))("keeps every pair of seats apart with %s vision", (vision) => {
    const matrix = VISIONS[vision];
    for (const a of seats) {
      for (const b of seats.filter((s) => s > a)) {
        const d = deltaE(seen(racerColour(a).fill, matrix), seen(racerColour(b).fill, matrix));
        expect(d, `${racerColour(a).name} / ${racerColour(b).name}`).toBeGreaterThan(7);
      }
    }
  });

  it("reads on both themes: initials at 4.5:1, fills (dark) and outlines (light) at 3:1", () => {
    const light = backgrounds(":root");
    const dark = backgrounds('[data-theme="dark"]');
    for (const seat of seats) {
      const c = racerColour(seat);
      expect(contrast(c.ink, c.fill), c.name).toBeGreaterThanOrEqual(4.5);
      for (const bg of light)
        expect(contrast(c.edge, bg), `${c.name} on ${bg}`).toBeGreaterThanOrEqual(3);
      for (const bg of dark)
        expect(contrast(c.fill, bg), `${c.name} on ${bg}`).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("racerInitials", () => {
  it.each([
    ["Ada Lovelace", "AL"],
    ["bea", "B"],
    ["  Jean-Luc  de la Tour ", "JT"],
    ["émile zola", "ÉZ"],
    ["(Sam)", "S"],
    ["🐢 Tom", "🐢T"],
    ["", "?"],
    ["---", "?"],
  ])("%j → %j", (name, initials) => {
    expect(racerInitials(name)).toBe(initials);
  });
});

describe("colourSeat", () => {
  const members = [{ playerId: "ada" }, { playerId: "cy" }, { playerId: "bea" }];

  it("is a person's place among the members, whoever races this round", () => {
    // Cy watches round 2: Bea keeps the colour she had in the lobby and in round 1.
    expect(colourSeat(members, "bea", [{ playerId: "ada" }, { playerId: "bea" }])).toBe(2);
    expect(colourSeat(members, "bea")).toBe(2);
    expect(racerColour(colourSeat(members, "cy")).name).not.toBe(
      racerColour(colourSeat(members, "bea")).name,
    );
  });

  it("places someone who left after the members, by their place among the entrants", () => {
    const entrants = [{ playerId: "ada" }, { playerId: "gone" }];
    expect(colourSeat(members, "gone", entrants)).toBe(4);
  });
});
