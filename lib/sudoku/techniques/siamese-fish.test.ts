import { describe, expect, it } from "vitest";
import { sweepTimeout } from "../testdata/puzzle-sets";
import { finnedJellyfish, finnedSwordfish, finnedXWing } from "./finned-fish";
import { SIAMESE_JELLYFISH, SIAMESE_SWORDFISH, SIAMESE_X_WING } from "./fish-pattern-positions";
import { siameseFinnedJellyfish, siameseFinnedSwordfish, siameseFinnedXWing } from "./siamese-fish";
import { positionState, publicPuzzles, soundness } from "./test-positions";

const e = (cell: number, digit: number) => ({ cell, digit });
const cells = (steps: { eliminations: { cell: number }[] }[]) =>
  steps.map((s) => s.eliminations.map((x) => x.cell));

describe("siamese finned fish", () => {
  it("siamese finned X-wing: one step with both fish's eliminations", () => {
    const state = positionState(SIAMESE_X_WING);
    const step = siameseFinnedXWing.find(state);
    expect(step?.eliminations).toEqual([e(13, 4), e(22, 4)]);
    expect(step?.explanation).toBe(
      "Siamese finned X-wing on 4 in columns 4 and 6, two fish on one base: over rows 2 and 4 with fin r3c6, removing 4 from r2c5; over rows 3 and 4 (sashimi) with fins r2c4 and r2c6, removing 4 from r3c5; each holds (a fin is 4 or the columns make that fish), so 4 is removed from r2c5 and r3c5",
    );
    // Each half is a finned X-wing of its own (checked by hand: columns 4 and 6 hold 4 only
    // in rows 2, 3 and 4).
    expect(cells(finnedXWing.findAll?.(state) ?? [])).toEqual(expect.arrayContaining([[13], [22]]));
  });

  it("is not reported when one of the two fish removes nothing", () => {
    const state = positionState(SIAMESE_X_WING);
    state.candidates[22] &= ~(1 << 3); // r3c5 loses 4: the second fish is empty
    const steps = siameseFinnedXWing.findAll?.(state) ?? [];
    expect(steps.some((s) => s.eliminations.some((x) => x.cell === 13))).toBe(false);
  });

  it("siamese finned swordfish", () => {
    const state = positionState(SIAMESE_SWORDFISH);
    const step = siameseFinnedSwordfish.find(state);
    expect(step?.eliminations).toEqual([e(1, 6), e(19, 6)]);
    expect(step?.explanation).toMatch(/^Siamese finned swordfish on 6 in columns 1, 3 and 6/);
    expect(cells(finnedSwordfish.findAll?.(state) ?? [])).toEqual(
      expect.arrayContaining([[1], [19]]),
    );
  });

  it("siamese finned jellyfish", () => {
    const state = positionState(SIAMESE_JELLYFISH);
    const step = siameseFinnedJellyfish.find(state);
    expect(step?.eliminations).toEqual([e(43, 5), e(52, 5)]);
    expect(cells(finnedJellyfish.findAll?.(state) ?? [])).toEqual(
      expect.arrayContaining([[43], [52]]),
    );
  });

  it(
    "never removes a solution digit on a sample of the public sets",
    { timeout: sweepTimeout(120_000) },
    () => {
      const puzzles = [
        ...publicPuzzles("top95.txt", 8, 1),
        ...publicPuzzles("forum_hardest_1106.txt", 220, 5),
      ];
      const { problems, fired } = soundness(
        [siameseFinnedXWing, siameseFinnedSwordfish, siameseFinnedJellyfish],
        puzzles,
      );
      expect(problems).toEqual([]);
      expect(Object.keys(fired).length).toBeGreaterThan(0);
    },
  );
});
