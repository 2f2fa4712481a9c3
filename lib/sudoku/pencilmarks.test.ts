import { describe, expect, it } from "vitest";
import { bit } from "./digits";
import { gridFrom } from "./grid";
import {
  formatPencilmarks,
  parsePencilmarks,
  parsePosition,
  PencilmarkError,
  looksLikePencilmarks,
  solutionConflict,
} from "./pencilmarks";
import { createState } from "./techniques/state";

const EULER_1 = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
const ALL = "123456789";
const EMPTY_MARKS = ALL.repeat(81);

/** The marks string with cell `cell`'s nine characters replaced. */
const withCell = (marks: string, cell: number, nine: string): string =>
  marks.slice(0, cell * 9) + nine + marks.slice(cell * 9 + 9);

describe("parsePencilmarks", () => {
  it("reads values and marks, ignoring the marks of filled cells", () => {
    const values = "5" + ".".repeat(80);
    const marks = withCell(withCell(EMPTY_MARKS, 0, "........."), 40, "1.3......");
    const state = parsePencilmarks(values, marks);
    expect(state.values[0]).toBe(5);
    expect(state.candidates[0]).toBe(0);
    expect(state.candidates[40]).toBe(bit(1) | bit(3));
  });

  it("drops a mark a placed peer rules out", () => {
    // r1c1 is 5; r1c2 still marks 5 and 6.
    const state = parsePencilmarks("5" + "0".repeat(80), withCell(EMPTY_MARKS, 1, "....56..."));
    expect(state.candidates[1]).toBe(bit(6));
  });

  it("round-trips through formatPencilmarks", () => {
    const state = createState(gridFrom(EULER_1));
    state.candidates[0] &= ~bit(4);
    const [values, marks] = formatPencilmarks(state).split("\t");
    expect(values).toBe(EULER_1.replace(/0/g, "."));
    expect(parsePencilmarks(values, marks)).toEqual(state);
  });

  it.each([
    {
      name: "short values",
      values: "0".repeat(80),
      marks: EMPTY_MARKS,
      error: /81 cells; this one has 80/,
    },
    {
      name: "short marks",
      values: "0".repeat(81),
      marks: ALL,
      error: /729 characters.*these have 9/,
    },
    {
      name: "a letter in the values",
      values: "x" + "0".repeat(80),
      marks: EMPTY_MARKS,
      error: /"x" in the values at r1c1/,
    },
    {
      name: "a digit out of place",
      values: "0".repeat(81),
      marks: withCell(EMPTY_MARKS, 2, "21......."),
      error: /pencilmarks of r1c3: .*character 1 is 1 or '\.'/,
    },
    {
      name: "a clash",
      values: "55" + "0".repeat(79),
      marks: EMPTY_MARKS,
      error: /5 appears twice in row 1/,
    },
    {
      name: "an empty cell without marks",
      values: "0".repeat(81),
      marks: withCell(EMPTY_MARKS, 10, "........."),
      error: /r2c2 is empty and has no candidate/,
    },
    {
      name: "a cell left empty by its placed peers",
      values: "5" + "0".repeat(80),
      marks: withCell(EMPTY_MARKS, 1, "....5...."),
      error: /r1c2 is empty/,
    },
  ])("rejects $name with a clear error", ({ values, marks, error }) => {
    expect(() => parsePencilmarks(values, marks)).toThrow(PencilmarkError);
    expect(() => parsePencilmarks(values, marks)).toThrow(error);
  });

  it("rejects a unit where a digit has no place left", () => {
    let marks = EMPTY_MARKS;
    for (let col = 0; col < 9; col++) marks = withCell(marks, col, ".23456789");
    expect(() => parsePencilmarks("0".repeat(81), marks)).toThrow("1 has no place left in row 1.");
  });
});

