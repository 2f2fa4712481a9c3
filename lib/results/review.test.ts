import { describe, expect, it } from "vitest";
import { REVIEW_REASONS, reviewOf, solveFloorMs, type TimedMove } from "./review";

/** `count` digit moves `gap(i)` ms apart. */
function log(count: number, gap: (i: number) => number, type = "value"): TimedMove[] {
  let at = 0;
  return Array.from({ length: count }, (_, i) => ({ at: (at += i === 0 ? 0 : gap(i)), type }));
}

const EASY = { emptyCells: 45, score: 100 };

describe("the floor", () => {
  it("grows with the empty cells and the rating score", () => {
    expect(solveFloorMs(45, 100)).toBe(46_000);
    expect(solveFloorMs(55, 600)).toBeGreaterThan(solveFloorMs(45, 100));
    expect(solveFloorMs(45, 300)).toBeGreaterThan(solveFloorMs(45, 100));
  });

  it("holds out a 20 s easy solve, and ranks a human-fast 3 min one", () => {
    const human = log(45, (i) => 2_000 + (i % 7) * 900);
    expect(reviewOf({ solved: true, rankedMs: 20_000, ...EASY, moves: human })).toBe(
      REVIEW_REASONS.floor,
    );
    expect(reviewOf({ solved: true, rankedMs: 180_000, ...EASY, moves: human })).toBeNull();
  });

  it("never holds out an unsolved game", () => {
    expect(reviewOf({ solved: false, rankedMs: 1_000, ...EASY, moves: [] })).toBeNull();
  });
});

describe("move timing", () => {
  const slowEnough = { solved: true, rankedMs: 600_000, ...EASY };

  it("holds out a log filled at a steady sub-second beat", () => {
    const beat = log(45, (i) => 500 + (i % 3) * 20);
    expect(reviewOf({ ...slowEnough, moves: beat })).toBe(REVIEW_REASONS.timing);
  });

  it("ranks the same beat with a pause, a note, or too few moves to tell", () => {
    const paused = log(45, (i) => (i === 20 ? 8_000 : 500));
    expect(reviewOf({ ...slowEnough, moves: paused })).toBeNull();
    const noted = log(45, () => 500).map((m, i) => (i === 10 ? { ...m, type: "centre" } : m));
    expect(reviewOf({ ...slowEnough, moves: noted })).toBeNull();
    expect(reviewOf({ ...slowEnough, moves: log(10, () => 500) })).toBeNull();
  });

  it("ranks a quick but uneven human pace", () => {
    const uneven = log(45, (i) => [150, 2_500, 300, 1_900, 200][i % 5]);
    expect(reviewOf({ ...slowEnough, moves: uneven })).toBeNull();
  });
});
