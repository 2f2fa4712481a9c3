import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALL_DIGITS_MASK, bit } from "./digits";
import {
  BOXES,
  COLUMNS,
  PEERS,
  ROWS,
  UNITS,
  UNITS_OF,
  boxOf,
  candidatesOf,
  cellName,
  colOf,
  countFilled,
  emptyGrid,
  findConflicts,
  formatGrid,
  formatGridLines,
  gridFrom,
  isPeer,
  isSolutionOf,
  isSolved,
  parseGrid,
  rowOf,
  unitName,
  type Grid,
} from "./grid";

const CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLVED = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

const NINE_LINES = `
5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9
`;

/** Arbitrary grids: 81 values 0-9, clashes allowed. */
const anyGrid = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 81, maxLength: 81 });

describe("parseGrid accepts", () => {
  it.each([
    ["the 81-character form with dots", CLASSIC],
    ["the 81-character form with zeros", CLASSIC.replaceAll(".", "0")],
    ["rows separated by spaces", CLASSIC.match(/.{9}/g)!.join(" ")],
    ["the 9-line form with box borders", NINE_LINES],
    ["the 9-line form without borders", formatGridLines(gridFrom(CLASSIC))],
    ["Windows line endings", formatGridLines(gridFrom(CLASSIC)).replaceAll("\n", "\r\n")],
  ])("%s", (_, text) => {
    const result = parseGrid(text);
    expect(result.ok && formatGrid(result.grid, ".")).toBe(CLASSIC);
  });

  it("clashing givens when asked to", () => {
    const result = parseGrid("55" + "0".repeat(79), { allowClashes: true });
    expect(result.ok && result.grid.slice(0, 3)).toEqual([5, 5, 0]);
  });
});

