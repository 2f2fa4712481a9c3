import { describe, expect, it } from "vitest";
import { maskOf } from "../digits";
import { alsIndex, alsText, cellsOfWords, uniqueEliminations } from "./als";
import { cellAt, fromCells } from "./als-fixtures";

const names = (cells: number[]) => cells.map((c) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`);

describe("alsIndex", () => {
  it("finds each almost locked set once, bivalue cells included", () => {
    const state = fromCells({ r1c1: "12", r1c2: "23", r1c5: "45" });
    const sets = alsIndex(state).alss.map((a) => `${names(a.cells).join("+")} ${a.mask}`);
    // r1c1 is in row 1, column 1 and box 1 but is listed once; r1c1+r1c2 holds 1/2/3.
    expect(sets).toContain(`r1c1 ${maskOf([1, 2])}`);
    expect(sets).toContain(`r1c1+r1c2 ${maskOf([1, 2, 3])}`);
    expect(sets.filter((s) => s.startsWith("r1c1 "))).toHaveLength(1);
    // Two cells with four digits, or three with five, are not almost locked.
    expect(sets).not.toContain(`r1c1+r1c5 ${maskOf([1, 2, 4, 5])}`);
    expect(sets).not.toContain(`r1c1+r1c2+r1c5 ${maskOf([1, 2, 3, 4, 5])}`);
  });

  it("links two disjoint sets by a digit only when every copy of it sees across", () => {
    const state = fromCells({ r1c1: "12", r1c2: "23", r4c2: "13", r4c3: "34" });
    const { alss, links } = alsIndex(state);
    const find = (text: string) => alss.findIndex((a) => alsText(a) === text);
    const pair = find("r1c1+r1c2 (1/2/3)");
    // 3 of r1c2 and 3 of r4c2 share column 2; 1 of r1c1 does not see r4c2.
    expect(links[pair]).toContainEqual({ to: find("r4c2 (1/3)"), rcc: maskOf([3]) });
    // r4c3 is in no unit with the pair's only 3 (r1c2).
    expect(links[pair].some((l) => l.to === find("r4c3 (3/4)"))).toBe(false);
  });

  it("builds a new index when the candidates change", () => {
    const state = fromCells({ r1c1: "12", r1c2: "23" });
    expect(alsIndex(state).alss.map(alsText)).toContain("r1c1+r1c2 (1/2/3)");
    state.candidates[cellAt("r1c2")] = maskOf([2, 3, 4]);
    expect(alsIndex(state).alss.map(alsText)).not.toContain("r1c1+r1c2 (1/2/3)");
  });
});

describe("helpers", () => {
  it("reads cells from the three words", () => {
    expect(cellsOfWords(1, 1 << 26, 1 << 26)).toEqual([0, 53, 80]);
  });

  it("drops repeated eliminations and sorts them", () => {
    const e = (cell: number, digit: number) => ({ cell, digit });
    expect(uniqueEliminations([e(5, 2), e(1, 3), e(5, 2), e(1, 1)])).toEqual([
      e(1, 1),
      e(1, 3),
      e(5, 2),
    ]);
  });
});
