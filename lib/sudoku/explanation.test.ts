import { describe, expect, it } from "vitest";
import { explanationLines, explanationSummary } from "./explanation";

const NET =
  "Forcing net with techniques: if r1c1 is 9, then singles place 9 in r2c9, 9 in r3c5; " +
  "then Pointing: in box 3, 4 lies only in column 8, so 4 is removed from r5c8; then singles " +
  "place 1 in r4c6; and r2c3 has no candidate left; so r1c1 is not 9";

describe("explanation lines", () => {
  it("puts each step inside the assumption on its own line, then what broke", () => {
    expect(explanationLines(NET)).toEqual([
      "Forcing net with techniques: if r1c1 is 9, then",
      "singles place 9 in r2c9, 9 in r3c5",
      "Pointing: in box 3, 4 lies only in column 8, so 4 is removed from r5c8",
      "singles place 1 in r4c6",
      "and r2c3 has no candidate left; so r1c1 is not 9",
    ]);
  });

  it("leaves other explanations whole", () => {
    const text = "Naked pair: r1c1 and r1c2 hold only 5 and 6, so 5 is removed from r1c9";
    expect(explanationLines(text)).toEqual([text]);
  });
});

describe("explanation summary", () => {
  it("keeps short explanations as they are", () => {
    expect(explanationSummary(NET, 1000)).toBe(NET);
  });

  it("keeps the assumption and the verdict of a long net, counting the steps between", () => {
    expect(explanationSummary(NET, 100)).toBe(
      "Forcing net with techniques: if r1c1 is 9, then … 3 steps …; and r2c3 has no candidate left; so r1c1 is not 9",
    );
  });

  it("cuts other long text at a word", () => {
    const text = "Forcing chain: If r1c1 is 5 then r1c2 is not 5, so r1c3 is 5, so r2c3 is not 5";
    expect(explanationSummary(text, 40)).toBe("Forcing chain: If r1c1 is 5 then r1c2 …");
  });
});
