import { describe, expect, it } from "vitest";
import { cellWords, refWords } from "./cell-words";

describe("a reference in words", () => {
  it.each([
    ["r1c4", "row 1, column 4"],
    ["r1c45", "row 1, columns 4 and 5"],
    ["r12c3", "rows 1 and 2, column 3"],
    ["r123c9", "rows 1, 2 and 3, column 9"],
    ["b5", "box 5"],
  ])("%s is %s", (ref, words) => {
    expect(refWords(ref)).toBe(words);
  });
});

describe("cell words in a text", () => {
  it.each([
    ["Naked single: r1c4 can only be 5", "Naked single: row 1, column 4 can only be 5"],
    ["r3c5 is wrong", "row 3, column 5 is wrong"],
    // A list along one row, or one column, names its line once.
    [
      "Naked pair: r1c1 and r1c2 hold only 5 and 6, so 5 is removed from r1c9",
      "Naked pair: row 1, columns 1 and 2 hold only 5 and 6, so 5 is removed from row 1, column 9",
    ],
    ["3 is removed from r2c4, r5c4 and r9c4", "3 is removed from rows 2, 5 and 9, column 4"],
    // Any other list goes row by row, semicolons between the names (each holds a comma).
    [
      "3 is removed from r2c4, r2c5, r4c5 and r4c8",
      "3 is removed from row 2, columns 4 and 5; row 4, columns 5 and 8",
    ],
    ["so r1c1 or r9c9 is 4", "so row 1, column 1 or row 9, column 9 is 4"],
    ["neither r1c1 nor r2c2 is 5", "neither row 1, column 1 nor row 2, column 2 is 5"],
    [
      "none of r1c1, r2c2, r3c3 is 5",
      "none of row 1, column 1; row 2, column 2 and row 3, column 3 is 5",
    ],
    ["r1c1, r5c5 or r9c9 is 4", "row 1, column 1; row 5, column 5 or row 9, column 9 is 4"],
    // The corners of a rectangle, and the cells of one set ("+"), said at once.
    [
      "Unique rectangle on 1/2 in r8c2, r8c7, r9c2 and r9c7: if r8c7 were 1",
      "Unique rectangle on 1/2 in rows 8 and 9, columns 2 and 7: if row 8, column 7 were 1",
    ],
    [
      "the pivot set r1c7+r4c7 (2/3/5) shares 5 with r5c9+r6c7 (3/5/7)",
      "the pivot set rows 1 and 4, column 7 (2/3/5) shares 5 with row 5, column 9 and row 6, column 7 (3/5/7)",
    ],
    // ", and" starts a clause, never a list's last item.
    [
      "column 4 only in r9c4 and r4c4, and r9c2 sees r9c4",
      "column 4 only in rows 9 and 4, column 4, and row 9, column 2 sees row 9, column 4",
    ],
    // Groups and boxes in the solvers' notation.
    ["r1c45 is 7, so b2 has no 7", "row 1, columns 4 and 5 is 7, so box 2 has no 7"],
    // Already in words, or no reference at all: unchanged.
    ["Look at box 2 and row 4: a pointing pair", "Look at box 2 and row 4: a pointing pair"],
    ["The board is already complete.", "The board is already complete."],
  ])("%s", (text, words) => {
    expect(cellWords(text)).toBe(words);
  });

  it("keeps a chain's path in notation and says the rest in words", () => {
    expect(cellWords("X-chain on 3 (r1c1=r1c5-r3c5): either r1c1 or r3c5 is 3")).toBe(
      "X-chain on 3 (r1c1=r1c5-r3c5): either row 1, column 1 or row 3, column 5 is 3",
    );
  });
});
