import { describe, expect, it } from "vitest";
import { alsChain } from "./als-chain";
import { cellAt, fromCells, fromMarks, stepOn } from "./als-fixtures";
import { CHAIN_POSITION, OVERLAP_BLOSSOM_POSITION } from "./als-positions";

const e = (name: string, digit: number) => ({ cell: cellAt(name), digit });

describe("ALS chain", () => {
  it("removes the end digit seen by both ends (real position)", () => {
    const all = alsChain.findAll?.(fromMarks(CHAIN_POSITION.values, CHAIN_POSITION.marks)) ?? [];
    // Four sets, smaller ones tried first (sets of five cells joined the search later): if
    // r4c9 had no 6 it would be 5, pushing 5 out of r3c9 (column 9), which is then 6, and so
    // on to column 6's set, which then holds 6; r6c8 sees r4c9 and that set's 6s. The same
    // removal through other sets is listed once, with this chain.
    const step = stepOn(all, [
      "r4c9",
      "r3c9",
      "r1c8",
      "r2c7",
      "r3c7",
      "r1c6",
      "r6c6",
      "r7c6",
      "r8c6",
      "r9c6",
    ]);
    expect(step?.eliminations).toEqual([e("r6c8", 6)]);
    expect(step?.explanation).toBe(
      "ALS chain: r4c9 (5/6) =5= r3c9 (5/6) =6= r1c8+r2c7+r3c7 (1/6/7/8) =7= r1c6+r6c6+r7c6+r8c6+r9c6 (1/4/5/6/7/9), each link digit seen across by the two sets it joins; if the first set had no 6, each set in turn would be locked and push its link digit out of the next, so the last set would hold 6: 6 is in the first or last set, so 6 is removed from r6c8",
    );
    expect(
      all.filter((s) => s.eliminations.length === 1 && s.eliminations[0].cell === cellAt("r6c8")),
    ).toHaveLength(1);
  });

  it("follows four sets linked on 1, 2 and 3 to remove 9 where both ends are seen", () => {
    // r1c1 9/1 -1- r1c5 1/2 -2- r5c5 2/3 -3- r5c9 3/9: r1c1 or r5c9 is 9, and r1c9 sees both.
    const state = fromCells({ r1c1: "19", r1c5: "12", r5c5: "23", r5c9: "39", r1c9: "69" });
    const step = stepOn(alsChain.findAll?.(state) ?? [], ["r1c1", "r1c5", "r5c5", "r5c9"]);
    expect(step?.eliminations).toEqual([e("r1c9", 9)]);
  });

  it("sets that are not neighbours may share cells (real position)", () => {
    // If column 2's r7c2+r8c2+r9c2 had no 9 it would hold 8, pushing 8 out of r7c1+r7c3,
    // which then holds 9, so r7c2 is 8 and column 2's five-cell set holds 9. The first and
    // third sets share r7c2, the first and last r8c2 and r9c2: each link only speaks of the
    // two sets it joins. 6, 7 and 9 are each in the first or last set; r6c2 sees them all.
    const state = fromMarks(OVERLAP_BLOSSOM_POSITION.values, OVERLAP_BLOSSOM_POSITION.marks);
    const step = stepOn(alsChain.findAll?.(state) ?? [], [
      ...["r7c2", "r8c2", "r9c2", "r7c1", "r7c3", "r1c2", "r3c2", "r5c2"],
    ]);
    expect(step?.eliminations).toEqual([e("r6c2", 6), e("r6c2", 7), e("r6c2", 9)]);
    expect(step?.explanation).toBe(
      "ALS chain: r7c2+r8c2+r9c2 (6/7/8/9) =8= r7c1+r7c3 (2/8/9) =9= r7c2 (8/9) =8= r1c2+r3c2+r5c2+r8c2+r9c2 (1/5/6/7/8/9), each link digit seen across by the two sets it joins (r7c2, r8c2 and r9c2 are in two sets that are not neighbours); for each of 6 and 7 and 9: if the first set had none, each set in turn would be locked and push its link digit out of the next, so the last set would hold it: it is in the first or last set, so 6 is removed from r6c2; 7 from r6c2; 9 from r6c2",
    );
  });

  it("does not link twice on the same digit in a row", () => {
    // r1c1 1/9 -1- r1c5 1/3 -1- r5c5 1/4 -4- r5c9 4/9 repeats 1, and proves nothing: r1c9 = 9,
    // r1c1 = 1, r1c5 = 3, r5c5 = 1, r5c9 = 4 fits every cell, so 9 must stay in r1c9.
    const state = fromCells({ r1c1: "19", r1c5: "13", r5c5: "14", r5c9: "49", r1c9: "69" });
    const removed = (alsChain.findAll?.(state) ?? []).flatMap((s) => s.eliminations);
    expect(removed).not.toContainEqual(e("r1c9", 9));
  });
});