describe("parsePosition", () => {
  it("takes a plain puzzle with its own candidates", () => {
    expect(parsePosition(EULER_1)).toEqual(createState(gridFrom(EULER_1)));
  });

  it("takes values and marks separated by a tab or spaces", () => {
    const state = createState(gridFrom(EULER_1));
    state.candidates[0] &= ~bit(4);
    const text = formatPencilmarks(state);
    expect(parsePosition(text)).toEqual(state);
    expect(parsePosition(`  ${text.replace("\t", "   ")}\n`)).toEqual(state);
  });

  it("takes the marks alone, a single mark meaning a placed digit", () => {
    // r1c1 holds 5 and r5c5 has 5 and 7 left; nothing else is a single.
    const state = createState(gridFrom("5" + "0".repeat(80)));
    state.candidates[40] = bit(5) | bit(7);
    const marks = withCell(formatPencilmarks(state).split("\t")[1], 0, "....5....");
    const parsed = parsePosition(marks);
    expect(parsed.values).toEqual(state.values);
    expect(parsed.candidates).toEqual(state.candidates);
  });

  it("takes the marks alone as placements even where a puzzle would leave a naked single", () => {
    // The form cannot tell a solved cell from a lone candidate: both are placed.
    const marks = withCell(EMPTY_MARKS, 0, "....5....");
    expect(parsePosition(marks).values[0]).toBe(5);
  });

  it("says what lengths it expects", () => {
    expect(() => parsePosition("123")).toThrow(/81 cells.*729 pencilmarks/);
    expect(() => parsePosition(`${EULER_1}\t${ALL}`)).toThrow(PencilmarkError);
    // Long text is counted, not taken for a puzzle with "more" cells.
    expect(() => parsePosition(EMPTY_MARKS.slice(5))).toThrow(/^This has 724 characters: .*729/);
    expect(() => parsePosition(`${EMPTY_MARKS}1`)).toThrow(/^This has 730 characters: .*729/);
    expect(() => parsePosition("1".repeat(193))).toThrow(
      /^This has 193 characters: a puzzle has 81/,
    );
    expect(() => parsePosition(`${EULER_1}\t${EMPTY_MARKS.slice(5)}`)).toThrow(/these have 724/);
  });
});

describe("the givens field", () => {
  const values = EULER_1;
  const marks = formatPencilmarks(createState(gridFrom(EULER_1))).split("\t")[1];
  // r1c3 (3) and r1c5 (2) are givens, every other digit was placed by a player.
  const field = `..g.g${".".repeat(76)}`;

  it("says which filled cells hold givens, and round-trips", () => {
    const state = parsePosition(`${values}\t${marks}\t${field}`);
    expect(state.givens?.flatMap((g, cell) => (g ? [cell] : []))).toEqual([2, 4]);
    expect(formatPencilmarks(state)).toBe(`${values.replace(/0/g, ".")}\t${marks}\t${field}`);
  });

  it("is optional: without it the givens are unknown", () => {
    expect(parsePosition(`${values}\t${marks}`).givens).toBeUndefined();
  });

  it("says what is wrong with a bad one", () => {
    expect(() => parsePosition(`${values}\t${marks}\tgg`)).toThrow(
      "The givens field has 81 characters (g for a given, . for a digit placed by a player or an empty cell); this one has 2.",
    );
    expect(() => parsePosition(`${values}\t${marks}\t${"x".repeat(81)}`)).toThrow(
      'Unexpected character "x" in the givens field at r1c1: use g for a given and . for anything else.',
    );
    // r1c1 is empty in Euler 1.
    expect(() => parsePosition(`${values}\t${marks}\tg${".".repeat(80)}`)).toThrow(
      "r1c1 is marked as a given but has no digit.",
    );
  });
});

describe("solutionConflict", () => {
  it("names the first empty cell whose marks lost the solution digit", () => {
    const state = createState(gridFrom(EULER_1));
    const solution = Array.from(
      "483921657967345821251876493548132976729564138136798245372689514814253769695417382",
      Number,
    );
    expect(solutionConflict(state, solution)).toBeNull();
    state.candidates[1] &= ~bit(8);
    expect(solutionConflict(state, solution)).toBe(
      "The pencilmarks rule out 8, the solution, in r1c2.",
    );
  });
});

describe("looksLikePencilmarks", () => {
  it("tells a pencilmark paste from the puzzle forms", () => {
    expect(looksLikePencilmarks(EULER_1)).toBe(false);
    expect(looksLikePencilmarks(EULER_1.replace(/(.{9})/g, "$1\n"))).toBe(false);
    expect(looksLikePencilmarks(`${EULER_1}\t${EMPTY_MARKS}`)).toBe(true);
    expect(looksLikePencilmarks(`${EULER_1}\t${EMPTY_MARKS.slice(0, 300)}x`)).toBe(true);
  });
});
