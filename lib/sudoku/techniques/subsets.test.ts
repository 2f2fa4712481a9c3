import { describe, expect, it } from "vitest";
import { ALL_DIGITS_MASK, maskOf } from "../digits";
import { gridFrom } from "../grid";
import { nextStep } from "../logic";
import { createState, type LogicState } from "./state";
import { hiddenPair, hiddenQuad, hiddenTriple, nakedPair, nakedQuad, nakedTriple } from "./subsets";

const SWORDFISH_POSITION =
  "000300500050010030007004001200000400060090000001006002800700200790080050005009007";

const e = (cell: number, digit: number) => ({ cell, digit });

// Positions met while solving public puzzles, where this technique is the first step.
const POSITIONS = [
  {
    technique: nakedPair,
    // (r3c2/r3c3 of 598613400020000983300020165010090000000300006700000004000080250400700030000030040,
    // once this example, share a box too: a locked pair now, see locked-subsets.test.ts.)
    grid: "063000900007806000840001000000005203500100000000074090020000806080050039400000002",
    eliminations: [e(41, 2), e(59, 7), e(77, 7)],
    explanation:
      "Naked pair: r1c6 and r8c6 in column 6 hold only 2 and 7 between them, so 2 is removed from r5c6; 7 from r7c6 and r9c6",
  },
  {
    technique: hiddenPair,
    grid: "200700100000050090001004003000000800000040060009006002700500600050670030006403001",
    eliminations: [e(78, 2), e(78, 9), e(79, 2), e(79, 8)],
    explanation:
      "Hidden pair: in row 9, 5 and 7 fit only in r9c7 and r9c8, so 2 is removed from r9c7 and r9c8; 8 from r9c8; 9 from r9c7",
  },
  {
    technique: nakedTriple,
    grid: "200700000000680057080003060000010000300400000612308094500800070009000805040530006",
    eliminations: [e(56, 1), e(64, 7)],
    explanation:
      "Naked triple: r8c1, r9c1 and r9c3 in box 7 hold only 1, 7 and 8 between them, so 1 is removed from r7c3; 7 from r8c2",
  },
  {
    technique: hiddenTriple,
    grid: "040700060003900000000000057000000030200080000019000570600040005050100000020006084",
    eliminations: [
      e(31, 2),
      e(31, 5),
      e(31, 6),
      e(32, 2),
      e(32, 4),
      e(32, 5),
      e(41, 3),
      e(41, 4),
      e(41, 5),
    ],
    explanation:
      "Hidden triple: in box 5, 1, 7 and 9 fit only in r4c5, r4c6 and r5c6, so 2 is removed from r4c5 and r4c6; 3 from r5c6; 4 from r4c6 and r5c6; 5 from r4c5, r4c6 and r5c6; 6 from r4c5",
  },
];

/** Every cell empty and open to every digit, then the given masks in row 1. */
function row1State(masks: number[]): LogicState {
  const state = createState(gridFrom("0".repeat(81)));
  state.candidates.fill(ALL_DIGITS_MASK);
  masks.forEach((mask, col) => (state.candidates[col] = mask));
  return state;
}

// Quads are rare in real solving paths, so these positions are built by hand in row 1.
// Naked quad: r1c1..r1c4 hold 1/2, 2/3, 3/4, 1/4 (no pair or triple among them).
const QUAD_CELLS = [maskOf([1, 2]), maskOf([2, 3]), maskOf([3, 4]), maskOf([1, 4])];
const NAKED_QUAD = () => row1State(QUAD_CELLS);
// Hidden quad: 1-4 fit only in r1c1..r1c4, every other cell of row 1 holds 5-9.
const FIVE_TO_NINE = maskOf([5, 6, 7, 8, 9]);
const HIDDEN_QUAD = () =>
  row1State([
    ALL_DIGITS_MASK,
    ALL_DIGITS_MASK,
    ALL_DIGITS_MASK,
    ALL_DIGITS_MASK,
    ...Array(5).fill(FIVE_TO_NINE),
  ]);

describe("naked and hidden subsets", () => {
  it.each(POSITIONS)("$technique.id", ({ technique, grid, eliminations, explanation }) => {
    const step = nextStep(createState(gridFrom(grid)));
    expect(step?.technique).toBe(technique.id);
    expect(step?.placements).toEqual([]);
    expect(step?.eliminations).toEqual(eliminations);
    expect(step?.explanation).toBe(explanation);
  });

  it("naked quad removes 1-4 from the rest of row 1", () => {
    const step = nakedQuad.find(NAKED_QUAD());
    expect(step?.cells).toEqual([0, 1, 2, 3]);
    const expected = [4, 5, 6, 7, 8].flatMap((cell) => [1, 2, 3, 4].map((d) => e(cell, d)));
    expect(step?.eliminations).toEqual(expected);
    expect(step?.explanation).toMatch(
      /^Naked quad: r1c1, r1c2, r1c3 and r1c4 in row 1 hold only 1, 2, 3 and 4/,
    );
  });

  it("hidden quad removes 5-9 from the four cells", () => {
    const step = hiddenQuad.find(HIDDEN_QUAD());
    expect(step?.cells).toEqual([0, 1, 2, 3]);
    const expected = [0, 1, 2, 3].flatMap((cell) => [5, 6, 7, 8, 9].map((d) => e(cell, d)));
    expect(step?.eliminations).toEqual(expected);
    expect(step?.explanation).toMatch(
      /^Hidden quad: in row 1, 1, 2, 3 and 4 fit only in r1c1, r1c2, r1c3 and r1c4/,
    );
  });

  it.each([
    { name: "naked pair in the naked quad", find: () => nakedPair.find(NAKED_QUAD()) },
    { name: "naked triple in the naked quad", find: () => nakedTriple.find(NAKED_QUAD()) },
    { name: "hidden triple in the hidden quad", find: () => hiddenTriple.find(HIDDEN_QUAD()) },
    {
      name: "naked quad once three cells break it",
      find: () => nakedQuad.find(row1State([...QUAD_CELLS.slice(0, 3), maskOf([1, 5])])),
    },
    ...[nakedPair, hiddenPair, nakedTriple, hiddenTriple, nakedQuad, hiddenQuad].map((t) => ({
      name: `${t.id} in a swordfish position`,
      find: () => t.find(createState(gridFrom(SWORDFISH_POSITION))),
    })),
  ])("no $name", ({ find }) => {
    expect(find()).toBeNull();
  });
});
