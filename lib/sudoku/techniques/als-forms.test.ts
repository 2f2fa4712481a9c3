import { describe, expect, it } from "vitest";
import { gridFrom } from "../grid";
import { solve } from "../solver";
import { alsChain } from "./als-chain";
import { cellAt, fromMarks, stepOn } from "./als-fixtures";
import { alsXyWing } from "./als-xy-wing";
import { BLOSSOM_TWO_Z, CHAIN_TWO_Z, WING_TWO_Z, type Position } from "./chain-form-positions";
import { deathBlossom } from "./death-blossom";
import type { Technique } from "./state";

const e = (name: string, digit: number) => ({ cell: cellAt(name), digit });
const all = (t: Technique, p: Position) => t.findAll?.(fromMarks(p.values, p.marks)) ?? [];

/** One step per pattern, with every digit it removes (issue 22): real top95 positions. */
describe("ALS patterns removing several digits at once", () => {
  it("ALS-XY-wing: both wings hold 8 and 9, so r9c2 loses both", () => {
    // The same three sets also link on other digits: each pair of link digits is its own step.
    const step = all(alsXyWing, WING_TWO_Z).find((s) =>
      s.explanation.startsWith(
        "ALS-XY-wing: the pivot set r8c5+r8c7+r8c8+r8c9 (4/6/7/8/9) shares 7 with r9c4+r9c5+r9c6 (5/7/8/9) and 6 with",
      ),
    );
    expect(step?.eliminations).toEqual([e("r9c2", 8), e("r9c2", 9)]);
    expect(step?.explanation).toBe(
      "ALS-XY-wing: the pivot set r8c5+r8c7+r8c8+r8c9 (4/6/7/8/9) shares 7 with r9c4+r9c5+r9c6 (5/7/8/9) and 6 with r7c1+r7c2+r7c3+r8c2 (2/6/7/8/9), each seeing across; for each of 8 and 9: if the first wing had none it would hold 7, the pivot would hold 6 and the second wing would hold it, so it is in one wing: 8 is removed from r9c2; 9 from r9c2",
    );
  });

  it("ALS chain: the end sets both hold 4 and 5", () => {
    const step = all(alsChain, CHAIN_TWO_Z).find((s) =>
      s.explanation.startsWith(
        "ALS chain: r4c4+r5c4+r6c4 (3/4/5/9) =3= r1c2+r1c4 (1/3/7) =7= r7c1+r7c2+r7c3+r8c2 (2/6/7/8/9) =6= r8c5+r8c7+r8c8+r8c9 (4/6/7/8/9) =7= r2c6+r3c6+r9c6",
      ),
    );
    expect(step?.eliminations).toEqual([
      e("r2c4", 4),
      e("r4c6", 4),
      e("r4c6", 5),
      e("r5c6", 5),
      e("r6c6", 5),
    ]);
    expect(step?.explanation).toBe(
      "ALS chain: r4c4+r5c4+r6c4 (3/4/5/9) =3= r1c2+r1c4 (1/3/7) =7= r7c1+r7c2+r7c3+r8c2 (2/6/7/8/9) =6= r8c5+r8c7+r8c8+r8c9 (4/6/7/8/9) =7= r2c6+r3c6+r9c6 (4/5/7/8), each link digit seen across by the two sets it joins; for each of 4 and 5: if the first set had none, each set in turn would be locked and push its link digit out of the next, so the last set would hold it: it is in the first or last set, so 4 is removed from r2c4 and r4c6; 5 from r4c6, r5c6 and r6c6",
    );
  });

  it("death blossom: both petals hold 5 and 9", () => {
    const step = stepOn(all(deathBlossom, BLOSSOM_TWO_Z), [
      ...["r2c6", "r7c6", "r8c6", "r9c6"],
      ...["r3c5", "r4c5", "r5c5", "r6c5"],
    ]);
    expect(step?.eliminations).toEqual([
      e("r4c6", 5),
      e("r4c6", 9),
      e("r5c6", 9),
      e("r6c6", 5),
      e("r6c6", 9),
      e("r7c5", 5),
      e("r7c5", 9),
      e("r9c5", 5),
      e("r9c5", 9),
    ]);
    expect(step?.explanation).toBe(
      "Death blossom: stem r2c6 (2/4) with petals 2: r7c6+r8c6+r9c6 (2/4/5/9), 4: r3c5+r4c5+r5c5+r6c5 (4/5/7/8/9); whichever digit the stem takes, its petal loses it and is locked, and every petal holds 5 and 9, so each of them is in one of the petals: 5 is removed from r4c6, r6c6, r7c5 and r9c5; 9 from r4c6, r5c6, r6c6, r7c5 and r9c5",
    );
  });

  it("no step on these positions removes a solution digit, and no removal is listed twice", () => {
    const cases: [Technique, Position][] = [
      [alsXyWing, WING_TWO_Z],
      [alsChain, CHAIN_TWO_Z],
      [deathBlossom, BLOSSOM_TWO_Z],
    ];
    for (const [technique, position] of cases) {
      const solution = solve(gridFrom(position.values.replace(/0/g, ".")), 1).solution ?? [];
      const steps = all(technique, position);
      const keys = steps.map((s) => s.eliminations.map((x) => x.cell * 10 + x.digit).join(","));
      expect(new Set(keys).size).toBe(keys.length);
      for (const s of steps)
        for (const { cell, digit } of s.eliminations) expect(solution[cell]).not.toBe(digit);
    }
  });
});
