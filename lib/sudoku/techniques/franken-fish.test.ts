import { describe, expect, it } from "vitest";
import { ALL_DIGITS_MASK } from "../digits";
import { gridFrom } from "../grid";
import { solve } from "../solver";
import type { Elimination, Step } from "../step";
import { applyStep, nextStep } from "../logic";
import { xWing } from "./fish";
import {
  findGeneralFish,
  frankenSwordfish,
  frankenXWing,
  mutantXWing,
  type FishFamily,
} from "./franken-fish";
import {
  FRANKEN_JELLYFISH_CANNIBAL,
  FRANKEN_SWORDFISH_ENDO,
  MUTANT_JELLYFISH_CANNIBAL,
  MUTANT_SWORDFISH,
} from "./fish-shapes-positions";
import type { Position } from "./pattern-positions";
import { createState, type LogicState, type Technique } from "./state";
import { positionState, publicPuzzles, soundness } from "./test-positions";

const e = (cell: number, digit: number) => ({ cell, digit });

/**
 * An empty grid where every digit fits everywhere, except that digit 1 fits only in `cells`
 * within each unit of `units` (cells as 0-80, units as lists of their cells).
 */
function onlyOnes(
  restricted: readonly (readonly number[])[],
  cells: readonly number[],
): LogicState {
  const state = createState(gridFrom("0".repeat(81)));
  state.candidates.fill(ALL_DIGITS_MASK);
  for (const unit of restricted)
    for (const cell of unit) if (!cells.includes(cell)) state.candidates[cell] &= ~1;
  return state;
}

const row = (r: number) => Array.from({ length: 9 }, (_, c) => r * 9 + c);
const box = (b: number) =>
  Array.from(
    { length: 9 },
    (_, k) => (Math.floor(b / 3) * 3 + Math.floor(k / 3)) * 9 + (b % 3) * 3 + (k % 3),
  );

const stepsOf = (technique: Technique, state: LogicState): Step[] =>
  technique.findAll?.(state) ?? [];

/** What the search reports for a size no technique tries, as steps' effect and sentence. */
const found = (
  state: LogicState,
  size: 2 | 3 | 4,
  family: FishFamily,
): { eliminations: Elimination[]; explanation: string }[] =>
  findGeneralFish(state, size, family).map((f) => ({
    eliminations: f.fish.eliminations,
    explanation: f.explanation,
  }));

/** The step of `steps` whose explanation starts with `start`. */
const named = <T extends { explanation: string }>(
  steps: readonly T[],
  start: string,
): T | undefined => steps.find((s) => s.explanation.startsWith(start));

/** Whether a step removes a digit the puzzle's solution has there. */
function wrongEliminations(position: Position, step: { eliminations: Elimination[] }): number[] {
  const solution = solve(gridFrom(position.puzzle)).solution ?? [];
  return step.eliminations.filter(({ cell, digit }) => solution[cell] === digit).map((x) => x.cell);
}

