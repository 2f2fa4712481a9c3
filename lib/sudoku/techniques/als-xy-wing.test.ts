import { describe, expect, it } from "vitest";
import { alsXyWing } from "./als-xy-wing";
import { cellAt, fromCells, fromMarks, stepOn } from "./als-fixtures";
import { OVERLAP_WING_POSITION, XY_WING_POSITION } from "./als-positions";
import { GROUPED_LOOP } from "./chain-form-positions";

const e = (name: string, digit: number) => ({ cell: cellAt(name), digit });

describe("ALS-XY-wing", () => {
  it("removes z seen by both wings (real position)", () => {
    // Sets of five cells joined the search later; the first step found may now be another.
    const all =
      alsXyWing.findAll?.(fromMarks(XY_WING_POSITION.values, XY_WING_POSITION.marks)) ?? [];
    const step = stepOn(all, [
      "r1c8",
      "r2c7",
      "r3c7",
      "r1c2",
      "r1c4",
      "r1c6",
      "r4c7",
      "r7c7",
      "r8c7",
      "r9c7",
    ]);
    expect(step?.cells).toEqual([7, 15, 24, 1, 3, 5, 33, 60, 69, 78]);
    expect(step?.eliminations).toEqual([e("r4c4", 1)]);
    expect(step?.explanation).toBe(
      "ALS-XY-wing: the pivot set r1c8+r2c7+r3c7 (1/6/7/8) shares 7 with r1c2+r1c4+r1c6 (1/4/7/8) and 6 with r4c7+r7c7+r8c7+r9c7 (1/4/5/6/9), each seeing across; if the first wing had no 1 it would hold 7, the pivot would hold 6 and the second wing would hold 1, so 1 is in one wing: 1 is removed from r4c4",
    );
  });

  it("with single cells it is the XY-wing: pivot 1/2, wings 1/9 and 2/9", () => {
    const state = fromCells({ r5c5: "12", r5c1: "19", r1c5: "29", r1c1: "49", r9c9: "39" });
    const step = stepOn(alsXyWing.findAll?.(state) ?? [], ["r5c5", "r5c1", "r1c5"]);
    expect(step?.eliminations).toEqual([e("r1c1", 9)]);
    expect(step?.digits).toEqual([1, 2, 9]);
  });

  it("lets sets share a cell that holds no link digit (real position)", () => {
    // r7c2 (8/9) is in the pivot and the second wing; their link digit 5 is not in it. If
    // r7c1+r7c3 had no 9 it would hold 8, the pivot 5, and the second wing 9: r8c2 and r9c2
    // see every 9 of both wings. No pattern of disjoint sets removes those two.
    const state = fromMarks(OVERLAP_WING_POSITION.values, OVERLAP_WING_POSITION.marks);
    const all = alsXyWing.findAll?.(state) ?? [];
    const step = stepOn(all, ["r5c2", "r7c2", "r7c1", "r7c3", "r3c2"]);
    expect(step?.eliminations).toEqual([e("r8c2", 9), e("r9c2", 9)]);
    expect(step?.explanation).toBe(
      "ALS-XY-wing: the pivot set r5c2+r7c2 (5/8/9) shares 8 with r7c1+r7c3 (2/8/9) and 5 with r3c2+r7c2 (5/8/9), each seeing across (r7c2 is in two sets but holds no link digit); if the first wing had no 9 it would hold 8, the pivot would hold 5 and the second wing would hold 9, so 9 is in one wing: 9 is removed from r8c2 and r9c2",
    );
  });

  it("lets one wing lie inside the other (real position)", () => {
    // If r7c1+r7c3 (2/8/9) had no 2 it would hold 8, the pivot r7c2 would hold 9, and the
    // larger wing r7c1+r7c3+r8c2+r9c2 would hold 2: so 2 is in row 7's r7c1 or r7c3.
    const state = fromMarks(GROUPED_LOOP.values, GROUPED_LOOP.marks);
    const step = stepOn(alsXyWing.findAll?.(state) ?? [], ["r7c2", "r7c1", "r7c3", "r8c2", "r9c2"]);
    expect(step?.eliminations).toEqual([e("r7c7", 2), e("r7c9", 2)]);
    expect(step?.explanation).toBe(
      "ALS-XY-wing: the pivot set r7c2 (8/9) shares 8 with r7c1+r7c3 (2/8/9) and 9 with r7c1+r7c3+r8c2+r9c2 (2/6/7/8/9), each seeing across (r7c1 and r7c3 are in two sets but hold no link digit); if the first wing had no 2 it would hold 8, the pivot would hold 9 and the second wing would hold 2, so 2 is in one wing: 2 is removed from r7c7 and r7c9",
    );
  });

  it("needs two different link digits", () => {
    // Both wings link to the pivot on 1 only: no chain of implications, no step.
    const state = fromCells({ r5c5: "13", r5c1: "19", r1c5: "19", r1c1: "49" });
    expect(alsXyWing.findAll?.(state)).toEqual([]);
  });
});
