import { describe, expect, it } from "vitest";
import { gridFrom } from "../grid";
import { nextStep } from "../logic";
import { claiming, pointing } from "./locked-candidates";
import { createState } from "./state";

const POSITIONS = [
  {
    technique: pointing,
    // Box 4: row 4 already has a 5 and column 1 has one in r8c1, so 5 fits only in r5c3 and r6c3.
    grid: "400030000000600800000000001000050090080000600070200000000102700503000040907000000",
    eliminations: [
      { cell: 2, digit: 5 },
      { cell: 11, digit: 5 },
      { cell: 20, digit: 5 },
    ],
    explanation:
      "Pointing: in box 4, 5 lies only in column 3, so 5 is removed from r1c3, r2c3 and r3c3",
  },
  {
    technique: claiming,
    grid: "000001008090000300200000000536000984070630000000900700104000057000070600000200000",
    eliminations: [{ cell: 49, digit: 1 }],
    explanation: "Claiming: in row 4, 1 lies only in box 5, so 1 is removed from r6c5",
  },
];

const NAKED_PAIR_POSITION =
  "598613400020000983300020165010090000000300006700000004000080250400700030000030040";

describe("locked candidates", () => {
  it.each(POSITIONS)("$technique.id", ({ technique, grid, eliminations, explanation }) => {
    const step = nextStep(createState(gridFrom(grid)));
    expect(step?.technique).toBe(technique.id);
    expect(step?.placements).toEqual([]);
    expect(step?.eliminations).toEqual(eliminations);
    expect(step?.explanation).toBe(explanation);
  });

  it.each([pointing, claiming])("$id finds nothing when no digit is locked", (technique) => {
    expect(technique.find(createState(gridFrom(NAKED_PAIR_POSITION)))).toBeNull();
  });
});
