import { describe, expect, it } from "vitest";
import { ALL_DIGITS_MASK } from "../digits";
import { gridFrom, ROWS } from "../grid";
import { finnedJellyfish, finnedSwordfish, finnedXWing } from "./finned-fish";
import { FINNED_JELLYFISH, FINNED_SWORDFISH, FINNED_X_WING } from "./pattern-positions";
import { createState } from "./state";
import { addCandidate, positionState, publicPuzzles, soundness } from "./test-positions";

const e = (cell: number, digit: number) => ({ cell, digit });

describe("finned fish", () => {
  it("finned X-wing: the fins' box loses the digit in the cover columns", () => {
    const step = finnedXWing.find(positionState(FINNED_X_WING));
    expect(step?.eliminations).toEqual([e(45, 4)]);
    expect(step?.explanation).toBe(
      "Finned X-wing on 4 in rows 4 and 9 (columns 1 and 5) with fins r4c2 and r4c3: either a fin is 4 or the rows make a fish, so 4 is removed from r6c1",
    );
  });

  it("finned X-wing: a fin outside the box of the others breaks it", () => {
    const state = positionState(FINNED_X_WING);
    // 4 also in row 4 out in the third stack: the fins no longer share a box.
    addCandidate(state, ROWS[3].cells.slice(6), 4);
    expect(finnedXWing.findAll?.(state).some((s) => s.cells.includes(27))).toBe(false);
  });

  it("finned swordfish", () => {
    const step = finnedSwordfish.find(positionState(FINNED_SWORDFISH));
    expect(step?.eliminations).toEqual([e(45, 4), e(47, 4)]);
    expect(step?.cells).toEqual([9, 11, 27, 28, 29, 31, 72, 76]);
  });

  it("finned jellyfish", () => {
    const step = finnedJellyfish.find(positionState(FINNED_JELLYFISH));
    expect(step?.eliminations).toEqual([e(20, 7)]);
    expect(step?.explanation).toBe(
      "Finned jellyfish on 7 in columns 1, 2, 6 and 8 (rows 1, 3, 5 and 8) with fins r2c1 and r2c2: either a fin is 7 or the columns make a fish, so 7 is removed from r3c3",
    );
  });

  it("names a sashimi fish, whose base row keeps one cell without its fin", () => {
    // Digit 1 fits in row 1 at c1 and c5, in row 5 at c5 and the fin c2 only, nowhere else in
    // rows 1 and 5; elsewhere everything is open. r4c1 and r6c1 share the fin's box and
    // column 1, so they lose 1.
    const state = createState(gridFrom("0".repeat(81)));
    state.candidates.fill(ALL_DIGITS_MASK);
    for (const [row, cols] of [
      [0, [0, 4]],
      [4, [4, 1]],
    ] as const) {
      for (let c = 0; c < 9; c++)
        if (!cols.includes(c as never)) state.candidates[row * 9 + c] &= ~1;
    }
    const steps = finnedXWing.findAll?.(state) ?? [];
    const sashimi = steps.find((s) => s.explanation.includes("rows 1 and 5 (columns 1 and 5)"));
    expect(sashimi?.explanation).toMatch(/^Finned X-wing \(sashimi\) on 1/);
    expect(sashimi?.eliminations).toEqual([e(27, 1), e(45, 1)]);
  });

  it("never removes a solution digit on a sample of the public sets", () => {
    const puzzles = [
      ...publicPuzzles("top95.txt", 16, 3),
      ...publicPuzzles("forum_hardest_1106.txt", 220, 7),
    ];
    const { problems, fired } = soundness([finnedXWing, finnedSwordfish, finnedJellyfish], puzzles);
    expect(problems).toEqual([]);
    expect(Object.keys(fired).sort()).toEqual([
      "finned-jellyfish",
      "finned-swordfish",
      "finned-x-wing",
    ]);
  });
});
