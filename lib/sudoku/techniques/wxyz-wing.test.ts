import { describe, expect, it } from "vitest";
import { bit } from "../digits";
import { WXYZ } from "./pattern-positions";
import { positionState, publicPuzzles, soundness } from "./test-positions";
import { wxyzWing } from "./wxyz-wing";

const e = (cell: number, digit: number) => ({ cell, digit });

describe("WXYZ-wing", () => {
  it("removes the one unrestricted digit from cells seeing all its holders", () => {
    const step = wxyzWing.find(positionState(WXYZ));
    expect(step?.cells).toEqual([47, 65, 74, 75]);
    expect(step?.eliminations).toEqual([e(72, 9), e(73, 9)]);
    expect(step?.explanation).toBe(
      "WXYZ-wing in r6c3, r8c3, r9c3 and r9c4 on 2/4/8/9: the other three digits fit at most once among them, so one of r8c3, r9c3 and r9c4 is 9: 9 is removed from r9c1 and r9c2",
    );
  });

  it("needs the four cells to hold only four digits", () => {
    const state = positionState(WXYZ);
    state.candidates[47] |= bit(1); // r6c3 gains a fifth digit
    expect(wxyzWing.findAll?.(state).some((s) => s.cells.includes(47))).toBe(false);
  });

  it("never removes a solution digit on a sample of the public sets", () => {
    const puzzles = [
      ...publicPuzzles("top95.txt", 16, 7),
      ...publicPuzzles("forum_hardest_1106.txt", 220, 13),
    ];
    const { problems, fired } = soundness([wxyzWing], puzzles);
    expect(problems).toEqual([]);
    expect(fired["wxyz-wing"]).toBeGreaterThan(0);
  });
});