describe("Franken fish", () => {
  // Row 1 holds 1 only in r1c1 and r1c2; box 4 only in columns 1 and 2. Two base sets, two
  // cover columns: columns 1 and 2 place their 1 in the base, so their other cells lose it.
  const BASE = [0, 1, 27, 28, 36, 37, 45, 46];

  it("Franken X-wing: a row and a box covered by two columns", () => {
    const state = onlyOnes([row(0), box(3)], BASE);
    const step = named(stepsOf(frankenXWing, state), "Franken X-wing on 1 in row 1 and box 4");
    expect(step?.eliminations).toEqual([9, 10, 18, 19, 54, 55, 63, 64, 72, 73].map((c) => e(c, 1)));
    expect(step?.explanation).toBe(
      "Franken X-wing on 1 in row 1 and box 4 (covered by column 1 and column 2): each base set's 1 lies in its own cover set, so 1 is removed from r2c1, r2c2, r3c1, r3c2, r7c1, r7c2, r8c1, r8c2, r9c1 and r9c2",
    );
    expect(step?.units).toEqual([0, 21, 9, 10]);
    expect(step?.cells).toEqual(BASE);
  });

  it("finned Franken X-wing: only the cells that see the fin lose the digit", () => {
    // r1c3 is a fin: in box 1 it sees r2c1, r2c2, r3c1 and r3c2, not the cells below box 4.
    const state = onlyOnes([row(0), box(3)], [...BASE, 2]);
    const step = named(stepsOf(frankenXWing, state), "Franken X-wing on 1 in row 1 and box 4");
    expect(step?.eliminations).toEqual([9, 10, 18, 19].map((c) => e(c, 1)));
    expect(step?.explanation).toBe(
      "Franken X-wing on 1 in row 1 and box 4 (covered by column 1 and column 2) with fin r1c3: either a fin is 1 or each base set's 1 lies in its own cover set, so 1 is removed from r2c1, r2c2, r3c1 and r3c2",
    );
  });

  it("a fin that sees no cover cell outside the base gives nothing", () => {
    // r1c7 sees none of the cover columns' other cells.
    const state = onlyOnes([row(0), box(3)], [...BASE, 6]);
    const steps = stepsOf(frankenXWing, state);
    expect(
      steps.some((s) =>
        s.explanation.includes("row 1 and box 4 (covered by column 1 and column 2)"),
      ),
    ).toBe(false);
  });

  it("a row-against-column X-wing is left to the X-wing", () => {
    // Rows 1 and 5 hold 1 only in columns 1 and 5.
    const state = onlyOnes([row(0), row(4)], [0, 4, 36, 40]);
    expect(xWing.find(state)?.explanation).toMatch(/^X-wing on 1 in rows 1 and 5/);
    for (const technique of [frankenXWing, mutantXWing]) {
      for (const step of stepsOf(technique, state)) {
        expect(step.explanation).not.toMatch(
          /in row \d and row \d \(covered by column \d and column \d\)/,
        );
      }
    }
  });

  it("finned Franken swordfish with an endo fin (a cell in two base sets)", () => {
    const steps = stepsOf(frankenSwordfish, positionState(FRANKEN_SWORDFISH_ENDO));
    const step = named(steps, "Franken swordfish on 1 in column 1, column 6 and box 4");
    expect(step?.explanation).toBe(
      "Franken swordfish on 1 in column 1, column 6 and box 4 (covered by row 3, row 5 and row 6) with fin r5c1 (endo): either a fin is 1 or each base set's 1 lies in its own cover set, so 1 is removed from r5c7",
    );
    expect(step?.eliminations).toEqual([e(42, 1)]);
    expect(step && wrongEliminations(FRANKEN_SWORDFISH_ENDO, step)).toEqual([]);
  });

  it("finned Franken jellyfish: a body cell in two cover sets is cannibalised", () => {
    const steps = found(positionState(FRANKEN_JELLYFISH_CANNIBAL), 4, "Franken");
    const step = named(steps, "Franken jellyfish on 8 in row 1, row 2, row 9 and box 6");
    expect(step?.explanation).toBe(
      "Franken jellyfish on 8 in row 1, row 2, row 9 and box 6 (covered by column 2, column 7, column 9 and box 1) with fins r1c4, r1c6 and r1c8: either a fin is 8 or each base set's 8 lies in its own cover set, so 8 is removed from r1c2 (r1c2 would fill two cover sets at once)",
    );
    expect(step?.eliminations).toEqual([e(1, 8)]);
    expect(step && wrongEliminations(FRANKEN_JELLYFISH_CANNIBAL, step)).toEqual([]);
  });
});

