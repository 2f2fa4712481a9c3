import { describe, expect, it } from "vitest";
import { gridFrom } from "../grid";
import { nextStep } from "../logic";
import { solve } from "../solver";
import { lastResort } from "./last-resort";
import { createState } from "./state";

// No technique of the list applies here; r1c5 has two candidates, the fewest.
const STUCK = "400600300010020060008007001900800500040050010000002007500000600030080040000009005";

describe("last resort", () => {
  it("places the solution digit of the cell with the fewest candidates", () => {
    const solution = solve(gridFrom(STUCK)).solution ?? [];
    const step = nextStep(createState(gridFrom(STUCK)), { solution });
    expect(step?.technique).toBe("last-resort");
    expect(step?.name).toBe("Trial and error");
    expect(step?.placements).toEqual([{ cell: 4, digit: 1 }]);
    expect(solution[4]).toBe(1);
  });

  it("computes the solution itself when none is given", () => {
    expect(nextStep(createState(gridFrom(STUCK)))?.placements).toEqual([{ cell: 4, digit: 1 }]);
  });

  it("does nothing without a solution", () => {
    expect(lastResort.find(createState(gridFrom(STUCK)))).toBeNull();
  });
});
