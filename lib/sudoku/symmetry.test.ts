import { describe, expect, it } from "vitest";
import { isSymmetric, orbitsOf, partnerOf, SYMMETRIES } from "./symmetry";

describe("symmetry", () => {
  it.each(SYMMETRIES)("%s orbits cover every cell exactly once", (symmetry) => {
    const cells = orbitsOf(symmetry)
      .flat()
      .sort((a, b) => a - b);
    expect(cells).toEqual(Array.from({ length: 81 }, (_, i) => i));
  });

  it.each([
    { symmetry: "none", cell: 10, partner: 10 },
    { symmetry: "rotational", cell: 0, partner: 80 },
    { symmetry: "rotational", cell: 40, partner: 40 },
    { symmetry: "rotational", cell: 10, partner: 70 },
    { symmetry: "mirror", cell: 0, partner: 8 },
    { symmetry: "mirror", cell: 13, partner: 13 },
    { symmetry: "mirror", cell: 19, partner: 25 },
  ] as const)("$symmetry pairs cell $cell with $partner", ({ symmetry, cell, partner }) => {
    expect(partnerOf(cell, symmetry)).toBe(partner);
    expect(partnerOf(partner, symmetry)).toBe(cell);
  });

  it("counts orbits", () => {
    expect(orbitsOf("none")).toHaveLength(81);
    expect(orbitsOf("rotational")).toHaveLength(41);
    expect(orbitsOf("mirror")).toHaveLength(45);
  });

  it("checks a clue pattern", () => {
    const grid = new Array(81).fill(0);
    grid[0] = 5;
    expect(isSymmetric(grid, "rotational")).toBe(false);
    grid[80] = 3;
    expect(isSymmetric(grid, "rotational")).toBe(true);
    expect(isSymmetric(grid, "mirror")).toBe(false);
    expect(isSymmetric(grid, "none")).toBe(true);
  });
});