describe("parseGrid rejects, naming the place", () => {
  it.each([
    ["too short", CLASSIC.slice(0, 80), "length", /has 80\./, [], undefined],
    ["too long", CLASSIC + "1", "length", /has more\./, [], undefined],
    ["empty text", "", "length", /has 0\./, [], undefined],
    ["a letter", "12345x" + "0".repeat(75), "character", /"x" at position 6 at r1c6/, [5], 5],
    ["a letter after 9 cells", "0".repeat(9) + "a", "character", /position 10 at r2c1/, [9], 9],
    [
      "a border in the one-line form",
      "123|" + "0".repeat(78),
      "character",
      /"\|" at position 4/,
      [3],
      3,
    ],
    [
      "two 5s in a row",
      "5.5" + ".".repeat(78),
      "clash",
      /5 appears twice in row 1: r1c1 and r1c3/,
      [0, 2],
      undefined,
    ],
    [
      "two 7s in a column",
      "7" + ".".repeat(71) + "7" + ".".repeat(8),
      "clash",
      /column 1: r1c1 and r9c1/,
      [0, 72],
      undefined,
    ],
    [
      "two 3s in a box",
      "3" + ".".repeat(19) + "3" + ".".repeat(60),
      "clash",
      /box 1: r1c1 and r3c3/,
      [0, 20],
      undefined,
    ],
  ])("%s", (_, text, code, message, cells, position) => {
    const result = parseGrid(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect(result.error.message).toMatch(message);
    expect(result.error.cells).toEqual(cells);
    expect(result.error.position).toBe(position);
  });

  it("gridFrom throws the same message", () => {
    expect(() => gridFrom("5.5" + ".".repeat(78))).toThrow(/5 appears twice in row 1/);
  });
});

describe("formatting", () => {
  it("formats with 0 by default and . on request", () => {
    const grid = gridFrom(CLASSIC);
    expect(formatGrid(grid)).toBe(CLASSIC.replaceAll(".", "0"));
    expect(formatGrid(grid, ".")).toBe(CLASSIC);
  });

  it("formats nine lines of nine", () => {
    const lines = formatGridLines(gridFrom(CLASSIC)).split("\n");
    expect(lines).toHaveLength(9);
    expect(lines[0]).toBe("53..7....");
    expect(lines[8]).toBe("....8..79");
  });

  it("round-trips any grid through both forms", () => {
    fc.assert(
      fc.property(anyGrid, (grid) => {
        const one = parseGrid(formatGrid(grid), { allowClashes: true });
        const nine = parseGrid(formatGridLines(grid), { allowClashes: true });
        expect(one.ok && one.grid).toEqual(grid);
        expect(nine.ok && nine.grid).toEqual(grid);
      }),
    );
  });
});

describe("units and peers", () => {
  it("has 27 units of 9 distinct cells: rows, then columns, then boxes", () => {
    expect(UNITS).toHaveLength(27);
    expect(ROWS.map((u) => u.kind)).toEqual(Array(9).fill("row"));
    expect(COLUMNS.map((u) => u.kind)).toEqual(Array(9).fill("column"));
    expect(BOXES.map((u) => u.kind)).toEqual(Array(9).fill("box"));
    for (const unit of UNITS) expect(new Set(unit.cells).size).toBe(9);
    expect(ROWS[3].cells).toEqual([27, 28, 29, 30, 31, 32, 33, 34, 35]);
    expect(COLUMNS[2].cells).toEqual([2, 11, 20, 29, 38, 47, 56, 65, 74]);
    expect(BOXES[4].cells).toEqual([30, 31, 32, 39, 40, 41, 48, 49, 50]);
    expect(unitName(BOXES[4])).toBe("box 5");
  });

  it("puts every cell in exactly one row, one column and one box", () => {
    for (let cell = 0; cell < 81; cell++) {
      const holding = UNITS.filter((u) => u.cells.includes(cell));
      expect(holding.map((u) => u.kind)).toEqual(["row", "column", "box"]);
      expect(UNITS_OF[cell]).toEqual(holding);
      expect(holding.map((u) => u.number)).toEqual([rowOf(cell), colOf(cell), boxOf(cell)]);
    }
  });

  it("gives every cell 20 peers, symmetric, never itself", () => {
    for (let cell = 0; cell < 81; cell++) {
      expect(PEERS[cell]).toHaveLength(20);
      expect(PEERS[cell]).not.toContain(cell);
      for (const peer of PEERS[cell]) {
        expect(PEERS[peer]).toContain(cell);
        expect(isPeer(cell, peer)).toBe(true);
      }
    }
    expect(PEERS[0].filter((p) => isPeer(0, p))).toHaveLength(20);
    expect(isPeer(0, 0)).toBe(false);
    expect(isPeer(0, 80)).toBe(false);
  });

  it.each([
    [0, "r1c1", 0, 0, 0],
    [32, "r4c6", 3, 5, 4],
    [80, "r9c9", 8, 8, 8],
    [60, "r7c7", 6, 6, 8],
  ])("cell %i is %s (row %i, column %i, box %i, 0-based)", (cell, name, row, col, box) => {
    expect(cellName(cell)).toBe(name);
    expect([rowOf(cell), colOf(cell), boxOf(cell)]).toEqual([row, col, box]);
  });
});

describe("candidates", () => {
  it("has every digit in an empty grid and none in filled cells", () => {
    expect(candidatesOf(emptyGrid())).toEqual(Array(81).fill(ALL_DIGITS_MASK));
    expect(candidatesOf(gridFrom(SOLVED))).toEqual(Array(81).fill(0));
  });

  it("leaves out the digits of the cell's row, column and box", () => {
    const candidates = candidatesOf(gridFrom(CLASSIC));
    // r1c3: row 1 holds 5 3 7, column 3 holds 8, box 1 holds 5 3 6 9 8.
    expect(candidates[2]).toBe(bit(1) | bit(2) | bit(4));
    // r5c5: row 5 holds 4 8 3 1, column 5 holds 7 9 6 2 1 8, box 5 holds 6 8 3 2.
    expect(candidates[40]).toBe(bit(5));
  });

  it("matches the definition on any grid: a digit no peer holds", () => {
    fc.assert(
      fc.property(anyGrid, (grid) => {
        const candidates = candidatesOf(grid);
        for (let cell = 0; cell < 81; cell++) {
          let expected = 0;
          if (!grid[cell]) {
            for (let d = 1; d <= 9; d++)
              if (!PEERS[cell].some((p) => grid[p] === d)) expected |= bit(d);
          }
          expect(candidates[cell]).toBe(expected);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("conflicts and solved grids", () => {
  const solved = gridFrom(SOLVED);
  const withClash = (cells: number[], digit: number): Grid => {
    const grid = emptyGrid();
    for (const cell of cells) grid[cell] = digit;
    return grid;
  };

  it.each<[string, Grid, number[]]>([
    ["none in a solved grid", solved, []],
    ["none in the classic puzzle", gridFrom(CLASSIC), []],
    ["both cells of a row clash", withClash([0, 8], 4), [0, 8]],
    ["both cells of a column clash", withClash([4, 76], 4), [4, 76]],
    ["both cells of a box clash", withClash([30, 50], 4), [30, 50]],
    ["all three cells of a row triple", withClash([9, 12, 15], 2), [9, 12, 15]],
    ["no clash between different units", withClash([0, 40, 80], 1), []],
  ])("%s", (_, grid, cells) => {
    expect([...findConflicts(grid)].sort((a, b) => a - b)).toEqual(cells);
  });

  it("knows a solved grid, and a grid with a gap or a swap is not one", () => {
    expect(isSolved(solved)).toBe(true);
    const gap = [...solved];
    gap[40] = 0;
    expect(isSolved(gap)).toBe(false);
    const swapped = [...solved];
    [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
    expect(isSolved(swapped)).toBe(false);
  });

  it("checks a solution against the puzzle's givens", () => {
    const puzzle = gridFrom(CLASSIC);
    expect(isSolutionOf(puzzle, solved)).toBe(true);
    const other = [...puzzle];
    other[2] = 1; // the solution has 4 there
    expect(isSolutionOf(other, solved)).toBe(false);
    expect(isSolutionOf(puzzle, puzzle)).toBe(false);
  });

  it("counts filled cells", () => {
    expect(countFilled(emptyGrid())).toBe(0);
    expect(countFilled(gridFrom(CLASSIC))).toBe(30);
    expect(countFilled(solved)).toBe(81);
  });
});
