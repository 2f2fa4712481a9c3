import { describe, expect, it } from "vitest";
import { BOXES, COLUMNS, ROWS } from "../grid";
import { EMPTY_RECTANGLE, KITE, SKYSCRAPER, TURBOT } from "./pattern-positions";
import { emptyRectangle, skyscraper, turbotFish, twoStringKite } from "./single-digit";
import { addCandidate, positionState, publicPuzzles, soundness } from "./test-positions";

const e = (cell: number, digit: number) => ({ cell, digit });

describe("skyscraper", () => {
  it("removes the digit from cells seeing both tops", () => {
    const [step] = skyscraper.findAll?.(positionState(SKYSCRAPER)) ?? [];
    expect(step.eliminations).toEqual([e(43, 1)]);
    expect(step.explanation).toBe(
      "Skyscraper on 1: row 4 holds 1 only in r4c7 and r4c5, row 9 only in r9c5 and r9c8, and r4c5 sees r9c5, so r4c7 or r9c8 is 1: 1 is removed from r5c8",
    );
  });

  it("needs both lines to be strong links", () => {
    const state = positionState(SKYSCRAPER);
    addCandidate(state, ROWS[3].cells, 1);
    expect(skyscraper.findAll?.(state).some((s) => s.cells.includes(33))).toBe(false);
  });
});

describe("two-string kite", () => {
  it("joins a row and a column link through a box", () => {
    const step = twoStringKite.find(positionState(KITE));
    expect(step?.eliminations).toEqual([e(45, 4)]);
    expect(step?.cells).toEqual([72, 76, 66, 48]);
  });

  it("needs the column to be a strong link", () => {
    const state = positionState(KITE);
    addCandidate(state, COLUMNS[3].cells, 4);
    expect(twoStringKite.findAll?.(state).some((s) => s.cells.includes(48))).toBe(false);
  });
});

describe("turbot fish", () => {
  it("chains a row link and a box link", () => {
    const step = turbotFish.find(positionState(TURBOT));
    expect(step?.eliminations).toEqual([e(31, 1)]);
    expect(step?.explanation).toBe(
      "Turbot fish on 1: row 9 holds 1 only in r9c5 and r9c8, box 6 only in r5c8 and r4c7, and r9c8 sees r5c8, so r9c5 or r4c7 is 1: 1 is removed from r4c5",
    );
  });

  it("leaves skyscrapers and kites to their own names", () => {
    const names = turbotFish.findAll?.(positionState(TURBOT)).map((s) => s.technique);
    expect(new Set(names)).toEqual(new Set(["turbot-fish"]));
    const chains = turbotFish.findAll?.(positionState(SKYSCRAPER)) ?? [];
    expect(chains.some((s) => s.eliminations.some((x) => x.cell === 43))).toBe(false);
  });
});

describe("empty rectangle", () => {
  it("uses a box's row and column with a strong link on a crossing line", () => {
    const step = emptyRectangle.find(positionState(EMPTY_RECTANGLE));
    expect(step?.eliminations).toEqual([e(45, 4)]);
    expect(step?.explanation).toBe(
      "Empty rectangle on 4: box 5 holds 4 only on row 6 or column 5, and row 9 holds it only in r9c5 and r9c1; whichever of them is 4, r6c1 cannot be: 4 is removed from r6c1",
    );
  });

  it("needs the box's digit confined to one row and one column", () => {
    const state = positionState(EMPTY_RECTANGLE);
    // r4c6 is off both arms (row 6, column 5) of box 5.
    expect(BOXES[4].cells).toContain(32);
    state.candidates[32] |= 1 << 3;
    expect(emptyRectangle.findAll?.(state).some((s) => s.cells.includes(76))).toBe(false);
  });
});

describe("single-digit patterns", () => {
  it("never remove a solution digit on a sample of the public sets", () => {
    const puzzles = [
      ...publicPuzzles("top95.txt", 16),
      ...publicPuzzles("forum_hardest_1106.txt", 220),
    ];
    const { problems, fired } = soundness(
      [skyscraper, twoStringKite, turbotFish, emptyRectangle],
      puzzles,
    );
    expect(problems).toEqual([]);
    expect(Object.keys(fired).sort()).toEqual([
      "empty-rectangle",
      "skyscraper",
      "turbot-fish",
      "two-string-kite",
    ]);
  });
});
