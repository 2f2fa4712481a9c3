import { describe, expect, it } from "vitest";
import { alsXyWing } from "./als-xy-wing";
import { cellAt, fromCells, fromMarks, stepOn } from "./als-fixtures";
import { XY_WING_POSITION } from "./als-positions";

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

  it("needs two different link digits", () => {
    // Both wings link to the pivot on 1 only: no chain of implications, no step.
    const state = fromCells({ r5c5: "13", r5c1: "19", r1c5: "19", r1c1: "49" });
    expect(alsXyWing.findAll?.(state)).toEqual([]);
  });
});
