import { describe, expect, it } from "vitest";
import { alsXz } from "./als-xz";
import { cellAt, fromCells, fromMarks, stepOn } from "./als-fixtures";
import { XZ_POSITION } from "./als-positions";

const e = (name: string, digit: number) => ({ cell: cellAt(name), digit });

describe("ALS-XZ", () => {
  it("removes a shared digit seen by every copy in both sets (real position)", () => {
    // r4c9 is 5/6; r5c8+r6c8+r7c8 holds 3/5/6/9 with its 5s in r5c8 and r6c8 (box 6, like
    // r4c9). One set has no 5, so the other is locked and holds 6: r4c8 sees every 6 of both.
    const step = alsXz.find(fromMarks(XZ_POSITION.values, XZ_POSITION.marks));
    expect(step?.cells).toEqual([35, 43, 52, 61]);
    expect(step?.eliminations).toEqual([e("r4c8", 6)]);
    expect(step?.explanation).toBe(
      "ALS-XZ: the almost locked sets r4c9 (5/6) and r5c8+r6c8+r7c8 (3/5/6/9) share 5, and every 5 of one sees every 5 of the other, so one set has no 5 and is locked on its other digits; each digit both sets hold is then in one of them: 6 is removed from r4c8",
    );
  });

  it("singly linked: one set has no x, so z is in one of them", () => {
    // r1c1+r1c2 (1/2/3) and r4c2 (1/3) share 3 in column 2; their 1s are r1c1 and r4c2, both
    // seen by r4c1. (The same cells also read as r1c1 (1/2) and r1c2+r4c2 (1/2/3) sharing 2:
    // listed once.)
    const state = fromCells({ r1c1: "12", r1c2: "23", r4c2: "13", r4c1: "17", r5c5: "19" });
    const steps = alsXz.findAll?.(state) ?? [];
    expect(stepOn(steps, ["r1c1", "r1c2", "r4c2"])?.eliminations).toEqual([e("r4c1", 1)]);
    // r5c5 sees neither 1 (r1c1, r4c2): no step touches it.
    expect(steps.flatMap((s) => s.eliminations)).not.toContainEqual(e("r5c5", 1));
  });

  it("doubly linked: both sets are locked, so each of their digits leaves the cells seeing it", () => {
    // r1c1 (1/2) and r1c2+r2c3 (1/2/3) share 1 and 2, each seeing across in box 1: 1, 2 and
    // 3 are all placed in those three cells.
    const state = fromCells({
      r1c1: "12",
      r1c2: "23",
      r2c3: "13",
      r3c3: "1234",
      r1c9: "25",
      r2c9: "15",
    });
    const step = stepOn(alsXz.findAll?.(state) ?? [], ["r1c1", "r1c2", "r2c3"]);
    expect(step?.explanation).toMatch(/^ALS-XZ \(doubly linked\)/);
    expect(step?.eliminations).toEqual([e("r1c9", 2), e("r3c3", 1), e("r3c3", 2), e("r3c3", 3)]);
  });

  it("finds nothing when the shared digit does not see across", () => {
    // As above but r4c3 instead of r4c2: its 3 is in no unit with r1c2's 3.
    const state = fromCells({ r1c1: "12", r1c2: "23", r4c3: "13", r4c1: "17" });
    expect(alsXz.find(state)).toBeNull();
  });
});