describe("mutant fish", () => {
  it("mutant X-wing: a row and a column covered by a box and a row", () => {
    // Row 1 holds 1 only in r1c2 and r1c3 (box 1), column 1 only in r3c1 (box 1) and r5c1:
    // box 1 and row 5 cover them, so both lose 1 everywhere else.
    const column1 = Array.from({ length: 9 }, (_, r) => r * 9);
    const state = onlyOnes([row(0), column1], [1, 2, 18, 36]);
    const step = named(
      stepsOf(mutantXWing, state),
      "Mutant X-wing on 1 in row 1 and column 1 (covered by row 5 and box 1)",
    );
    expect(step?.explanation).toBe(
      "Mutant X-wing on 1 in row 1 and column 1 (covered by row 5 and box 1): each base set's 1 lies in its own cover set, so 1 is removed from r2c2, r2c3, r3c2, r3c3, r5c2, r5c3, r5c4, r5c5, r5c6, r5c7, r5c8 and r5c9",
    );
  });

  it("finned mutant swordfish", () => {
    const steps = found(positionState(MUTANT_SWORDFISH), 3, "mutant");
    const step = named(steps, "Mutant swordfish on 1 in row 1, row 4 and column 1");
    expect(step?.explanation).toBe(
      "Mutant swordfish on 1 in row 1, row 4 and column 1 (covered by row 5, column 5 and box 1) with fin r4c7: either a fin is 1 or each base set's 1 lies in its own cover set, so 1 is removed from r5c7",
    );
    expect(step && wrongEliminations(MUTANT_SWORDFISH, step)).toEqual([]);
  });

  it("finned mutant jellyfish with cannibalism", () => {
    const steps = found(positionState(MUTANT_JELLYFISH_CANNIBAL), 4, "mutant");
    const step = named(steps, "Mutant jellyfish on 8 in row 2, row 8, row 9 and column 8");
    expect(step?.eliminations).toEqual([e(63, 8)]);
    expect(step?.explanation).toMatch(
      /so 8 is removed from r8c1 \(r8c1 would fill two cover sets at once\)$/,
    );
    expect(step && wrongEliminations(MUTANT_JELLYFISH_CANNIBAL, step)).toEqual([]);
  });

  it("a Franken shape is not reported as mutant", () => {
    const steps = found(positionState(FRANKEN_SWORDFISH_ENDO), 3, "mutant");
    expect(
      steps.some((s) =>
        s.explanation.includes("column 1, column 6 and box 4 (covered by row 3, row 5 and row 6)"),
      ),
    ).toBe(false);
  });
});

describe("Franken and mutant fish soundness", () => {
  it("never removes a solution digit on a sample of the public sets", () => {
    // Few puzzles: the search over every position of a solving path is slow.
    const puzzles = [
      ...publicPuzzles("top95.txt", 48, 5),
      ...publicPuzzles("forum_hardest_1106.txt", 1106, 11),
    ];
    const techniques = [frankenXWing, frankenSwordfish, mutantXWing];
    const { problems, fired } = soundness(techniques, puzzles);
    expect(problems).toEqual([]);
    expect(Object.keys(fired).sort()).toEqual(techniques.map((t) => t.id).sort());
  }, 600_000);

  it("the sizes no technique tries never remove a solution digit either", () => {
    const shapes = [
      [4, "Franken"],
      [3, "mutant"],
      [4, "mutant"],
    ] as const;
    const problems: string[] = [];
    const fired = new Set<string>();
    for (const line of publicPuzzles("top95.txt", 95, 5)) {
      const grid = gridFrom(line);
      const solution = solve(grid).solution ?? [];
      const state = createState(grid, grid);
      for (let step = nextStep(state, { solution }); step; step = nextStep(state, { solution })) {
        for (const [size, family] of shapes) {
          for (const fish of found(state, size, family)) {
            fired.add(`${family} ${size}`);
            for (const { cell, digit } of fish.eliminations)
              if (solution[cell] === digit) problems.push(`${line}: ${fish.explanation}`);
          }
        }
        applyStep(state, step);
      }
    }
    expect(problems).toEqual([]);
    expect(fired.size).toBe(3);
  }, 600_000);
});
