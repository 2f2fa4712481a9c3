import { expect, it } from "vitest";
import { NO_HINTS } from "@/lib/game/protocol";
import { PENALTY_SECONDS, penaltyMs, rankedMs } from "./penalties";

it("charges nothing for a game played without help", () => {
  expect(penaltyMs({ hints: NO_HINTS, mistakes: 0 })).toBe(0);
  expect(rankedMs(95_000, { hints: NO_HINTS, mistakes: 0 })).toBe(95_000);
});

it("charges each hint level and each mistake its seconds from the table", () => {
  const help = { hints: { nudge: 1, cells: 2, step: 1, check: 1 }, mistakes: 2 };
  const seconds =
    PENALTY_SECONDS.nudge +
    2 * PENALTY_SECONDS.cells +
    PENALTY_SECONDS.step +
    PENALTY_SECONDS.check +
    2 * PENALTY_SECONDS.mistake;
  expect(penaltyMs(help)).toBe(seconds * 1000);
  expect(rankedMs(60_000, help)).toBe(60_000 + seconds * 1000);
});

it("charges more for more revealing help", () => {
  expect(PENALTY_SECONDS.nudge).toBeLessThan(PENALTY_SECONDS.cells);
  expect(PENALTY_SECONDS.cells).toBeLessThan(PENALTY_SECONDS.step);
});
