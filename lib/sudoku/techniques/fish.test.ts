import { describe, expect, it } from "vitest";
import { ALL_DIGITS_MASK } from "../digits";
import { gridFrom } from "../grid";
import { nextStep } from "../logic";
import { jellyfish, swordfish, xWing } from "./fish";
import { createState, type LogicState } from "./state";

const e = (cell: number, digit: number) => ({ cell, digit });

const POSITIONS = [
  {
    technique: xWing,
    grid: "300500100070000080008004006600400900030060050007001604800100300003020060002009000",
    eliminations: [e(12, 3), e(13, 3), e(31, 3), e(34, 3)],
    explanation:
      "X-wing on 3 in columns 6 and 9 (rows 2 and 4): 3 is removed from r2c4, r2c5, r4c5 and r4c8",
  },
  {
    technique: swordfish,
    grid: "000300500050010030007004001200000400060090000001006002800700200790080050005009007",
    eliminations: [e(2, 2), e(5, 2), e(21, 2), e(75, 2)],
    explanation:
      "Swordfish on 2 in rows 2, 5 and 8 (columns 3, 4 and 6): 2 is removed from r1c3, r1c6, r3c4 and r9c4",
  },
];

/**
 * Every cell open to every digit, except digit 1 in rows 1-4, which fits only at the given
 * columns (0-based) of each row.
 */
function digitOneState(rows: number[][]): LogicState {
  const state = createState(gridFrom("0".repeat(81)));
  state.candidates.fill(ALL_DIGITS_MASK);
  rows.forEach((cols, row) => {
    for (let col = 0; col < 9; col++) {
      if (!cols.includes(col)) state.candidates[row * 9 + col] &= ~1;
    }
  });
  return state;
}

// Jellyfish is rare in real solving paths: rows 1-4 hold their 1s in columns 1-4 only, as a
// cycle (c1/c2, c2/c3, c3/c4, c4/c1) so that no X-wing or Swordfish hides inside it.
const JELLYFISH = () =>
  digitOneState([
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 0],
  ]);

describe("fish", () => {
  it.each(POSITIONS)("$technique.id", ({ technique, grid, eliminations, explanation }) => {
    const step = nextStep(createState(gridFrom(grid)));
    expect(step?.technique).toBe(technique.id);
    expect(step?.eliminations).toEqual(eliminations);
    expect(step?.explanation).toBe(explanation);
  });

  it("jellyfish on 1 in rows 1-4 removes 1 from columns 1-4 of rows 5-9", () => {
    const step = jellyfish.find(JELLYFISH());
    const expected = [4, 5, 6, 7, 8].flatMap((row) =>
      [0, 1, 2, 3].map((col) => e(row * 9 + col, 1)),
    );
    expect(step?.eliminations).toEqual(expected);
    expect(step?.explanation).toBe(
      `Jellyfish on 1 in rows 1, 2, 3 and 4 (columns 1, 2, 3 and 4): 1 is removed from ${expected
        .map(({ cell }) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`)
        .join(", ")
        .replace(/, (r9c4)$/, " and $1")}`,
    );
  });

  it("x-wing on a rectangle of rows 1-2 and columns 1-2", () => {
    const step = xWing.find(
      digitOneState([
        [0, 1],
        [0, 1],
      ]),
    );
    expect(step?.cells).toEqual([0, 1, 9, 10]);
    expect(step?.eliminations).toHaveLength(14);
  });

  it.each([
    { name: "x-wing in the jellyfish", find: () => xWing.find(JELLYFISH()) },
    { name: "swordfish in the jellyfish", find: () => swordfish.find(JELLYFISH()) },
    // Rows 1-2 on columns 1/2 and 2/3 cover three columns: not an X-wing.
    {
      name: "x-wing over three columns",
      find: () =>
        xWing.find(
          digitOneState([
            [0, 1],
            [1, 2],
          ]),
        ),
    },
    {
      name: "swordfish in a hidden single position",
      find: () =>
        swordfish.find(
          createState(
            gridFrom(
              "400030000000600800000000001000050090080000600070200000000102700503000040900000000",
            ),
          ),
        ),
    },
  ])("no $name", ({ find }) => {
    expect(find()).toBeNull();
  });
});
