import { describe, expect, it } from "vitest";
import { gridFrom } from "../grid";
import { solve } from "../solver";
import { lastResort } from "./last-resort";
import { createState } from "./state";

// A forum_hardest puzzle after its singles, where only forcing nets with techniques still find
// a step (deep-forcing-net.test.ts); r9c2 has two candidates, the fewest.
const STUCK = "000000008003000402090020060000079000000061200060502070008000500010000020405000003";

describe("last resort", () => {
  it("places the solution digit of the cell with the fewest candidates", () => {
    const solution = solve(gridFrom(STUCK)).solution ?? [];
    const step = lastResort.find(createState(gridFrom(STUCK)), solution);
    expect(step?.technique).toBe("last-resort");
    expect(step?.name).toBe("Trial and error");
    expect(step?.placements).toEqual([{ cell: 73, digit: 7 }]);
    expect(solution[73]).toBe(7);
  });

  it("does nothing without a solution", () => {
    expect(lastResort.find(createState(gridFrom(STUCK)))).toBeNull();
  });
});
