import { describe, expect, it } from "vitest";
import { deathBlossom } from "./death-blossom";
import { cellAt, fromCells, fromMarks, stepOn } from "./als-fixtures";
import { BLOSSOM_POSITION, OVERLAP_BLOSSOM_POSITION } from "./als-positions";

const e = (name: string, digit: number) => ({ cell: cellAt(name), digit });

describe("death blossom", () => {
  it("removes the digit every petal holds (real position)", () => {
    const all =
      deathBlossom.findAll?.(fromMarks(BLOSSOM_POSITION.values, BLOSSOM_POSITION.marks)) ?? [];
    // Stem r2c4 (6/9): column 6's five-cell set holds its only 6s in r2c6 and r3c6, both
    // seeing the stem; r7c4 (7/9) sees it in column 4. Both petals hold 7, and r8c6 sees r7c4
    // and every 7 of the column set.
    const step = stepOn(all, ["r2c4", "r2c6", "r3c6", "r5c6", "r7c6", "r9c6", "r7c4"]);
    expect(step?.eliminations).toEqual([e("r8c6", 7)]);
    expect(step?.explanation).toBe(
      "Death blossom: stem r2c4 (6/9) with petals 6: r2c6+r3c6+r5c6+r7c6+r9c6 (4/5/6/7/8/9), 9: r7c4 (7/9); whichever digit the stem takes, its petal loses it and is locked, and every petal holds 7, so 7 is in one of them: 7 is removed from r8c6",
    );
  });

  it("three petals around a three-digit stem", () => {
    // Stem r5c5 1/2/3; petals r5c1 1/9, r5c2 2/9, r5c3 3/9. Whatever the stem is, one petal
    // is 9: r4c1 and r5c9 see all three, r1c1 sees only r5c1.
    const state = fromCells({
      r5c5: "123",
      r5c1: "19",
      r5c2: "29",
      r5c3: "39",
      r4c1: "79",
      r5c9: "89",
      r1c1: "49",
    });
    const steps = deathBlossom.findAll?.(state) ?? [];
    const step = stepOn(steps, ["r5c5", "r5c1", "r5c2", "r5c3"]);
    expect(step?.eliminations).toEqual([e("r4c1", 9), e("r5c9", 9)]);
    expect(steps.flatMap((s) => s.eliminations)).not.toContainEqual(e("r1c1", 9));
  });

  it("a three-digit stem may hold z itself: two petals cover its other digits", () => {
    // Stem r5c5 1/2/9; petals r4c4 (1/9) for 1 and r5c1 (2/9) for 2. If the stem is 1, r4c4
    // is 9; if 2, r5c1 is 9; else the stem is 9. r5c4 sees all three and loses 9; r6c6 sees
    // r4c4 and the stem but not r5c1, and keeps it.
    const state = fromCells({ r5c5: "129", r4c4: "19", r5c1: "29", r5c4: "39", r6c6: "59" });
    const steps = deathBlossom.findAll?.(state) ?? [];
    const step = stepOn(steps, ["r5c5", "r4c4", "r5c1"]);
    expect(step?.eliminations).toEqual([e("r5c4", 9)]);
    expect(step?.explanation).toBe(
      "Death blossom: stem r5c5 (1/2/9) with petals 1: r4c4 (1/9), 2: r5c1 (2/9); if the stem is 9 it holds 9 itself, else its digit's petal loses that digit and is locked, and every petal holds 9, so 9 is in the stem or a petal: 9 is removed from r5c4",
    );
    expect(steps.flatMap((s) => s.eliminations)).not.toContainEqual(e("r6c6", 9));
  });

  it("petals may share cells, and one set may be the petal of two digits (real position)", () => {
    // Stem r7c1 (2/8/9). r7c2+r8c2+r9c2 (6/7/8/9) loses 8 or 9 when the stem takes it (box 7);
    // r7c2+r7c3+r8c2+r9c2 loses 2. Whatever the stem is, that petal holds 6 and 7.
    const state = fromMarks(OVERLAP_BLOSSOM_POSITION.values, OVERLAP_BLOSSOM_POSITION.marks);
    const step = stepOn(deathBlossom.findAll?.(state) ?? [], [
      ...["r7c1", "r7c2", "r7c3", "r8c2", "r9c2"],
    ]);
    expect(step?.eliminations).toEqual([
      ...[e("r1c2", 6), e("r1c2", 7), e("r3c2", 6), e("r5c2", 6), e("r5c2", 7)],
      ...[e("r6c2", 6), e("r6c2", 7), e("r8c3", 6), e("r8c3", 7)],
    ]);
    expect(step?.explanation).toBe(
      "Death blossom: stem r7c1 (2/8/9) with petals 2: r7c2+r7c3+r8c2+r9c2 (2/6/7/8/9), 8: r7c2+r8c2+r9c2 (6/7/8/9), 9: r7c2+r8c2+r9c2 (6/7/8/9) (r7c2, r8c2 and r9c2 are in two petals); whichever digit the stem takes, its petal loses it and is locked, and every petal holds 6 and 7, so each of them is in one of the petals: 6 is removed from r1c2, r3c2, r5c2, r6c2 and r8c3; 7 from r1c2, r5c2, r6c2 and r8c3",
    );
  });

  it("finds nothing when one stem digit has no petal", () => {
    const state = fromCells({ r5c5: "12", r5c1: "19", r1c1: "49" });
    expect(deathBlossom.findAll?.(state)).toEqual([]);
  });
});
