import { describe, expect, it } from "vitest";
import { LEVELS, TECHNIQUE_LEVELS, TECHNIQUE_NAMES, type TechniqueId } from "@/lib/sudoku/step";
import { levelCards } from "./level-cards";

describe("level cards", () => {
  const cards = levelCards();

  it("names every technique on the card of the level it is rated at", () => {
    for (const id of Object.keys(TECHNIQUE_LEVELS) as TechniqueId[]) {
      expect(cards[TECHNIQUE_LEVELS[id]]).toContain(TECHNIQUE_NAMES[id]);
    }
  });

  it("names no technique on a level below its own", () => {
    for (const id of Object.keys(TECHNIQUE_LEVELS) as TechniqueId[]) {
      const own = LEVELS.indexOf(TECHNIQUE_LEVELS[id]);
      for (const level of LEVELS.slice(0, own)) {
        expect(cards[level].split(/, |Adds /)).not.toContain(TECHNIQUE_NAMES[id]);
      }
    }
  });

  it("lists XY-wing on Hard", () => {
    expect(cards.hard).toContain("XY-wing");
  });
});
