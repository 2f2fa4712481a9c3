import { describe, expect, it } from "vitest";
import {
  REVIEW_REASONS,
  REVIEW_STATUS,
  reviewOf,
  solveFloorMs,
  SUSPENDED_REASON,
  unrankedLabel,
  unrankedText,
  type TimedMove,
} from "./review";

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
    const human = log(45, (i) => [800, 5_200, 1_500, 12_000, 2_200, 600, 3_100][i % 7]);
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

  it("holds out a beat at any pace, with a note or a pause sprinkled in", () => {
    const jittered = log(45, (i) => 1_000 + ((i * 37) % 10) * 100);
    expect(reviewOf({ ...slowEnough, moves: jittered })).toBe(REVIEW_REASONS.timing);
    const slow = log(45, (i) => 4_000 + (i % 4) * 300);
    expect(reviewOf({ ...slowEnough, moves: slow })).toBe(REVIEW_REASONS.timing);
    const noted = log(45, () => 500).map((m, i) => (i === 10 ? { ...m, type: "corner" } : m));
    expect(reviewOf({ ...slowEnough, moves: noted })).toBe(REVIEW_REASONS.timing);
    const paused = log(45, (i) => (i === 20 ? 8_000 : 500));
    expect(reviewOf({ ...slowEnough, moves: paused })).toBe(REVIEW_REASONS.timing);
  });

  it("cannot tell from too few digits", () => {
    expect(reviewOf({ ...slowEnough, moves: log(15, () => 500) })).toBeNull();
  });

  it("ranks a quick but uneven human pace", () => {
    const uneven = log(45, (i) => [150, 2_500, 300, 1_900, 200][i % 5]);
    expect(reviewOf({ ...slowEnough, moves: uneven })).toBeNull();
  });
});

describe("what a player is told of an unranked solve", () => {
  it("says nothing of a ranked one, and tells held, rejected and suspended apart", () => {
    expect(unrankedText(null, REVIEW_STATUS.approved)).toBeNull();
    expect(unrankedLabel(null, null)).toBeNull();
    expect(unrankedText(REVIEW_REASONS.floor, REVIEW_STATUS.held)).toMatch(/^Under review/);
    expect(unrankedLabel(REVIEW_REASONS.floor, REVIEW_STATUS.held)).toBe("under review");
    expect(unrankedText(REVIEW_REASONS.timing, REVIEW_STATUS.rejected)).toMatch(
      /^Not ranked after review/,
    );
    expect(unrankedLabel(REVIEW_REASONS.timing, REVIEW_STATUS.rejected)).toBe(
      "not ranked after review",
    );
    expect(unrankedText(SUSPENDED_REASON, null)).toMatch(/suspended from ranked play/);
    expect(unrankedLabel(SUSPENDED_REASON, null)).toBe("not ranked: suspended");
  });
});
