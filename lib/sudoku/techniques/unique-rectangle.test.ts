import { describe, expect, it } from "vitest";
import { gridFrom } from "../grid";
import { nextStep } from "../logic";
import { createState } from "./state";
import { uniqueRectangle1 } from "./unique-rectangle";

const POSITION =
  "084305000052946000693801054367514020529738146418269070946150087235687491871490000";

describe("unique rectangle type 1", () => {
  it("removes the pair from the fourth corner", () => {
    const step = nextStep(createState(gridFrom(POSITION)));
    expect(step?.technique).toBe("unique-rectangle-1");
    expect(step?.cells).toEqual([4, 6, 22, 24]);
    expect(step?.eliminations).toEqual([
      { cell: 6, digit: 2 },
      { cell: 6, digit: 7 },
    ]);
    expect(step?.explanation).toBe(
      "Unique rectangle on 2/7 in r1c5, r1c7, r3c5 and r3c7: if r1c7 were 2 or 7 the two digits could swap and the puzzle would have two solutions, so 2 and 7 are removed from r1c7",
    );
  });

  it("removes the one pair digit a fourth corner still holds (a missing candidate)", () => {
    const state = createState(gridFrom(POSITION));
    state.candidates[6] &= ~(1 << 6); // drop 7 from r1c7
    const step = uniqueRectangle1.find(state);
    expect(step?.cells).toEqual([4, 6, 22, 24]);
    expect(step?.eliminations).toEqual([{ cell: 6, digit: 2 }]);
    expect(step?.explanation).toBe(
      "Unique rectangle on 2/7 in r1c5, r1c7, r3c5 and r3c7: if r1c7 were 2 the two digits could swap and the puzzle would have two solutions, so 2 is removed from r1c7",
    );
  });

  it("reads a fourth corner left with another pair (2/6) as the odd corner", () => {
    const state = createState(gridFrom(POSITION));
    state.candidates[6] &= ~((1 << 6) | (1 << 8)); // r1c7 keeps 2/6 after losing 7 and 9
    const step = uniqueRectangle1.find(state);
    expect(step?.cells).toEqual([4, 6, 22, 24]);
    expect(step?.eliminations).toEqual([{ cell: 6, digit: 2 }]);
    expect(step?.explanation).toBe(
      "Unique rectangle on 2/7 in r1c5, r1c7, r3c5 and r3c7: if r1c7 were 2 the two digits could swap and the puzzle would have two solutions, so 2 is removed from r1c7",
    );
  });

  it("needs the fourth corner to hold a digit of the pair", () => {
    const state = createState(gridFrom(POSITION));
    state.candidates[6] &= ~((1 << 6) | (1 << 1)); // drop 7 and 2 from r1c7
    // Another rectangle elsewhere in the grid still counts; this one no longer does.
    expect(uniqueRectangle1.find(state)?.cells).toEqual([59, 60, 77, 78]);
  });

  it("ignores rectangles spread over four boxes", () => {
    const state = createState(gridFrom("0".repeat(81)));
    state.candidates.fill(0x1ff);
    // r1c1, r1c5, r5c1 are 1/2 and r5c5 holds more: four boxes, so no deadly pattern.
    for (const cell of [0, 4, 36]) state.candidates[cell] = 0b11;
    expect(uniqueRectangle1.find(state)).toBeNull();
  });
});
