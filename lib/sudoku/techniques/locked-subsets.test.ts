import { describe, expect, it } from "vitest";
import { ALL_DIGITS_MASK, maskOf } from "../digits";
import { gridFrom } from "../grid";
import { nextStep } from "../logic";
import { lockedPair, lockedTriple } from "./locked-subsets";
import { nakedPair } from "./subsets";
import { createState, type LogicState } from "./state";
import { publicPuzzles, soundness } from "./test-positions";

const e = (cell: number, digit: number) => ({ cell, digit });

// Positions met while solving public puzzles (top1465), where this is the first step.
const POSITIONS = [
  {
    technique: lockedPair,
    grid: "802000004090000007005001390080017000000502001000008036007100000400070000320005000",
    eliminations: [
      e(30, 4),
      e(30, 9),
      e(40, 4),
      e(40, 9),
      e(45, 9),
      e(46, 4),
      e(47, 4),
      e(47, 9),
      e(51, 4),
      e(51, 9),
    ],
    explanation:
      "Locked pair: r6c4 and r6c5 lie in both row 6 and box 5 and hold only 4 and 9 between them, so those digits leave the rest of both: 4 is removed from r4c4, r5c5, r6c2, r6c3 and r6c7; 9 from r4c4, r5c5, r6c1, r6c3 and r6c7",
  },
  {
    technique: lockedTriple,
    grid: "000010059400050800050700000000590080010203000034000000003800000000000607072900018",
    eliminations: [
      e(32, 6),
      e(32, 7),
      e(33, 2),
      e(33, 7),
      e(35, 2),
      e(35, 6),
      e(36, 6),
      e(36, 7),
      e(38, 6),
      e(38, 7),
      e(45, 2),
      e(45, 6),
      e(45, 7),
    ],
    explanation:
      "Locked triple: r4c1, r4c2 and r4c3 lie in both row 4 and box 4 and hold only 2, 6 and 7 between them, so those digits leave the rest of both: 2 is removed from r4c7, r4c9 and r6c1; 6 from r4c6, r4c9, r5c1, r5c3 and r6c1; 7 from r4c6, r4c7, r5c1, r5c3 and r6c1",
  },
];

/** Every cell empty and open to every digit, then the given masks by cell. */
function openState(masks: Record<number, number>): LogicState {
  const state = createState(gridFrom("0".repeat(81)));
  state.candidates.fill(ALL_DIGITS_MASK);
  for (const [cell, mask] of Object.entries(masks)) state.candidates[Number(cell)] = mask;
  return state;
}

const PAIR = maskOf([1, 2]);

describe("locked pair and locked triple", () => {
  it.each(POSITIONS)("$technique.id", ({ technique, grid, eliminations, explanation }) => {
    const step = nextStep(createState(gridFrom(grid)));
    expect(step?.technique).toBe(technique.id);
    expect(step?.placements).toEqual([]);
    expect(step?.eliminations).toEqual(eliminations);
    expect(step?.explanation).toBe(explanation);
  });

  it("a locked pair removes its digits from the box and the column in one step", () => {
    // r1c1 and r3c1 hold 1/2: column 1 and box 1 lose 1 and 2, r1c9 (another box) keeps them.
    const step = lockedPair.find(openState({ 0: PAIR, 18: PAIR }));
    expect(step?.cells).toEqual([0, 18]);
    expect(step?.units).toEqual([9, 18]);
    const removed = [1, 2, 9, 10, 11, 19, 20, 27, 36, 45, 54, 63, 72];
    expect(step?.eliminations).toEqual(removed.flatMap((cell) => [e(cell, 1), e(cell, 2)]));
  });

  it("a locked triple of three two-digit cells (1/2, 2/3, 1/3)", () => {
    const state = openState({ 30: maskOf([1, 2]), 31: maskOf([2, 3]), 32: maskOf([1, 3]) });
    const step = lockedTriple.find(state);
    expect(step?.cells).toEqual([30, 31, 32]);
    expect(step?.digits).toEqual([1, 2, 3]);
    expect(step?.eliminations).toHaveLength(3 * (6 + 6));
    expect(step?.explanation).toMatch(
      /^Locked triple: r4c4, r4c5 and r4c6 lie in both row 4 and box 5/,
    );
  });

  it.each([
    // A naked pair in row 1 across two boxes is a naked pair, not a locked one.
    {
      name: "pair split over two boxes",
      find: () => lockedPair.find(openState({ 0: PAIR, 8: PAIR })),
    },
    // A naked pair in box 1 on two rows and two columns: no line holds both.
    {
      name: "pair on a diagonal of a box",
      find: () => lockedPair.find(openState({ 0: PAIR, 10: PAIR })),
    },
    // Three cells, four digits: no triple.
    {
      name: "triple with four digits",
      find: () =>
        lockedTriple.find(openState({ 0: maskOf([1, 2]), 1: maskOf([2, 3]), 2: maskOf([3, 4]) })),
    },
    // Locked, but nothing left to remove: box 1 and row 1 are full apart from the pair.
    {
      name: "pair with nothing to remove",
      find: () =>
        lockedPair.find(
          createState(gridFrom(`003456789${"456789123"}${"789123456"}${"0".repeat(54)}`)),
        ),
    },
  ])("no locked set: $name", ({ find }) => {
    expect(find()).toBeNull();
  });

  it("comes before the naked pair, which sees the same cells in one unit at a time", () => {
    const state = openState({ 0: PAIR, 18: PAIR });
    expect(nakedPair.findAll?.(state)).toHaveLength(2);
    expect(nextStep(state)?.technique).toBe("locked-pair");
  });

  it("every elimination agrees with the solution on a sample of the public sets", () => {
    const puzzles = [...publicPuzzles("top1465.txt", 250, 5), ...publicPuzzles("top95.txt", 16, 4)];
    const { problems, fired } = soundness([lockedPair, lockedTriple], puzzles);
    expect(problems).toEqual([]);
    expect(fired["locked-pair"]).toBeGreaterThan(50);
    expect(fired["locked-triple"]).toBeGreaterThan(20);
  });
});
