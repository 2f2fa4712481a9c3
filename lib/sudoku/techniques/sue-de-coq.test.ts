import { describe, expect, it } from "vitest";
import { cellAt, fromCells, fromMarks } from "./als-fixtures";
import { SUE_DE_COQ_POSITION } from "./als-positions";
import { sueDeCoq } from "./sue-de-coq";

const e = (name: string, digit: number) => ({ cell: cellAt(name), digit });

describe("Sue de Coq", () => {
  it("clears the line and the box around the intersection (real position)", () => {
    const step = sueDeCoq.find(fromMarks(SUE_DE_COQ_POSITION.values, SUE_DE_COQ_POSITION.marks));
    expect(step?.cells).toEqual([39, 40, 41, 37, 38, 49]);
    expect(step?.eliminations).toEqual([e("r4c5", 1), e("r4c5", 6), e("r5c8", 1), e("r5c8", 2)]);
    expect(step?.explanation).toBe(
      "Sue de Coq: r5c4, r5c5 and r5c6, where row 5 crosses box 5, with r5c2 and r5c3 (2/3/9) of the row and r6c5 (4/6) of the box hold the 6 digits 1/2/3/4/6/9 in as many cells, each once; so 1 is removed from r4c5 and r5c8; 2 from r5c8; 6 from r4c5",
    );
  });

  it("the classic shape: 1/2/3/4 in two cells, 1/2 in the row, 3/4 in the box", () => {
    const state = fromCells({
      r1c1: "1234",
      r1c2: "1234",
      r1c5: "12",
      r2c1: "34",
      r1c8: "36",
      r1c9: "15",
      r3c2: "18",
      r3c3: "37",
    });
    const step = sueDeCoq.find(state);
    expect(step?.cells).toEqual([cellAt("r1c1"), cellAt("r1c2"), cellAt("r1c5"), cellAt("r2c1")]);
    // 1 and 2 stay in the row's four cells, 3 and 4 in the box's: 3 may still go in r1c8.
    expect(step?.eliminations).toEqual([e("r1c9", 1), e("r3c3", 3)]);
  });

  it("proves nothing when the row and box cells share a digit", () => {
    // With r1c5 1/3 both sides hold 3, and r1c1 = 2, r1c2 = 4, r1c5 = 3, r2c1 = 3, r1c8 = 6,
    // r3c3 = 7 and r1c9 = 1 break no rule (r2c1 is not in row 1): 1 must stay in r1c9.
    const state = fromCells({
      r1c1: "1234",
      r1c2: "1234",
      r1c5: "13",
      r2c1: "34",
      r1c8: "36",
      r1c9: "15",
      r3c2: "18",
      r3c3: "37",
    });
    const removed = (sueDeCoq.findAll?.(state) ?? []).flatMap((s) => s.eliminations);
    expect(removed).not.toContainEqual(e("r1c9", 1));
  });

  it("lets the intersection's third cell serve the row, and clears it when left out", () => {
    const sides = { r1c8: "36", r1c9: "15", r3c2: "18", r3c3: "37" };
    // r1c3 (1/2) is in row 1 and box 1: as the row's side cell it still keeps 1/2 off the row.
    const served = fromCells({ r1c1: "1234", r1c2: "1234", r1c3: "12", r2c1: "34", ...sides });
    const pattern = ["r1c1", "r1c2", "r1c3", "r2c1"].map(cellAt);
    const withThird = (sueDeCoq.findAll?.(served) ?? []).find(
      (s) => s.cells.join() === pattern.join(),
    );
    expect(withThird?.eliminations).toEqual([e("r1c9", 1), e("r3c3", 3)]);
    // Left out of the pattern, r1c3 is in the rest of both units and loses digits of each.
    const cleared = fromCells({
      r1c1: "1234",
      r1c2: "1234",
      r1c3: "1358",
      r1c5: "12",
      r2c1: "34",
      ...sides,
    });
    const step = (sueDeCoq.findAll?.(cleared) ?? []).find(
      (s) =>
        s.cells.join() === [cellAt("r1c1"), cellAt("r1c2"), cellAt("r1c5"), cellAt("r2c1")].join(),
    );
    expect(step?.eliminations).toEqual([e("r1c3", 1), e("r1c3", 3), e("r1c9", 1), e("r3c3", 3)]);
  });

  it("a digit outside the intersection held by both sides is placed once in each", () => {
    // r1c5/r1c6 hold 1/2/5 and r2c1/r3c1 3/4/5: without 5 in the row pair, 1 and 2 fill it,
    // r1c1/r1c2 take 3 and 4, and r2c1/r3c1 are left only 5. So 5 is once in each side.
    const state = fromCells({
      r1c1: "1234",
      r1c2: "1234",
      r1c5: "125",
      r1c6: "125",
      r2c1: "345",
      r3c1: "345",
      r1c8: "36",
      r1c9: "59",
      r3c3: "57",
    });
    const step = sueDeCoq.find(state);
    expect(step?.eliminations).toEqual([e("r1c9", 5), e("r3c3", 5)]);
    expect(step?.explanation).toBe(
      "Sue de Coq: r1c1 and r1c2, where row 1 crosses box 1, with r1c5 and r1c6 (1/2/5) of the row and r2c1 and r3c1 (3/4/5) of the box hold the 5 digits 1/2/3/4/5 in 6 cells, each once but 5 once on each side; so 5 is removed from r1c9 and r3c3",
    );
  });

  it("a shared digit outside the intersection proves nothing when the count falls short", () => {
    // One cell fewer in the box: r1c1 = 3, r1c2 = 4, r1c5 = 1, r1c6 = 2 and r2c1 = 5 leave
    // r1c9 = 5 possible, so it must not be removed.
    const state = fromCells({
      r1c1: "1234",
      r1c2: "1234",
      r1c5: "125",
      r1c6: "125",
      r2c1: "345",
      r1c9: "59",
    });
    const removed = (sueDeCoq.findAll?.(state) ?? []).flatMap((s) => s.eliminations);
    expect(removed).not.toContainEqual(e("r1c9", 5));
  });
});
